/**
 * Cypher rule results → session-log entries. Pure: the UI resolves a task, an intrusion, damage or
 * a recovery with the engine, then hands the result here to get the `LogEntry` the notes layer
 * writes. Every entry carries the inputs a player would quote at the table, the d20 with its face,
 * the outcome in words and as a code the summary counts, the explanation, the state changes (aimed
 * at the character's note) and the CSRD pages the explanation cites.
 */
import type { Explanation } from "../../explain";
import type { LogDiceGroup, LogEntry, LogInput } from "../../log/entry";
import { ok, type Result } from "../../result";
import type { StateChange } from "../../state";
import { aimAt, gameEntry, logInput, pagesOf, type EntryMeta, type EntryParts } from "../entry";
import { STATS, type CypherCharacter, type DamageModel, type Stat } from "./character";
import type { XpResult } from "./experience";
import {
	applyPoolDamage,
	applyTrackDamage,
	markHeldDamage,
	takeWound,
	type DamageKind,
	type RuleOutcome,
	type WoundSeverity,
} from "./health";
import type { RecoveryResult, RecoveryRoll } from "./recovery";
import { capital, statName, tradeLabel, type SpecialRoll, type TaskRequest, type TaskResult } from "./task";
import { withModifier } from "../../text";
import { t } from "../../../lang";

export const CYPHER_SYSTEM = "cypher";

export type { EntryMeta };
/** Shared with the other games; named here as the Cypher UI has always imported them. */
export { pagesOf };

// ---------------------------------------------------------------------------------------------
// Tasks and attacks
// ---------------------------------------------------------------------------------------------

export interface TaskEntryOptions {
	/** What the player clicked, e.g. "Climb"; defaults to "Might task" / "Might attack". */
	label?: string;
	/** Extra explanation steps the caller added before resolving (wound hindrance, armor). */
	before?: Explanation;
}

/** The skill a request used, with its level on the sheet: "climbing (trained)", or "none". */
export function skillInput(character: Pick<CypherCharacter, "skills">, skills: readonly string[] | undefined): string {
	const named = (skills ?? []).filter((s) => s.trim() !== "");
	if (named.length === 0) return "none";
	return named.map((s) => `${s} (${character.skills[s.toLowerCase()] ?? "not on the sheet"})`).join(", ");
}

/** "Success (17: +1 damage)", "Failure (1: GM intrusion)", "Routine: success without a roll". */
export function taskOutcomeText(result: Pick<TaskResult, "outcome" | "natural" | "special" | "cost" | "damage" | "traded">): string {
	switch (result.outcome) {
		case "routine":
			return t("engine.cypher.log.routine");
		case "impossible":
			return t("engine.cypher.log.impossible");
		default: {
			const notes = result.special ? specialNotes(result.special, result.cost.refunded) : [];
			if (result.traded) notes.push(tradeLabel(result.traded).toLowerCase());
			if (result.damage && result.damage.total > 0) notes.push(t("engine.cypher.log.damage", { damage: result.damage.total }));
			const values = { outcome: result.outcome, face: result.natural ?? "", notes: notes.join(", ") };
			if (notes.length === 0) return result.natural === undefined ? t("engine.cypher.log.outcome", values) : t("engine.cypher.log.outcomeFace", values);
			return t("engine.cypher.log.outcomeNotes", values);
		}
	}
}

function specialNotes(special: SpecialRoll, refunded: boolean): string[] {
	const notes: string[] = [];
	if (special.freeIntrusion) notes.push(t("engine.cypher.log.gmIntrusion"));
	if (special.bonusDamage > 0) notes.push(t("engine.cypher.log.bonusDamage", { damage: special.bonusDamage }));
	if (special.minorEffect) notes.push(t("engine.cypher.log.minorEffect"));
	if (special.majorEffect) notes.push(t("engine.cypher.log.majorEffect"));
	if (refunded) notes.push(t("engine.cypher.log.refunded"));
	return notes;
}

