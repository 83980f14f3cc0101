/**
 * Resolving a pool-game dialog: the dice (rolled, or typed in at the table), the engine's reading
 * of them, and the log entry with every change and its before-value. Pure: the table's action
 * pipeline finds the session note, reads the note fresh into a PoolModel, calls `resolvePool`, and
 * writes the entry's changes and the entry in one step, or nothing.
 */
import type { LogDiceGroup, LogEntry, LogInput } from "../../engine/log/entry";
import { fail, ok, type Result } from "../../engine/result";
import { rollDie } from "../../engine/rng";
import type { StateChange, StateValue } from "../../engine/state";
import { POOL_KEYS } from "../../engine/systems/pool/character";
import type { CitedExplanation } from "../../engine/systems/pool/citations";
import {
	applyDamage,
	attackPool,
	defensePool,
	effectiveMultiplier,
	protect,
	resolveAttack,
	resolveCounter,
	type DamageUpdate,
} from "../../engine/systems/pool/combat";
import { checkAgainst, DIFFICULTIES, isAmazing, opposed } from "../../engine/systems/pool/difficulty";
import { addDramaDie, miracleOutcome } from "../../engine/systems/pool/drama";
import { buyDramaDice, payMiracle, recover } from "../../engine/systems/pool/endurance";
import { extendedStatus } from "../../engine/systems/pool/extended";
import {
	groupingText,
	outcomeCode,
	outcomeWords,
	poolEntry,
	poolInput,
	rollDiceGroup,
} from "../../engine/systems/pool/log-entries";
import { readRoll, type PoolRoll } from "../../engine/systems/pool/read";
import { canAttackAt } from "../../engine/systems/pool/perks";
import { citedStep } from "../../engine/systems/pool/cited-step";
import { diceToRoll } from "../../engine/systems/pool/settings";
import type { ResolveContext } from "../frame/game";
import { attackDx, checkDn, checkPool, defenderTraits, poolConditionRefusal, roundFit, roundRecordChange, sizeInput, type AttackForm, type CheckForm, type DefendForm, type DramaForm, type ExtendedForm, type PoolForm, type PoolInputs } from "./form";
import { brokenNoteRefusal, extendedGoal, extendedProgress, stanceLabel, TABLE_KEYS, type PoolModel } from "./model";
import { dxText } from "./sheet";
import { ruleLink, ruleNotes } from "../conditions/held";
import { t } from "../../lang";
import { responseTitle } from "./words";

export function resolvePool(model: PoolModel, form: PoolForm, context: ResolveContext): Result<LogEntry> {
	const broken = brokenNoteRefusal(model);
	if (broken !== undefined) return fail(broken);
	const forbidden = form.kind === "check" || form.kind === "attack" ? poolConditionRefusal(model) : undefined;
	if (forbidden !== undefined) return fail(forbidden);
	// In a running encounter an action is counted in the round's record (003's multiple actions).
	const fit = roundFit(model, form);
	if (!fit.ok) return fit;
	const entry = resolveForm(model, form, context);
	if (!entry.ok) return entry;
	const recorded = roundRecordChange(model, form);
	if (!recorded.ok) return recorded;
	if (recorded.value.length === 0) return entry;
	return ok({ ...entry.value, changes: [...entry.value.changes, ...recorded.value], explanation: [...entry.value.explanation, ...fit.value] });
}

function resolveForm(model: PoolModel, form: PoolForm, context: ResolveContext): Result<LogEntry> {
	switch (form.kind) {
		case "check":
			return withRuleLinks(model, resolveCheck(model, form, context));
		case "attack":
			return withRuleLinks(model, resolveAttackForm(model, form, context));
		case "defend":
			return withRuleLinks(model, resolveDefend(model, form, context));
		case "damage":
			return resolveDamage(model, form.amount, context);
		case "recover":
			return resolveRecover(model, context);
		case "drama":
			return resolveDrama(model, form, context);
		case "extended":
			return resolveExtended(model, form, context);
	}
}

