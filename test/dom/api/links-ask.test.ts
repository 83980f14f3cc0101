/**
 * Issue 33 §1: a link (`obsidian://campaign-ledger?…`, in any note or opened by a web page) never
 * writes without the user's word. Through the handler the plugin registers: every action `run=` can
 * reach on a sheet of each game opens its dialog or a question that names the change, and writes
 * nothing by itself; `roll=` shows the roll and logs it only when the user chooses "Log it". Before
 * (main 0690563): `run=toggle-flat-footed` changed a d20 character and logged it with no dialog, and
 * `roll=` appended to the log at once.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Plugin as MockPlugin } from "obsidian-test-mocks/obsidian";
import { Modal, type ObsidianProtocolHandler } from "obsidian";
import CampaignLedgerPlugin from "../../../src/main";
import { parseEntries } from "../../../src/engine/log";
import { LinkRollModal } from "../../../src/ui/link-roll-modal";
import { d20Vault, SESSION as D20_SESSION } from "../d20/fixtures";
import { kiraFrontmatter } from "../cypher/fixtures";
import type { TestVault } from "../campaign/helpers";

const MANIFEST = { id: "campaign-ledger", name: "Campaign Ledger", version: "0.1.0", minAppVersion: "1.4.10", author: "", description: "" };

afterEach(() => vi.restoreAllMocks());

const settle = async (): Promise<void> => {
	for (let i = 0; i < 30; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The d20 table, plus a Cypher campaign (a PC and an NPC) and a pool campaign (a PC and an NPC). */
async function everyGame(): Promise<TestVault> {
	const v = await d20Vault();
	await v.note("Gate/Gate.md", { ledger: "campaign", system: "cypher", "damage-model": "wounds", party: ["[[Kira]]"], "current-session": "[[Gate - Session 3]]" });
	await v.note("Gate/Gate - Session 3.md", { ledger: "session", campaign: "[[Gate]]", session: 3 }, "# Session 3\n\n## Log\n");
	await v.note("Gate/Kira.md", { ...kiraFrontmatter }, "# Kira\n");
	await v.note("Gate/Ruin Guard.md", { ledger: "npc", system: "cypher", campaign: "[[Gate]]", name: "Ruin Guard", level: 3, health: 9, "health-max": 9, armor: 1, damage: 3 });
	await v.note("Road/Road.md", { ledger: "campaign", system: "pool", "pool-die-size": 6, party: ["[[Tamsin]]"], "current-session": "[[Road - Session 1]]" });
	await v.note("Road/Road - Session 1.md", { ledger: "session", campaign: "[[Road]]", session: 1 }, "# Session 1\n\n## Log\n");
	await v.note("Road/Tamsin.md", { ledger: "character", system: "pool", campaign: "[[Road]]", name: "Tamsin", health: 20, "health-max": 20, endurance: 30, "endurance-max": 30, "damage-multiplier": 2, abilities: { Strong: 2 } });
	await v.note("Road/Bandit.md", { ledger: "npc", campaign: "[[Road]]", name: "Bandit", "health-max": 12, "endurance-max": 10, abilities: { Fierce: 1 } });
	return v;
}

async function plugin(v: TestVault) {
	const loaded = new CampaignLedgerPlugin(v.app, MANIFEST) as unknown as MockPlugin & CampaignLedgerPlugin;
	loaded.load();
	await settle();
	const handler = loaded.obsidianProtocolHandlers__.get("campaign-ledger") as ObsidianProtocolHandler;
	return { loaded, follow: async (params: Record<string, string>) => {
		handler({ action: "campaign-ledger", ...params });
		await settle();
	} };
}

/** Every note's text: what a link must not change by itself. */
async function snapshot(v: TestVault): Promise<Record<string, string>> {
	const out: Record<string, string> = {};
	for (const file of v.app.vault.getMarkdownFiles()) out[file.path] = await v.app.vault.read(file);
	return out;
}

/** Dialogs opened (not drawn): each one's title and lines once drawn. */
function watchDialogs(): Modal[] {
	const opened: Modal[] = [];
	vi.spyOn(Modal.prototype, "open").mockImplementation(function (this: Modal) {
		opened.push(this);
	});
	return opened;
}

describe("run= links", () => {
	it("every action of every game's sheets opens a dialog or a question, and none writes by itself", async () => {
		const v = await everyGame();
		const { loaded, follow } = await plugin(v);
		const notes = ["Mara Quell", "Tam Ashby", "Gate Thug", "Kira", "Ruin Guard", "Tamsin", "Bandit"];
		const tried: string[] = [];
		for (const note of notes) {
			const sheet = await loaded.api?.sheet(note);
			for (const action of sheet?.actions ?? []) {
				const opened = watchDialogs();
				const before = await snapshot(v);
				await follow({ run: action.id, note });
				expect(await snapshot(v), `${note}: ${action.id}`).toEqual(before);
				// A dialog (or, with nothing to act on, a notice saying so): never a silent write.
				tried.push(`${note}: ${action.id} → ${opened.length > 0 ? "asks" : "nothing"}`);
				vi.restoreAllMocks();
			}
		}
		expect(tried.length).toBeGreaterThanOrEqual(20);
		// Drama Dice with no roll of theirs to follow: a notice says so (tested with the pool game).
		expect(tried.filter((line) => line.endsWith("nothing"))).toEqual(["Tamsin: drama → nothing", "Bandit: drama → nothing"]);
		loaded.unload();
	});
});

describe("roll= links", () => {
	it("show the roll and log it only when the user chooses “Log it”", async () => {
		const v = await d20Vault();
		const { loaded, follow } = await plugin(v);
		const opened = watchDialogs();
		const before = await snapshot(v);
		await follow({ roll: "1d20+5", vs: "15", note: "Mara Quell", label: "Climb" });
		expect(await snapshot(v)).toEqual(before);
		const shown = opened[0];
		expect(shown).toBeInstanceOf(LinkRollModal);
		void shown?.onOpen();
		expect(shown?.contentEl.querySelector(".cl-link-roll-result")?.textContent).toMatch(/^Climb: \d+ \(.+\) against 15: (made it|missed) \(\d+\.\d% chance\)\.$/);
		const [logIt, skip] = [...(shown?.contentEl.querySelectorAll("button") ?? [])];
		expect([logIt?.textContent, skip?.textContent]).toEqual(["Log it", "Don’t log"]);
		skip?.click();
		await settle();
		expect(await snapshot(v)).toEqual(before);
		void shown?.onOpen();
		shown?.contentEl.querySelector<HTMLButtonElement>("button.mod-cta")?.click();
		await settle();
		expect(parseEntries(await v.read(D20_SESSION)).entries.map((item) => item.entry.title)).toEqual(["Climb"]);
		loaded.unload();
	});
});