/** The title a task entry gets: the clicked label with the stat and the best skill level. */
export function taskTitle(character: Pick<CypherCharacter, "skills">, request: Pick<TaskRequest, "stat" | "skills" | "attack">, label?: string): string {
	const english = capital(request.stat);
	const stat = statName(request.stat);
	const kind = request.attack ? "attack" : "task";
	const named = label?.trim() ?? "";
	const levels = (request.skills ?? []).map((s) => character.skills[s.toLowerCase()]).filter((l) => l !== undefined);
	const level = levels[0];
	// A label that only repeats the default ("Might task") reads as no label.
	const plain = named === "" || named === `${english} task` || named === `${english} attack` || named === t("engine.cypher.log.title", { kind, stat });
	if (plain) return level ? t("engine.cypher.log.titleLevel", { kind, stat, level }) : t("engine.cypher.log.title", { kind, stat });
	return level ? t("engine.cypher.log.titleLabelLevel", { label: named, stat, level }) : t("engine.cypher.log.titleLabel", { label: named, stat });
}

export function taskEntry(
	meta: EntryMeta,
	character: CypherCharacter,
	request: TaskRequest,
	result: TaskResult,
	options: TaskEntryOptions = {},
): LogEntry {
	const inputs: LogInput[] = [
		logInput("stat", capital(request.stat)),
		logInput("difficulty", request.difficulty),
		logInput("skill", skillInput(character, request.skills)),
		logInput("assets", result.steps.assets),
		logInput("effort", result.effort.total),
	];
	// The inputs a task uses only sometimes, listed when they were used (not 0, not empty).
	const effectChoice = request.attack && request.effectChoice !== undefined && request.effectChoice !== "damage" ? request.effectChoice : undefined;
	const sometimes: [string, number | string | undefined][] = [
		["retry", request.retry === true ? "yes" : undefined],
		["lucky shot", request.luckyShot === true ? "1 XP" : undefined],
		["weapon", request.attack?.distinction],
		["target armor", request.attack?.distinction !== undefined ? request.attack.targetArmor : undefined],
		["reach", request.attack?.reach],
		["trade", request.attack?.trade],
		["free effort", result.effort.free],
		["effort on damage", result.effort.onDamage],
		["area attack", request.attack?.area === true ? "yes" : undefined],
		["on 19 or 20", effectChoice && (effectChoice === "minor" ? "minor effect" : "minor or major effect")],
		["circumstances", (request.circumstances ?? []).join(", ")],
		["attack circumstances", (request.againstAttack ?? []).join(", ")],
		["other easing", request.extraEasing],
		["hindering", request.extraHindering],
		["roll bonus", request.rollBonus],
	];
	for (const [key, value] of sometimes) if (value !== undefined && value !== 0 && value !== "") inputs.push(logInput(key, value));
	inputs.push(
		logInput("steps", result.steps.net),
		logInput("final difficulty", result.finalDifficulty),
		logInput("target", result.target),
		logInput("cost", costText(result)),
	);
	const dice: LogDiceGroup[] = [];
	if (result.natural !== undefined) {
		const bonus = result.steps.rollBonus;
		dice.push({
			notation: withModifier("d20", bonus),
			dice: [{ value: result.natural, kept: true }],
			total: result.total ?? result.natural,
		});
	}
	const explanation = [...(options.before ?? []), ...result.explanation];
	return cypherEntry(meta, request.attack ? "attack" : "task", taskTitle(character, request, options.label), explanation, {
		inputs,
		dice,
		outcome: { text: taskOutcomeText(result), code: result.outcome },
		changes: result.changes,
		actorName: character.name,
	});
}

/** "2 levels of Effort: 5 Might − 1 Edge = 4"; "none" when the action is free. */
export function costText(result: Pick<TaskResult, "cost" | "effort">): string {
	const { cost } = result;
	// Free levels cost nothing, but the line still says they were applied.
	const free = result.effort.free > 0 ? t("engine.cypher.log.costFree", { levels: result.effort.free }) : "";
	if (cost.beforeEdge === 0) return t("engine.cypher.log.costNone", { free });
	const paid = result.effort.paid;
	const parts: string[] = [];
	if (paid > 0) parts.push(t("engine.cypher.log.costEffort", { levels: paid }));
	if (cost.abilityCost > 0) parts.push(t("engine.cypher.log.costAbility", { points: cost.abilityCost }));
	const edge = cost.edgeApplied > 0 ? t("engine.cypher.log.costEdge", { edge: cost.edgeApplied }) : "";
	const refund = cost.refunded ? t("engine.cypher.log.costRefunded") : cost.abilityKept !== undefined ? t("engine.cypher.log.costKept", { points: cost.abilityKept }) : "";
	const weakness = (cost.weakness ?? 0) > 0 ? t("engine.cypher.log.costWeakness", { points: cost.weakness ?? 0 }) : "";
	return t("engine.cypher.log.cost", { parts: parts.join(" + "), before: cost.beforeEdge, stat: statName(cost.stat), edge, weakness, total: cost.total, refund, free });
}

