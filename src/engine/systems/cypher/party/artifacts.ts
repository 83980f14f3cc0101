/**
 * Artifacts a character carries (001, The Strange): "ARTIFACT DEPLETION: Make depletion check each
 * time item is used. On roll of 1, the item stops working." An artifact's depletion is written as
 * the compendium writes it, "1 in 1d6" or "1-2 in 1d10": the die rolled at each use and the faces
 * that deplete it.
 *
 * A sheet lists each artifact as one line of `artifacts`, in the shape of a cypher's line: its name
 * or a wikilink to its page, then one trailing parenthesis with its level, its depletion and, once
 * it has stopped working, "depleted": "[[Lightning Rod]] (level 5, depletion 1 in 1d6)".
 */
import { t } from "../../../../lang";
import type { Explanation } from "../../../explain";
import { fail, ok, type Result } from "../../../result";
import type { StateChange } from "../../../state";
import { citedStep } from "../cited-step";

export const ARTIFACTS_KEY = "artifacts";
/** A die past this many faces is a typing slip (the compendium's largest is a d100). */
const MAX_DEPLETION_SIDES = 100;

/** "1 in 1d6": the item is depleted when the die shows `low` to `high`. */
export interface DepletionChance {
	text: string;
	low: number;
	high: number;
	sides: number;
}

/** Reads "1 in 1d20", "1-3 in d6", "1–2 in 1d10"; undefined for anything else ("automatic", "—"). */
export function readDepletionChance(text: string): DepletionChance | undefined {
	const trimmed = text.trim();
	const roll = /^(\d{1,3})(?:\s*[-–—]\s*(\d{1,3}))?\s+in\s+1?d(\d{1,3})\b/i.exec(trimmed);
	if (!roll) return undefined;
	const low = Number(roll[1]);
	const high = Number(roll[2] ?? roll[1]);
	const sides = Number(roll[3]);
	if (sides < 1 || sides > MAX_DEPLETION_SIDES || low < 1 || high < low || high > sides) return undefined;
	return { text: trimmed, low, high, sides };
}

/** The chance one use depletes the item: the depleting faces over the die's. */
export const depletionOdds = (chance: DepletionChance): number => (chance.high - chance.low + 1) / chance.sides;

/** An artifact as its sheet line says it. */
export interface ArtifactEntry {
	/** What the sheet shows: the link's alias or page, or the plain text. */
	name: string;
	link?: string;
	level?: number;
	/** The depletion as written, when the line gives one ("1 in 1d6"), read or not. */
	depletionText?: string;
	depletion?: DepletionChance;
	/** It has stopped working. */
	depleted: boolean;
}

const LEVEL = /^level \d{1,2}$/i;
const DEPLETION = /^depletion\s+(.+)$/i;

/**
 * Reads a sheet line. Only a trailing parenthesis made of "level N", "depletion …" and "depleted"
 * is read as notes; any other ("Rod (bent)") is part of the name, so no hand-written line loses words.
 */
export function readArtifact(line: string): ArtifactEntry {
	const text = line.trim();
	const tail = /^(.*\S)\s*\(([^()]*)\)$/.exec(text);
	const notes = (tail?.[2] ?? "").split(",").map((part) => part.trim());
	const known = tail !== null && notes.every((part) => LEVEL.test(part) || DEPLETION.test(part) || part.toLowerCase() === "depleted");
	const head = known ? (tail?.[1] ?? text) : text;
	const wiki = /^\[\[([^\]|]+)(?:\|([^\]]+))?\]\]$/.exec(head);
	const entry: ArtifactEntry = { name: (wiki?.[2] ?? wiki?.[1] ?? head).trim(), depleted: known && notes.some((part) => part.toLowerCase() === "depleted") };
	if (wiki) entry.link = head;
	if (!known) return entry;
	const level = notes.find((part) => LEVEL.test(part));
	if (level !== undefined) entry.level = Number(level.slice(6));
	const depletion = notes.map((part) => DEPLETION.exec(part)?.[1]).find((d) => d !== undefined);
	if (depletion !== undefined) {
		entry.depletionText = depletion.trim();
		const chance = readDepletionChance(depletion);
		if (chance) entry.depletion = chance;
	}
	return entry;
}

/** The line with "depleted" added to its notes (a new parenthesis when it had none the reader knows). */
export function depletedLine(line: string): string {
	const text = line.trim();
	if (readArtifact(text).depleted) return text;
	const tail = /^(.*\S)\s*\(([^()]*)\)$/.exec(text);
	const read = readArtifact(text);
	const known = tail !== null && (read.level !== undefined || read.depletionText !== undefined);
	return known ? `${tail[1]} (${tail[2]}, depleted)` : `${text} (depleted)`;
}

export interface DepletionCheck {
	face: number;
	depleted: boolean;
	changes: StateChange[];
	explanation: Explanation;
}

/**
 * One use of the artifact at `index` (its `line` as the dialog saw it): the depletion check with the
 * rolled `face`. Depleted, its line is marked so (one change to `artifacts` that Undo puts back).
 */
export function useArtifact(owner: string, artifacts: readonly string[], index: number, line: string, face: number, target = ""): Result<DepletionCheck> {
	const at = artifacts[index] === line ? index : artifacts.indexOf(line);
	const artifact = readArtifact(line);
	if (at < 0) return fail(t("engine.cypher.party.artifactGone", { artifact: artifact.name, owner }));
	if (artifact.depleted) return fail(t("engine.cypher.party.artifactDepleted", { artifact: artifact.name }));
	const chance = artifact.depletion;
	if (chance === undefined) return fail(t("engine.cypher.party.depletionNotRoll", { artifact: artifact.name, example: "1 in 1d6" }));
	if (!Number.isInteger(face) || face < 1 || face > chance.sides) return fail(t("engine.cypher.party.depletionFace", { die: `d${chance.sides}`, sides: chance.sides }));
	const depleted = face >= chance.low && face <= chance.high;
	const explanation: Explanation = [
		citedStep(
			chance.low === chance.high
				? t("engine.cypher.party.depletionCheckOne", { chance: chance.text, face: chance.low })
				: t("engine.cypher.party.depletionCheckRange", { chance: chance.text, low: chance.low, high: chance.high }),
			"artifactDepletion",
		),
		citedStep(
			depleted
				? t("engine.cypher.party.depletionDepleted", { die: `d${chance.sides}`, face, artifact: artifact.name })
				: t("engine.cypher.party.depletionKeeps", { die: `d${chance.sides}`, face, artifact: artifact.name }),
		),
	];
	const changes: StateChange[] = depleted ? [{ target, key: ARTIFACTS_KEY, before: [...artifacts], after: artifacts.map((l, i) => (i === at ? depletedLine(l) : l)) }] : [];
	return ok({ face, depleted, changes, explanation });
}
