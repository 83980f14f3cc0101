/**
 * Spending XP on the Cypher sheet: the "Experience" list (XP, the steps taken this tier, what the
 * next tier needs) and the "Spend XP" dialog. XP buys what 001 lists (a reroll keeping the better
 * result, a short-term or long-term benefit, a step toward the next tier) and 000's 1-XP uses (a
 * player intrusion, free when the GM refuses it; reacting to a GM intrusion). Refusing a GM
 * intrusion is the "GM intrusion" command's, which the dialog points to.
 */
import type { LogDiceGroup, LogEntry, LogInput } from "../../engine/log";
import { fail, ok, type Result } from "../../engine/result";
import type { Stat } from "../../engine/systems/cypher/character";
import {
	ADVANCEMENT_OPTIONS,
	ADVANCEMENTS,
	buyAdvancement,
	DEFAULT_STEPS_PER_TIER,
	MAX_TIER,
	playerIntrusion,
	reactToIntrusion,
	rerollKeepBetter,
	spendXp,
	XP_COSTS,
	type AdvancementOption,
	type XpResult,
} from "../../engine/systems/cypher/experience";
import { cypherEntry } from "../../engine/systems/cypher/log-entries";
import { capital, counted } from "../../engine/text";
import { choiceField, textField, toggleField } from "../frame/fields";
import { refusedPreview, type Field, type Preview, type ResolveContext } from "../frame/game";
import type { CypherAction, SheetParts } from "./action";
import { dialogTitle } from "./character";
import { statChoices } from "./choices";
import type { CypherPc } from "./task-game";

/** Refusing a GM intrusion costs XP too, but is the GM intrusion dialog's (it also awards XP to the others). */
const REFUSE_ELSEWHERE = "To refuse a GM intrusion (1 XP), use GM intrusion on the sheet.";

/** The sheet's "Spend XP" button. */
export const XP_ACTION = "xp";

/** What XP buys from the dialog: the cost, the words shown, and an example of what it buys. */
const USES = {
	reroll: { cost: XP_COSTS.reroll, label: "Reroll a roll, keeping the better", hint: "the climb roll" },
	// 000: "spend 1 XP … on your next action to react to a GM Intrusion".
	react: { cost: 1, label: "React to a GM intrusion", hint: "grab the ledge as the rope snaps" },
	intrusion: { cost: 1, label: "Player intrusion", hint: "an old friend is on guard at the gate" },
	"short-term": { cost: XP_COSTS["short-term"], label: "Short-term benefit", hint: "an asset on the climb" },
	"long-term": { cost: XP_COSTS["long-term"], label: "Long-term benefit", hint: "a contact in the city" },
	advancement: { cost: XP_COSTS.advancement, label: "Step toward the next tier", hint: "the story behind the step" },
} as const;
type XpUse = keyof typeof USES;

/** The dice a reroll can be for: the d20 of a task, attack or defense, or a recovery roll's d6. */
const DICE: readonly (readonly [string, string])[] = [
	["20", "d20 (a task, attack or defense)"],
	["6", "d6 (a recovery roll)"],
];

export interface XpForm {
	use: XpUse;
	/** What the XP buys, in the player's words ("an asset on the climb"); goes into the log. */
	what: string;
	/** The reroll's first roll as typed: the face the player got (empty until typed). */
	roll: string;
	sides: number;
	step: AdvancementOption;
	/** The Edge Moving Toward Perfection raises. */
	stat: Stat;
	gmRefuses: boolean;
}

/** The campaign's advancement steps per tier, or the rules' 4. */
const stepsPerTier = (pc: CypherPc): number => pc.note.stepsPerTier ?? DEFAULT_STEPS_PER_TIER;

function sheet(pc: CypherPc): SheetParts {
	const { character: c, advancementSteps } = pc.note.sheet;
	const perTier = stepsPerTier(pc);
	const left = Math.max(0, perTier - advancementSteps);
	const tierLines =
		c.tier >= MAX_TIER
			? [{ text: `Tier ${MAX_TIER} is the highest: there is no further tier.` }]
			: [
					{ text: `Advancement: ${advancementSteps} of ${counted(perTier, "step")} taken at tier ${c.tier}` },
					{ text: `Tier ${c.tier + 1} after ${counted(left, "more step")} (${left * XP_COSTS.advancement} XP)` },
				];
	return {
		actions: [{ id: XP_ACTION, label: "Spend XP", description: "A reroll, a benefit, a step toward the next tier or a player intrusion" }],
		lists: [
			{
				title: "Experience",
				items: [{ text: `XP: ${c.xp}` }, ...tierLines, { text: REFUSE_ELSEWHERE }],
			},
		],
	};
}

function fields(pc: CypherPc, form: XpForm): Field[] {
	const pools = pc.note.sheet.character.pools;
	const list: Field[] = [
		choiceField("use", "Spend XP on", form.use, Object.entries(USES).map(([id, use]): [string, string] => [id, `${use.label} (${use.cost} XP)`]), {
			description: REFUSE_ELSEWHERE,
		}),
	];
	if (form.use === "reroll") {
		list.push(
			choiceField("sides", "Die", String(form.sides), DICE),
			textField("roll", "Your roll", form.roll, `1 to ${form.sides}`, { description: "The face you got; the better of it and the reroll is kept." }),
		);
	}
	if (form.use === "advancement") {
		list.push(
			choiceField("step", "Step", form.step, ADVANCEMENT_OPTIONS.map((id): [string, string] => [id, `${ADVANCEMENTS[id].name} (${ADVANCEMENTS[id].benefit})`]), {
				description: "Each step once per tier. Extra Effort and an Edge are written to the sheet; write the others yourself.",
			}),
		);
		if (form.step === "perfection") list.push(choiceField("stat", "Edge", form.stat, statChoices((stat) => `${capital(stat)} Edge ${pools[stat].edge}`)));
	}
	if (form.use === "intrusion") list.push(toggleField("gmRefuses", "The GM refuses", form.gmRefuses, { description: "Then no XP is spent and the intrusion does not happen." }));
	list.push(textField("what", "What for", form.what, USES[form.use].hint));
	return list;
}