// ---------------------------------------------------------------------------------------------
// GM intrusion
// ---------------------------------------------------------------------------------------------

export type IntrusionChoice = { kind: "accept"; passTo?: string } | { kind: "refuse" };

/**
 * A GM intrusion on one character: accepted (2 XP, one passed on) or refused (−1 XP). The XP
 * result's changes must already name each note as its target (XpHolder.target).
 */
export function intrusionEntry(meta: EntryMeta, choice: IntrusionChoice, result: XpResult, description = ""): LogEntry {
	const inputs: LogInput[] = [logInput("choice", choice.kind === "accept" ? "accepted" : "refused")];
	if (choice.kind === "accept" && choice.passTo !== undefined) inputs.push(logInput("passes 1 XP to", choice.passTo));
	if (description.trim() !== "") inputs.push(logInput("intrusion", description.trim()));
	const text =
		choice.kind === "refuse"
			? t("engine.cypher.log.intrusionRefused")
			: choice.passTo !== undefined
				? t("engine.cypher.log.intrusionPassed", { name: choice.passTo })
				: t("engine.cypher.log.intrusionAccepted");
	return cypherEntry(meta, "intrusion", t("engine.cypher.log.intrusionTitle"), result.explanation, {
		inputs,
		outcome: { text, code: choice.kind === "accept" ? "accepted" : "refused" },
		changes: result.changes,
	});
}

// ---------------------------------------------------------------------------------------------
// Damage
// ---------------------------------------------------------------------------------------------

/** What the GM applies: a wound (seed 000), Pool damage (000's special attacks), or damage-track damage (001). */
export type DamageInput = (
	| { model: "wounds"; wound: WoundSeverity }
	| { model: "wounds"; stat: Stat; amount: number }
	| { model: "damage-track"; amount: number; stat?: Stat; kind?: DamageKind; armor?: number }
) & {
	/** 001: what the Pools lose is lasting damage (heals a point a day of full rest) or permanent (never heals normally). */
	heals?: "lasting" | "permanent";
};

/** Applies damage by the campaign's model and builds its entry; bad input is a `fail` with the reason. */
export function damageEntry(meta: EntryMeta, character: CypherCharacter, input: DamageInput): Result<LogEntry> {
	const inputs: LogInput[] = [];
	let outcome: Result<RuleOutcome<unknown>>;
	let title: string;
	let text: string;
	if (input.model === "damage-track") {
		const stat = input.stat ?? "might";
		const kind = input.kind ?? "physical";
		const options = input.armor === undefined ? { stat, kind } : { stat, kind, armor: input.armor };
		const applied = applyTrackDamage(character, input.amount, options);
		if (!applied.ok) return applied;
		inputs.push(logInput("damage", input.amount), logInput("kind", kind), logInput("pool", capital(stat)));
		if (input.armor !== undefined) inputs.push(logInput("armor", input.armor));
		outcome = applied;
		title = t("engine.cypher.log.trackDamageTitle", { amount: input.amount, kind });
		const v = applied.value.value;
		text = v.damageTrack !== character.damageTrack ? t("engine.cypher.log.takenNow", { taken: v.taken, track: v.damageTrack }) : t("engine.cypher.log.taken", { taken: v.taken });
	} else if ("wound" in input) {
		const applied = takeWound(character, input.wound);
		if (!applied.ok) return applied;
		inputs.push(logInput("wound", input.wound));
		outcome = applied;
		title = t("engine.cypher.log.woundTitle", { wound: input.wound });
		const v = applied.value.value;
		text = v.dead ? t("engine.cypher.log.dead") : v.marked === null ? t("engine.cypher.log.noChange") : v.marked === input.wound ? t("engine.cypher.log.woundMarked", { wound: v.marked }) : t("engine.cypher.log.woundRolledOver", { wound: v.marked });
	} else {
		const applied = applyPoolDamage(character, input.stat, input.amount);
		if (!applied.ok) return applied;
		inputs.push(logInput("damage", input.amount), logInput("pool", capital(input.stat)));
		outcome = applied;
		title = t("engine.cypher.log.poolDamageTitle", { amount: input.amount, stat: statName(input.stat) });
		const v = applied.value.value;
		text = v.dead ? t("engine.cypher.log.dead") : v.wound ? t("engine.cypher.log.poolEmptied", { wound: v.wound }) : t("engine.cypher.log.lost", { points: v.poolLoss });
	}
	let { explanation, changes } = outcome.value;
	if (input.heals !== undefined) {
		// What each Pool lost to this damage is held back from its maximum until it heals (or for good).
		const lost: Partial<Record<Stat, number>> = {};
		for (const change of changes) {
			const stat = STATS.find((s) => s === change.key);
			if (stat !== undefined && typeof change.before === "number" && typeof change.after === "number") lost[stat] = (lost[stat] ?? 0) + change.before - change.after;
		}
		const held = markHeldDamage(character, lost, input.heals);
		explanation = [...explanation, ...held.explanation];
		changes = [...changes, ...held.changes];
		inputs.push(logInput("heals", input.heals === "lasting" ? "lasting damage" : "permanent damage"));
	}
	return ok(
		cypherEntry(meta, "damage", title, explanation, {
			inputs,
			outcome: { text, code: "damage" },
			changes,
			actorName: character.name,
		}),
	);
}

