import { describe, expect, it } from "vitest";
import { entryNotice, makeEntry, summaryText, type LogEntry } from "../../../src/engine/log";

/** An entry as the games write them, with only what the headline reads. */
function logged(fields: Partial<LogEntry>): LogEntry {
	return makeEntry({ id: "h1", time: "2026-11-21T02:30:00.000Z", kind: "damage", system: "cypher", actor: "[[Rust Hound]]", title: "", dice: [], ...fields });
}

describe("an entry's headline says nothing twice", () => {
	it("an NPC's damage, titled with its name, is not named again after its link", () => {
		const bite = logged({ title: "Rust Hound: 4 damage", outcome: { code: "damage", text: "Health 6 to 2" } });
		expect(summaryText(bite)).toBe("[[Rust Hound]] · 4 damage · Health 6 to 2");
		const aliased = logged({ actor: "[[Bestiary/Rust Hound|Rust Hound]]", title: "Rust Hound: 4 damage", outcome: { text: "Health 6 to 2" } });
		expect(summaryText(aliased)).toBe("[[Bestiary/Rust Hound|Rust Hound]] · 4 damage · Health 6 to 2");
	});

	it("damage whose outcome starts with the same words is said once, in the summary and in the notice", () => {
		const hit = logged({ actor: "[[Ode Varga]]", title: "22 damage", outcome: { code: "damage", text: "22 damage; Health 14 to 0" } });
		expect(summaryText(hit)).toBe("[[Ode Varga]] · 22 damage; Health 14 to 0");
		expect(entryNotice(hit)).toBe("22 damage; Health 14 to 0");
	});

	it("keeps the title when the outcome only looks alike, and when it is all there is to say", () => {
		const climb = logged({ actor: "[[Kessa Varn]]", title: "Climb (Might, trained)", outcome: { code: "success", text: "Success (14)" } });
		expect(summaryText(climb)).toBe("[[Kessa Varn]] · Climb (Might, trained) · Success (14)");
		expect(entryNotice(climb)).toBe("Climb (Might, trained): Success (14)");
		expect(entryNotice(logged({ title: "22 damage", outcome: { text: "22 damaged armor" } }))).toBe("22 damage: 22 damaged armor");
	});
});
