/**
 * Frontmatter schemas: a sheet is re-read on every metadata change of its note, and hostile notes
 * must cost no more than good ones. Run: npx tsx bench/schema.bench.ts [--check]
 */
import { designPcFrontmatter } from "../test/helpers/cypher-sheet";
import { finish, medianMs, opsPerSecond, report } from "./lib";
import { readCampaign, readCypherCharacter, readPoolCharacter } from "../src/notes/schema";

const sheet = designPcFrontmatter();

let deep: unknown = 1;
for (let i = 0; i < 100_000; i++) deep = { a: deep };
const hostile = {
	...sheet,
	name: `<img src=x onerror=alert(1)>${"x".repeat(100_000)}`,
	tier: deep,
	trained: Array.from({ length: 200 }, (_, i) => `<b>skill ${i}</b>`),
	specialized: Array.from({ length: 1_000_000 }, () => "x"),
	xp: 1e308,
};
const hostileMap = { "health-max": 10, "endurance-max": 10, abilities: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`a${i}`, i])) };

const good = opsPerSecond(() => readCypherCharacter(sheet));
report({ name: "read a Cypher sheet", value: good, unit: "sheets/s", budget: "> 50,000/s", pass: good > 50_000 });

const bad = medianMs(() => readCypherCharacter(hostile));
report({ name: "read a hostile Cypher sheet (1e5-deep nesting, 1e6-item list, HTML)", value: bad, unit: "ms", budget: "< 2 ms", pass: bad < 2 });

const badMap = medianMs(() => readPoolCharacter(hostileMap));
report({ name: "read a pool sheet with a 100,000-entry ability map", value: badMap, unit: "ms", budget: "< 50 ms", pass: badMap < 50 });

const campaign = { ledger: "campaign", system: "cypher", party: ["[[Aria]]", "[[Bron]]", "[[Cass]]"], "current-session": "[[Session 2]]" };
const campaigns = opsPerSecond(() => readCampaign(campaign));
report({ name: "read a campaign note", value: campaigns, unit: "notes/s", budget: "> 100,000/s", pass: campaigns > 100_000 });

finish("schema");
