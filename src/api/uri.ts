/**
 * Links that act: `obsidian://campaign-ledger?roll=1d20%2B5&vs=15&note=Kessa%20Varn` rolls and shows
 * the result (the chance of the target said beside the total), and logs it only when the user says
 * so; `obsidian://campaign-ledger?run=task%3Amight&note=Kessa%20Varn` runs a sheet action: its
 * dialog opens, or, for an action that changes the note at once (a toggle), a question that names
 * the change. (`action` is Obsidian's own key in these links: it names the handler, so actions go in
 * `run`.) A link is text from anywhere (any note, any web page that opens it): nothing it carries
 * is written without the user's word, everything it carries is read as the API reads a call, and
 * what goes wrong is said in a notice.
 */
import type { ObsidianProtocolData } from "obsidian";
import type { HeldRoll } from "./api";
import type { RollOptions } from "./types";

export const URI_ACTION = "campaign-ledger";

/** What a link can do, each asking the user as it must. */
export interface LinkHandlers {
	/** Rolls without logging (the API's roll, held). */
	hold(expression: string, options: Omit<RollOptions, "log">): Promise<HeldRoll>;
	/** Runs a sheet action as a command does: its dialog, or a question for a change made at once. */
	runAction(note: string, actionId: string): Promise<void>;
	/** Shows a held roll in `words`; logs it if the user says so. */
	offer(roll: HeldRoll, words: string): void;
}

const percent = (p: number): string => `${(p * 100).toFixed(p > 0.001 && p < 0.999 ? 1 : 2)}%`;

/** What the link asks for, done (or offered); resolves to the line the user is told in a notice ("" for none). */
export async function followLink(links: LinkHandlers, params: ObsidianProtocolData): Promise<string> {
	const note = params["note"]?.trim() || undefined;
	try {
		if (params["roll"] !== undefined) {
			const vs = params["vs"] ?? params["target"];
			const target = vs === undefined || vs.trim() === "" ? undefined : Number(vs);
			const label = params["label"]?.trim() || undefined;
			const held = await links.hold(params["roll"], { ...(note ? { note } : {}), ...(target === undefined ? {} : { target }), ...(label ? { label } : {}) });
			const rolled = held.answer;
			const against = rolled.chance === undefined ? "" : ` against ${target}: ${rolled.success ? "made it" : "missed"} (${percent(rolled.chance)} chance)`;
			links.offer(held, `${label ?? rolled.expression}: ${rolled.text}${against}.`);
			return "";
		}
		if (params["run"] !== undefined) {
			if (!note) return "A Campaign Ledger action link needs note= (the character whose action it is).";
			await links.runAction(note, params["run"]);
			return "";
		}
		return "A Campaign Ledger link needs roll= (dice to roll) or run= with note= (a sheet action to run).";
	} catch (error) {
		return error instanceof Error ? error.message : String(error);
	}
}
