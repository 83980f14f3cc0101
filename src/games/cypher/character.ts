/**
 * A Cypher character note as the table's pure code sees it: the validated sheet and the campaign's
 * rules, with the note named by its path. ui/cypher/character-note.ts reads it from the vault
 * (fresh before every roll); everything here only asks questions of it.
 */
import type { DamageModel } from "../../engine/systems/cypher/character";
import type { CypherCondition } from "../../engine/systems/cypher/health/conditions";
import type { CypherSheet } from "../../notes/schema/cypher";
import type { Bearer, TimerClock } from "../conditions/apply";
import type { HeldCondition } from "../conditions/held";
import type { Pack } from "../pack/pack";
import { t } from "../../lang";

/** A note as the table's pure code needs it: where it is and what it is called (Obsidian's TFile has both). */
export interface NoteRef {
	readonly path: string;
	readonly basename: string;
}

export interface CharacterNote<File extends NoteRef = NoteRef> {
	file: File;
	sheet: CypherSheet;
	/** The campaign's rules; wounds (seed 000) when the note names no campaign. */
	damageModel: DamageModel;
	lightWeaponsEase: boolean;
	/** Why the campaign's rules could not be read, when they could not (the sheet still works). */
	campaignProblem?: string;
	/** The campaign note the rules came from, so a sheet can redraw when the campaign changes. */
	campaignPath?: string;
	/** The campaign's advancement steps per tier, when it sets them (else the rules' 4). */
	stepsPerTier?: number;
	/** The conditions the character bears (dazed, stunned…), each with its rule from the Cypher pack. */
	conditions: HeldCondition[];
	/** The note's values as read, for a change to its conditions to name what it replaces. */
	values: Record<string, unknown>;
	/** The Cypher pack they were read with (the choices of condition and of minor and major effect). */
	pack?: Pack;
	/** What is wrong with the `conditions` key, if anything (shown on the sheet). */
	conditionProblems?: string[];
	/** The note's Speed is above what unpracticed armor lets the Pool hold (001), shown on the sheet. */
	armorProblem?: string;
	/** The running encounter the character fights in, when there is one: its clock and the others, its attacks' targets. */
	fight?: CypherFight;
}

/** A running encounter as the task dialog sees it: the clock a condition's timer runs on, and who can be attacked. */
export interface CypherFight {
	clock: TimerClock;
	/** The character's own name among the combatants. */
	name: string;
	targets: FightTarget[];
}

/** Another combatant: where its conditions live (to put an effect's condition on it), and their rules. */
export interface FightTarget {
	id: string;
	bearer: Bearer;
	conditions: CypherCondition[];
}

/** The campaign plays seed 000's wounds (else 001's damage track): the one question most Cypher rules ask of the note. */
export const usesWounds = (note: Pick<CharacterNote, "damageModel">): boolean => note.damageModel === "wounds";

/** A dialog's title: what it does, then whose sheet it acts on ("Defend: Kira"). */
export const dialogTitle = (what: string, note: Pick<CharacterNote, "sheet">): string => t("cypher.sheet.dialogTitle", { what, name: note.sheet.character.name });
