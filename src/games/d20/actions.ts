/**
 * The d20 game's actions resolved: the dialog's form, planned exactly as the preview planned it,
 * rolled with the engine and turned into one log entry with every change (the actor's and the
 * target's) and its before-value. Pure: dice come from the context's Rng, in the order the preview
 * lists them (so faces typed in at the table are played back where they belong); nothing is written here; the frame's pipeline writes the
 * changes and appends the entry in one step, or writes nothing.
 */
import type { LogDiceGroup, LogEntry, LogInput } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
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
	periodName,
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
import { t } from "../../lang";
import { abilityShort, rollName, skillName } from "./words";

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

/** A success or a failure, with what decided it ("17 against DC 15") and what follows from it (its own words, or ""). */
function successOutcome(success: boolean, detail: string, after = ""): { text: string; code: string } {
	const text = success ? (after === "" ? t("d20.log.success", { detail }) : t("d20.log.successThen", { detail, after })) : after === "" ? t("d20.log.failure", { detail }) : t("d20.log.failureThen", { detail, after });
	return { text, code: success ? "success" : "failure" };
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
	const title = form.skill === "" ? t("d20.log.checkTitle", { skill: abilityShort(form.ability) }) : form.skill === "bcb" ? t("d20.log.combatCheckTitle") : t("d20.log.checkTitle", { skill: skillName(form.skill) });
	if (plan.opponent) {
		const rolled = rollOpposed(plan.actor, plan.opponent, rng);
		if (!rolled.ok) return rolled;
		const r = rolled.value;
		// The input line keeps its English words (the log's machine part), whatever the reader's language.
		inputs.push(input("against", `${form.opponentIsPlayer ? "Opponent" : "GM's check"} ${signed(plan.opponent.modifier)}`), input("opponent", rollText(r.opponent, plan.opponent.modifier)));
		return ok(
			d20Entry(meta, "check", t("d20.log.opposedTitle", { title }), {
				inputs,
				dice: [...d20Dice(r.actor, plan.actor.modifier), ...d20Dice(r.opponent, plan.opponent.modifier)],
				outcome: successOutcome(r.success, t("d20.log.against", { total: r.actor.total, against: r.opponent.total })),
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
			outcome: r.roll ? successOutcome(r.success, t("d20.log.againstDc", { total: r.roll.total, dc: r.dc })) : { text: t("d20.log.easySuccess"), code: "success" },
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
	// they are, and a failed save already said where the damage goes. Steps are told apart by the
	// engine's markers, never by their words (which are in the player's language).
	const steps = result.value.explanation.filter((s) => !(saves && s.marker === "flatFootedToWounds"));
	explanation.push(...steps.map((s) => (s.marker === "namesSide" || s.text.startsWith(target.name) ? s : { ...s, text: t("d20.log.whose", { name: target.name, text: s.text }) })));
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
	const hitDamage = (label: "first" | "additional", weaponIndex: number, damageGroup: number | undefined, reflexGroup: number | undefined): Result<void> => {
		const weapon = weaponOf(form, weaponIndex);
		const bonus = weapon.bonus + plan.damageAdjustment.value;
		const rolled = rollDamage(weapon, bonus, dice([damageGroup]));
		groups.push(...damageDice(weapon.dice, weapon.sides, rolled.faces, bonus, rolled.total));
		explanation.push({ text: label === "additional" ? t("d20.log.additionalDamage", { damage: rolled.total }) : t("d20.log.damageDealt", { damage: rolled.total }) });
		dealt += rolled.total;
		const applied = damageTarget(target, rolled.total, dice([reflexGroup]), explanation, groups);
		return applied.ok ? ok(undefined) : applied;
	};
	const outcomes: string[] = [];
	let code: "critical-success" | "success" | "failure" = "failure";
	for (let index = 0; index < plan.attacks; index++) {
		const steps = plannedDice.swings[index];
		if (steps === undefined) break;
		const which = plan.attacks > 1 ? index + 1 : 0;
		const attacked = resolveAttack(plan.input, dice(steps.swing));
		if (!attacked.ok) return attacked;
		const attack = attacked.value;
		if (which !== 0) {
			const heading = form.attackType !== "two-weapon" ? t("d20.log.attackN", { n: which }) : index === 0 ? t("d20.log.attackNFirstWeapon", { n: which }) : t("d20.log.attackNSecondWeapon", { n: which });
			explanation.push({ text: heading });
		}
		explanation.push(...attack.explanation);
		groups.push(...d20Dice(attack.attack, plan.input.attacker.modifier), ...d20Dice(attack.defence, plan.input.defender.modifier));
		inputs.push(input(which === 0 ? "attack" : `attack ${index + 1}`, rollText(attack.attack, plan.input.attacker.modifier)), input(which === 0 ? "defence" : `defence ${index + 1}`, rollText(attack.defence, plan.input.defender.modifier)));
		const before = dealt;
		let text = t("d20.log.miss");
		if (attack.hit) {
			const done = hitDamage("first", index, steps.damage, steps.reflex);
			if (!done.ok) return done;
			text = attack.critical ? t("d20.log.criticalHit", { damage: dealt - before }) : t("d20.log.hit", { damage: dealt - before });
			if (code === "failure") code = "success";
		}
		if (attack.critical) {
			code = "critical-success";
			const choices = criticalOptions({ ranged: form.ranged, opportunityAttacksLeft: Math.max(0, opportunityAttacksPerRound(note.character).count - opportunityUsed) });
			const choice = choices.find((o) => o.option === form.critical);
			inputs.push(input(which === 0 ? "critical option" : `critical option ${index + 1}`, form.critical));
			if (!choice?.available) {
				explanation.push({ text: t("d20.log.criticalClosed", { option: form.critical, reason: choice?.reason ?? "" }), ...(choice ? { source: choice.source } : {}) });
			} else if (form.critical === "opportunity-attack") {
				opportunityUsed++;
				extra.push(OPPORTUNITY);
				// 004: "Roll to hit with the same bonuses, and deal the additional damage if successful."
				const again = resolveAttack(plan.input, dice(steps.critical.swing ?? []));
				if (!again.ok) return again;
				const second: AttackResult = again.value;
				groups.push(...d20Dice(second.attack, plan.input.attacker.modifier), ...d20Dice(second.defence, plan.input.defender.modifier));
				explanation.push({ text: t("d20.log.criticalOpportunity"), source: choice.source }, ...second.explanation);
				if (second.hit) {
					const done = hitDamage("additional", index, steps.critical.damage, steps.critical.reflex);
					if (!done.ok) return done;
				}
				text = second.hit ? t("d20.log.criticalOpportunityHits", { damage: dealt - before }) : t("d20.log.criticalOpportunityMisses", { damage: dealt - before });
			} else if (form.critical === "combat-manoeuvre") {
				const sides = combatants(note, target.combatant, form.picks, true);
				if (!sides.ok) return sides;
				const setup = setupManoeuvre(sides.value.attacker, sides.value.defender, {}, note.settings);
				if (!setup.ok) return setup;
				const manoeuvre: Result<ManoeuvreResult> = resolveManoeuvre(setup.value.input, dice(steps.critical.manoeuvre ?? []));
				if (!manoeuvre.ok) return manoeuvre;
				groups.push(...d20Dice(manoeuvre.value.attack, setup.value.input.attacker.bonus), ...d20Dice(manoeuvre.value.defence, setup.value.input.defender.bonus));
				explanation.push({ text: t("d20.log.criticalManoeuvre"), source: choice.source }, ...manoeuvre.value.explanation);
				text = manoeuvre.value.success ? t("d20.log.criticalManoeuvreSucceeds", { damage: dealt - before }) : t("d20.log.criticalManoeuvreFails", { damage: dealt - before });
			} else {
				const struck = target.combatant;
				const saveModifier = form.ability === "str" ? fortitudeModifier(struck) : reflexModifier(struck);
				const crippled = resolveCripplingInjury(
					{ attackAbility: form.ability, target: { label: struck.name, modifier: saveModifier, player: struck.kind === "character" }, penaltyTo: form.crippleTo },
					dice([steps.critical.save]),
				);
				if (!crippled.ok) return crippled;
				groups.push(...d20Dice(crippled.value.roll, saveModifier));
				explanation.push(...crippled.value.explanation);
				if (crippled.value.penalty) {
					const injuries = target.changes.get(TABLE_KEYS.crippling)?.after;
					const held = Array.isArray(injuries) ? injuries : [...struck.state.crippling];
					record(target, [{ target: struck.link, key: TABLE_KEYS.crippling, before: [...struck.state.crippling], after: [...held, form.crippleTo] }]);
				}
				text = crippled.value.saved ? t("d20.log.criticalSaveHolds", { damage: dealt - before }) : t("d20.log.criticalCrippled", { damage: dealt - before, roll: rollName(form.crippleTo) });
			}
		}
		outcomes.push(which === 0 ? text : t("d20.log.attackNOutcome", { n: which, outcome: text }));
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
	const outcomeText = plan.attacks > 1 ? t("d20.log.damageInAll", { outcomes: outcomes.join("; "), damage: dealt }) : capitalFirst(outcomes[0] ?? t("d20.log.miss"));
	const kind = form.action === "opportunity" ? "opportunity" : form.attackType;
	return ok(
		d20Entry(meta, "attack", t("d20.log.attackTitle", { kind, target: plan.target.name }), {
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
	const after = r.defenderMayCounter ? t("d20.log.mayCounter", { target: plan.target.name }) : results.join("; ");
	const detail = r.success ? t("d20.log.againstBy", { total: r.attack.total, against: r.defence.total, margin: Math.max(0, r.margin) }) : t("d20.log.against", { total: r.attack.total, against: r.defence.total });
	const entry = d20Entry(meta, "manoeuvre", t("d20.log.manoeuvreTitle", { target: plan.target.name }), {
		inputs,
		dice: [...d20Dice(r.attack, plan.input.attacker.bonus), ...d20Dice(r.defence, plan.input.defender.bonus)],
		outcome: successOutcome(r.success, detail, after),
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
	const outcome = moved.feet > 0 ? t("d20.log.moved", { target, feet: moved.feet }) : "";
	const movement = moved.feet > 0 ? t("d20.log.moved", { target, feet: moved.feet }) : t("d20.log.notMoved", { target });
	const text =
		step > 0 && effect.margin.moreFeet > 0
			? t("d20.log.marginSteps", { manoeuvre: effect.label, margin: moved.margin, steps: moved.steps, step, result: movement })
			: t("d20.log.margin", { manoeuvre: effect.label, margin: moved.margin, result: movement });
	return { outcome, step: { text, source: "cmMargin" } };
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
	if (!plan.ok) return { changes: [], explanation: [t("d20.log.whose", { name: effect.rule.label, text: plan.error })], outcome: "", links: [] };
	return { changes: plan.value.changes, explanation: [t("d20.log.whose", { name: effect.rule.label, text: plan.value.explanation.join(" ") })], outcome: t("d20.log.becomes", { target: target.name, condition: plan.value.outcome }), links: plan.value.links };
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
		texts.push(result.value.unconscious ? t("d20.log.leftUnconscious", { vitality: character.vitality, wounds: character.woundPoints }) : t("d20.log.left", { vitality: character.vitality, wounds: character.woundPoints }));
	}
	if (form.ability !== "" && form.abilityAmount > 0) {
		const loss = applyAbilityLoss(character, form.ability, form.abilityAmount, form.abilityKind);
		if (!loss.ok) return loss;
		inputs.push(input(`${form.ability.toUpperCase()} ${form.abilityKind}`, form.abilityAmount));
		explanation.push(...loss.value.explanation);
		changes.push(...loss.value.changes);
		const values = { ability: abilityShort(form.ability), modifier: signed(loss.value.modifierAfter) };
		texts.push(loss.value.unconscious ? t("d20.log.abilityModifierUnconscious", values) : t("d20.log.abilityModifier", values));
	}
	const title =
		form.ability !== "" && form.abilityAmount > 0
			? t("d20.log.damageAndAbilityTitle", { amount: form.amount, points: form.abilityAmount, ability: abilityShort(form.ability), kind: form.abilityKind })
			: t("d20.log.damageTitle", { amount: form.amount });
	return ok(
		d20Entry(meta, "damage", title, {
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
	const entry = d20Entry(meta, "recovery", form.kind === "drain" ? t("d20.log.recoveryDrainTitle", { periods: form.periods, period: periodName(form.period) }) : t("d20.log.recoveryTitle", { periods: form.periods, period: periodName(form.period) }), {
		inputs: [input("period", period.label), input("periods", form.periods), input("from", form.kind), ...(form.psychic > 1 ? [input("psychic healing", `${form.psychic} times as fast`)] : [])],
		dice: [],
		outcome: {
			text: gained === 0 && rested.changes.length === 0 ? t("d20.log.nothingToRecover") : t("d20.log.recovered", { vitality: c.vitality, vitalityMax: c.vitalityMax, wounds: c.woundPoints, woundsMax: c.woundPointsMax }),
			code: "recovery",
		},
		explanation: [...recovered.value.explanation, ...rested.lines.map((text) => ({ text }))],
		changes: [...recovered.value.changes, ...rested.changes],
	});
	entry.links.push(...rested.links);
	return ok(entry);
}
