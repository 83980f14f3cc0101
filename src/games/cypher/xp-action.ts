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
	advancementBenefit,
	advancementName,
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
import { capital } from "../../engine/text";
import { t } from "../../lang";
import { choiceField, textField, toggleField } from "../frame/fields";
import { refusedPreview, type Field, type Preview, type ResolveContext } from "../frame/game";
import type { CypherAction, SheetParts } from "./action";
import { dialogTitle } from "./character";
import { statChoices } from "./choices";
import type { CypherPc } from "./task-game";

/** Refusing a GM intrusion costs XP too, but is the GM intrusion dialog's (it also awards XP to the others). */
const refuseElsewhere = (): string => t("cypher.xp.refuseElsewhere");

/** The sheet's "Spend XP" button. */
export const XP_ACTION = "xp";

/** What XP buys from the dialog, and its cost. */
const USES = {
	reroll: { cost: XP_COSTS.reroll },
	// 000: "spend 1 XP … on your next action to react to a GM Intrusion".
	react: { cost: 1 },
	intrusion: { cost: 1 },
	"short-term": { cost: XP_COSTS["short-term"] },
	"long-term": { cost: XP_COSTS["long-term"] },
	advancement: { cost: XP_COSTS.advancement },
} as const;
type XpUse = keyof typeof USES;

/** A use's words as the dialog and the log's title show them. */
function useLabel(use: XpUse): string {
	switch (use) {
		case "reroll":
			return t("cypher.xp.use.reroll");
		case "react":
			return t("cypher.xp.use.react");
		case "intrusion":
			return t("cypher.xp.use.intrusion");
		case "short-term":
			return t("cypher.xp.use.shortTerm");
		case "long-term":
			return t("cypher.xp.use.longTerm");
		case "advancement":
			return t("cypher.xp.use.advancement");
	}
}

/** An example of what a use buys, as the "What for" row's placeholder. */
function useHint(use: XpUse): string {
	switch (use) {
		case "reroll":
			return t("cypher.xp.hint.reroll");
		case "react":
			return t("cypher.xp.hint.react");
		case "intrusion":
			return t("cypher.xp.hint.intrusion");
		case "short-term":
			return t("cypher.xp.hint.shortTerm");
		case "long-term":
			return t("cypher.xp.hint.longTerm");
		case "advancement":
			return t("cypher.xp.hint.advancement");
	}
}

/** The dice a reroll can be for: the d20 of a task, attack or defense, or a recovery roll's d6. */
const rerollDice = (): [string, string][] => [
	["20", t("cypher.xp.die.d20")],
	["6", t("cypher.xp.die.d6")],
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
			? [{ text: t("cypher.xp.highestTier", { tier: MAX_TIER }) }]
			: [
					{ text: t("cypher.xp.advancement", { taken: advancementSteps, steps: perTier, tier: c.tier }) },
					{ text: t("cypher.xp.nextTier", { tier: c.tier + 1, steps: left, xp: left * XP_COSTS.advancement }) },
				];
	return {
		actions: [{ id: XP_ACTION, label: t("cypher.xp.spend"), description: t("cypher.xp.spendHint") }],
		lists: [
			{
				title: t("cypher.xp.experience"),
				items: [{ text: t("cypher.xp.xp", { xp: c.xp }) }, ...tierLines, { text: refuseElsewhere() }],
			},
		],
	};
}

function fields(pc: CypherPc, form: XpForm): Field[] {
	const pools = pc.note.sheet.character.pools;
	const list: Field[] = [
		choiceField("use", t("cypher.xp.spendOn"), form.use, (Object.keys(USES) as XpUse[]).map((id): [string, string] => [id, t("cypher.xp.useChoice", { use: useLabel(id), cost: USES[id].cost })]), {
			description: refuseElsewhere(),
		}),
	];
	if (form.use === "reroll") {
		list.push(
			choiceField("sides", t("cypher.xp.die"), String(form.sides), rerollDice()),
			textField("roll", t("cypher.xp.roll"), form.roll, t("cypher.xp.rollPlaceholder", { sides: form.sides }), { description: t("cypher.xp.rollHint") }),
		);
	}
	if (form.use === "advancement") {
		list.push(
			choiceField("step", t("cypher.xp.step"), form.step, ADVANCEMENT_OPTIONS.map((id): [string, string] => [id, `${advancementName(id)} (${advancementBenefit(id)})`]), {
				description: t("cypher.xp.stepHint"),
			}),
		);
		if (form.step === "perfection") list.push(choiceField("stat", t("cypher.xp.edge"), form.stat, statChoices((stat) => t("cypher.xp.statEdge", { stat, edge: pools[stat].edge }))));
	}
	if (form.use === "intrusion") list.push(toggleField("gmRefuses", t("cypher.xp.gmRefuses"), form.gmRefuses, { description: t("cypher.xp.gmRefusesHint") }));
	list.push(textField("what", t("cypher.xp.what"), form.what, useHint(form.use)));
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
	if (xp < costOf(form)) return fail(t("cypher.xp.notEnough", { xp, cost: costOf(form) }));
	if (form.use === "reroll" && firstRoll(form) === undefined) return fail(t("cypher.xp.typeRoll", { sides: form.sides }));
	return spend(pc, form);
}