/** A roll's entry links the vault's rule notes of the conditions that changed its dice. */
function withRuleLinks(model: PoolModel, result: Result<LogEntry>): Result<LogEntry> {
	if (!result.ok) return result;
	const moved = model.conditions.filter((c) => c.spec?.system === "pool" && c.spec.dice !== 0);
	return moved.length === 0 ? result : ok({ ...result.value, links: [...result.value.links, ...ruleNotes(moved)] });
}

// ---------------------------------------------------------------------------------------------
// Dice and shared pieces
// ---------------------------------------------------------------------------------------------

/**
 * A pool's dice, read by the engine. They come from the context's Rng, in the order the preview
 * lists them: when faces were typed in at the table, the frame has made that Rng play them back
 * (table/roll-dialog.ts), and refuses a roll they do not fit.
 */
function rollFor(context: ResolveContext, pool: number, sides: number): Result<PoolRoll> {
	return readRoll(Array.from({ length: diceToRoll(pool) }, () => rollDie(context.rng, sides)), pool, sides);
}

/**
 * A change to one of the character's own keys, before-value as read, as the engine's own changes
 * are (the pipeline records a key the note does not have yet as absent, table/pipeline.ts).
 */
function change(key: string, before: StateValue, after: StateValue): StateChange {
	return { target: "", key, before, after };
}


function poolInputs(model: PoolModel, form: PoolInputs): LogInput[] {
	const named = (all: Record<string, number>, names: string[]): string =>
		names.filter((n) => all[n] !== undefined).map((n) => `${n} ${all[n] ?? 0}`).join(", ") || "none";
	const inputs = [poolInput("abilities", named(model.character.abilities, form.abilities)), poolInput("weaknesses", named(model.character.weaknesses, form.weaknesses))];
	if (form.bonus > 0) inputs.push(poolInput("bonus", form.bonus));
	if (form.penalty > 0) inputs.push(poolInput("penalty", form.penalty));
	if (form.actions > 1) inputs.push(poolInput("actions this round", form.actions));
	for (const condition of model.conditions) if (condition.spec) inputs.push(poolInput("condition", ruleLink(condition)));
	return inputs;
}

/** The pool rolled, its die and the number to beat, as every roll's entry lists them. */
function rollInputs(pool: number, sides: number, toBeat: number): LogInput[] {
	return [poolInput("pool", pool), poolInput("die size", sides), poolInput("to beat", toBeat)];
}

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

