/**
 * "Run with Campaign Ledger" on an Initiative Tracker block: a new encounter note in the campaign's
 * Encounters folder with the same combatants, as one logged, undoable change (the entry sets the
 * note's `combatants`, and `hidden` for the creatures the block hides; undo takes them out again and
 * leaves the note, as undo never deletes a note). The block is never changed.
 *
 * A player is the campaign's character note of that name (the whole party for `players: true`); a
 * creature is the vault's note of that name when it has one and the block changes none of its
 * numbers; otherwise the encounter note gets a `statblock` section of its own for it (name, hp, ac,
 * modifier, and `monster:` naming the vault's note when there is one), which it plays from.
 */
import { stringifyYaml, type App, type TFile } from "obsidian";
import { combatantLine, expandCombatants, MAX_COUNT, parseCombatantLine } from "../../engine/encounter";
import { makeEntry, type LogEntry } from "../../engine/log";
import { sample, tryParse } from "../../engine/dice/index";
import { fail, ok, type Result } from "../../engine/result";
import type { Rng } from "../../engine/rng";
import type { StateChange } from "../../engine/state";
import { applyOutcome } from "../apply-outcome";
import { campaignForContext } from "../campaign/context";
import { createNote } from "../campaign/create-campaign";
import { checkNoteName, joinPath, notePath } from "../campaign/names";
import { cachedFrontmatter, fileAt, linkTo, pathLink, readCampaignNote, resolveLink } from "../campaign/notes";
import { currentSessionOf } from "../campaign/resolve-session";
import { frontmatterBlock } from "../new-note-text";
import { noteKind } from "../schema/kind";
import { nextEntryId } from "../log/undo";
import type { LedgerSettings } from "../../settings";
import type { TrackerEncounter } from "./tracker-block";
import { t } from "../../lang";

export interface RunResult {
	file: TFile;
	/** Undefined when the note was there already (it is opened, nothing is written). */
	entry?: LogEntry;
	/** Who was left out, and why. */
	leftOut: string[];
}

