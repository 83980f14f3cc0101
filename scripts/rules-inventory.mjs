/**
 * The rule inventory: every rule of the four rule texts (seeds 000, 001, 003, 004), one record per
 * rule, in docs/rules/<seed>.json, with where a user reaches it in the plugin or what is missing.
 * It is the yardstick of issue 31 ("rule by rule in the preview"), kept in the repository so anyone
 * can measure again.
 *
 * `npm run docs:rules` rewrites each data file in its canonical form (one record a line, so that
 * updating a rule's status is a one-line change and two people's updates rarely touch the same line)
 * and writes the Manual note demo-vault/Manual/Every rule.md from the data. `-- --check` changes
 * nothing and fails when either is out of date (the unit test does the same); `-- --gaps` prints the
 * counts and every rule that is not reachable, grouped by what it would take.
 *
 * A record's fields, in this order:
 *   id        "<seed>.<slug>", unique
 *   status    reachable | partial | engine | absent (see STATUSES)
 *   quote     a few of the seed's own words that state the rule (for the record and the tests, never
 *             the user's screen); the unit test finds them in the seed, spacing aside
 *   rule      the rule in one line, in our words (the Manual shows it)
 *   where     where a user finds it, in the user's words (reachable and partial)
 *   at        the places in the code, checked by test/dom/rules/inventory-places.test.ts:
 *             command:<id>, block:<language>, calculator:<ledger-rules topic>,
 *             action:<sheet>:<action id>, field:<sheet>:<action id>:<field key>[?key=value&…],
 *             sheet:<sheet>:<meter, box or track key>, tracker:<tracker action>,
 *             panel:<button label on a compendium page>, property:<note property>
 *             (<sheet> is one of the demo notes in SHEETS of that test)
 *   manual    the Manual note (and heading) that explains it
 *   missing   what is missing, in plain words (partial, engine, absent)
 *   needs     what closing the gap would take: dialog | tracker | tool | data | sheet
 *   issue31   the issue 31 item that names it, when one does
 *   engine    "<file>#<export>" where the engine already implements it (status engine)
 *   narrative when the rule leaves nothing to automate: how the plugin still serves it
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import process from "node:process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { print } from "./print.mjs";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const INVENTORY_DIR = "docs/rules";
export const MANUAL_NOTE = "demo-vault/Manual/Every rule.md";
/** The rule texts measured, in the order the Manual lists them (002 is one CSRD page, not a rule text of its own). */
export const SEEDS = ["000", "001", "003", "004"];

export const STATUSES = {
	reachable: "a user reaches it from a sheet, dialog, tracker row, code block, page panel or command, and it is applied",
	partial: "reachable but incomplete: `missing` says what is not there",
	engine: "the rules engine implements it, but no user can reach it",
	absent: "not in the plugin",
};
export const NEEDS = {
	dialog: "a dialog, or a field in an existing one",
	tracker: "a tracker action",
	tool: "a ledger-rules tool",
	data: "data only (a rule pack note, a table, a preset)",
	sheet: "a sheet control",
};
export const PLACE_KINDS = ["command", "block", "calculator", "action", "field", "sheet", "tracker", "panel", "property", "condition", "effect"];
const FIELD_ORDER = ["id", "status", "quote", "rule", "where", "at", "manual", "missing", "needs", "issue31", "engine", "narrative"];
const REQUIRED = ["id", "status", "quote", "rule"];

/** The data file of a seed, relative to the repository. */
export const inventoryFile = (seed) => `${INVENTORY_DIR}/${seed}.json`;

/** The inventory of one seed, parsed. */
export function readInventory(seed, root = ROOT) {
	return JSON.parse(readFileSync(join(root, inventoryFile(seed)), "utf8"));
}

/** Every seed's inventory, in SEEDS order. */
export function readInventories(root = ROOT) {
	return SEEDS.map((seed) => readInventory(seed, root));
}

/** A record with its fields in the canonical order (unknown fields last, so checkInventory can name them). */
function ordered(record) {
	const out = {};
	for (const key of FIELD_ORDER) if (record[key] !== undefined) out[key] = record[key];
	for (const key of Object.keys(record)) if (!(key in out)) out[key] = record[key];
	return out;
}

/** The canonical text of a data file: the head's fields, then one record a line. */
export function formatInventory(inventory) {
	const { rules = [], ...head } = inventory;
	const lines = Object.entries(head).map(([key, value]) => `\t${JSON.stringify(key)}: ${JSON.stringify(value)},`);
	const records = rules.map((record, index) => `\t\t${JSON.stringify(ordered(record))}${index < rules.length - 1 ? "," : ""}`);
	return `{\n${lines.join("\n")}\n\t"rules": [\n${records.join("\n")}\n\t]\n}\n`;
}

