/**
 * The d20 game's actions resolved: the dialog's form, planned exactly as the preview planned it,
 * rolled with the engine and turned into one log entry with every change (the actor's and the
 * target's) and its before-value. Pure: dice come from the context's Rng, in the order the preview
 * lists them (so faces typed in at the table are played back where they belong); nothing is written here; the frame's pipeline writes the
 * changes and appends the entry in one step, or writes nothing.
 */
import type { LogDiceGroup, LogEntry, LogInput } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import { capital } from "../../engine/text";
import { rollDie, scriptedRng, type Rng } from "../../engine/rng";
import { OPPORTUNITY, opportunityAttacksIn } from "../../engine/systems/d20/action-types";
import { ATTACK_TYPES } from "../../engine/systems/d20/attack-types";
import { circumstancesFor } from "../../engine/systems/d20/circumstances";
import { recordActions } from "../frame/round";
import type { StateChange } from "../../engine/state";
import { rollCheck, rollOpposed, type D20Roll } from "../../engine/systems/d20/check";
import type { CitedExplanation } from "../../engine/systems/d20/citations";
import { criticalOptions, opportunityAttacksPerRound, resolveAttack, resolveCripplingInjury, type AttackResult } from "../../engine/systems/d20/combat";
import { applyAbilityLoss, applyDamage, applyFlatFootedDamage, recover, type DamageResult } from "../../engine/systems/d20/damage";
import { damageDice, d20Dice, d20Entry, input, rollText, signed, type D20EntryMeta } from "../../engine/systems/d20/log-entries";
import { manoeuvreMargin, resolveManoeuvre, type ManoeuvreResult } from "../../engine/systems/d20/manoeuvre";
import { setupManoeuvre } from "../../engine/systems/d20/setup";
import type { ResolveContext } from "../frame/game";
import {
	attackDice,
	combatants,
	d20Preview,
	damageSaveDc,
	fortitudeModifier,
	PERIODS,
	planAttack,
	planCheck,
	planManoeuvre,
	reflexModifier,
	type AdjustmentPick,
	type AttackForm,
	type CheckForm,
	type D20Form,
	type DamageForm,
	type ManoeuvreForm,
	type RecoverForm,
	type RoundUse,
	weaponOf,
} from "./form";
import { defenderRules, fixNoteFirst, TABLE_KEYS, type D20Combatant, type D20Note } from "./model";
import { applyPlan, endOnRest } from "../conditions/apply";
import { resolveIntrigue } from "./intrigue";
import { CONDITIONS_KEY, ruleLink } from "../conditions/held";

/** The entry's meta from the frame's context (the same id, time, actor and target). */
const metaOf = (context: ResolveContext): D20EntryMeta => ({ ...context.meta });

export function d20Resolve(note: D20Note, form: D20Form, context: ResolveContext): Result<LogEntry> {
	const broken = fixNoteFirst(note);
	if (broken !== undefined) return fail(broken);
	const preview = d20Preview(note, form);
	if (preview.refusal !== undefined) return fail(preview.refusal);
	// Every die is drawn from the context's Rng in the order the preview lists the dice, so faces
	// typed in at the table (played back in that order by the frame) land where they were meant.
	// An attack draws each step from its own groups (a miss reads no damage die; attackDice).
	const entered = context.entered;
	const groupsOf: DiceFor = (groups) => (entered === undefined ? context.rng : scriptedRng(groups.flatMap((g) => (g === undefined ? [] : (entered[g] ?? [])))));
	return resolveForm(note, form, context.rng, groupsOf, metaOf(context));
}

function resolveForm(note: D20Note, form: D20Form, rng: Rng, groupsOf: DiceFor, meta: D20EntryMeta): Result<LogEntry> {
	switch (form.action) {
		case "check":
			return resolveCheckForm(note, form, rng, meta);
		case "attack":
		case "opportunity":
			return resolveAttackForm(note, form, groupsOf, meta);
		case "manoeuvre":
			return resolveManoeuvreForm(note, form, rng, meta);
		case "damage":
			return resolveDamageForm(note, form, rng, meta);
		case "recover":
			return resolveRecoverForm(note, form, meta);
		case "intrigue":
			return resolveIntrigue(note, form, rng, meta);
	}
}

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

