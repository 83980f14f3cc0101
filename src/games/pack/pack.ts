/**
 * Rule packs: the rules that are data, not mechanics, kept as Markdown notes. A pack is one game's
 * set of rule notes, one note per rule, each a few flat properties (the Properties panel edits them;
 * Dataview and Bases query them) and a body that says in the pack's own words what the rule is:
 *
 *     ---
 *     ledger: rule        # what the note is, wherever it lives (a moved or renamed note still counts)
 *     system: cypher      # whose pack
 *     rule: condition     # the kind: condition, effect (kinds/)
 *     id: dazed           # English and stable: what characters' notes store
 *     label: Dazed        # what players read (a translation changes labels only)
 *     task-steps: 1       # the kind's own values, which the engine's functions take
 *     ---
 *
 * The plugin ships a built-in pack per game (src/games/<game>/pack/*.md, in main.js as text, parsed
 * the first time a rule is needed: built-in.ts); "Write the rule pack" puts those very notes into
 * the vault, where the GM reads, links and changes them. The vault's note wins by game and id: one
 * with a built-in rule's id replaces it (a house rule), a new id adds a rule. A note that cannot be
 * read is never silently replaced by a default: its problems show on its page and in the pack's
 * summary, with what is used meanwhile (the built-in rule, or nothing).
 *
 * One reader for both sources: this module takes a note's properties (an object) and body (text),
 * whoever read them (notes/pack/ reads the vault's through the metadata cache and the built-in
 * texts through Obsidian's getFrontMatterInfo and parseYaml), and the engine's own functions read
 * the typed rules: there is no second interpreter.
 *
 * Adding a kind of rule note (cooperation options, GM procedures, crafting or chase tables…):
 * 1. write `kinds/<kind>.ts`: its typed rule and a RuleKind (how its properties read, how it is said,
 *    what it checks against the rest of the pack), with a sketch of its note at the top;
 * 2. add it to RULE_KINDS below (its name is the `rule:` value; the pack gets a map of it);
 * 3. add its built-in notes under src/games/<game>/pack/ and list them in built-in.ts;
 * 4. let the engine function that plays the rule take the typed rule, and the game read it from the
 *    pack (notes/pack/packs.ts gives a game its pack);
 * 5. say it in the game's pack note in the Manual (demo-vault/Manual/Rule pack - <Game>.md).
 */
import { noteSystem, type SystemId } from "../../notes/schema/kind";
import { conditionKind, type ConditionSpec } from "./kinds/condition";
import { effectKind, type EffectRule } from "./kinds/effect";
import type { RuleKind } from "./kinds/kind";
import { GAME_NAMES, RuleReader } from "./rule-reader";
import { builtInLabel } from "./labels";
import { formatList, t } from "../../lang";

/** Every kind of rule note, by its `rule:` value. */
export const RULE_KINDS = {
	condition: conditionKind,
	effect: effectKind,
} as const;

export type KindName = keyof typeof RULE_KINDS;
export const KIND_NAMES = Object.keys(RULE_KINDS) as KindName[];
export type RuleOf<K extends KindName> = (typeof RULE_KINDS)[K] extends RuleKind<infer R> ? R : never;

/** Where a rule of the pack comes from: the plugin's own note, or the vault's. */
export type RuleSource = { kind: "built-in"; file: string } | { kind: "vault"; path: string };

export interface PackEntry<Rule> {
	rule: Rule;
	from: RuleSource;
}

/** A rule note as read from either source: its properties and its body (empty when its kind needs none). */
export interface RuleNote {
	properties: Readonly<Record<string, unknown>>;
	body: string;
	from: RuleSource;
}

/** A note of the vault the pack cannot use: what is wrong and what is used meanwhile, in the user's words. */
export interface PackProblem {
	path: string;
	/** The rule's id, when the note says one. */
	id?: string;
	/** The rule's name as far as it could be read (its label, else its id, else the file's name). */
	name: string;
	problems: string[];
	/** "Until it is fixed, the built-in Dazed is used." or "This condition cannot be used until it is fixed." */
	meanwhile: string;
}

export interface Pack {
	system: SystemId;
	/** "The Cypher System's pack" reads "the Cypher System". */
	name: string;
	rules: { [K in KindName]: Map<string, PackEntry<RuleOf<K>>> };
	/** The conditions, as every game's code asks for them. */
	conditions: Map<string, PackEntry<ConditionSpec>>;
	/** The effects menus' choices. */
	effects: Map<string, PackEntry<EffectRule>>;
	problems: PackProblem[];
}

