/** A roll's arithmetic as a reader checks it. Pure (no `obsidian` import), so unit tested in Node. */
import type { RollResult } from "../../engine/dice/index";

/**
 * The result read with its modifiers: each dice term replaced by its value in the expression, then
 * the total (`1d20 + 5` → `16 + 5 = 21`). When a term cannot be found in the text, the terms are
 * listed instead, so the reader still sees every part.
 */
export function breakdown(result: RollResult): string {
	let text = result.notation;
	let from = 0;
	for (const group of result.groups) {
		const at = text.indexOf(group.notation, from);
		if (at < 0) return `${result.groups.map((g) => `${g.notation} → ${g.value}`).join(", ")}; total ${result.total}`;
		const value = group.value < 0 ? `(${group.value})` : String(group.value);
		text = text.slice(0, at) + value + text.slice(at + group.notation.length);
		from = at + value.length;
	}
	return text.trim() === String(result.total) ? text.trim() : `${text} = ${result.total}`;
}