/** The dialog's bonuses and penalties as the entry lists them: "minor bonus" (or "minor bonus to damage") = its source. */
function pickInputs(picks: readonly AdjustmentPick[], withRoll: boolean): LogInput[] {
	return picks.map((pick) => input(`${pick.pick.replace("-", " ")}${withRoll ? ` to ${pick.on}` : ""}`, pick.source.trim() === "" ? "unnamed" : pick.source.trim()));
}

/** A success or a failure, with what decided it ("17 against DC 15") and what follows from it. */
function successOutcome(success: boolean, detail: string, after = ""): { text: string; code: string } {
	return { text: `${success ? "Success" : "Failure"} (${detail})${after}`, code: success ? "success" : "failure" };
}

function checkInputs(note: D20Note, form: CheckForm, modifier: number, adjustment: string): LogInput[] {
	return [
		input("ability", form.ability.toUpperCase()),
		input("skill", form.skill === "" ? "none" : form.skill === "bcb" ? `BCB ${signed(note.character.bcb)}` : `${form.skill} (${note.character.skills[form.skill] ?? 0} ranks)`),
		...pickInputs(form.picks, false),
		input("adjustment", adjustment),
		input("modifier", signed(modifier)),
	];
}

function resolveCheckForm(note: D20Note, form: CheckForm, rng: Rng, meta: D20EntryMeta): Result<LogEntry> {
	const planned = planCheck(note, form);
	if (!planned.ok) return planned;
	const plan = planned.value;
	const adjustment = plan.adjustment.level === null ? "none" : `${plan.adjustment.level} ${plan.adjustment.direction} (${signed(plan.adjustment.value)})`;
	const inputs = checkInputs(note, form, plan.actor.modifier, adjustment);
	const round = roundChanges(note, plan.round);
	if (!round.ok) return round;
	const title = form.skill === "" ? `${form.ability.toUpperCase()} check` : form.skill === "bcb" ? "Combat check" : `${capital(form.skill)} check`;
	if (plan.opponent) {
		const rolled = rollOpposed(plan.actor, plan.opponent, rng);
		if (!rolled.ok) return rolled;
		const r = rolled.value;
		inputs.push(input("against", `${plan.opponent.label} ${signed(plan.opponent.modifier)}`), input("opponent", rollText(r.opponent, plan.opponent.modifier)));
		return ok(
			d20Entry(meta, "check", `${title} (opposed)`, {
				inputs,
				dice: [...d20Dice(r.actor, plan.actor.modifier), ...d20Dice(r.opponent, plan.opponent.modifier)],
				outcome: successOutcome(r.success, `${r.actor.total} against ${r.opponent.total}`),
				explanation: [...plan.explanation, ...r.explanation, ...roundSteps(plan.round)],
				changes: round.value,
			}),
		);
	}
	const rolled = rollCheck({ label: note.name, modifier: plan.actor.modifier, dc: plan.dc ?? 0, easy: form.easy, extremeConditions: form.extremeConditions }, rng);
	if (!rolled.ok) return rolled;
	const r = rolled.value;
	inputs.push(input("DC", r.dc));
	return ok(
		d20Entry(meta, "check", title, {
			inputs,
			dice: r.roll ? d20Dice(r.roll, plan.actor.modifier) : [],
			outcome: r.roll ? successOutcome(r.success, `${r.roll.total} against DC ${r.dc}`) : { text: "Success: an Easy task, no roll", code: "success" },
			explanation: [...plan.explanation, ...r.explanation, ...roundSteps(plan.round)],
			changes: round.value,
		}),
	);
}


// ---------------------------------------------------------------------------------------------
// Attacks
// ---------------------------------------------------------------------------------------------

/** The target as the attack leaves it, so a follow-up hit is taken from what the first left. */
interface TargetState {
	combatant: D20Combatant;
	changes: Map<string, StateChange>;
}