// ---------------------------------------------------------------------------------------------
// Recovery
// ---------------------------------------------------------------------------------------------

/** A recovery: the d6 roll (rollRecovery) and the points placed (applyRecovery). */
export function recoveryEntry(
	meta: EntryMeta,
	character: CypherCharacter,
	roll: RuleOutcome<RecoveryRoll>,
	applied: RuleOutcome<RecoveryResult>,
	model: DamageModel,
	/** Other dice of the recovery, e.g. the d20 of the ten-hour rest's difficulty 6 Might task. */
	extraDice: LogDiceGroup[] = [],
): LogEntry {
	const { kind, face, points } = roll.value;
	const inputs: LogInput[] = [
		logInput("recovery", kind),
		logInput("tier", character.tier),
		logInput("model", model),
	];
	for (const stat of ["might", "speed", "intellect"] as const) {
		const gained = applied.value.pools[stat].current - character.pools[stat].current;
		if (gained > 0) inputs.push(logInput(stat, gained));
	}
	const explanation = [...roll.explanation, ...applied.explanation];
	return cypherEntry(meta, "recovery", t("engine.cypher.log.recoveryTitle", { kind }), explanation, {
		inputs,
		dice: [{ notation: "d6", dice: [{ value: face, kept: true }], total: face }, ...extraDice],
		outcome: { text: t("engine.cypher.log.recovered", { points }), code: "recovery" },
		changes: [...roll.changes, ...applied.changes],
		actorName: character.name,
	});
}

/** 000's non-rest recovery: the recovery spent, with no roll, no points and no healing, to try again to end an effect. */
export function withoutRestEntry(meta: EntryMeta, character: CypherCharacter, applied: RuleOutcome<RecoveryResult>, model: DamageModel, effect = ""): LogEntry {
	const inputs: LogInput[] = [logInput("recovery", applied.value.kind), logInput("without rest", "yes"), logInput("model", model)];
	if (effect.trim() !== "") inputs.push(logInput("effect", effect.trim()));
	return cypherEntry(meta, "recovery", t("engine.cypher.log.withoutRestTitle", { kind: applied.value.kind }), applied.explanation, {
		inputs,
		outcome: { text: t("engine.cypher.log.withoutRest"), code: "recovery" },
		changes: applied.changes,
		actorName: character.name,
	});
}

// ---------------------------------------------------------------------------------------------
// Shared
// ---------------------------------------------------------------------------------------------

/** A Cypher entry: what every game's entry shares (see ../entry.ts), under this game's id. */
export function cypherEntry(meta: EntryMeta, kind: LogEntry["kind"], title: string, explanation: Explanation, parts: EntryParts): LogEntry {
	return gameEntry(meta, CYPHER_SYSTEM, kind, title, explanation, parts);
}

/** Engine changes aimed at the actor ("") or at the character's name go to the character's note. */
export function aimChanges(changes: readonly StateChange[], name: string, target: string): StateChange[] {
	return aimAt(changes, target, name);
}
