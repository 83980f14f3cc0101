import { pageName, type CsrdPage } from "./page";
import type { Stat } from "../../engine/systems/cypher/character";
import { hasTag, tagValue } from "./tags";

export interface CsrdAbility {
	name: string;
	/** Points it costs; 0 for abilities without a cost ("NA" on the page). */
	cost: number;
	/** True when the page writes the cost with a "+" (more may be spent). */
	costOpenEnded: boolean;
	/** The Pool the cost comes from, when it has one. */
	pool?: Stat;
	kind: "action" | "enabler" | "unknown";
	tier?: string;
}

export type AbilityParse = { ok: true; ability: CsrdAbility } | { ok: false; error: string };

const POOLS: Record<string, Stat> = { might: "might", speed: "speed", intellect: "intellect" };

/**
 * An ability's cost and Pool from its tags (`Ability/Cost/1`, `Ability/Pool/Might`,
 * `Ability/Action`), falling back to the "N Might point(s)" line of its body
 * when the cost tag is empty. A cost of "NA" means the ability costs nothing.
 */
export function parseAbility(page: CsrdPage): AbilityParse {
	const costTag = tagValue(page.tags, "ability/cost");
	const poolTag = tagValue(page.tags, "ability/pool");
	const bodyCost = /(\d{1,2})(\+?)\s+(Might|Speed|Intellect)\s+points?/i.exec(page.body);

	let cost: number | undefined;
	let costOpenEnded = false;
	if (costTag === "na") cost = 0;
	else if (costTag !== undefined && /^\d+$/.test(costTag)) cost = Number(costTag);
	if (bodyCost) {
		costOpenEnded = bodyCost[2] === "+";
		cost ??= Number(bodyCost[1]);
	}
	if (cost === undefined) {
		if (hasTag(page.tags, "ability/enabler")) cost = 0;
		else return { ok: false, error: `${pageName(page)}: no cost in its tags or text.` };
	}

	const poolName = (poolTag ?? bodyCost?.[3] ?? "").toLowerCase();
	const kind = hasTag(page.tags, "ability/action") ? "action" : hasTag(page.tags, "ability/enabler") ? "enabler" : "unknown";
	const ability: CsrdAbility = { name: pageName(page), cost, costOpenEnded, kind };
	const pool = POOLS[poolName];
	if (pool) ability.pool = pool;
	const tier = tagValue(page.tags, "ability/tier");
	if (tier) ability.tier = tier;
	if (cost > 0 && !pool) return { ok: false, error: `${ability.name}: costs ${cost} points but names no Pool.` };
	return { ok: true, ability };
}