function record(state: TargetState, changes: readonly StateChange[]): void {
	for (const change of changes) {
		const key = change.key;
		const earlier = state.changes.get(key);
		// One change per key, from the note's value before the action to the value after it all.
		state.changes.set(key, { target: state.combatant.link, key, before: earlier ? earlier.before : change.before, after: change.after });
	}
}

function rollDamage(weapon: { dice: number; sides: number }, bonus: number, rng: Rng): { faces: number[]; total: number } {
	const faces = Array.from({ length: weapon.dice }, () => rollDie(rng, weapon.sides));
	// A penalty can take the total below the dice; it never heals.
	return { faces, total: Math.max(0, faces.reduce((a, b) => a + b, 0) + bonus) };
}

/**
 * Damage to a combatant, whose changes go to `target` ("" for the actor's own note): when
 * flat-footed, a Reflex save DC 15 first (its die joins `dice`), and on a failure it all goes to
 * Wound Points (004).
 */
function takeDamage(who: D20Combatant, flatFooted: boolean, amount: number, target: string, rng: Rng, dice: LogDiceGroup[]): Result<DamageResult & { save?: D20Roll }> {
	if (!flatFooted) return applyDamage(who.character, amount, { target });
	const modifier = reflexModifier(who);
	const saved = applyFlatFootedDamage(who.character, amount, { label: who.name, modifier, player: who.kind === "character" }, rng, target, damageSaveDc(who));
	if (saved.ok) dice.push(...d20Dice(saved.value.save, modifier));
	return saved;
}

/** Damage to the attack's target, which the target's later hits are taken from. */
function damageTarget(state: TargetState, amount: number, rng: Rng, explanation: CitedExplanation, dice: LogDiceGroup[]): Result<DamageResult> {
	const target = state.combatant;
	const saves = defenderRules(target).save !== undefined;
	const result = takeDamage(target, saves, amount, target.link, rng, dice);
	if (!result.ok) return result;
	// Damage lines say whose Vitality or Wound Points they are; lines that already name the target stay as
	// they are, and a failed save already said where the damage goes.
	const steps = result.value.explanation.filter((s) => !(saves && s.text.startsWith("Flat-footed: the damage goes")));
	explanation.push(...steps.map((s) => (s.text.startsWith(target.name) ? s : { ...s, text: `${target.name}: ${s.text}` })));
	record(state, result.value.changes);
	state.combatant = { ...target, character: result.value.character };
	return result;
}

/** The dice one step of an action draws: the faces typed for its groups, or the table's generator. */
type DiceFor = (groups: readonly (number | undefined)[]) => Rng;

