/**
 * Cooperation at the table (seed 000's "Cooperative Actions", followers and NPC allies; seed 001's
 * helping, combat actions and circumstances), as the task dialog and Defend offer them: who helps,
 * and what the others did to the attacker. Each choice is turned into steps or a roll bonus by the
 * engine's party rules (engine/systems/cypher/party), never here; this module only says which rule
 * a choice is and adds up what the rules return, with their explanations for the dialog and the log.
 *
 * The campaign's damage model picks the seed, as elsewhere: wounds play 000's rules (help is an
 * asset, two from a trained helper), the damage track 001's (the helper lends their training, else
 * +1; complementary actions +2 to both).
 */
import type { ExplainStep } from "../../engine/explain";
import { fail, ok, type Result } from "../../engine/result";
import type { SkillLevel } from "../../engine/systems/cypher/character";
import { complementaryAction, coveringFire, distraction, drawTheAttack, followerHelp, guarding, help, helpDefense, highAndLow, npcAllyHelp, passGuardingNpc, threeOnOne, type HelpRule } from "../../engine/systems/cypher/party";
import { MAX_FOLLOWER_LEVEL } from "../../engine/systems/cypher/party";
import { t } from "../../lang";
import { choiceField, numberField, type Choices } from "../frame/fields";
import type { Field } from "../frame/game";

/** Who helps with the roll: nobody, another character by their training, a complementary action, a follower, an NPC ally. */
export type HelpFrom = "" | "untrained" | "trained" | "specialized" | "expert" | "inability" | "complementary" | "follower" | "ally";

/** What the helping rules add to a roll. */
export interface Cooperation {
	assets: number;
	easing: number;
	hindering: number;
	rollBonus: number;
	/** Why, one step per rule applied (shown in the dialog and written in the log entry). */
	explanation: ExplainStep[];
	/** The log entry's inputs: what was chosen, in words ("a trained helper"). */
	inputs: { key: string; value: string }[];
}

const none = (): Cooperation => ({ assets: 0, easing: 0, hindering: 0, rollBonus: 0, explanation: [], inputs: [] });

/** Who helps, as the log's input says it: kept in English, as every input's key and value (the log's machine-readable part). */
const HELPER_INPUT: Record<Exclude<HelpFrom, "">, string> = {
	untrained: "Another character (untrained)",
	trained: "Another character, trained",
	specialized: "Another character, specialized",
	expert: "Another character, expert",
	inability: "Another character with an inability",
	complementary: "A complementary action that succeeded",
	follower: "A follower",
	ally: "An NPC ally",
};

/** Who helps, in the dialog's words. */
function helperLabel(from: Exclude<HelpFrom, "">): string {
	switch (from) {
		case "untrained":
			return t("cypher.cooperation.helper.untrained");
		case "trained":
			return t("cypher.cooperation.helper.trained");
		case "specialized":
			return t("cypher.cooperation.helper.specialized");
		case "expert":
			return t("cypher.cooperation.helper.expert");
		case "inability":
			return t("cypher.cooperation.helper.inability");
		case "complementary":
			return t("cypher.cooperation.helper.complementary");
		case "follower":
			return t("cypher.cooperation.helper.follower");
		case "ally":
			return t("cypher.cooperation.helper.ally");
	}
}

/** The "Help from" choices: the task dialog offers all; a defense has no complementary action. */
export function helpChoices(defense: boolean): Choices {
	const ids = (Object.keys(HELPER_INPUT) as Exclude<HelpFrom, "">[]).filter((id) => !(defense && id === "complementary"));
	return [["", t("cypher.cooperation.nobody")], ...ids.map((id): [string, string] => [id, helperLabel(id)])];
}

export const isHelpFrom = (value: string): value is HelpFrom => value === "" || Object.prototype.hasOwnProperty.call(HELPER_INPUT, value);

/** The help part of a form: who helps, and a follower's level for the task and the tier it joined at. */
export interface HelpForm {
	helpFrom?: HelpFrom;
	followerLevel?: number;
	followerJoined?: number;
}

/**
 * The help part of a form after a change of one of its rows, or undefined when `key` is not one of
 * them. Numbers are kept within their rows' bounds (a follower's level 0–10, a tier from 1 to the
 * character's), since a form made before these rows existed holds no value the frame could check.
 */