function resolveCheck(model: PoolModel, form: CheckForm, context: ResolveContext): Result<LogEntry> {
	const sides = model.dieSize;
	const size = checkPool(model, form);
	if (!size.ok) return size;
	const pool = size.value.pool;
	const roll = rollFor(context, pool, sides);
	if (!roll.ok) return roll;
	const explanation: CitedExplanation = [...size.value.explanation, ...roll.value.explanation];
	const inputs = poolInputs(model, form);
	if (form.helpers > 0) inputs.push(poolInput("helpers", form.helpers));
	const dice: LogDiceGroup[] = [rollDiceGroup(roll.value)];
	let target: number;
	let success: boolean;
	let margin: number;
	const opposedRoll = form.against === "opposed" && !form.extended;
	if (opposedRoll) {
		const theirs = rollFor(context, form.opposingPool, sides);
		if (!theirs.ok) return theirs;
		const versus = opposed(roll.value, theirs.value);
		explanation.push({ text: t("pool.log.opposingDice", { dice: form.opposingPool, reading: groupingText(theirs.value) }) }, ...versus.explanation);
		target = theirs.value.result;
		success = versus.winner === "actor";
		margin = versus.margin;
		inputs.push(poolInput("opposing pool", form.opposingPool));
		dice.push(rollDiceGroup(theirs.value, "opposing "));
	} else {
		target = checkDn(model, form);
		const outcome = checkAgainst(roll.value, target);
		if (!outcome.ok) return outcome;
		explanation.push(...outcome.value.explanation);
		success = outcome.value.success;
		margin = outcome.value.margin;
		const named = DIFFICULTIES.find((d) => d.id === form.against);
		inputs.push(poolInput("difficulty", form.extended ? `${model.extended?.task ?? "Extended Action"} (DN ${target})` : named ? `${named.label} (DN ${named.dn})` : `DN ${target}`));
	}
	inputs.push(...rollInputs(pool, sides, target));
	const changes: StateChange[] = [];
	let catastrophe = roll.value.catastrophe;
	if (form.miracle) {
		const paid = payMiracle(model.character);
		if (!paid.ok) return paid;
		const miracle = miracleOutcome(roll.value, target);
		if (!miracle.ok) return miracle;
		explanation.push(...paid.value.explanation, ...miracle.value.explanation);
		changes.push(...paid.value.changes);
		success = true;
		catastrophe = false;
		margin = miracle.value.margin;
		inputs.push(poolInput("miracle", form.degreeMatters ? "yes, +6 dice" : "yes"));
	}
	const amazing = success && isAmazing(roll.value);
	const code = outcomeCode({ success, amazing, catastrophe });
	if (form.extended && model.extended) {
		const x = model.extended;
		const next = success ? { ...x, successes: x.successes + 1 } : { ...x, failures: x.failures + 1 };
		if (extendedStatus(x) !== "going") return fail(t("pool.log.extendedOver", { task: x.task }));
		const status = extendedStatus(next);
		// The party's track is on the campaign note: the change names that note, so every character's check counts.
		changes.push(
			success
				? { target: x.target, key: TABLE_KEYS.extendedSuccesses, before: x.successes, after: next.successes }
				: { target: x.target, key: TABLE_KEYS.extendedFailures, before: x.failures, after: next.failures },
		);
		inputs.push(poolInput("extended action", x.shared ? `${x.task} (the party's)` : x.task));
		explanation.push({ text: extendedStep(extendedProgress(next), x.shared, status) });
	}
	const title = form.label.trim() !== "" ? form.label.trim() : opposedRoll ? t("pool.log.opposedTitle") : t("pool.log.checkTitle");
	const read = { outcome: outcomeWords(code), margin, reading: groupingText(roll.value), target };
	const text = opposedRoll
		? success
			? t("pool.log.checkOpposedBy", read)
			: t("pool.log.checkOpposed", read)
		: success
			? t("pool.log.checkDnBy", read)
			: t("pool.log.checkDn", read);
	return ok(
		poolEntry(context.meta, "task", title, explanation, {
			inputs,
			dice,
			outcome: { text: form.miracle ? t("pool.log.byMiracle", { outcome: text }) : text, code },
			changes,
		}),
	);
}

// ---------------------------------------------------------------------------------------------
// Combat
// ---------------------------------------------------------------------------------------------

