import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCampaign, readCypherCharacter, readCypherNpc, readD20Character, readEncounter, readPoolCharacter, readSession } from "../../../src/notes/schema";
import { readActor } from "../../helpers/actor";

/** Anything YAML (or a hand-edited Properties panel) can produce, including hostile shapes. */
const yamlValue = fc.letrec((tie) => ({
	value: fc.oneof(
		{ depthSize: "small" },
		fc.string(),
		fc.double(),
		fc.integer(),
		fc.boolean(),
		fc.constant(null),
		fc.constantFrom("<script>x</script>", "[[Link]]", "12", "-0", "1e999", "hale", "wounds"),
		fc.array(tie("value"), { maxLength: 5 }),
		fc.dictionary(fc.string(), tie("value"), { maxKeys: 5 }),
	),
})).value;

const keys = ["ledger", "system", "tier", "might", "might-max", "speed-max", "intellect-max", "trained", "level", "health", "health-max", "abilities", "skills", "str", "campaign", "session", "date", "party", "round", "size", "x-custom"];
const frontmatter = fc.dictionary(fc.constantFrom(...keys), yamlValue, { maxKeys: keys.length });

const readers = { readCypherCharacter, readCypherNpc, readPoolCharacter, readD20Character, readCampaign, readSession, readEncounter, readActor };

describe("validation is total", () => {
	it.each(Object.entries(readers))("%s never throws, and either succeeds or names a problem", (_, read) => {
		fc.assert(
			fc.property(frontmatter, (fm) => {
				const r = read(fm);
				if (r.ok) return;
				expect(r.error.length).toBeGreaterThan(0);
				for (const p of r.problems) expect(p.message.startsWith(`${p.key}`)).toBe(true);
			}),
			{ numRuns: 300 },
		);
	});

	it("unknown keys come back untouched whenever a note is read successfully", () => {
		fc.assert(
			fc.property(yamlValue, (extra) => {
				const r = readCampaign({ system: "cypher", "my-notes": extra });
				expect(r.ok && r.unknown["my-notes"]).toBe(extra);
			}),
		);
	});

	it("messages stay short however long the bad value", () => {
		fc.assert(
			fc.property(fc.string({ minLength: 1000, maxLength: 5000 }), (s) => {
				const r = readCypherNpc({ level: s });
				expect(!r.ok && r.error.length).toBeLessThan(200);
			}),
			{ numRuns: 50 },
		);
	});
});