export function changeHelp<Form extends HelpForm>(form: Form, key: string, value: string | number | boolean, tier: number): Form | undefined {
	const whole = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, Math.trunc(n)));
	if (key === "helpFrom") return isHelpFrom(String(value)) ? { ...form, helpFrom: String(value) as HelpFrom } : form;
	if (key !== "followerLevel" && key !== "followerJoined") return undefined;
	const n = typeof value === "number" ? value : Number(value);
	if (!Number.isFinite(n)) return form;
	return key === "followerLevel" ? { ...form, followerLevel: whole(n, 0, MAX_FOLLOWER_LEVEL) } : { ...form, followerJoined: whole(n, 1, Math.max(1, tier)) };
}

/** The task dialog's and Defend's help rows, folded under More until someone helps. */
export function helpFields(form: HelpForm, tier: number, defense: boolean): Field[] {
	const from = form.helpFrom ?? "";
	const fields: Field[] = [
		choiceField("helpFrom", t("cypher.cooperation.helpFrom"), from, helpChoices(defense), {
			rare: from === "",
			description: defense ? t("cypher.cooperation.helpFromDefenseHint") : t("cypher.cooperation.helpFromHint"),
		}),
	];
	if (from === "follower") {
		fields.push(
			numberField("followerLevel", t("cypher.cooperation.followerLevel"), form.followerLevel ?? 3, 0, MAX_FOLLOWER_LEVEL, { description: t("cypher.cooperation.followerLevelHint") }),
			numberField("followerJoined", t("cypher.cooperation.followerJoined"), Math.min(form.followerJoined ?? tier, tier), 1, tier, { description: t("cypher.cooperation.followerJoinedHint") }),
		);
	}
	return fields;
}

/**
 * What the help chosen gives the roll. `helped` is the roller's training in the task (undefined:
 * untrained); `task` names it for a follower's modifiers; `defense` is a defense roll.
 */
export function helpOnRoll(form: HelpForm, rule: HelpRule, helped: SkillLevel | undefined, task: { name: string; tier: number; defense: boolean; attack: boolean }): Result<Cooperation> {
	const from = form.helpFrom ?? "";
	const result = none();
	if (from === "") return ok(result);
	result.inputs.push({ key: "help from", value: HELPER_INPUT[from].toLowerCase() });
	if (from === "follower") {
		const joined = Math.min(form.followerJoined ?? task.tier, task.tier);
		const follower = followerHelp({ name: t("cypher.cooperation.theFollower"), level: form.followerLevel ?? 3, acquiredAtTier: joined }, task.tier, task.name);
		if (!follower.ok) return follower;
		result.assets = follower.value.assets;
		result.explanation.push(...follower.value.explanation);
		return ok(result);
	}
	if (from === "ally") {
		const ally = npcAllyHelp(task.defense ? "defense" : task.attack ? "attack" : "task");
		result.assets = ally.assets;
		result.explanation.push(...ally.explanation);
		return ok(result);
	}
	if (from === "complementary") {
		if (task.defense) return fail(t("cypher.cooperation.complementaryNotDefense"));
		const complement = complementaryAction(true, rule);
		result.assets = complement.assets;
		result.rollBonus = complement.rollBonusBoth;
		result.explanation.push(...complement.explanation);
		return ok(result);
	}
	const helper: SkillLevel | undefined = from === "untrained" ? undefined : from;
	if (task.defense && rule === "assets") {
		// 000: help with defenses is one asset on every defense until the helper's next turn, whatever their training.
		const defended = helpDefense(helper);
		result.assets = defended.assets;
		result.explanation.push(...defended.explanation);
		return ok(result);
	}
	const lent = help(helper, helped, rule);
	result.assets = lent.assets;
	result.easing = lent.skillSteps;
	result.rollBonus = lent.rollBonus;
	result.explanation.push(...lent.explanation);
	return ok(result);
}

/** What the others did to the attacker, as Defend offers it. */
export interface FoeForm {
	/** You drew this attack onto yourself (000: defense hindered 2 steps; 001: 1). */
	drewAttack?: boolean;
	/** Someone distracted the attacker this round (however many, one step). */
	distracted?: boolean;
	/** You are standing guard: every defense eased. */
	guarding?: boolean;
	/** 001: covering fire hit the attacker. */
	coveringFire?: boolean;
	/** 001: the attacker was hit in melee and at range in one round. */
	highAndLow?: boolean;
}

/** A toggle of FoeForm: its words are getters, read in the language of the moment. */
export interface FoeToggle {
	key: keyof FoeForm;
	readonly label: string;
	readonly description: string;
	classicOnly?: true;
}

