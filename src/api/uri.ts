/**
 * Links that act: `obsidian://campaign-ledger?roll=1d20%2B5&vs=15&note=Kessa%20Varn` rolls (logged as
 * a command's roll, the chance of the target said beside the total), and
 * `obsidian://campaign-ledger?run=task%3Amight&note=Kessa%20Varn` runs a sheet action (its dialog
 * opens). (`action` is Obsidian's own key in these links: it names the handler, so actions go in `run`.) A link is text from anywhere: everything it carries is read as the API reads a call, and
 * what goes wrong is said in a notice.
 */
import type { ObsidianProtocolData } from "obsidian";
import type { CampaignLedgerApi } from "./types";

export const URI_ACTION = "campaign-ledger";

const percent = (p: number): string => `${(p * 100).toFixed(p > 0.001 && p < 0.999 ? 1 : 2)}%`;

/** What the link asks for, done; resolves to the line the user is told. */
export async function followLink(api: CampaignLedgerApi, params: ObsidianProtocolData): Promise<string> {
	const note = params["note"]?.trim() || undefined;
	try {
		if (params["roll"] !== undefined) {
			const vs = params["vs"] ?? params["target"];
			const target = vs === undefined || vs.trim() === "" ? undefined : Number(vs);
			const label = params["label"]?.trim() || undefined;
			const rolled = await api.roll(params["roll"], { ...(note ? { note } : {}), ...(target === undefined ? {} : { target }), ...(label ? { label } : {}) });
			const against = rolled.chance === undefined ? "" : ` against ${target}: ${rolled.success ? "made it" : "missed"} (${percent(rolled.chance)} chance)`;
			return `${label ?? rolled.expression}: ${rolled.text}${against}. ${"reason" in rolled.logged ? rolled.logged.reason : "Logged."}`;
		}
		if (params["run"] !== undefined) {
			if (!note) return "A Campaign Ledger action link needs note= (the character whose action it is).";
			await api.runAction(note, params["run"]);
			return "";
		}
		return "A Campaign Ledger link needs roll= (dice to roll) or run= with note= (a sheet action to run).";
	} catch (error) {
		return error instanceof Error ? error.message : String(error);
	}
}