function resolveAttackForm(model: PoolModel, form: AttackForm, context: ResolveContext): Result<LogEntry> {
	const sides = model.dieSize;
	const reach = canAttackAt(model.character, form.atRange);
	if (!reach.ok) return reach;
	const size = attackPool(sizeInput(model, form), form.stance);
	if (!size.ok) return size;
	const dx = attackDx(model, form);
	if (!dx.ok) return dx;
	const attack = rollFor(context, size.value.pool, sides);
	if (!attack.ok) return attack;
	const dice = [rollDiceGroup(attack.value)];
	let defense: PoolRoll | null = null;
	if (form.targetDefends) {
		const rolled = rollFor(context, form.defensePool, sides);
		if (!rolled.ok) return rolled;
		defense = rolled.value;
		dice.push(rollDiceGroup(defense, "defense "));
	}
	const outcome = resolveAttack(attack.value, defense, dx.value.value);
	const explanation: CitedExplanation = [...size.value.explanation, ...attack.value.explanation];
	if (defense) explanation.push({ text: t("pool.log.defenseRoll", { dice: form.defensePool, reading: groupingText(defense) }) });
	if (form.atRange) explanation.push(citedStep(t("pool.log.atRange"), "ranged"));
	explanation.push(...dx.value.explanation, ...outcome.explanation);
	const inputs = poolInputs(model, form);
	inputs.push(
		poolInput("stance", stanceLabel(form.stance)),
		poolInput("defense pool", form.targetDefends ? form.defensePool : "no Defense Roll"),
		poolInput("dx", dx.value.value),
		...rollInputs(size.value.pool, sides, defense?.result ?? 0),
	);
	if (form.target !== "") inputs.push(poolInput("target", form.target));
	if (form.atRange) inputs.push(poolInput("at range", true));
	if (form.targetResistance > 0) inputs.push(poolInput("defender's resistance", form.targetResistance));
	if (form.targetVulnerability > 0) inputs.push(poolInput("defender's vulnerability", form.targetVulnerability));
	const changes: StateChange[] = [];
	// A stance is declared with the attack and lasts until the character's next turn: the sheet shows it.
	if (form.stance !== model.stance) changes.push(change(TABLE_KEYS.stance, stanceLabel(model.stance), stanceLabel(form.stance)));
	const code = outcome.hit ? (isAmazing(attack.value) ? "amazing-success" : "success") : attack.value.catastrophe ? "catastrophic-failure" : "failure";
	const text = outcome.hit
		? t("pool.log.hit", { excess: outcome.excess, damage: outcome.damage, reading: groupingText(attack.value), dx: dxText(dx.value.value) })
		: defense
			? t("pool.log.missAgainst", { reading: groupingText(attack.value), defense: defense.result })
			: t("pool.log.miss", { reading: groupingText(attack.value) });
	const title = attackTitle(form.label.trim(), form.target);
	return ok(poolEntry(context.meta, "attack", title, explanation, { inputs, dice, outcome: { text, code }, changes }));
}

/** The machine-readable input of a Defense response: the same words in every language, as the log's inputs are. */
const RESPONSE_INPUTS: Record<DefendForm["response"], string> = {
	defend: "Defense Roll",
	"dont-hurt-me": "Don't Hurt Me!",
	protect: "Protect",
	counter: "Counter",
};

/** "Attack", "Attack: Sword", "Attack on Grell", "Attack: Sword on Grell". */
function attackTitle(label: string, target: string): string {
	if (label === "") return target === "" ? t("pool.log.attackTitle") : t("pool.log.attackTitleOn", { target });
	return target === "" ? t("pool.log.attackTitleWith", { label }) : t("pool.log.attackTitleWithOn", { label, target });
}

/** An Extended Action's count after a check: "Pick the lock: 2/3 successes, 0/3 failures: succeeded." */
function extendedStep(progress: string, shared: boolean, status: "going" | "succeeded" | "failed"): string {
	switch (status) {
		case "going":
			return shared ? t("pool.log.extendedPartyGoing", { progress }) : t("pool.log.extendedGoing", { progress });
		case "succeeded":
			return shared ? t("pool.log.extendedPartySucceeded", { progress }) : t("pool.log.extendedSucceeded", { progress });
		case "failed":
			return shared ? t("pool.log.extendedPartyFailed", { progress }) : t("pool.log.extendedFailed", { progress });
	}
}