function resolveAttackForm(note: D20Note, form: AttackForm, dice: DiceFor, meta: D20EntryMeta): Result<LogEntry> {
	const planned = planAttack(note, form);
	if (!planned.ok) return planned;
	const plan = planned.value;
	const options = criticalOptions({ ranged: form.ranged, opportunityAttacksLeft: plan.opportunityLeft });
	const plannedDice = attackDice(form, plan, options.find((o) => o.option === form.critical)?.available === true);
	const target: TargetState = { combatant: plan.target, changes: new Map() };
	const explanation: CitedExplanation = [...plan.explanation];
	const groups: LogDiceGroup[] = [];
	const inputs: LogInput[] = [input("target", plan.target.link), input("weapon", form.ability.toUpperCase() + (form.ranged ? ", ranged" : ""))];
	if (form.action === "attack" && form.attackType !== "melee") inputs.push(input("attack type", ATTACK_TYPES[form.attackType].label));
	if (!form.ranged && form.distance > 5) inputs.push(input("distance", `${form.distance} feet`));
	for (const id of form.circumstances) inputs.push(input("circumstance", circumstancesFor("attack").find((c) => c.id === id)?.label ?? id));
	inputs.push(...pickInputs(form.picks, true));
	const extra: string[] = [];
	let opportunityUsed = opportunityUsedOf(note) + (form.action === "opportunity" ? 1 : 0);
	if (plan.damageAdjustment.level !== null) explanation.push(...plan.damageAdjustment.explanation);
	let dealt = 0;
	const hitDamage = (label: string, weaponIndex: number, damageGroup: number | undefined, reflexGroup: number | undefined): Result<void> => {
		const weapon = weaponOf(form, weaponIndex);
		const bonus = weapon.bonus + plan.damageAdjustment.value;
		const rolled = rollDamage(weapon, bonus, dice([damageGroup]));
		groups.push(...damageDice(weapon.dice, weapon.sides, rolled.faces, bonus, rolled.total));
		explanation.push({ text: `${label}: ${rolled.total} damage.` });
		dealt += rolled.total;
		const applied = damageTarget(target, rolled.total, dice([reflexGroup]), explanation, groups);
		return applied.ok ? ok(undefined) : applied;
	};
	const outcomes: string[] = [];
	let code: "critical-success" | "success" | "failure" = "failure";
	for (let index = 0; index < plan.attacks; index++) {
		const steps = plannedDice.swings[index];
		if (steps === undefined) break;
		const which = plan.attacks > 1 ? `Attack ${index + 1}` : "";
		const attacked = resolveAttack(plan.input, dice(steps.swing));
		if (!attacked.ok) return attacked;
		const attack = attacked.value;
		if (which !== "") explanation.push({ text: `${which}${form.attackType === "two-weapon" ? `, ${index === 0 ? "first" : "second"} weapon` : ""}:` });
		explanation.push(...attack.explanation);
		groups.push(...d20Dice(attack.attack, plan.input.attacker.modifier), ...d20Dice(attack.defence, plan.input.defender.modifier));
		inputs.push(input(which === "" ? "attack" : `attack ${index + 1}`, rollText(attack.attack, plan.input.attacker.modifier)), input(which === "" ? "defence" : `defence ${index + 1}`, rollText(attack.defence, plan.input.defender.modifier)));
		const before = dealt;
		let text = "miss";
		if (attack.hit) {
			const done = hitDamage("Damage", index, steps.damage, steps.reflex);
			if (!done.ok) return done;
			text = `${attack.critical ? "critical hit" : "hit"}: ${dealt - before} damage`;
			if (code === "failure") code = "success";
		}
		if (attack.critical) {
			code = "critical-success";
			const choices = criticalOptions({ ranged: form.ranged, opportunityAttacksLeft: Math.max(0, opportunityAttacksPerRound(note.character).count - opportunityUsed) });
			const choice = choices.find((o) => o.option === form.critical);
			inputs.push(input(which === "" ? "critical option" : `critical option ${index + 1}`, form.critical));
			if (!choice?.available) {
				explanation.push({ text: `The ${form.critical.replace(/-/g, " ")} is not open: ${choice?.reason ?? ""}`, ...(choice ? { source: choice.source } : {}) });
			} else if (form.critical === "opportunity-attack") {
				opportunityUsed++;
				extra.push(OPPORTUNITY);
				// 004: "Roll to hit with the same bonuses, and deal the additional damage if successful."
				const again = resolveAttack(plan.input, dice(steps.critical.swing ?? []));
				if (!again.ok) return again;
				const second: AttackResult = again.value;
				groups.push(...d20Dice(second.attack, plan.input.attacker.modifier), ...d20Dice(second.defence, plan.input.defender.modifier));
				explanation.push({ text: "Critical hit: an Opportunity attack with the same bonuses.", source: choice.source }, ...second.explanation);
				if (second.hit) {
					const done = hitDamage("Additional damage", index, steps.critical.damage, steps.critical.reflex);
					if (!done.ok) return done;
				}
				text = `critical hit: ${dealt - before} damage (Opportunity attack ${second.hit ? "hits" : "misses"})`;
			} else if (form.critical === "combat-manoeuvre") {
				const sides = combatants(note, target.combatant, form.picks, true);
				if (!sides.ok) return sides;
				const setup = setupManoeuvre(sides.value.attacker, sides.value.defender, {}, note.settings);
				if (!setup.ok) return setup;
				const manoeuvre: Result<ManoeuvreResult> = resolveManoeuvre(setup.value.input, dice(steps.critical.manoeuvre ?? []));
				if (!manoeuvre.ok) return manoeuvre;
				groups.push(...d20Dice(manoeuvre.value.attack, setup.value.input.attacker.bonus), ...d20Dice(manoeuvre.value.defence, setup.value.input.defender.bonus));
				explanation.push({ text: "Critical hit: a combat manoeuvre on the target as well as the damage.", source: choice.source }, ...manoeuvre.value.explanation);
				text = `critical hit: ${dealt - before} damage, manoeuvre ${manoeuvre.value.success ? "succeeds" : "fails"}`;
			} else {
				const t = target.combatant;
				const saveModifier = form.ability === "str" ? fortitudeModifier(t) : reflexModifier(t);
				const crippled = resolveCripplingInjury(
					{ attackAbility: form.ability, target: { label: t.name, modifier: saveModifier, player: t.kind === "character" }, penaltyTo: form.crippleTo },
					dice([steps.critical.save]),
				);
				if (!crippled.ok) return crippled;
				groups.push(...d20Dice(crippled.value.roll, saveModifier));
				explanation.push(...crippled.value.explanation);
				if (crippled.value.penalty) {
					const injuries = target.changes.get(TABLE_KEYS.crippling)?.after;
					const held = Array.isArray(injuries) ? injuries : [...t.state.crippling];
					record(target, [{ target: t.link, key: TABLE_KEYS.crippling, before: [...t.state.crippling], after: [...held, form.crippleTo] }]);
				}
				text = `critical hit: ${dealt - before} damage, ${crippled.value.saved ? "the save holds" : `a Minor penalty to ${form.crippleTo}`}`;
			}
		}
		outcomes.push(which === "" ? text : `${which} ${text}`);
	}
	const changes: StateChange[] = [];
	if (note.round === undefined) {
		if (opportunityUsed !== note.state.opportunityUsed) changes.push({ target: "", key: TABLE_KEYS.opportunityUsed, before: note.state.opportunityUsed, after: opportunityUsed });
	} else {
		const recorded = recordActions(note.round, [...plan.round.actions, ...extra]);
		if (!recorded.ok) return recorded;
		changes.push(recorded.value);
		explanation.push(...roundSteps(plan.round));
	}
	const outcomeText = plan.attacks > 1 ? `${outcomes.join("; ")} (${dealt} damage in all)` : capitalFirst(outcomes[0] ?? "miss");
	const title = form.action === "opportunity" ? "Opportunity attack" : form.attackType === "melee" ? "Attack" : ATTACK_TYPES[form.attackType].label.replace(/ \(.*\)$/, "");
	return ok(
		d20Entry(meta, "attack", `${title} on ${plan.target.name}`, {
			inputs,
			dice: groups,
			outcome: { text: outcomeText, code },
			explanation,
			changes: [...changes, ...target.changes.values()],
		}),
	);
}

const capitalFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The change to the encounter's record of the round, when the action takes something from it. */
function roundChanges(note: D20Note, use: RoundUse): Result<StateChange[]> {
	if (note.round === undefined || use.actions.length === 0) return ok([]);
	const recorded = recordActions(note.round, use.actions);
	return recorded.ok ? ok([recorded.value]) : recorded;
}

/** What the round's action types said of the action, as the entry's reasons. */
const roundSteps = (use: RoundUse): CitedExplanation => use.notes.map((text) => ({ text, source: "actionTypes" }));

/** Opportunity attacks made this round before this one (the encounter's count, or the note's). */
function opportunityUsedOf(note: D20Note): number {
	return note.round === undefined ? note.state.opportunityUsed : opportunityAttacksIn(note.round.record.actions);
}

// ---------------------------------------------------------------------------------------------
// Manoeuvres
// ---------------------------------------------------------------------------------------------

function resolveManoeuvreForm(note: D20Note, form: ManoeuvreForm, rng: Rng, meta: D20EntryMeta): Result<LogEntry> {
	const planned = planManoeuvre(note, form);
	if (!planned.ok) return planned;
	const plan = planned.value;
	const rolled = resolveManoeuvre(plan.input, rng);
	if (!rolled.ok) return rolled;
	const r = rolled.value;
	const round = roundChanges(note, plan.round);
	if (!round.ok) return round;
	const inputs = [input("target", plan.target.link), input("CMA", rollText(r.attack, plan.input.attacker.bonus)), input("CMD", rollText(r.defence, plan.input.defender.bonus))];
	if (form.escapingBonds) inputs.push(input("escaping bonds", true));
	inputs.push(...pickInputs(form.picks, false));
	const applied = r.success ? manoeuvreCondition(note, form, plan.target) : undefined;
	const moved = manoeuvreMovement(note, form, r, plan.target.name);
	if (r.success) inputs.push(input("beat the CMD by", Math.max(0, r.margin)));
	const results = [applied?.outcome, moved?.outcome].filter((text): text is string => text !== undefined && text !== "");
	const after = r.defenderMayCounter ? `: ${plan.target.name} may make an attack of opportunity` : results.length > 0 ? `: ${results.join("; ")}` : "";
	const entry = d20Entry(meta, "manoeuvre", `Combat manoeuvre on ${plan.target.name}`, {
		inputs,
		dice: [...d20Dice(r.attack, plan.input.attacker.bonus), ...d20Dice(r.defence, plan.input.defender.bonus)],
		outcome: successOutcome(r.success, `${r.attack.total} against ${r.defence.total}${r.success ? `, by ${Math.max(0, r.margin)}` : ""}`, after),
		explanation: [...plan.explanation, ...r.explanation, ...roundSteps(plan.round), ...(applied?.explanation ?? []).map((text) => ({ text })), ...(moved ? [moved.step] : [])],
		changes: [...round.value, ...(applied?.changes ?? [])],
	});
	const effect = note.pack?.effects.get(form.effect);
	if (effect) entry.inputs.splice(1, 0, input("manoeuvre", ruleLink({ label: effect.rule.label, ...(effect.from.kind === "vault" ? { notePath: effect.from.path } : {}) })));
	if (applied) entry.links.push(...applied.links);
	return ok(entry);
}