/** What one note reads as: whose rule of which kind, and the rule, or the problems that keep it out. */
export interface NoteReading {
	system?: SystemId;
	kind?: KindName;
	id?: string;
	label?: string;
	rule?: RuleOf<KindName>;
	problems: string[];
}

/** The name a note goes by in messages: its label, else its id, else the file's name. */
export function readingName(reading: NoteReading, from: RuleSource): string {
	if (reading.label !== undefined && reading.label !== "") return reading.label;
	if (reading.id !== undefined) return reading.id;
	const path = from.kind === "vault" ? from.path : from.file;
	return (path.split("/").pop() ?? path).replace(/\.md$/, "");
}

/** True when a note says it is a rule note (`ledger: rule`), whatever else is wrong with it. */
export function isRuleNote(properties: unknown): boolean {
	if (typeof properties !== "object" || properties === null) return false;
	const ledger = (properties as Record<string, unknown>)["ledger"];
	return typeof ledger === "string" && ledger.trim().toLowerCase() === "rule";
}

/** Reads one rule note: its game, kind, id and label, then the kind's own values. Never throws. */
export function readRuleNote(note: Pick<RuleNote, "properties" | "body">): NoteReading {
	const reader = new RuleReader(note.properties);
	const reading: NoteReading = { problems: [] };
	if (!isRuleNote(note.properties)) reader.fields.note("ledger", t("pack.problem.ledger", { value: "rule" }));
	const system = noteSystem(note.properties);
	if (system === undefined) reader.fields.report("system", t("pack.problem.systemExpected"), note.properties["system"]);
	else reading.system = system;
	const kind = reader.has("rule") ? reader.oneOf("rule", KIND_NAMES, KIND_NAMES[0] as KindName) : undefined;
	if (!reader.has("rule")) reader.fields.note("rule", t("pack.problem.required", { values: formatList(KIND_NAMES, "disjunction") }));
	else if (!reader.fields.failed("rule")) reading.kind = kind;
	const id = reader.id("id", true);
	if (id !== undefined) reading.id = id;
	// A built-in rule's English label (a built-in note's, or the vault's copy of it left as written) is shown in the user's language; a label of the vault's own is the GM's words.
	const label = builtInLabel(reader.label("label"));
	if (label !== "") reading.label = label;
	if (reading.system !== undefined && reading.kind !== undefined && id !== undefined) {
		const ruleKind = RULE_KINDS[reading.kind] as RuleKind<RuleOf<KindName>>;
		reading.rule = ruleKind.read(reader, reading.system, id, label, note.body);
	}
	reading.problems = reader.problems;
	return reading;
}

/** A pack with no rules yet. */
function emptyPack(system: SystemId): Pack {
	const conditions = new Map<string, PackEntry<ConditionSpec>>();
	const effects = new Map<string, PackEntry<EffectRule>>();
	return { system, name: GAME_NAMES[system], rules: { condition: conditions, effect: effects }, conditions, effects, problems: [] };
}

function put(pack: Pack, kind: KindName, id: string, entry: PackEntry<RuleOf<KindName>>): void {
	(pack.rules[kind] as Map<string, PackEntry<RuleOf<KindName>>>).set(id, entry);
}

function kindOf(kind: KindName): RuleKind<RuleOf<KindName>> {
	return RULE_KINDS[kind];
}

/**
 * One game's pack: its built-in notes, then the vault's notes of that game (sorted by path, so the
 * first of two notes with one id is always the same one), each replacing the built-in rule with its
 * id or adding a rule. A vault note that cannot be read, or that repeats another vault note's id,
 * becomes a problem that says what is used meanwhile.
 */