/** The toggles of FoeForm Defend shows, by rule: covering fire and high and low are 001's alone. */
export const FOE_TOGGLES: readonly FoeToggle[] = [
	{
		key: "guarding",
		get label() {
			return t("cypher.cooperation.guarding");
		},
		get description() {
			return t("cypher.cooperation.guardingHint");
		},
	},
	{
		key: "distracted",
		get label() {
			return t("cypher.cooperation.distracted");
		},
		get description() {
			return t("cypher.cooperation.distractedHint");
		},
	},
	{
		key: "drewAttack",
		get label() {
			return t("cypher.cooperation.drewAttack");
		},
		get description() {
			return t("cypher.cooperation.drewAttackHint");
		},
	},
	{
		key: "coveringFire",
		get label() {
			return t("cypher.cooperation.coveringFire");
		},
		get description() {
			return t("cypher.cooperation.coveringFireHint");
		},
		classicOnly: true,
	},
	{
		key: "highAndLow",
		get label() {
			return t("cypher.cooperation.highAndLow");
		},
		get description() {
			return t("cypher.cooperation.highAndLowHint");
		},
		classicOnly: true,
	},
];

/** What the chosen toggles do to the defense roll, each by its engine rule. */
export function foeOnDefense(form: FoeForm, rule: HelpRule): Cooperation {
	const result = none();
	const add = (what: string, explanation: ExplainStep[]): void => {
		result.explanation.push(...explanation);
		result.inputs.push({ key: "cooperation", value: what });
	};
	if (form.guarding === true) {
		const guard = guarding();
		result.easing += guard.defenseEased;
		add("guarding", guard.explanation);
	}
	if (form.distracted === true) {
		const distracted = distraction(1);
		result.easing += distracted.foeAttackHindered;
		add("attacker distracted", distracted.explanation);
	}
	if (form.drewAttack === true) {
		const drawn = drawTheAttack({ drawers: 1, rule: rule === "classic" ? "001" : "000" });
		result.hindering += drawn.defenseHindered;
		add("drew the attack", drawn.explanation);
	}
	if (rule === "classic" && form.coveringFire === true) {
		const cover = coveringFire();
		result.easing += cover.foeAttackHindered;
		add("covering fire", cover.explanation);
	}
	if (rule === "classic" && form.highAndLow === true) {
		const both = highAndLow();
		result.easing += both.foeTaskHindered;
		add("high and low", both.explanation);
	}
	return result;
}

/** The task dialog's guard row: stopping a foe you guard against, or getting past a guarding foe (both Speed tasks). */
export type GuardTask = "" | "stopping" | "passing";
/** The guard row's choices (made when asked: the words follow the language). */
export const guardChoices = (): Choices => [
	["", t("cypher.cooperation.guard.neither")],
	["stopping", t("cypher.cooperation.guard.stopping")],
	["passing", t("cypher.cooperation.guard.passing")],
];

export function guardOnTask(guard: GuardTask): Cooperation {
	const result = none();
	if (guard === "stopping") {
		const own = guarding();
		result.easing = own.interceptEased;
		result.explanation.push(...own.explanation);
		result.inputs.push({ key: "cooperation", value: "stopping a foe while guarding" });
	} else if (guard === "passing") {
		const past = passGuardingNpc();
		result.hindering = past.speedHindered;
		result.explanation.push(...past.explanation);
		result.inputs.push({ key: "cooperation", value: "getting past a guarding foe" });
	}
	return result;
}

/** 001's three-on-one on a melee attack: +1 to the roll. */
export function threeOnOneOnAttack(on: boolean): Cooperation {
	const result = none();
	if (!on) return result;
	const bonus = threeOnOne(3);
	result.rollBonus = bonus.rollBonus;
	result.explanation.push(...bonus.explanation);
	result.inputs.push({ key: "cooperation", value: "three on one" });
	return result;
}

/** Several cooperations added up (a helper, and a guard row or three-on-one). */
export function together(parts: readonly Cooperation[]): Cooperation {
	return parts.reduce(
		(sum, part) => ({
			assets: sum.assets + part.assets,
			easing: sum.easing + part.easing,
			hindering: sum.hindering + part.hindering,
			rollBonus: sum.rollBonus + part.rollBonus,
			explanation: [...sum.explanation, ...part.explanation],
			inputs: [...sum.inputs, ...part.inputs],
		}),
		none(),
	);
}

/** The help rule of the campaign: 000's assets under wounds, 001's classic rule under the damage track. */
export const helpRuleOf = (wounds: boolean): HelpRule => (wounds ? "assets" : "classic");