function resolveDefend(model: PoolModel, form: DefendForm, context: ResolveContext): Result<LogEntry> {
	const sides = model.dieSize;
	const traits = defenderTraits(model, form);
	const theirDx = effectiveMultiplier(form.attackerDx, traits);
	if (!theirDx.ok) return theirDx;
	if (form.response === "counter") {
		const reach = canAttackAt(model.character, form.atRange);
		if (!reach.ok) return reach;
	}
	const inputs = poolInputs(model, form);
	inputs.push(poolInput("response", RESPONSE_INPUTS[form.response]), poolInput("attack pool", form.attackPool), poolInput("attacker dx", form.attackerDx));
	if ((traits.armored ?? 0) > 0) inputs.push(poolInput("armored", traits.armored ?? 0));
	if (form.resisted.length > 0) inputs.push(poolInput("the attack meets", form.resisted.join(", ")));
	const explanation: CitedExplanation = [];
	const dice: LogDiceGroup[] = [];
	let damage = 0;
	let text: string;
	let code: string;
	if (form.response === "counter") {
		// The Counter compares Attack Rolls: the stance's attack dice are in it (Reckless Offense +2, Defensive Stance −2).
		const mine = attackPool(sizeInput(model, form), model.stance);
		if (!mine.ok) return mine;
		const myDx = effectiveMultiplier(model.character.damageMultiplier, form.attackerArmored);
		if (!myDx.ok) return myDx;
		const counter = rollFor(context, mine.value.pool, sides);
		if (!counter.ok) return counter;
		const attack = rollFor(context, form.attackPool, sides);
		if (!attack.ok) return attack;
		dice.push(rollDiceGroup(counter.value), rollDiceGroup(attack.value, "attack "));
		const outcome = resolveCounter(attack.value, counter.value, theirDx.value.value, myDx.value.value);
		explanation.push(...mine.value.explanation, { text: t("pool.log.theirAttack", { reading: groupingText(attack.value) }) }, { text: t("pool.log.yourAttack", { reading: groupingText(counter.value) }) }, ...outcome.explanation);
		inputs.push(...rollInputs(mine.value.pool, sides, attack.value.result));
		if (outcome.winner === "attacker") damage = outcome.damage;
		code = outcome.winner === "counterer" ? "success" : "failure";
		text =
			outcome.winner === "counterer"
				? t("pool.log.counterWins", { damage: outcome.damage })
				: outcome.winner === "attacker"
					? t("pool.log.counterFails", { damage: outcome.damage })
					: t("pool.log.counterTie");
	} else {
		const size = defensePool(sizeInput(model, form), model.stance, form.response === "dont-hurt-me");
		if (!size.ok) return size;
		explanation.push(...size.value.explanation);
		let defense: PoolRoll | null = null;
		if (size.value.canDefend) {
			const rolled = rollFor(context, size.value.pool, sides);
			if (!rolled.ok) return rolled;
			defense = rolled.value;
			dice.push(rollDiceGroup(defense));
			inputs.push(poolInput("pool", size.value.pool), poolInput("die size", sides));
		}
		const attack = rollFor(context, form.attackPool, sides);
		if (!attack.ok) return attack;
		dice.push(rollDiceGroup(attack.value, "attack "));
		explanation.push({ text: t("pool.log.theirAttack", { reading: groupingText(attack.value) }) });
		if (defense) explanation.push({ text: t("pool.log.yourDefense", { reading: groupingText(defense) }) });
		explanation.push(...theirDx.value.explanation);
		const outcome = defense && form.response === "protect" ? protect(attack.value, defense, theirDx.value.value) : resolveAttack(attack.value, defense, theirDx.value.value);
		explanation.push(...outcome.explanation);
		if (defense) inputs.push(poolInput("to beat", attack.value.result));
		damage = outcome.damage;
		code = outcome.hit ? "failure" : "success";
		text = outcome.hit
			? t("pool.log.hitTaken", { excess: outcome.excess, damage })
			: defense
				? t("pool.log.noDamageAgainst", { attack: attack.value.result, defense: defense.result })
				: t("pool.log.noDamage", { attack: attack.value.result });
		if (form.response !== "defend") text = t("pool.log.actionLost", { outcome: text });
	}
	const changes: StateChange[] = [];
	if (damage > 0) {
		const applied = applyDamage(model.character, damage);
		if (!applied.ok) return applied;
		explanation.push(...applied.value.explanation);
		changes.push(...applied.value.changes);
		text = withDamageNotes(text, applied.value, model);
	}
	return ok(poolEntry(context.meta, "defense", responseTitle(form.response), explanation, { inputs, dice, outcome: { text, code }, changes }));
}

