/**
 * The d20 sheet (seed 004) as data: the six scores with their modifiers, skills with ranks, BCB,
 * Defence, CMA and CMD, Vitality and Wound Points as steppers, its conditions (flat-footed, prone),
 * the combat stance as a track, crippling injuries, and the actions. A note with problems shows each problem where its
 * value would be (a bad score in the scores list, a missing Vitality where the meter would be) and
 * offers no action and no stepper, so nothing is written until the note is fixed.
 */
import { ABILITIES, abilityModifier, effectiveScore, KEYS, modifierOf, type Ability } from "../../engine/systems/d20/character";
import { defenceModifier, opportunityAttacksPerRound } from "../../engine/systems/d20/combat";
import { signed } from "../../engine/systems/d20/log-entries";
import { cma, cmd } from "../../engine/systems/d20/manoeuvre";
import { maxStanceLevel } from "../../engine/systems/d20/settings";
import { adoptStances, NAMED_STANCES } from "../../engine/systems/d20/stances";
import { capital } from "../../engine/text";
import { describeValue, type Problem } from "../../notes/schema/fields";
import type { SheetAction, SheetList, SheetListItem, SheetMeter, SheetModel, SheetTrack } from "../frame/game";
import { defenderRules, playable, stancesHeld, STANCE_IDS, TABLE_KEYS, type D20Note } from "./model";
import { sheetConditions } from "../conditions/held";
import { t } from "../../lang";
import { abilityName, abilityShort, rollName, sizeName, skillName, stanceName } from "./words";

/**
 * The actions on every valid d20 sheet, in the order a turn uses them. A function, so the names are
 * read in the language of the moment (the commands read them once, at registration).
 */
export function d20Actions(): readonly SheetAction[] {
	return [
		{ id: "check", label: t("d20.action.check"), description: t("d20.sheet.checkDesc"), emphasis: "primary" },
		{ id: "attack", label: t("d20.action.attack"), description: t("d20.sheet.attackDesc"), emphasis: "primary" },
		{ id: "manoeuvre", label: t("d20.action.manoeuvre"), description: t("d20.sheet.manoeuvreDesc") },
		{ id: "intrigue", label: t("d20.action.intrigue"), description: t("d20.sheet.intrigueDesc") },
		{ id: "opportunity", label: t("d20.action.opportunity"), description: t("d20.sheet.opportunityDesc") },
		{ id: "damage", label: t("d20.action.damage"), description: t("d20.sheet.damageDesc") },
		{ id: "recover", label: t("d20.action.recover"), description: t("d20.sheet.recoverDesc") },
	];
}

/** The keys whose problems each part of the sheet shows in place. */
const ABILITY_KEYS = (ability: Ability): string[] => [ability, `${ability}-damage`, `${ability}-drain`];
const COMBAT_KEYS: string[] = [KEYS.bcb, KEYS.level, KEYS.heroic, KEYS.armorBonus, KEYS.shieldBonus, KEYS.size];
/** The two meters: which, note keys (value, maximum) and the character's fields for them. */
const METERS = [
	["vitality", KEYS.vitality, KEYS.vitalityMax, "vitality", "vitalityMax"],
	["wounds", KEYS.woundPoints, KEYS.woundPointsMax, "woundPoints", "woundPointsMax"],
] as const;
const PLACED_KEYS: string[] = [...ABILITIES.flatMap(ABILITY_KEYS), KEYS.skills, ...COMBAT_KEYS, ...METERS.flatMap(([, key, maxKey]) => [key, maxKey]), ...Object.values(TABLE_KEYS)];

const problemsAt = (problems: readonly Problem[], ...keys: string[]): Problem[] => problems.filter((p) => keys.includes(p.key));

function problemItems(problems: readonly Problem[]): SheetListItem[] {
	return problems.map((p) => ({ text: p.message, problem: true }));
}

function abilityItems(note: D20Note): SheetListItem[] {
	return ABILITIES.flatMap((ability): SheetListItem[] => {
		const label = abilityShort(ability);
		const wrong = problemsAt(note.problems, ...ABILITY_KEYS(ability));
		if (wrong.length > 0) {
			const raw = note.raw[ability];
			const text = raw === undefined ? t("d20.sheet.abilityMissing", { ability: label, name: abilityName(ability) }) : t("d20.sheet.abilityWrong", { ability: label, name: abilityName(ability), value: describeValue(raw) });
			return [{ text, problem: true }, ...problemItems(wrong)];
		}
		const c = note.character;
		const score = c.scores[ability];
		const now = effectiveScore(c, ability);
		const lost = c.damage[ability] + c.drain[ability];
		const losses = [c.damage[ability] ? t("d20.sheet.abilityDamage", { points: c.damage[ability] }) : "", c.drain[ability] ? t("d20.sheet.abilityDrain", { points: c.drain[ability] }) : ""].filter(Boolean);
		const text = lost > 0 ? t("d20.sheet.abilityWorn", { ability: label, score, now, losses: losses.join(", ") }) : `${label} ${score}`;
		return [{ text, detail: t("d20.sheet.modifier", { modifier: signed(abilityModifier(now)) }) }];
	});
}