/** The typed first roll, when it is a face of the die. */
function firstRoll(form: XpForm): number | undefined {
	const face = /^\s*\d{1,4}\s*$/.test(form.roll) ? Number(form.roll) : 0;
	return face >= 1 && face <= form.sides ? face : undefined;
}

const costOf = (form: XpForm): number => (form.use === "intrusion" && form.gmRefuses ? 0 : USES[form.use].cost);

/** The engine's changes and explanation for the form's purchase (the reroll's die aside). */
function spend(pc: CypherPc, form: XpForm): Result<XpResult> {
	const { character: c, advancementSteps } = pc.note.sheet;
	const holder = { name: c.name, xp: c.xp, tier: c.tier, advancementSteps };
	if (form.use === "react") return reactToIntrusion(holder);
	if (form.use === "intrusion") return playerIntrusion(holder, !form.gmRefuses);
	if (form.use === "advancement") return buyAdvancement({ ...holder, effort: c.effort, pools: c.pools }, form.step, { stepsPerTier: stepsPerTier(pc), stat: form.stat });
	return spendXp(holder, form.use);
}

/** The purchase, or what stops it in words that say what to do. */
function checked(pc: CypherPc, form: XpForm): Result<XpResult> {
	const { xp } = pc.note.sheet.character;
	if (xp < costOf(form)) return fail(`Not enough XP: ${xp} of ${costOf(form)}.`);
	if (form.use === "reroll" && firstRoll(form) === undefined) return fail(`Type the roll you got: a face of the d${form.sides}, 1 to ${form.sides}.`);
	return spend(pc, form);
}

function preview(pc: CypherPc, form: XpForm): Preview {
	// A reroll rolls; every other purchase only spends.
	const submit = form.use === "reroll" ? undefined : "Spend XP";
	const spent = checked(pc, form);
	if (!spent.ok) return refusedPreview(spent.error, { ...(submit && { submit }) });
	const xp = pc.note.sheet.character.xp;
	const cost = costOf(form);
	// The engine's first step is the spend, which the XP line already says.
	const steps = spent.value.explanation.slice(cost === 0 ? 0 : 1).map((step) => ({ text: step.text, part: "step" }));
	const result: Preview = { odds: [{ text: `XP ${xp} → ${xp - cost}`, part: "xp" }, ...steps], ...(submit && { submit }) };
	if (cost > 0) result.cost = `${cost} XP`;
	if (form.use === "reroll") result.dice = [{ count: 1, sides: form.sides, label: `Reroll (d${form.sides})` }];
	return result;
}

function resolve(pc: CypherPc, form: XpForm, context: ResolveContext): Result<LogEntry> {
	const c = pc.note.sheet.character;
	const spent = checked(pc, form);
	if (!spent.ok) return spent;
	const { changes } = spent.value;
	const explanation = [...spent.value.explanation];
	const use = USES[form.use];
	const what = form.what.trim();
	const inputs: LogInput[] = [];
	const dice: LogDiceGroup[] = [];
	let title: string = use.label;
	let outcome = `${costOf(form)} XP: ${what === "" ? use.label.toLowerCase() : what}`;
	if (form.use === "reroll") {
		const first = firstRoll(form) ?? 0;
		const reroll = rerollKeepBetter(first, context.rng, form.sides);
		if (!reroll.ok) return reroll;
		const { second, kept } = reroll.value;
		explanation.push(...reroll.value.explanation);
		inputs.push({ key: "roll", value: first });
		// Both faces are shown; the better one is kept (the first on a tie).
		dice.push({ notation: `d${form.sides}`, dice: [{ value: first, kept: first >= second }, { value: second, kept: first < second }], total: kept });
		outcome = `Kept ${kept} (${first}, rerolled ${second})`;
	} else if (form.use === "advancement") {
		const step = ADVANCEMENTS[form.step];
		title = `${use.label}: ${step.name}`;
		inputs.push({ key: "step", value: step.name });
		if (form.step === "perfection") inputs.push({ key: "edge", value: capital(form.stat) });
		const tier = changes.find((change) => change.key === "tier");
		outcome = `${use.cost} XP: ${step.name}${tier === undefined ? "" : `; tier ${String(tier.after)} reached`}`;
	} else if (form.use === "intrusion" && form.gmRefuses) {
		inputs.push({ key: "GM refuses", value: true });
		outcome = "Refused by the GM: no XP spent";
	}
	if (what !== "") inputs.push({ key: "for", value: what });
	return ok(cypherEntry(context.meta, "xp", title, explanation, { inputs, dice, outcome: { text: outcome, code: "xp" }, changes, actorName: c.name }));
}

export const xpAction: CypherAction<XpForm> = {
	sheet,
	form: (_pc, actionId) =>
		actionId === XP_ACTION ? { use: "reroll", what: "", roll: "", sides: 20, step: "capabilities", stat: "might", gmRefuses: false } : undefined,
	title: (pc) => dialogTitle("Spend XP", pc.note),
	// No update: every field is a plain value the frame checks against its choices and stores (games/frame/form-change.ts).
	fields,
	preview,
	resolve,
};