/** "Health 10 to 4", "Endurance 20 to 14": what a damage note says of one change. */
function vitalNote(key: string, before: StateValue, after: StateValue): string | undefined {
	// The log's summary line keeps "→" for changes, so the outcome says it in words.
	if (key === POOL_KEYS.health) return t("pool.log.healthTo", { before: String(before), after: String(after) });
	if (key === POOL_KEYS.endurance) return t("pool.log.enduranceTo", { before: String(before), after: String(after) });
	return undefined;
}

/** "Combat Complication (the GM picks Stunned, Impaired or Weakness)": the pack's complications, the last after "or". */
function complicationNote(choices: readonly string[]): string {
	const last = choices[choices.length - 1];
	if (last === undefined) return t("pool.log.complication");
	if (choices.length === 1) return t("pool.log.complicationOne", { choice: last });
	// The list is written as the log has always written it ("A, B or C"), the "or" the language's own.
	return t("pool.log.complicationOf", { choices: choices.slice(0, -1).join(", "), last });
}

/** "3 damage taken; Health 10 to 7; Combat Complication (the GM picks Stunned, Impaired or Weakness)". */
function withDamageNotes(text: string, applied: DamageUpdate, model: PoolModel): string {
	const notes: string[] = [];
	for (const c of applied.changes) {
		const note = vitalNote(c.key, c.before, c.after);
		if (note !== undefined) notes.push(note);
	}
	// The complications are the pack's (its complication effects): a house rule's list is the one named.
	const choices = [...(model.pack?.effects.values() ?? [])].filter((e) => e.rule.roll === "complication").map((e) => e.rule.label);
	if (applied.complication) notes.push(complicationNote(choices));
	if (applied.outOfFight) notes.push(t("pool.log.outOfFight"));
	return notes.reduce((line, note) => t("pool.log.note", { line, note }), text);
}

function resolveDamage(model: PoolModel, amount: number, context: ResolveContext): Result<LogEntry> {
	const applied = applyDamage(model.character, amount);
	if (!applied.ok) return applied;
	const title = t("pool.log.damage", { amount });
	const text = withDamageNotes(title, applied.value, model);
	return ok(
		poolEntry(context.meta, "damage", title, applied.value.explanation, {
			inputs: [poolInput("damage", amount)],
			dice: [],
			outcome: { text, code: "damage" },
			changes: applied.value.changes,
		}),
	);
}

function resolveRecover(model: PoolModel, context: ResolveContext): Result<LogEntry> {
	const recovered = recover(model.character, model.recovered);
	if (!recovered.ok) return recovered;
	const c = model.character;
	const after = recovered.value.vitals.endurance;
	return ok(
		poolEntry(context.meta, "recovery", t("pool.log.recoverTitle"), recovered.value.explanation, {
			inputs: [poolInput("endurance", c.endurance), poolInput("spent on drama", c.enduranceSpent)],
			dice: [],
			outcome: { text: t("pool.log.enduranceTo", { before: c.endurance, after }), code: "recovery" },
			changes: [...recovered.value.changes, change(TABLE_KEYS.recovered, model.recovered ? 1 : 0, 1)],
		}),
	);
}

// ---------------------------------------------------------------------------------------------
// After the roll: Drama Dice
// ---------------------------------------------------------------------------------------------

