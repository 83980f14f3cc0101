/**
 * The cheat sheet's menus of minor and major effects (001), reached as a player reaches them: an
 * attack in a running encounter names its target, "On a 19 or 20" takes an effect, and the Minor
 * and Major effect rows list the Cypher rule pack's effects. A major effect that applies a
 * condition (Stun) puts it on the target with the roll's own entry.
 */
import { describe, expect, it } from "vitest";
import type { TFile } from "obsidian";
import { fail, ok, type Result } from "../../../src/engine/result";
import { cypherGame, type CypherForm } from "../../../src/games/cypher/game";
import { cypherPc, type CypherPc } from "../../../src/games/cypher/task-game";
import { readCharacterNote } from "../../../src/ui/cypher/character-note";
import { rollInitiative } from "../../../src/ui/encounter/actions";
import { resolveRoll } from "../../../src/ui/frame/roll-dialog";
import { RollModal } from "../../../src/ui/frame/roll-modal";
import { seedQuoter } from "../../helpers/seeds";
import { deps as tableDeps, must, settle } from "./fixtures";
import { campaign, cypherPc as pcNote, creaturePage, deps as encounterDeps, ENCOUNTER, encounterNote } from "../encounter/fixtures";

const q001 = seedQuoter("001");
const CHARLES = "Camp/Charles.md";

describe("the minor and major effect menus (001)", () => {
	it(`${q001("Ignore armor Strike specific body part Knock back Move past Distract")}: offered for a target in the fight; a Stun on a 20 stuns it in the roll's entry`, async () => {
		q001("Knock down Disarm Stun Impair");
		const v = await campaign("cypher");
		await v.note(CHARLES, pcNote("Charles"));
		await v.app.vault.create("Compendium/Hound.md", creaturePage(2, 6));
		await encounterNote(v, { combatants: ["[[Charles]]", "2 × [[Hound]]"] });
		must(await rollInitiative(encounterDeps(v, [15]), v.file(ENCOUNTER)));
		await settle();

		const read = async (file: TFile): Promise<Result<CypherPc>> => {
			const note = await readCharacterNote(v.app, v.settings(), file);
			return note.ok ? ok(cypherPc(note.value)) : fail(note.error);
		};
		const pc = must(await read(v.file(CHARLES)));
		const d = tableDeps(v, [20]);
		const modal = new RollModal(v.app, cypherGame, pc, cypherGame.form(pc, "task:might") as CypherForm, (f, entered) => resolveRoll(d, v.file(CHARLES), read, cypherGame, f, entered));
		modal.onOpen();
		for (const [key, value] of [["weapon", "medium"], ["difficulty", 2], ["target", "Hound 1"], ["effectChoice", "effect"]] as const) modal.setField(key, value);

		// The rows the dialog draws for its form now, and each choice's words.
		const choices = (key: string): string[] => {
			const field = cypherGame.fields(pc, modal.form).find((f) => f.key === key);
			return field?.kind === "choice" ? field.choices.map(([, label]) => label) : [];
		};
		expect(choices("minorEffect")).toEqual(["The GM says", "Ignore armor", "Strike a body part", "Knock back", "Move past", "Distract"]);
		expect(choices("majorEffect")).toEqual(["The GM says", "Knock down", "Disarm", "Stun", "Impair"]);

		modal.setField("majorEffect", "stun");
		const entry = must(await resolveRoll(d, v.file(CHARLES), read, cypherGame, modal.form, undefined));
		expect(entry.outcome?.text).toBe("Success (20: major effect, 4 damage); Hound 1: Stunned until the end of its next turn");
		expect(v.frontmatter(ENCOUNTER)?.["hound-1-conditions"]).toEqual(["stunned"]);
		expect(v.frontmatter(ENCOUNTER)?.["hound-2-conditions"]).toBeUndefined();
	});
});
