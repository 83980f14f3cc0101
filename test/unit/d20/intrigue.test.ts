import { describe, expect, it } from "vitest";
import { changeForm } from "../../../src/games/frame/form-change";
import { d20Game } from "../../../src/games/d20/game";
import { d20Resolve } from "../../../src/games/d20/actions";
import { d20Fields, d20Form, d20Preview, type D20Form } from "../../../src/games/d20/form";
import type { IntrigueForm } from "../../../src/games/d20/intrigue";
import type { D20Note } from "../../../src/games/d20/model";
import { opposedOdds } from "../../../src/engine/systems/d20/odds";
import { context, FIGHTER, noteOf, THUG, unwrap } from "./table-fixtures";
import { seedQuoter } from "../../helpers/seeds";

/** Rules quoted from seed 004: the words must be the seed's own. */
const quote = seedQuoter("004");

/** Mara (CHA 13, Diplomacy 4 ranks) speaks to the Gate Thug (WIS 10, Sense motive 3; INT 8, Knowledge (streets) 2). */
const speaker = (): D20Note =>
	noteOf({ ...FIGHTER, skills: { ...FIGHTER.skills, diplomacy: 4, deceive: 2 } }, { others: [{ ...THUG, skills: { "sense motive": 3, "knowledge (streets)": 2 } }] });

function form(note: D20Note, changes: Record<string, string> = {}): IntrigueForm {
	let f = d20Form(note, "intrigue") as D20Form;
	for (const [key, value] of Object.entries(changes)) f = changeForm(d20Game, note, f, key, value);
	return f as IntrigueForm;
}

const choices = (note: D20Note, f: D20Form, key: string): string[] => {
	const field = d20Fields(note, f).find((x) => x.key === key);
	return field?.kind === "choice" ? field.choices.map(([, label]) => label) : [];
};

const FACES = Array.from({ length: 20 }, (_, i) => i + 1);

describe("the d20 Intrigue dialog (seed 004, intrigue)", () => {
	it("frames the attempt by the seed's intents, its three methods and the target's position", () => {
		quote("We break it down in-game into your intent (that is, your goal, what you hope to achieve), your method (that is, whether you try to trick your target, bargain with them, or convince them), and your target's position.");
		quote("Increased friendliness");
		quote("Force action");
		quote("Gain a favour");
		quote("Accept premise");
		const note = speaker();
		const f = form(note);
		expect(choices(note, f, "intent")).toEqual(["Increased friendliness", "Force action", "Gain a favour", "Accept premise"]);
		expect(choices(note, f, "method")).toEqual(["Trick them", "Bargain with them", "Convince them"]);
		expect(choices(note, f, "position")).toEqual(["Already inclined to agree", "Open to it", "Reluctant: it costs them", "Firmly against it"]);
		expect(choices(note, f, "resist")).toEqual(["Sense motive", "Knowledge"]);
	});

	it("is opposed by the target's Sense motive or Knowledge; the method brings the usual one and the speaker's skill", () => {
		quote("Opposed by: Sense motive, Knowledge");
		const note = speaker();
		// Convincing meets what the target knows: Knowledge (streets) 2 + INT 8's −1 = +1; Mara's Diplomacy 4 + CHA +1 = +5.
		const convince = form(note);
		expect(convince).toMatchObject({ method: "convince", resist: "knowledge", skill: "diplomacy", ability: "cha" });
		expect(d20Preview(note, convince).notes).toContain("Gate Thug's Knowledge +1 (INT −1, knowledge (streets) 2 ranks).");
		// A trick meets Sense motive: 3 ranks + WIS 10's +0 = +3; Mara lies with Deceive 2 + CHA +1 = +3.
		const trick = form(note, { method: "trick" });
		expect(trick).toMatchObject({ resist: "sense-motive", skill: "deceive", ability: "cha" });
		expect(d20Preview(note, trick).notes).toContain("Gate Thug's Sense motive +3 (WIS +0, sense motive 3 ranks).");
		// The GM may rule the other skill.
		expect(form(note, { method: "trick", resist: "knowledge" }).resist).toBe("knowledge");
	});

	it("shows the exact chance of the opposed roll, and rolling every pair of faces agrees with it", () => {
		// 004: "if you match or beat their roll, you succeed in what you were trying to do"; against the GM a tie is the player's.
		quote("if you match or beat their roll, you succeed in what you were trying to do");
		const note = speaker();
		const f = form(note, { method: "bargain", intent: "favour" });
		// Bargaining: Diplomacy +5 against Sense motive +3. Success when d20 + 5 ≥ d20 + 3: 247 of the 400 pairs.
		expect(d20Preview(note, f).odds).toEqual(["Chance Gate Thug grants the favour: 61.8% (247 in 400)"]);
		expect(opposedOdds({ label: "Mara", modifier: 5, player: true }, { label: "Thug", modifier: 3, player: false }).successes).toBe(247);
		let successes = 0;
		for (const mine of FACES) for (const theirs of FACES) if (unwrap(d20Resolve(note, f, context({ entered: [[mine], [theirs]] }))).outcome?.code === "success") successes++;
		expect(successes).toBe(247);
	});

	it("the target's position is a bonus or penalty on the usual track: firmly against it is a Major penalty", () => {
		const note = speaker();
		// +5 − Major 4 = +1 against +3: a d20 + 1 must reach d20 + 3, 171 of 400.
		const f = form(note, { method: "bargain", position: "against" });
		const preview = d20Preview(note, f);
		expect(preview.odds).toEqual(["Chance Gate Thug accepts the premise: 42.8% (171 in 400)"]);
		expect(preview.notes).toContain("Accept premise, by bargaining with them; Gate Thug: firmly against it (the target's position: a Major penalty).");
		// Already inclined: a Minor bonus, +7 against +3: only a d20 five or more above Mara's fails her, 120 of 400.
		expect(d20Preview(note, form(note, { method: "bargain", position: "inclined" })).odds[0]).toBe("Chance Gate Thug accepts the premise: 70% (280 in 400)");
	});

	it("logs one entry with the frame, both rolls and what the success brings; outside a fight it changes no note", () => {
		const note = speaker();
		const f = form(note, { method: "trick", intent: "force-action" });
		const won = unwrap(d20Resolve(note, f, context({ entered: [[12], [9]] })));
		expect(won).toMatchObject({ kind: "check", system: "d20", title: "Intrigue with Gate Thug: force action", changes: [] });
		expect(won.outcome).toEqual({ text: "Success (15 against 12): Gate Thug does what was pressed for", code: "success" });
		expect(won.inputs).toEqual(
			expect.arrayContaining([
				{ key: "intent", value: "Force action" },
				{ key: "method", value: "Trick them" },
				{ key: "their position", value: "Open to it" },
				{ key: "resisted with", value: "Sense motive +3" },
			]),
		);
		expect(won.dice.map((g) => g.total)).toEqual([15, 12]);
		const lost = unwrap(d20Resolve(note, f, context({ entered: [[5], [9]] })));
		expect(lost.outcome).toEqual({ text: "Failure (8 against 12): Gate Thug is not moved", code: "failure" });
	});

	it("refuses without a target, with the reason in the dialog", () => {
		const alone = noteOf(FIGHTER);
		expect(d20Preview(alone, d20Form(alone, "intrigue") as D20Form).refusal).toMatch(/No other d20 character or NPC/);
	});
});