function resolveDrama(model: PoolModel, form: DramaForm, context: ResolveContext): Result<LogEntry> {
	const check = form.check;
	const paid = buyDramaDice(model.character, form.dice);
	if (!paid.ok) return paid;
	const first = readRoll(check.dice, check.pool, check.dieSize);
	if (!first.ok) return first;
	const wasBeaten = !first.value.catastrophe && first.value.result > check.target;
	// Only a pool of one or more rolls a new die per Drama Die; the typed faces are used in order.
	const typed = context.entered?.[0];
	let roll = first.value;
	let used = 0;
	for (let i = 0; i < form.dice; i++) {
		let face: number | undefined;
		if (roll.pool >= 1) {
			face = typed !== undefined ? typed[used] : rollDie(context.rng, check.dieSize);
			if (face === undefined) return fail(t("pool.log.dramaFaces", { used }));
			used++;
		}
		const next = addDramaDie(roll, face);
		if (!next.ok) return next;
		roll = next.value;
	}
	const beaten = !roll.catastrophe && roll.result > check.target;
	const explanation: CitedExplanation = [...paid.value.explanation, ...roll.explanation.slice(first.value.explanation.length)];
	const inputs = [
		poolInput("for", check.title),
		poolInput("entry", check.id),
		poolInput("drama dice", form.dice),
		...rollInputs(roll.pool, check.dieSize, check.target),
	];
	const read = { target: check.target, margin: roll.result - check.target, reading: groupingText(roll) };
	const text = beaten ? (wasBeaten ? t("pool.log.dramaStillBeats", read) : t("pool.log.dramaNowBeats", read)) : t("pool.log.dramaStillNot", read);
	return ok(
		poolEntry(context.meta, "drama", t("pool.log.dramaTitle", { roll: check.title }), explanation, {
			inputs,
			dice: [rollDiceGroup(roll)],
			outcome: { text, code: beaten && !wasBeaten ? "drama-turned" : "drama" },
			changes: paid.value.changes,
		}),
	);
}

// ---------------------------------------------------------------------------------------------
// Extended Actions
// ---------------------------------------------------------------------------------------------

function resolveExtended(model: PoolModel, form: ExtendedForm, context: ResolveContext): Result<LogEntry> {
	const task = form.task.trim();
	if (task === "") return fail(t("pool.log.nameTask"));
	// It is started where the party keeps it (the campaign note) when the character has a campaign.
	const home = model.extendedHome;
	const x = model.extended?.target === home ? model.extended : undefined;
	const K = TABLE_KEYS;
	const at = (key: string, before: StateValue, after: StateValue): StateChange => ({ target: home, key, before, after });
	const changes = [
		at(K.extendedTask, x?.task ?? null, task),
		at(K.extendedDn, x?.dn ?? null, form.dn),
		at(K.extendedNeeded, x?.successesNeeded ?? null, form.successesNeeded),
		at(K.extendedLimit, x?.failureLimit ?? null, form.failureLimit),
		at(K.extendedSuccesses, x?.successes ?? null, 0),
		at(K.extendedFailures, x?.failures ?? null, 0),
	].filter((c) => c.before !== c.after);
	// A track of this character's own (from before the party's was kept on the campaign) gives way to the new one.
	const own = [model.extended, model.ownExtended].find((t) => t !== undefined && t.target === "" && home !== "");
	if (own) {
		changes.push(
			change(K.extendedTask, own.task, null),
			change(K.extendedDn, own.dn, null),
			change(K.extendedNeeded, own.successesNeeded, null),
			change(K.extendedLimit, own.failureLimit, null),
			change(K.extendedSuccesses, own.successes, null),
			change(K.extendedFailures, own.failures, null),
		);
	}
	const text = extendedGoal(form);
	const steps: string[] = [t("pool.log.extendedStarted", { goal: text })];
	if (home !== "") steps.push(t("pool.log.extendedShared"));
	if (x) steps.push(t("pool.log.extendedReplaces", { progress: extendedProgress(x) }));
	return ok(
		poolEntry(context.meta, "extended", t("pool.log.extendedTitle", { task }), [{ text: steps.join(" "), source: "extended" }], {
			inputs: [poolInput("task", task), poolInput("dn", form.dn), poolInput("successes needed", form.successesNeeded), poolInput("failure limit", form.failureLimit)],
			dice: [],
			outcome: { text, code: "extended" },
			changes,
		}),
	);
}
