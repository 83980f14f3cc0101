/** fast-check arbitraries for log entries, with hostile strings everywhere a user's text can go. */
import fc from "fast-check";
import type { LogEntry } from "../../../src/engine/log";
import type { StateValue } from "../../../src/engine/state";

const HOSTILE_PIECES = [
	"$",
	"$$",
	"#tag",
	"^block",
	"*a*",
	"_b_",
	"==hi==",
	"~~s~~",
	"[x](javascript:alert(1))",
	"![[Embed]]",
	"[k:: v]",
	"&amp;",
	"<pre>",
	"\u202e",
	"[[a|b]]",
	"<b>bold</b>",
	"<img src=x onerror=alert(1)>",
	"```",
	"````js",
	"~~~",
	"`",
	"\n",
	"\r\n",
	"\r",
	"|",
	"[[",
	"]]",
	"[[Kira|K]]",
	": ",
	"key: value",
	" = ",
	" → ",
	" · ",
	"·",
	"→",
	'"',
	"\\",
	"\\u0041",
	"\\\\n",
	"%%",
	"<!--",
	"## Log",
	"> [!note]",
	"\u2028",
	"\u0085",
	"\t",
	" ",
	"ünïcødé 🐉",
	"\ud800",
	"null",
	"true",
	"12",
	"-3.5",
	"[]",
	'["a"]',
	"» ",
];

/** Strings built from hostile pieces and random unicode. */
export const hostileString = fc
	.array(fc.oneof(fc.constantFrom(...HOSTILE_PIECES), fc.string({ unit: "binary", maxLength: 6 })), { maxLength: 5 })
	.map((parts) => parts.join(""));

const finiteNumber = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ noNaN: true, noDefaultInfinity: true })).map((n) => (n === 0 ? 0 : n));

const scalar = fc.oneof(finiteNumber, hostileString, fc.boolean(), fc.constant(null));
const stateValue: fc.Arbitrary<StateValue> = fc.oneof(scalar, fc.array(hostileString, { maxLength: 3 }));

export const entryArbitrary: fc.Arbitrary<LogEntry> = fc
	.record(
		{
			id: hostileString,
			time: fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString()),
			kind: fc.oneof(fc.constantFrom("roll", "task", "damage", "intrusion", "undo", "note"), hostileString),
			system: fc.oneof(fc.constantFrom("cypher", "pool", "d20", ""), hostileString),
			actor: hostileString,
			title: hostileString,
			inputs: fc.array(fc.record({ key: hostileString, value: scalar }), { maxLength: 4 }),
			dice: fc.array(
				fc.record({
					notation: hostileString,
					dice: fc.array(fc.record({ value: finiteNumber, kept: fc.boolean() }), { maxLength: 5 }),
					total: finiteNumber,
				}),
				{ maxLength: 3 },
			),
			outcome: fc.record({ text: hostileString, code: hostileString }, { requiredKeys: ["text"] }),
			explanation: fc.array(hostileString, { maxLength: 3 }),
			changes: fc.array(fc.record({ target: hostileString, key: hostileString, before: stateValue, after: stateValue }), { maxLength: 3 }),
			links: fc.array(hostileString, { maxLength: 3 }),
			undoes: hostileString,
			undone: hostileString,
		},
		{ requiredKeys: ["id", "time", "kind", "system", "actor", "title", "inputs", "dice", "explanation", "changes", "links"] },
	)
	// An id is the entry's callout metadata and block id: letters, digits and dashes (the id factory's form).
	.map((entry) => ({ ...entry, id: safeId(entry.id), kind: entry.kind === "" ? "roll" : entry.kind }));

/** A hostile string made into an id the log can hold, the same one for the same string. */
export function safeId(text: string): string {
	const kept = text.replace(/[^A-Za-z0-9-]/g, "").replace(/^-+/, "").slice(0, 40);
	return kept === "" ? `x${text.length}` : kept;
}
