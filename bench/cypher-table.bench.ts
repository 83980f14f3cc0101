/**
 * The Cypher table's hot paths: the task dialog recomputes its live line (plan, exact odds, cost)
 * on every change of a row, and every roll builds and serialises one log entry. A change must feel
 * instant on a phone (well under one 16 ms frame), so the budgets are far below that; the printed
 * figure is the real one.
 */
import { finish, opsPerSecond, report } from "./lib";
import { serializeEntry } from "../src/engine/log";
import { seededRng } from "../src/engine/rng";
import type { CypherCharacter } from "../src/engine/systems/cypher/character";
import { taskEntry } from "../src/engine/systems/cypher/log-entries";
import { resolveTask } from "../src/engine/systems/cypher/task";
import { parseSheetSource } from "../src/games/cypher/sheet-source";
import { buildTask, defaultForm, previewTask, type TaskContext, type TaskForm } from "../src/games/cypher/task-form";

const character: CypherCharacter = {
	name: "Bench",
	tier: 3,
	effort: 3,
	xp: 4,
	pools: { might: { current: 14, max: 16, edge: 2 }, speed: { current: 12, max: 12, edge: 1 }, intellect: { current: 10, max: 10, edge: 1 } },
	skills: { climbing: "trained", perception: "specialized", persuasion: "inability" },
	armor: "medium",
	recoveriesUsed: 1,
	wounds: { minor: 1, moderate: 3, major: 1 },
	damageTrack: "hale",
	cypherLimit: 3,
	cyphers: [],
};
const note: TaskContext = {
	sheet: { character, abilities: [], equipment: [], artifacts: [], advancementSteps: 0 },
	damageModel: "wounds",
	lightWeaponsEase: false,
};
const form: TaskForm = { ...defaultForm("speed", "climbing"), difficulty: 5, effort: 2, assets: 1, circumstance: "cover", weapon: "medium", rollBonus: 2 };

const preview = opsPerSecond(() => previewTask(note, form));
report({ name: "cypher table: live dialog line (plan, exact odds, cost)", value: preview, unit: "ops/s", budget: "> 20,000", pass: preview > 20_000 });

const rng = seededRng(7);
const built = buildTask(note, form);
const meta = { id: "mhz3k2a1b-x7q2ka", time: "2026-11-21T02:30:00.000Z", actor: "[[Bench]]", target: "[[Bench]]" };
const entry = opsPerSecond(() => {
	const r = resolveTask(character, built.request, rng, built.options);
	if (r.ok) serializeEntry(taskEntry(meta, character, built.request, r.value, { before: built.before }));
});
report({ name: "cypher table: roll, build and serialise the log entry", value: entry, unit: "ops/s", budget: "> 10,000", pass: entry > 10_000 });

const source = `tasks:\n${Array.from({ length: 20 }, (_, i) => `  Task ${i} | might | climbing`).join("\n")}`;
const sheet = opsPerSecond(() => parseSheetSource(source));
report({ name: "cypher table: read a ledger-sheet body of 20 quick tasks", value: sheet, unit: "ops/s", budget: "> 20,000", pass: sheet > 20_000 });

finish("cypher-table");