const PLACE = new RegExp(`^(${PLACE_KINDS.join("|")}):\\S.*$`);

/** Why an inventory is malformed: one line per problem, naming the record; empty when it is sound. */
export function checkInventory(inventory, seed) {
	const problems = [];
	if (inventory.seed === undefined || !String(inventory.seed).startsWith(`${seed}_`)) problems.push(`${seed}: "seed" must name the seed file (${seed}_….txt)`);
	for (const key of ["title", "about"]) if (typeof inventory[key] !== "string" || inventory[key] === "") problems.push(`${seed}: "${key}" is missing`);
	if (!Array.isArray(inventory.rules) || inventory.rules.length === 0) return [...problems, `${seed}: "rules" must be a list of records`];
	const seen = new Set();
	for (const record of inventory.rules) {
		const name = record.id ?? JSON.stringify(record).slice(0, 60);
		const say = (text) => problems.push(`${name}: ${text}`);
		for (const key of REQUIRED) if (typeof record[key] !== "string" || record[key].trim() === "") say(`"${key}" is required`);
		for (const key of Object.keys(record)) if (!FIELD_ORDER.includes(key)) say(`unknown field "${key}"`);
		if (typeof record.id === "string") {
			if (!record.id.startsWith(`${seed}.`) || !/^\d{3}\.[a-z0-9]+(?:-[a-z0-9]+)*$/.test(record.id)) say(`the id must be "${seed}." and a lower-case slug`);
			if (seen.has(record.id)) say("the id is used twice");
			seen.add(record.id);
		}
		if (!(record.status in STATUSES)) say(`status "${record.status}" is not one of ${Object.keys(STATUSES).join(", ")}`);
		const onScreen = record.status === "reachable" || record.status === "partial";
		if (onScreen) {
			if (!Array.isArray(record.at) || record.at.length === 0) say("a reachable or partial rule names at least one place in `at`");
			if (typeof record.where !== "string" || record.where === "") say("a reachable or partial rule says `where` a user finds it");
		}
		for (const place of record.at ?? []) if (!PLACE.test(place)) say(`place "${place}" is not ${PLACE_KINDS.join(":…, ")}:…`);
		if (record.status !== "reachable") {
			if (typeof record.missing !== "string" || record.missing === "") say("a rule that is not reachable says what is `missing`");
			if (!(record.needs in NEEDS)) say(`a rule that is not reachable says what it \`needs\`: ${Object.keys(NEEDS).join(", ")}`);
		} else if (record.needs !== undefined) say("a reachable rule needs nothing: drop `needs`");
		if (record.status === "engine" && !/^src\/engine\/\S+\.ts#[A-Za-z_]\w*$/.test(record.engine ?? "")) say('an engine-only rule names its implementation: "src/engine/….ts#export"');
		if (record.status === "absent" && record.at !== undefined) say("an absent rule has no place to name");
	}
	return problems;
}

/** How many rules of an inventory have each status. */
export function counts(inventory) {
	const out = { total: inventory.rules.length, reachable: 0, partial: 0, engine: 0, absent: 0 };
	for (const record of inventory.rules) out[record.status] += 1;
	return out;
}

const percent = (part, whole) => `${Math.round((part / whole) * 1000) / 10} %`;

/** Text for a Markdown table cell: one line, no pipe that would end the cell. */
const cell = (text) => oneLine(text).replace(/\|/g, "\\|");
/** Text on one line of a list. */
const oneLine = (text) => String(text).replace(/\s+/g, " ").trim();
const manualLink = (manual) => (manual ? ` See [[${manual}]].` : "");

/** Where a user finds the rule, or what is missing, opening with the word for its status. */
function whereText(record) {
	switch (record.status) {
		case "reachable":
			return `**In the plugin:** ${record.where}.${record.narrative ? ` ${record.narrative}` : ""}${manualLink(record.manual)}`;
		case "partial":
			return `**In part:** ${record.where}. Not yet: ${record.missing}${manualLink(record.manual)}`;
		default:
			return `**Not yet.** ${record.missing}${manualLink(record.manual)}`;
	}
}

/** The Manual note "Every rule", from the inventories in SEEDS order. */
export function renderEveryRule(inventories) {
	const lines = [
		"# Every rule",
		"",
		"Campaign Ledger was built from four rule texts: the Cypher System's player rules, a Cypher GM's cheat sheet (with the damage track), a \"highest die, equal dice add\" dice-pool game and a d20 + modifier game. This note lists every rule of each, in plain words, and where you find it: the sheet button, the dialog field, the tracker menu item, the code block or the command that applies it, with the Manual note that explains it.",
		"",
		"A rule counts as **in the plugin** only when you can reach it from a sheet, a dialog, a tracker row, a code block, a page panel or a command and the plugin applies it (not only describes it). **In part** says what is still missing; **Not yet** says what to do at the table meanwhile. Where the texts are silent or disagree, [[Rules interpretations]] says what the plugin does.",
		"",
		"**Try it:** the task calculator below applies the first rules of the Cypher list (difficulty, target number, skills, assets, Effort) with the exact chance on a d20.",
		"",
		"```ledger-rules",
		"task",
		"```",
		"",
		"## How far each rule text is covered",
		"",
		"| Rule text | Rules | In the plugin | In part | Not yet |",
		"| --- | --- | --- | --- | --- |",
	];
	for (const inventory of inventories) {
		const c = counts(inventory);
		lines.push(`| ${cell(inventory.title)} | ${c.total} | ${c.reachable} (${percent(c.reachable, c.total)}) | ${c.partial} | ${c.engine + c.absent} |`);
	}
	lines.push(
		"",
		"This note is made from the plugin's rule inventory (`docs/rules/` in the repository) by `npm run docs:rules`, and a test keeps the two the same, so the figures above are always the inventory's.",
	);
	for (const inventory of inventories) {
		const c = counts(inventory);
		lines.push("", `## ${inventory.title}`, "", `${inventory.about} ${c.total} rules: ${c.reachable} in the plugin, ${c.partial} in part, ${c.engine + c.absent} not yet.`, "");
		// A list, not a table: each rule reads as one line on a phone, and the note stays light to draw.
		for (const record of inventory.rules) lines.push(`- ${oneLine(record.rule)} ${oneLine(whereText(record))}`);
	}
	return `${lines.join("\n")}\n`;
}

/** The gap list for the lead: per seed the counts, then every rule not reachable, grouped by what it needs. */
export function renderGaps(inventories) {
	const lines = [];
	for (const inventory of inventories) {
		const c = counts(inventory);
		lines.push(`## ${inventory.seed.slice(0, 3)} ${inventory.title}: ${c.reachable} reachable (${percent(c.reachable, c.total)}), ${c.partial} partial, ${c.engine} engine, ${c.absent} absent, of ${c.total}`);
		for (const need of Object.keys(NEEDS)) {
			const gaps = inventory.rules.filter((r) => r.status !== "reachable" && r.needs === need);
			if (gaps.length === 0) continue;
			lines.push(`### needs ${NEEDS[need]} (${gaps.length})`);
			for (const r of gaps) lines.push(`- ${r.id} [${r.status}${r.issue31 ? `; issue 31: ${r.issue31}` : ""}${r.engine ? `; ${r.engine}` : ""}] ${r.rule} — ${r.missing}`);
		}
		lines.push("");
	}
	return lines.join("\n");
}

/** What `npm run docs:rules` would change: [path, wanted text] for each file whose text differs. */
export function outOfDate(root = ROOT) {
	const changes = [];
	const inventories = [];
	const problems = [];
	for (const seed of SEEDS) {
		const path = inventoryFile(seed);
		const text = readFileSync(join(root, path), "utf8");
		const inventory = JSON.parse(text);
		problems.push(...checkInventory(inventory, seed));
		inventories.push(inventory);
		const wanted = formatInventory(inventory);
		if (wanted !== text) changes.push([path, wanted]);
	}
	const manual = renderEveryRule(inventories);
	let current = "";
	try {
		current = readFileSync(join(root, MANUAL_NOTE), "utf8");
	} catch {
		// A note not written yet is out of date.
	}
	if (current !== manual) changes.push([MANUAL_NOTE, manual]);
	return { changes, problems, inventories };
}

function main(args) {
	const { changes, problems, inventories } = outOfDate();
	if (problems.length > 0) {
		console.error(`The rule inventory has problems:\n${problems.map((p) => `  ${p}`).join("\n")}`);
		return 1;
	}
	if (args.includes("--gaps")) {
		print(renderGaps(inventories));
		return 0;
	}
	if (args.includes("--check")) {
		if (changes.length === 0) return 0;
		console.error(`Out of date (run npm run docs:rules): ${changes.map(([path]) => path).join(", ")}`);
		return 1;
	}
	for (const [path, text] of changes) {
		writeFileSync(join(ROOT, path), text);
		print(`wrote ${path}`);
	}
	if (changes.length === 0) print("The rule inventory and the Manual note are up to date.");
	return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