export function buildPack(system: SystemId, builtIn: readonly RuleNote[], vault: readonly RuleNote[]): Pack {
	const pack = emptyPack(system);
	const builtInNames = new Map<string, string>();
	for (const note of builtIn) {
		const reading = readRuleNote(note);
		if (reading.system !== system || reading.kind === undefined || reading.id === undefined || reading.rule === undefined || reading.problems.length > 0) {
			// A built-in note the reader refuses is the plugin's mistake: it is reported like a vault note's, never dropped silently.
			pack.problems.push({ path: note.from.kind === "built-in" ? note.from.file : "", name: readingName(reading, note.from), problems: reading.problems, meanwhile: t("pack.problem.builtInLeftOut") });
			continue;
		}
		put(pack, reading.kind, reading.id, { rule: reading.rule, from: note.from });
		builtInNames.set(`${reading.kind}:${reading.id}`, reading.label ?? reading.id);
	}
	const claimed = new Map<string, string>();
	const sorted = [...vault].sort((a, b) => pathOf(a).localeCompare(pathOf(b)));
	for (const note of sorted) {
		const reading = readRuleNote(note);
		if (reading.system !== system) continue;
		const path = pathOf(note);
		const key = reading.kind !== undefined && reading.id !== undefined ? `${reading.kind}:${reading.id}` : undefined;
		const builtInName = key === undefined ? undefined : builtInNames.get(key);
		const kind = reading.kind ?? "rule";
		const meanwhile = builtInName !== undefined ? t("pack.problem.builtInUsed", { name: builtInName }) : t("pack.problem.unusable", { kind });
		const earlier = key === undefined ? undefined : claimed.get(key);
		const id = reading.id === undefined ? {} : { id: reading.id };
		if (earlier !== undefined) {
			pack.problems.push({ path, ...id, name: readingName(reading, note.from), problems: [t("pack.problem.duplicate", { earlier, kind, id: reading.id ?? "" })], meanwhile: t("pack.problem.earlierUsed", { earlier, kind }) });
			continue;
		}
		if (key !== undefined) claimed.set(key, path);
		if (reading.rule === undefined || reading.kind === undefined || reading.id === undefined || reading.problems.length > 0) {
			pack.problems.push({ path, ...id, name: readingName(reading, note.from), problems: reading.problems, meanwhile });
			// The vault's broken note holds its id: the built-in rule stays in use, and no other note takes the id.
			continue;
		}
		put(pack, reading.kind, reading.id, { rule: reading.rule, from: note.from });
	}
	// Checks against the whole pack (an effect's condition) come once every note is in.
	for (const kind of KIND_NAMES) {
		const ruleKind = kindOf(kind);
		if (ruleKind.check === undefined) continue;
		for (const [id, entry] of [...(pack.rules[kind] as Map<string, PackEntry<RuleOf<KindName>>>)]) {
			const problems = ruleKind.check(entry.rule, pack);
			if (problems.length === 0) continue;
			(pack.rules[kind] as Map<string, PackEntry<RuleOf<KindName>>>).delete(id);
			const path = entry.from.kind === "vault" ? entry.from.path : entry.from.file;
			pack.problems.push({ path, id, name: entry.rule.label, problems, meanwhile: t("pack.problem.unusable", { kind }) });
		}
	}
	return pack;
}

function pathOf(note: RuleNote): string {
	return note.from.kind === "vault" ? note.from.path : note.from.file;
}

/** What a rule does, in a sentence (its page's panel, the pack's summary). */
export function describeRule(kind: KindName, rule: RuleOf<KindName>, pack: Pack): string {
	return kindOf(kind).describe(rule, pack);
}

/** The problems of the note at `path`, when it is one of the pack's. */
export function problemOf(pack: Pack, path: string): PackProblem | undefined {
	return pack.problems.find((p) => p.path === path);
}

/** Whether the note at `path` is the one the pack uses for a rule (and which). */
export function ruleAt(pack: Pack, path: string): { kind: KindName; id: string } | undefined {
	for (const kind of KIND_NAMES) {
		for (const [id, entry] of pack.rules[kind] as Map<string, PackEntry<RuleOf<KindName>>>) {
			if (entry.from.kind === "vault" && entry.from.path === path) return { kind, id };
		}
	}
	return undefined;
}

/** Rule notes of the vault that name no game the plugin knows: no pack takes them, so the summary lists them apart. */
export function unplacedNotes(vault: readonly RuleNote[]): PackProblem[] {
	return vault.flatMap((note) => {
		const reading = readRuleNote(note);
		if (reading.system !== undefined) return [];
		return [{ path: pathOf(note), name: readingName(reading, note.from), problems: reading.problems, meanwhile: t("pack.problem.noGame") }];
	});
}

export type { ConditionSpec, EffectRule };