/**
 * How far a successful manoeuvre moves its target, by the margin over the CMD, as its pack note says
 * (a shove: 5 feet, and 5 more per 5 over). Undefined for a manoeuvre whose note moves nothing. The
 * plugin keeps no map, so the movement is said and logged, not written to a note.
 */
function manoeuvreMovement(note: D20Note, form: ManoeuvreForm, result: ManoeuvreResult, target: string): { outcome: string; step: CitedExplanation[number] } | undefined {
	const effect = note.pack?.effects.get(form.effect)?.rule;
	if (!effect?.margin) return undefined;
	const moved = manoeuvreMargin(result, effect.margin);
	if (!moved) return undefined;
	const step = effect.margin.perMargin;
	const per = step > 0 && effect.margin.moreFeet > 0 ? (moved.steps === 0 ? `, less than a step of ${step}` : `, ${moved.steps} whole step${moved.steps === 1 ? "" : "s"} of ${step}`) : "";
	const outcome = moved.feet > 0 ? `${target} is moved ${moved.feet} feet` : "";
	return { outcome, step: { text: `${effect.label}: the roll beat the CMD by ${moved.margin}${per}: ${target} ${moved.feet > 0 ? `is moved ${moved.feet} feet` : "is not moved"}.`, source: "cmMargin" } };
}

/**
 * What a successful manoeuvre puts on its target: the condition the pack's manoeuvre applies (a
 * trip: prone), for as long as it says, or until removed (a sheet's dialog runs on no encounter's
 * clock). Undefined for a manoeuvre that applies none.
 */
