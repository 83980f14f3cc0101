// The quick check before a note is read as a compendium page (issue 34.7): a note that cannot be a
// page with a panel is not cut into sections. Pages here are written fresh for these tests
// (invented names and numbers); the corpus is the CSRD vault in the steering folder, when present.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findEntries, mayBePanelPage, mayHoldEntries, PANEL_KINDS, readPageKind, readPageText } from "../../../src/notes/csrd";
import { CSRD_DIR, describeReadingCompendium } from "../../helpers/seeds";
import { readCorpus, stripTagsAndFolders } from "./corpus";

const page = (text: string, path = "Notes/Page.md") => readPageText(path, text);

/** The benchmark's note: 300 roll blocks under one heading (bench/note-render.bench.ts). */
function rollBlocks(): string {
	const expressions = ["4d6kh3", "10d10>=6", "3d6!", "2d20kh1+5", "{1d20,1d20}kl1>=11"];
	const parts = ["# Dice", ""];
	for (let i = 0; i < 300; i++) parts.push("```ledger-roll", `${expressions[i % expressions.length] as string} # Roll ${i}`, "```", "");
	return parts.join("\n");
}

describe("the check before a note is read as a compendium page", () => {
	it("passes over a note of roll blocks, a campaign's own note and plain prose: none is a page with a panel", () => {
		for (const text of [rollBlocks(), "---\nledger: npc\n---\n# Mara\n\nHealth: 12\nArmor: 1\nLevel: 3\n", "# Tuesday\n\nWe met at the harbour and talked until late.\n"]) {
			expect(mayBePanelPage(page(text))).toBe(false);
			expect(PANEL_KINDS.has(readPageKind(page(text)).kind)).toBe(false);
		}
		expect(findEntries(rollBlocks())).toEqual([]);
	});

	it("reads on wherever the page's words could still say a kind: a closing 'Action.' far down, stats under a descriptor's tags, an item's level", () => {
		const far = page(`## Long Reach\n\n${"You stretch your arm much further than seems right.\n\n".repeat(40)}You keep the grip as long as you hold still. Action.\n`);
		expect(mayBePanelPage(far)).toBe(true);
		expect(readPageKind(far).kind).toBe("ability");
		// Tags name a descriptor (no panel), but the page's own stat block says creature and wins.
		const overruled = page("---\ntags: [Cypher/Descriptors/W]\n---\n# Wharf Rat 2 (6)\n\nHealth: 6\nArmor: 0\nMovement: Short\n");
		expect(mayBePanelPage(overruled)).toBe(true);
		expect(readPageKind(overruled).kind).toBe("creature");
		const cypher = page("# Glow Stone\n\nLevel: 1d6 + 1\n\nIt glows for a night.\n");
		expect(mayBePanelPage(cypher)).toBe(true);
		expect(readPageKind(cypher).kind).toBe("cypher");
	});

	it("reads on when the properties, tags or folder name a kind with a panel, whatever the words", () => {
		expect(mayBePanelPage(page("# Lamp Eel\n\nIt hums.\n", "Bestiary/Creatures/Lamp Eel.md"))).toBe(true);
		expect(mayBePanelPage(page("---\ntags: [Cypher/Fantastic]\n---\n# Hum Box\n"))).toBe(true);
		expect(mayBePanelPage(page("---\ntype: artifact\n---\n# Hum Box\n"))).toBe(true);
	});

	it("finds an entry whose only sign is a cost of nothing in parentheses", () => {
		const text = "# Prep\n\n**Quiet Mind (none):** You stay calm under any pressure.\n";
		expect(mayHoldEntries(text)).toBe(true);
		expect(findEntries(text).map((entry) => [entry.kind, entry.name])).toEqual([["ability", "Quiet Mind"]]);
	});
});

describeReadingCompendium("the check on the whole CSRD compendium", () => {
	it("never passes over a page that reads as a kind with a panel, tagged or by content alone", () => {
		const files = readCorpus(join(CSRD_DIR));
		const missed: string[] = [];
		let panels = 0;
		let skipped = 0;
		for (const file of [...files, ...files.map(stripTagsAndFolders)]) {
			const read = page(file.text, file.path);
			const quick = mayBePanelPage(read);
			if (!quick) skipped++;
			if (!PANEL_KINDS.has(readPageKind(read).kind)) continue;
			panels++;
			if (!quick) missed.push(file.path);
		}
		expect(panels).toBeGreaterThan(1000);
		expect(missed).toEqual([]);
		// The check is worth having on the compendium too: its rules chapters and lists are passed over.
		expect(skipped).toBeGreaterThan(0);
	}, 60_000);
});