function skillItems(note: D20Note, canAct: boolean): SheetListItem[] {
	const wrong = problemsAt(note.problems, KEYS.skills);
	if (wrong.length > 0) return problemItems(wrong);
	return Object.entries(note.character.skills).map(([name, ranks]) => {
		const item: SheetListItem = { text: skillName(name), detail: t("d20.sheet.ranks", { ranks }) };
		if (canAct) item.action = { id: `check:${name}`, label: t("frame.dialog.roll"), description: t("d20.sheet.skillCheck", { skill: skillName(name) }) };
		return item;
	});
}

function combatItems(note: D20Note): SheetListItem[] {
	const c = note.character;
	const wrong = problemsAt(note.problems, ...COMBAT_KEYS);
	// The Defence that counts now: a condition (flat-footed) may take the DEX bonus away.
	const noDex = defenderRules(note).noDex;
	const defence = defenceModifier(c, { flatFooted: noDex ?? false }).modifier;
	const usual = defenceModifier(c).modifier;
	const flatDefence = defenceModifier(c, { flatFooted: true }).modifier;
	const npcDefence = 10 + defence;
	const detail =
		noDex !== undefined
			? t("d20.sheet.defenceNoDex", { condition: noDex.toLowerCase(), dex: abilityShort("dex"), usual: signed(usual), npc: npcDefence })
			: t("d20.sheet.defenceFlatFooted", { flatFooted: signed(flatDefence), npc: npcDefence });
	return [
		...problemItems(wrong),
		{ text: t("d20.sheet.bcb", { bcb: signed(c.bcb) }), detail: c.heroic ? t("d20.sheet.heroic") : t("d20.sheet.notHeroic") },
		{ text: t("d20.sheet.defence", { defence: signed(defence) }), detail },
		{ text: t("d20.sheet.cmaCmd", { cma: signed(cma(c).value), cmd: signed(cmd(c).value) }), detail: t("d20.sheet.size", { size: sizeName(c.size).toLowerCase() }) },
		{ text: t("d20.sheet.initiative", { initiative: signed(c.bcb + modifierOf(c, "dex")) }), detail: t("d20.sheet.initiativeDetail", { dex: abilityShort("dex") }) },
		{ text: t("d20.sheet.opportunityPerRound", { count: opportunityAttacksPerRound(c).count }), detail: t("d20.sheet.opportunityDetail", { dex: abilityShort("dex") }) },
	];
}

function meters(note: D20Note, canAct: boolean): { meters: SheetMeter[]; healthProblems: SheetListItem[] } {
	const c = note.character;
	const out: SheetMeter[] = [];
	const healthProblems: SheetListItem[] = [];
	for (const [which, key, maxKey, field, maxField] of METERS) {
		const wrong = problemsAt(note.problems, key, maxKey);
		const [value, max] = [c[field], c[maxField]];
		const label = which === "vitality" ? t("d20.sheet.vitality") : t("d20.sheet.woundPoints");
		if (wrong.length > 0) {
			healthProblems.push({ text: t("d20.sheet.cannotShow", { meter: label }), problem: true }, ...problemItems(wrong));
			continue;
		}
		out.push({ label, key, value, max, min: 0, detail: t("d20.sheet.max", { max }), editable: canAct });
	}
	if (note.problems.length === 0) {
		const perRound = opportunityAttacksPerRound(c).count;
		out.push({ label: t("d20.sheet.opportunityAttacks"), key: TABLE_KEYS.opportunityUsed, value: Math.min(note.state.opportunityUsed, perRound), max: perRound, min: 0, detail: t("d20.sheet.opportunityUsed"), editable: canAct });
	}
	return { meters: out, healthProblems };
}

/**
 * The stance track's steps in the reader's language; the note keeps the English ids. Left out where
 * they read as the ids do (English), since the frame shows the steps then.
 */
function stanceLabels(steps: readonly string[]): { stepLabels?: string[] } {
	const labels = steps.map(stanceName);
	return labels.every((label, i) => label === steps[i]) ? {} : { stepLabels: labels };
}