/** Text safe as a heading a link can name, and inside a fenced block (no brackets, pipes, hashes, carets, backticks or line breaks). */
const plain = (text: string): string => text.replace(/[[\]|#^`\\:\r\n]+/g, " ").trim().slice(0, 80);

export async function runTrackerEncounter(app: App, settings: LedgerSettings, sourcePath: string, encounter: TrackerEncounter, rng: Rng, now: Date = new Date()): Promise<Result<RunResult>> {
	const source = fileAt(app, sourcePath);
	const campaign = campaignForContext(app, settings, source ?? null);
	if (!campaign) return fail(t("notes.peers.run.noCampaign", { key: "campaign:" }));
	const rules = await readCampaignNote(app, campaign, settings);
	if (!rules.ok) return rules;
	const { system, party } = rules.value.campaign;
	if (system === "pool") return fail(t("notes.peers.run.poolGame", { campaign: campaign.basename }));
	// The session first, so nothing is created for an entry that could not be logged.
	const session = await currentSessionOf(app, settings, campaign);
	if (!session.ok) return session;
	const name = checkNoteName(plain(encounter.name ?? (source ? t("notes.peers.run.noteName", { note: source.basename }) : t("peers.tracker.unnamed"))), "encounter");
	if (!name.ok) return name;
	const folder = joinPath(campaign.parent?.path ?? "", "Encounters");
	const path = notePath(folder, name.value);
	const existing = fileAt(app, path);
	if (existing) return ok({ file: existing, leftOut: [] });

	const lines: string[] = [];
	const leftOut: string[] = [];
	const hiddenLines: string[] = [];
	const sections: string[] = [];
	const rolled: string[] = [];
	const players = encounter.players === true ? party : encounter.players === false ? [] : encounter.players;
	for (const player of players) {
		const file = resolveLink(app, player, campaign.path);
		if (file && noteKind(cachedFrontmatter(app, file)) === "character") lines.push(combatantLine(app.metadataCache.fileToLinktext(file, path, true)));
		else leftOut.push(t("notes.peers.run.noCharacter", { player }));
	}
	const headings = new Set<string>();
	for (const creature of encounter.creatures) {
		// A count in dice ("1d4: Goblin") is rolled now, and said in the entry.
		const parsed = typeof creature.count === "string" ? tryParse(creature.count) : undefined;
		let count = parsed?.ok ? sample(parsed.ast, rng).total : Number(creature.count);
		if (parsed?.ok) rolled.push(`${creature.count} ${creature.name}: ${count}`);
		if (!Number.isSafeInteger(count) || count < 1) {
			leftOut.push(t("notes.peers.run.badCount", { name: creature.name, count: String(creature.count) }));
			continue;
		}
		count = Math.min(count, MAX_COUNT);
		const note = resolveLink(app, creature.name, sourcePath);
		const own = creature.hp === undefined && creature.ac === undefined && creature.modifier === undefined && creature.display === undefined;
		let link: string;
		if (note && own) link = app.metadataCache.fileToLinktext(note, path, true);
		else {
			// A statblock of its own under a heading of the encounter note, named once.
			let heading = plain(creature.display ?? creature.name) || t("notes.peers.run.creature");
			for (let n = 2; headings.has(heading.toLowerCase()); n++) heading = `${plain(creature.display ?? creature.name)} (${n})`;
			headings.add(heading.toLowerCase());
			const fields: Record<string, unknown> = { name: heading };
			if (note) fields["monster"] = app.metadataCache.fileToLinktext(note, path, true);
			if (creature.hp !== undefined) fields["hp"] = creature.hp;
			if (creature.ac !== undefined) fields["ac"] = creature.ac;
			if (creature.modifier !== undefined) fields["modifier"] = creature.modifier;
			sections.push(`## ${heading}\n\n\`\`\`statblock\n${stringifyYaml(fields)}\`\`\`\n`);
			link = `${name.value}#${heading}`;
		}
		// One creature of a note of its own is that note ("- Strahd"); any other is a counted instance.
		const line = combatantLine(link, note && own && creature.count === 1 ? undefined : count);
		lines.push(line);
		if (creature.hidden) hiddenLines.push(line);
	}
	const refs = expandCombatants(lines.map((line) => parseCombatantLine(line)).flatMap((read) => (read.ok ? [read.value] : [])));
	if (!refs.ok) return refs;
	const hidden = refs.value.filter((ref) => hiddenLines.includes(ref.line)).map((ref) => ref.id);

	const block = frontmatterBlock({ ledger: "encounter", campaign: linkTo(app, campaign, path), round: 0, turn: 0 });
	if (!block.ok) return block;
	const origin = source ? `${t("notes.peers.run.origin", { link: `[[${app.metadataCache.fileToLinktext(source, path, true)}]]` })}\n\n` : "";
	const created = await createNote(app, folder, path, `${block.value}\n# ${name.value}\n\n${origin}\`\`\`ledger-encounter\n\`\`\`\n\n${sections.join("\n")}`);
	if (!created.ok) return created;
	const target = linkTo(app, created.value, session.value.path);
	const changes: StateChange[] = [{ target, key: "combatants", before: null, after: lines }];
	if (hidden.length > 0) changes.push({ target, key: "hidden", before: null, after: hidden });
	const entry = makeEntry({
		id: nextEntryId(),
		time: now.toISOString(),
		kind: "encounter",
		system,
		actor: "",
		title: t("notes.peers.run.logTitle", { encounter: name.value }),
		inputs: [{ key: "from", value: source ? pathLink(source) : sourcePath }, { key: "combatants", value: refs.value.length }],
		outcome: { text: t("notes.peers.run.combatants", { count: refs.value.length }) },
		explanation: [t("notes.peers.run.read", { encounter: name.value, combatants: lines.join(", ") }), ...rolled.map((line) => t("notes.peers.run.rolled", { line })), ...leftOut.map((line) => t("peers.tracker.leftOut", { line }))],
		changes,
		encounter: target,
	});
	const applied = await applyOutcome(app, { sessionFile: session.value, entry });
	if (!applied.ok) return fail(t("notes.peers.run.notWritten", { path: created.value.path, error: applied.error }));
	return ok({ file: created.value, entry, leftOut });
}
