/**
 * Character advancement: 001's "4 XP: Character Advancement (gain one step towards next tier)",
 * and the steps the CSRD's Character Tiers page lists. Extra Effort and Moving Toward Perfection
 * each raise one number the sheet holds, so they are written with the step. The other steps (Pool
 * points placed as the player wishes, a skill, a special option) need the player's own choices,
 * so the log names them and the player writes them on the sheet.
 */
import type { Result } from "../../../result";
import { fail } from "../../../result";
import { t } from "../../../../lang";
import { edgeKey, type Stat } from "../character";
import { citedStep } from "../cited-step";
import { choiceProblem } from "../../choice";
import { spendXp, type XpHolder, type XpResult } from "./xp";

export const ADVANCEMENT_OPTIONS = ["capabilities", "perfection", "effort", "skills", "other"] as const;
export type AdvancementOption = (typeof ADVANCEMENT_OPTIONS)[number];

/** Each step's name and what it gives, in the CSRD's words cut short. */
export const ADVANCEMENTS: Readonly<Record<AdvancementOption, { name: string; benefit: string }>> = {
	capabilities: { name: "Increasing capabilities", benefit: "4 points to add to your Pools" },
	perfection: { name: "Moving toward perfection", benefit: "+1 to one Edge" },
	effort: { name: "Extra Effort", benefit: "Effort +1" },
	skills: { name: "Skills", benefit: "trained in one skill, or specialized in one you are trained in" },
	other: { name: "Other options", benefit: "armor costs 1 less Speed, +2 to recovery rolls, or another ability" },
};

/** 000: Effort goes "up to a maximum of six". */
export const MAX_EFFORT = 6;

/** A step's name as the user's language writes it ("Extra Effort"); ADVANCEMENTS keeps the English the log's inputs hold. */
export const advancementName = (option: AdvancementOption): string => t("engine.cypher.xp.advancementName", { option });
/** What a step gives, in the user's language. */
export const advancementBenefit = (option: AdvancementOption): string => t("engine.cypher.xp.advancementBenefit", { option });

/** A player buying a step: the XP holder with the numbers the written steps raise. */
export interface Advancer extends XpHolder {
	effort: number;
	pools: Readonly<Record<Stat, { edge: number }>>;
}

/**
 * Spends 4 XP on one step toward the next tier (spendXp: the last step of a tier raises it) and
 * says which step it was; Extra Effort raises `effort`, Moving Toward Perfection the chosen
 * stat's Edge. The CSRD's "each can be purchased only once per tier" is the player's to keep: the
 * sheet counts steps, not which ones.
 */
export function buyAdvancement(player: Advancer, option: AdvancementOption, options: { stepsPerTier?: number; stat?: Stat } = {}): Result<XpResult> {
	const unknown = choiceProblem(t("engine.cypher.xp.field.advancement"), option, ADVANCEMENT_OPTIONS);
	if (unknown) return fail(unknown);
	// 000: "More advanced characters can increase their Effort score (up to a maximum of six)".
	if (option === "effort" && player.effort >= MAX_EFFORT) return fail(t("engine.cypher.xp.effortMax", { name: player.name, effort: MAX_EFFORT }));
	const stat = options.stat ?? "might";
	const bought = spendXp(player, "advancement", options);
	if (!bought.ok) return bought;
	const { changes, explanation } = bought.value;
	const target = player.target ?? player.name;
	const raise = (key: string, text: string, before: number): void => {
		changes.push({ target, key, before, after: before + 1 });
		explanation.push(citedStep(text, "xpAdvancement", "Character-Tiers"));
	};
	if (option === "effort") raise("effort", t("engine.cypher.xp.effortRaised", { before: player.effort, after: player.effort + 1 }), player.effort);
	else if (option === "perfection") {
		const edge = player.pools[stat].edge;
		raise(edgeKey(stat), t("engine.cypher.xp.edgeRaised", { stat, before: edge, after: edge + 1 }), edge);
	} else explanation.push(citedStep(t("engine.cypher.xp.stepWritten", { step: advancementName(option), benefit: advancementBenefit(option) }), "xpAdvancement", "Character-Tiers"));
	return bought;
}