function manoeuvreCondition(note: D20Note, form: ManoeuvreForm, target: D20Combatant): { changes: StateChange[]; explanation: string[]; outcome: string; links: string[] } | undefined {
	const effect = note.pack?.effects.get(form.effect);
	const applies = effect?.rule.applies;
	if (!note.pack || !effect || applies === undefined) return undefined;
	const bearer = { name: target.name, values: target.values, listKey: CONDITIONS_KEY, target: target.link, held: target.conditions };
	const plan = applyPlan(note.pack, bearer, applies, "until-removed", undefined);
	if (!plan.ok) return { changes: [], explanation: [`${effect.rule.label}: ${plan.error}`], outcome: "", links: [] };
	return { changes: plan.value.changes, explanation: [`${effect.rule.label}: ${plan.value.explanation.join(" ")}`], outcome: `${target.name} is ${plan.value.outcome}`, links: plan.value.links };
}

// ---------------------------------------------------------------------------------------------
// Damage and recovery
// ---------------------------------------------------------------------------------------------

function resolveDamageForm(note: D20Note, form: DamageForm, rng: Rng, meta: D20EntryMeta): Result<LogEntry> {
	const explanation: CitedExplanation = [];
	const dice: LogDiceGroup[] = [];
	const changes: StateChange[] = [];
	const inputs: LogInput[] = [input("damage", form.amount)];
	let character = note.character;
	const texts: string[] = [];
	if (form.amount > 0) {
		const result = takeDamage(note, form.flatFooted, form.amount, "", rng, dice);
		if (!result.ok) return result;
		if (result.value.save) inputs.push(input("flat-footed", true), input("Reflex save", rollText(result.value.save, reflexModifier(note))));
		explanation.push(...result.value.explanation);
		changes.push(...result.value.changes);
		character = result.value.character;
		texts.push(`Vitality ${character.vitality}, Wound Points ${character.woundPoints}${result.value.unconscious ? ": unconscious" : ""}`);
	}
	if (form.ability !== "" && form.abilityAmount > 0) {
		const loss = applyAbilityLoss(character, form.ability, form.abilityAmount, form.abilityKind);
		if (!loss.ok) return loss;
		inputs.push(input(`${form.ability.toUpperCase()} ${form.abilityKind}`, form.abilityAmount));
		explanation.push(...loss.value.explanation);
		changes.push(...loss.value.changes);
		texts.push(`${form.ability.toUpperCase()} modifier ${signed(loss.value.modifierAfter)}${loss.value.unconscious ? ": unconscious" : ""}`);
	}
	return ok(
		d20Entry(meta, "damage", `${form.amount} damage${form.ability !== "" && form.abilityAmount > 0 ? ` and ${form.abilityAmount} ${form.ability.toUpperCase()} ${form.abilityKind}` : ""}`, {
			inputs,
			dice,
			outcome: { text: texts.join("; "), code: "damage" },
			explanation,
			changes,
		}),
	);
}

function resolveRecoverForm(note: D20Note, form: RecoverForm, meta: D20EntryMeta): Result<LogEntry> {
	const period = PERIODS[form.period];
	const recovered = recover(note.character, { minutes: period.minutes * form.periods, activity: period.activity, kind: form.kind, psychic: form.psychic });
	if (!recovered.ok) return recovered;
	const c = recovered.value.character;
	const gained = recovered.value.changes.length;
	// Rest periods (not active ones) end the conditions whose rule says a rest ends them.
	const rested = period.activity === "rest" ? endOnRest(note.values, note.conditions) : { changes: [], lines: [], links: [] };
	const entry = d20Entry(meta, "recovery", `Recovery: ${form.periods} × ${period.label}${form.kind === "drain" ? " (drain)" : ""}`, {
		inputs: [input("period", period.label), input("periods", form.periods), input("from", form.kind), ...(form.psychic > 1 ? [input("psychic healing", `${form.psychic} times as fast`)] : [])],
		dice: [],
		outcome: { text: gained === 0 && rested.changes.length === 0 ? "Nothing to recover" : `Vitality ${c.vitality}/${c.vitalityMax}, Wound Points ${c.woundPoints}/${c.woundPointsMax}`, code: "recovery" },
		explanation: [...recovered.value.explanation, ...rested.lines.map((text) => ({ text }))],
		changes: [...recovered.value.changes, ...rested.changes],
	});
	entry.links.push(...rested.links);
	return ok(entry);
}
