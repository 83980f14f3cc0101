/**
 * Followers and NPC allies (seed 000): a follower has a level and task
 * modifiers, gains a level for every two tiers its leader gains, and helps with
 * one asset — two when its level for the task is 5 or more.
 */
import { t } from "../../../../lang";
import type { Explanation } from "../../../explain";
import type { Result } from "../../../result";
import { fail, ok } from "../../../result";
import { citedStep } from "../cited-step";

export const MAX_FOLLOWER_LEVEL = 10;
export const TWO_ASSET_LEVEL = 5;

export interface Follower {
	name: string;
	/** Level when acquired. */
	level: number;
	/** Task → level when acquired (e.g. perception: 3). */
	modifiers?: Readonly<Record<string, number>>;
	/** Tasks the follower has an inability in. */
	inabilities?: readonly string[];
	/** The leader's tier when the follower was gained. */
	acquiredAtTier: number;
}

/** Levels gained from the leader's advancement: one per two tiers since the follower joined. */
export function followerGrowth(follower: Follower, leaderTier: number): number {
	return Math.max(0, Math.floor((leaderTier - follower.acquiredAtTier) / 2));
}

/** The follower's level for a task now (its modifier for that task if it has one), at most 10. */
export function followerLevel(follower: Follower, leaderTier: number, task?: string): Result<number> {
	const bad = checkFollower(follower, leaderTier);
	if (bad) return fail(bad);
	const key = task?.trim().toLowerCase();
	const modifier = key !== undefined && follower.modifiers && Object.prototype.hasOwnProperty.call(follower.modifiers, key) ? follower.modifiers[key] : undefined;
	return ok(Math.min(MAX_FOLLOWER_LEVEL, (modifier ?? follower.level) + followerGrowth(follower, leaderTier)));
}

export interface FollowerHelp {
	level: number;
	assets: number;
	explanation: Explanation;
}

/** A follower helping with a task: one asset, two at level 5+, none with an inability. */
export function followerHelp(follower: Follower, leaderTier: number, task: string): Result<FollowerHelp> {
	const level = followerLevel(follower, leaderTier, task);
	if (!level.ok) return level;
	const explanation: Explanation = [];
	const growth = followerGrowth(follower, leaderTier);
	if (growth > 0) explanation.push(citedStep(t("engine.cypher.party.followerGrowth", { name: follower.name, levels: growth, tier: follower.acquiredAtTier }), "followerGrowth", "Followers"));
	const lowered = task.trim().toLowerCase();
	if ((follower.inabilities ?? []).some((t) => t.trim().toLowerCase() === lowered)) {
		explanation.push(citedStep(t("engine.cypher.party.followerInability", { name: follower.name, task: lowered }), "inabilityHelpsNothing", "Followers"));
		return ok({ level: level.value, assets: 0, explanation });
	}
	const assets = level.value >= TWO_ASSET_LEVEL ? 2 : 1;
	explanation.push(citedStep(
		t("engine.cypher.party.followerHelps", { name: follower.name, level: level.value, task: lowered, assets }),
		assets === 2 ? "followerTwoAssets" : "followerHelps",
		"Followers",
	));
	return ok({ level: level.value, assets, explanation });
}

/** An NPC ally's default: use their action to help, an asset on attacks or on dodge rolls as the player chooses. */
export function npcAllyHelp(helps: "attack" | "defense" | "task" = "task"): { assets: number; on: string; explanation: Explanation } {
	return { assets: 1, on: helps, explanation: [citedStep(t("engine.cypher.party.allyHelps", { helps }), "npcAllyHelps", "Followers")] };
}

function checkFollower(follower: Follower, leaderTier: number): string | undefined {
	if (!Number.isInteger(follower.level) || follower.level < 0 || follower.level > MAX_FOLLOWER_LEVEL) return t("engine.cypher.party.followerLevel", { name: follower.name, value: String(follower.level) });
	if (!Number.isInteger(follower.acquiredAtTier) || follower.acquiredAtTier < 1 || follower.acquiredAtTier > 6) return t("engine.cypher.party.followerJoined", { name: follower.name, value: String(follower.acquiredAtTier) });
	if (!Number.isInteger(leaderTier) || leaderTier < follower.acquiredAtTier || leaderTier > 6) return t("engine.cypher.party.leaderTier", { min: follower.acquiredAtTier, value: String(leaderTier) });
	for (const [task, level] of Object.entries(follower.modifiers ?? {})) {
		if (!Number.isInteger(level) || level < 0 || level > MAX_FOLLOWER_LEVEL) return t("engine.cypher.party.followerTaskLevel", { name: follower.name, task: task.slice(0, 40), value: String(level) });
	}
	return undefined;
}