function preview(pc: CypherPc, form: XpForm): Preview {
	// A reroll rolls; every other purchase only spends.
	const submit = form.use === "reroll" ? undefined : t("cypher.xp.spend");
	const spent = checked(pc, form);
	if (!spent.ok) return refusedPreview(spent.error, { ...(submit && { submit }) });
	const xp = pc.note.sheet.character.xp;
	const cost = costOf(form);
	// The engine's first step is the spend, which the XP line already says.
	const steps = spent.value.explanation.slice(cost === 0 ? 0 : 1).map((step) => ({ text: step.text, part: "step" }));
	const result: Preview = { odds: [{ text: t("cypher.xp.change", { before: xp, after: xp - cost }), part: "xp" }, ...steps], ...(submit && { submit }) };
	if (cost > 0) result.cost = t("cypher.xp.cost", { cost });
	if (form.use === "reroll") result.dice = [{ count: 1, sides: form.sides, label: t("cypher.xp.rerollDie", { sides: form.sides }) }];
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
	let title = useLabel(form.use);
	let outcome = what === "" ? t("cypher.xp.outcome.use", { cost: costOf(form), use: form.use }) : t("cypher.xp.outcome.what", { cost: costOf(form), what });
	if (form.use === "reroll") {
		const first = firstRoll(form) ?? 0;
		const reroll = rerollKeepBetter(first, context.rng, form.sides);
		if (!reroll.ok) return reroll;
		const { second, kept } = reroll.value;
		explanation.push(...reroll.value.explanation);
		inputs.push({ key: "roll", value: first });
		// Both faces are shown; the better one is kept (the first on a tie).
		dice.push({ notation: `d${form.sides}`, dice: [{ value: first, kept: first >= second }, { value: second, kept: first < second }], total: kept });
		outcome = t("cypher.xp.outcome.kept", { kept, first, second });
	} else if (form.use === "advancement") {
		const step = ADVANCEMENTS[form.step];
		const stepName = advancementName(form.step);
		title = t("cypher.xp.advancementTitle", { step: stepName });
		inputs.push({ key: "step", value: step.name });
		if (form.step === "perfection") inputs.push({ key: "edge", value: capital(form.stat) });
		const tier = changes.find((change) => change.key === "tier");
		outcome = tier === undefined ? t("cypher.xp.outcome.what", { cost: use.cost, what: stepName }) : t("cypher.xp.outcome.tier", { cost: use.cost, step: stepName, tier: Number(tier.after) });
	} else if (form.use === "intrusion" && form.gmRefuses) {
		inputs.push({ key: "GM refuses", value: true });
		outcome = t("cypher.xp.outcome.refused");
	}
	if (what !== "") inputs.push({ key: "for", value: what });
	return ok(cypherEntry(context.meta, "xp", title, explanation, { inputs, dice, outcome: { text: outcome, code: "xp" }, changes, actorName: c.name }));
}

export const xpAction: CypherAction<XpForm> = {
	sheet,
	form: (_pc, actionId) =>
		actionId === XP_ACTION ? { use: "reroll", what: "", roll: "", sides: 20, step: "capabilities", stat: "might", gmRefuses: false } : undefined,
	title: (pc) => dialogTitle(t("cypher.xp.spend"), pc.note),
	// No update: every field is a plain value the frame checks against its choices and stores (games/frame/form-change.ts).
	fields,
	preview,
	resolve,
};
