// Which rules a page is about, read from its content. The short pages here are written for these
// tests; the compendium's own pages are only read from disk and measured (no page text is copied).
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { detectPageKind, readPageText } from "../../../src/notes/csrd";
import { isLedgerNote, pageHeadings, readRulePage, ruleTopics, RULE_TOPICS, type RuleTopic } from "../../../src/notes/csrd/rule-page";
import { CSRD_DIR, describeReadingCompendium } from "../../helpers/seeds";
import { readCorpus, stripTagsAndFolders, type CorpusFile } from "./corpus";

const page = (body: string, frontmatter = "aliases:\n- Some Page\ntags:\n- Rule"): string => `---\n${frontmatter}\n---\n${body}\n`;

describe("ruleTopics: what a page's content is about", () => {
	it("a heading naming the rule settles it, whatever the body says", () => {
		expect(ruleTopics("## Experience Points\nRewards, given out now and then.")).toEqual(["xp"]);
		expect(ruleTopics("#### The Damage Track\nThree steps down.")).toEqual(["damage"]);
		expect(ruleTopics("### Recovering Points in a Pool\nRest.")).toEqual(["recovery"]);
		expect(ruleTopics("## Effort And Damage\n")).toEqual(["effort"]);
		expect(ruleTopics("## Defense Tasks\nDodging and resisting.")).toEqual(["task"]);
		// A linked or hyphenated heading reads as its words.
		expect(ruleTopics("## [[Task-Difficulty|Task Difficulty table]]\n")).toEqual(["task"]);
		expect(ruleTopics("## Experience-Points\n")).toEqual(["xp"]);
		expect(ruleTopics("# Range and Speed\nFour distances.")).toEqual(["travel"]);
		expect(ruleTopics("#### Long-Term Movement\nWalking.")).toEqual(["travel"]);
		// A vehicle's movement and an ability named for movement are not the walking rules.
		expect(ruleTopics("## Vehicular Movement\nSpeeds.\n### Movement Expertise\nFast.")).toEqual([]);
	});

	it("gives every topic of a page, in a fixed order", () => {
		const body = ["## Recovery", "### Experience Points", "#### Effort", "#### Impaired", "## Setting Difficulty Ratings", "#### Long-Term Movement"].join("\n");
		expect(ruleTopics(body)).toEqual([...RULE_TOPICS]);
	});

	it("without a heading, needs the rule's words to recur through the page, not once in passing", () => {
		const once = `## Camping\nThe party sets up camp. ${"They talk about the road. ".repeat(20)}Each takes a recovery roll.`;
		expect(ruleTopics(once)).toEqual([]);
		const often = "## Camping\nAt camp each makes a recovery roll. A second recovery roll an hour later. The last recovery roll at dawn.";
		expect(ruleTopics(often)).toEqual(["recovery"]);
		// The same three mentions spread over a long chapter are too thin.
		expect(ruleTopics(`${often}\n${"Long travel notes without rules. ".repeat(120)}`)).toEqual([]);
	});

	it("does not take near words for the rule: another game's recovery, a ship's damage track, a character arc's wound", () => {
		expect(ruleTopics("## Damage and recovery\nThe other game heals differently.")).toEqual([]);
		expect(ruleTopics("## Ship Collision Damage Track\n| 1-3 | weapons off line |")).toEqual([]);
		expect(ruleTopics("## Recover From a Wound (or Trauma)\n### Opening: Rest")).toEqual([]);
		// "effort" and "edge" as plain words are not the game's Effort and Edge.
		expect(ruleTopics("## Camp\nIt took effort to reach the edge of the woods; more effort, and the edge again, and effort.")).toEqual([]);
	});

	it("reads neither code blocks nor headings inside them", () => {
		const fenced = "## Notes\n```\n## Experience Points\nrecovery roll, recovery roll, recovery roll\n```\n";
		expect(pageHeadings(fenced)).toEqual(["Notes"]);
		expect(ruleTopics(fenced)).toEqual([]);
	});
});

describe("readRulePage: which notes are rule pages", () => {
	it("a rule page of any folder, with or without tags", () => {
		expect(readRulePage("Rules/Spending.md", page("## Experience Points\nText."))).toEqual(["xp"]);
		expect(readRulePage("My notes/house rules.md", "## Recovery\nWe roll it our way.\n")).toEqual(["recovery"]);
	});

	it("never a creature, ability, cypher, artifact or equipment page, nor a descriptor, focus or type", () => {
		const creature = page("## Ember Wolf\n> **Level:** 3\n> **Health:** 9\n> **Damage Inflicted:** 4 points\n\nIt leaves the target impaired, impaired, impaired.", "tags:\n- Creature");
		expect(detectPageKind(readPageText("Ember-Wolf.md", creature))).toBe("creature");
		expect(readRulePage("Ember-Wolf.md", creature)).toEqual([]);
		const ability = page(">**Action**\n>2 Speed points\n\n## Effort\nApply Effort as usual.", "tags:\n- Ability");
		expect(readRulePage("Quick-Step.md", ability)).toEqual([]);
		const focus = page("## Reads the Stars\n### Tier 1 Abilities\n#### Effort\nLevels of Effort.", "tags:\n- Focus");
		expect(readRulePage("Reads-the-Stars.md", focus)).toEqual([]);
	});

	it("never the plugin's own notes: Ledger properties or a Ledger block make it a working note", () => {
		const session = page("# Session 3\n## Recovery\nThe party rested.", "ledger: session\ncampaign: \"[[Gate]]\"");
		expect(isLedgerNote(session)).toBe(true);
		expect(readRulePage("Gate/Session 3.md", session)).toEqual([]);
		const prep = "## Recovery\nHow we rest.\n\n```ledger-roll\n1d6+1\n```\n";
		expect(isLedgerNote(prep)).toBe(true);
		expect(readRulePage("Prep.md", prep)).toEqual([]);
		// A property merely named like ours, or a block of another plugin, is not Ledger's.
		expect(isLedgerNote(page("## Recovery", "ledgers: 3"))).toBe(false);
		expect(isLedgerNote("## Recovery\n```dataview\nTABLE\n```\n")).toBe(false);
	});
});

