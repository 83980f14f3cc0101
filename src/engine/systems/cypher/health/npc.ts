/**
 * NPC health (000, 001). An NPC note keeps `level`, `health` (current) and,
 * when the page gives them, `health-max` and `armor`.
 */
import type { ExplainStep } from "../../../explain";
import { fail, ok, type Result } from "../../../result";
import { afterArmor, armorApplies, DAMAGE_KINDS, type DamageKind } from "./damage-kind";
import { PAGE, pushChange, shortName, type RuleOutcome } from "./outcome";
import { checkAmount, checkWhole, MAX_AMOUNT } from "./validate";
import { citedStep } from "../cited-step";
import { t } from "../../../../lang";
import { choiceProblem } from "../../choice";
import type { Track } from "../../tracks";

/** Frontmatter keys of an NPC note. */
export const NPC_KEYS = { level: "level", health: "health", healthMax: "health-max", armor: "armor" } as const;

/** What a fight wears down on an NPC: its health. */
export const NPC_TRACKS: readonly Track[] = [{ key: NPC_KEYS.health, label: "Health", value: "health", max: "healthMax" }];

export interface NpcState {
	name: string;
	level: number;
	health: number;
	armor: number;
}

/**
 * Starting health: the creature page's value when it has one, else 3 × level
 * (001: "NPC Health Default = Level x 3").
 */
export function npcStartingHealth(level: number, pageHealth?: number | null): Result<RuleOutcome<number>> {
	const levelError = checkWhole("level", level, 0, 100);
	if (levelError) return fail(levelError);
	if (pageHealth !== undefined && pageHealth !== null) {
		const error = checkWhole("health", pageHealth, 0, MAX_AMOUNT);
		if (error) return fail(error);
		return ok({
			value: pageHealth,
			explanation: [citedStep(t("engine.cypher.health.npcPageHealth", { health: pageHealth }), undefined, PAGE.creatures)],
			changes: [],
		});
	}
	const health = 3 * level;
	return ok({
		value: health,
		explanation: [
			citedStep(t("engine.cypher.health.npcDefaultHealth", { level, health }), "npcHealthDefault", PAGE.creatures),
		],
		changes: [],
	});
}

export interface NpcDamageResult {
	npc: NpcState;
	/** Health actually lost after Armor. */
	taken: number;
	defeated: boolean;
}

/** Subtracts damage (after Armor when it applies) from health; at 0 the NPC is defeated. Health is kept at 0, not below. */
export function damageNpc(npc: NpcState, damage: number, kind: DamageKind = "physical"): Result<RuleOutcome<NpcDamageResult>> {
	const error =
		checkAmount(t("engine.cypher.health.field.damage"), damage) ??
		checkWhole("health", npc.health, 0, MAX_AMOUNT) ??
		checkWhole("armor", npc.armor, 0, MAX_AMOUNT) ??
		choiceProblem(t("engine.cypher.health.field.damageKind"), kind, DAMAGE_KINDS);
	if (error) return fail(error);
	const armored = afterArmor(damage, npc.armor, kind, shortName(npc.name));
	const explanation: ExplainStep[] = [...armored.explanation];
	const taken = Math.min(armored.damage, npc.health);
	const health = npc.health - taken;
	explanation.push(citedStep(
		t("engine.cypher.health.npcLoses", { name: shortName(npc.name), damage: armored.damage, before: npc.health, after: health }),
		"npcLosesHealth",
		PAGE.rules,
	));
	const defeated = health <= 0;
	if (defeated) {
		explanation.push(citedStep(
			t("engine.cypher.health.npcDefeated", { name: shortName(npc.name) }),
			"npcDefeated",
			PAGE.rules,
		));
	}
	const changes: RuleOutcome<NpcDamageResult>["changes"] = [];
	pushChange(changes, npc.name, NPC_KEYS.health, npc.health, health);
	return ok({ value: { npc: { ...npc, health }, taken, defeated }, explanation, changes });
}

/**
 * A hit in one line, for a preview or a log ("6 damage − Armor 3 = 3: health 12 → 9"; "4 mental
 * damage ignores Armor 3: health 12 → 8"), from the NPC before the hit and damageNpc's result.
 */
export function npcHitLine(npc: NpcState, damage: number, kind: DamageKind, hit: NpcDamageResult): string {
	const armor = npc.armor;
	const values = { damage, armor, left: Math.max(0, damage - armor), kind, before: npc.health, after: hit.npc.health, defeated: hit.defeated ? "yes" : "no" };
	return armor === 0
		? t("engine.cypher.health.hitLine", values)
		: armorApplies(kind)
			? t("engine.cypher.health.hitLineArmor", values)
			: kind === "bypass"
				? t("engine.cypher.health.hitLineBypass", values)
				: t("engine.cypher.health.hitLineIgnores", values);
}