function tracks(note: D20Note, canAct: boolean): SheetTrack[] {
	const max = maxStanceLevel(note.character.bcb, note.settings);
	const stanceSteps = max === null ? ["neutral"] : STANCE_IDS;
	const out: SheetTrack[] = [
		{ label: max === null ? t("d20.sheet.stanceNone", { bcb: signed(note.character.bcb) }) : t("d20.sheet.stanceUpTo", { level: max }), key: TABLE_KEYS.stance, steps: stanceSteps, ...stanceLabels(stanceSteps), current: note.state.stance, editable: canAct && max !== null },
	];
	// A second stance can be combined with the first (004: "You can combine stances, too"): any but the one taken.
	const { stance, secondStance } = note.state;
	if (max !== null) {
		const steps = STANCE_IDS.filter((s) => s === "neutral" || s !== stance || s === secondStance);
		out.push({ label: t("d20.sheet.combinedWith"), key: TABLE_KEYS.secondStance, steps, ...stanceLabels(steps), current: secondStance, editable: canAct });
	}
	return out;
}

function stanceItems(note: D20Note): SheetListItem[] {
	const { crippling } = note.state;
	const items: SheetListItem[] = problemItems(problemsAt(note.problems, TABLE_KEYS.stance, TABLE_KEYS.secondStance, TABLE_KEYS.crippling, TABLE_KEYS.flatFooted, TABLE_KEYS.opportunityUsed));
	const held = stancesHeld(note.state);
	const level = maxStanceLevel(note.character.bcb, note.settings);
	for (const stance of held) {
		const shape = NAMED_STANCES[stance];
		items.push(
			level === null
				? { text: t("d20.sheet.stanceNeedsBcb", { stance: stanceName(stance), bcb: note.settings.stanceTable[0]?.minBcb ?? 1 }), problem: true }
				: { text: t("d20.sheet.stance", { stance: capital(stanceName(stance)), level, bonus: rollName(shape.bonus), penalty: rollName(shape.penalty) }) },
		);
	}
	if (held.length > 1 && level !== null) {
		// The two met on the track: what each roll gets in all, as the dialogs will add it.
		const adopted = adoptStances(note.character.bcb, held.map((stance) => ({ stance })), note.settings);
		if (adopted.ok) {
			const net = adopted.value.combined.filter((roll) => roll.value !== 0).map((roll) => `${rollName(roll.applies)} ${signed(roll.value)}`);
			items.push({ text: net.length > 0 ? t("d20.sheet.together", { net: net.join(", ") }) : t("d20.sheet.togetherCancel") });
			if (adopted.value.needsGmApproval) items.push({ text: t("d20.sheet.bothWays") });
		}
	}
	for (const roll of crippling) items.push({ text: t("d20.sheet.crippling", { roll: rollName(roll) }) });
	return items;
}

export function d20Sheet(note: D20Note): SheetModel {
	const canAct = playable(note);
	const c = note.character;
	const { meters: m, healthProblems } = meters(note, canAct);
	// The frame leaves out a list with nothing in it (no skills, no stance, no problem left over).
	const lists: SheetList[] = [
		{ title: t("d20.sheet.health"), items: healthProblems },
		{ title: t("d20.sheet.abilities"), items: abilityItems(note) },
		{ title: t("d20.sheet.skills"), items: skillItems(note, canAct) },
		{ title: t("d20.sheet.combat"), items: combatItems(note) },
		{ title: t("d20.sheet.stanceAndInjuries"), items: stanceItems(note) },
		{ title: t("d20.sheet.otherProblems"), items: problemItems(note.problems.filter((p) => !PLACED_KEYS.includes(p.key))) },
	];
	const problems = note.problems.map((p) => p.message);
	if (note.settingsProblem !== undefined) problems.push(note.settingsProblem);
	// The frame draws a detail right after the text: a dash sets it apart ("STR 16 — modifier +3").
	for (const list of lists) for (const item of list.items) if (item.detail !== undefined) item.detail = `— ${item.detail}`;
	return {
		system: "d20",
		title: note.name,
		subtitle: formatSubtitle([...(note.kind === "npc" ? [t("d20.sheet.npc")] : []), t("d20.sheet.level", { level: c.level }), sizeName(c.size), ...(c.heroic ? [t("d20.sheet.heroicTag")] : [])]),
		meters: m,
		boxes: [],
		tracks: tracks(note, canAct),
		lists,
		actions: canAct ? [...d20Actions()] : [],
		// Flat-footed, prone and any other condition, with a way to add and remove one (not on a note with problems).
		...(canAct ? { conditions: sheetConditions(note.conditions) } : {}),
		problems,
	};
}

/** The subtitle's parts, set apart by a middle dot ("NPC · Level 3 · Medium · Heroic"). */
function formatSubtitle(parts: readonly string[]): string {
	return parts.join(" · ");
}