const RULES = "Compendiums/CSRD/en/Rules/";
/** Pages read by hand: what each is about (none: no panel). */
const CHECKED: Record<string, RuleTopic[]> = {
	"Rules-of-the-Game.md": ["task", "effort", "damage", "recovery", "xp", "travel"],
	"Range-and-Speed.md": ["travel"],
	"Effort-And-Damage.md": ["effort"],
	"Multiple-Uses-Of-Effort-And-Edge.md": ["effort"],
	"Experience-Points.md": ["xp"],
	"Spending-Experience-Points.md": ["xp"],
	"Character-Tiers.md": ["effort", "xp"],
	"Gm-Intrusion.md": ["task", "xp"],
	"Player-Intrusion.md": ["xp"],
	"Special-Rolls.md": ["task"],
	"Defense-Tasks.md": ["task"],
	"Combat.md": ["task"],
	"Rolling-Dice.md": ["task"],
	"How-to-play.md": ["task", "xp", "travel"],
	"Optional-Rule-Spellcasting.md": ["recovery"],
	"Fantasy-Rules-Module.md": ["damage"],
	// Mentions in passing, or another table called a damage track: no panel.
	"Science-Fiction-Rules-Module.md": [],
	"Horror-Rules-Module.md": [],
	"Cypher-Shorts.md": [],
	"Consent-and-Boundaries.md": [],
	"Artifacts.md": [],
	"Weapons.md": [],
	"Genres.md": [],
	"Types-og.md": [],
};

describeReadingCompendium("rule topics over the CSRD compendium", () => {
	let all: CorpusFile[];
	let rules: CorpusFile[];
	beforeAll(() => {
		all = readCorpus(join(CSRD_DIR));
		rules = all.filter((file) => file.path.startsWith(RULES));
	});

	it("reads the 73 rule pages; 29 get a panel, each topic on the pages counted here", () => {
		expect(rules).toHaveLength(73);
		const topics = rules.map((file) => readRulePage(file.path, file.text));
		expect(topics.filter((t) => t.length > 0)).toHaveLength(29);
		const count = (topic: RuleTopic): number => topics.filter((t) => t.includes(topic)).length;
		expect(Object.fromEntries(RULE_TOPICS.map((topic) => [topic, count(topic)]))).toEqual({ task: 13, effort: 10, damage: 2, recovery: 2, xp: 11, travel: 3 });
	});

	it("finds what each page checked by hand is about", () => {
		for (const [name, expected] of Object.entries(CHECKED)) {
			const file = rules.find((f) => f.path === `${RULES}${name}`);
			expect(file, name).toBeDefined();
			expect(readRulePage(name, file?.text ?? ""), name).toEqual(expected);
		}
	});

	it("finds the same topics with every tag and folder removed: content alone decides", () => {
		for (const file of rules) {
			const bare = stripTagsAndFolders(file);
			expect(readRulePage(bare.path, bare.text), file.path).toEqual(readRulePage(file.path, file.text));
		}
	});

	it("outside the rules, panels go only to tables and pages about the rules themselves, never to creatures, abilities, cyphers, artifacts or equipment", () => {
		const outside = all.filter((file) => !file.path.startsWith(RULES) && readRulePage(file.path, file.text).length > 0);
		const kinds = new Set(outside.map((file) => detectPageKind(readPageText(file.path, file.text))));
		expect([...kinds].filter((kind) => ["creature", "ability", "cypher", "artifact", "equipment"].includes(kind))).toEqual([]);
		expect(outside.map((file) => file.path.replace("Compendiums/CSRD/en/", "")).sort()).toEqual([
			"Abilities/Blessing-of-the-Gods-Good.md",
			"Rituals/Resurrection.md",
			"Stats/Edge.md",
			"Stats/Effort.md",
			"Tables/Acceleration-and-High-G-Maneuver-Gm-Intrusions.md",
			"Tables/Crafting-Difficulty-Table.md",
			"Tables/Gm-Intrusions-for-Post-Apocalyptic-Games.md",
			"Tables/Knowledge-Task-Difficulty.md",
			"Tables/PC-Piloting-System-Options.md",
			"Tables/Riding-or-Piloting-Task-Difficulty.md",
			"Tables/Task-Difficulty.md",
		]);
	});
});
