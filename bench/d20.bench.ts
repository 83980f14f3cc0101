/**
 * d20 game (seed 004): the exact odds a dialog shows before a roll (400 pairs of
 * dice at most) and a full resolved attack. Budgets carry a wide safety margin
 * for noisy shared machines; the printed figure is the real median.
 */
import { finish, medianMs, opsPerSecond, report } from "./lib";
import { seededRng } from "../src/engine/rng";
import { attackOdds, resolveAttack, type AttackInput } from "../src/engine/systems/d20/combat";
import { manoeuvreOdds } from "../src/engine/systems/d20/manoeuvre";
import { chanceVsDc, opposedOdds } from "../src/engine/systems/d20/odds";
import { d20Form, d20Preview, type D20Form } from "../src/games/d20/form";
import { d20Game } from "../src/games/d20/game";
import { changeForm } from "../src/games/frame/form-change";
import { readCombatant, readD20NoteModel } from "../src/games/d20/model";
import { d20Sheet } from "../src/games/d20/sheet";

const pvp: AttackInput = { attacker: { label: "Ada", modifier: 6, player: true, threat: 19 }, defender: { label: "Bo", modifier: 5, player: true } };

// A dialog may ask for odds on every keystroke: each query should take well under a millisecond.
const batch = 1000;
const attackMs = medianMs(() => {
	for (let i = 0; i < batch; i++) attackOdds(pvp);
}, 21, 3) / batch;
report({ name: "d20: exact attack odds, both roll (400 pairs)", value: attackMs, unit: "ms per query (median)", budget: "< 0.2 ms", pass: attackMs < 0.2 });

const opposedMs = medianMs(() => {
	for (let i = 0; i < batch; i++) opposedOdds({ label: "a", modifier: 3, player: true }, { label: "b", modifier: 4, player: true });
}, 21, 3) / batch;
report({ name: "d20: exact opposed odds (400 pairs)", value: opposedMs, unit: "ms per query (median)", budget: "< 0.2 ms", pass: opposedMs < 0.2 });

const cmMs = medianMs(() => {
	for (let i = 0; i < batch; i++) manoeuvreOdds({ attacker: { label: "a", bonus: 4, player: true }, defender: { label: "b", bonus: 6, player: true } });
}, 21, 3) / batch;
report({ name: "d20: exact manoeuvre odds (400 pairs)", value: cmMs, unit: "ms per query (median)", budget: "< 0.2 ms", pass: cmMs < 0.2 });

report({ name: "d20: chance vs a DC (closed form)", value: opsPerSecond(() => chanceVsDc(5, 15)), unit: "queries/s" });

const rng = seededRng(1);
const rolls = opsPerSecond(() => resolveAttack(pvp, rng));
report({ name: "d20: resolved attacks with explanation", value: rolls, unit: "attacks/s", budget: "> 50,000/s", pass: rolls > 50_000 });

// The table: a sheet is read from frontmatter and drawn as a model on every metadata change, and
// the check dialog recomputes its odds line on every change of a field.
const scores = { str: 16, dex: 14, con: 12, int: 10, wis: 8, cha: 13 };
const pc = { ledger: "character", system: "d20", name: "Mara Quell", level: 6, bcb: 6, ...scores, "vitality-max": 40, vitality: 31, "wound-points-max": 12, "armor-bonus": 3, skills: { athletics: 6, perception: 4, stealth: 2, diplomacy: 1 }, stance: "reckless", crippling: ["skills"] };
const others = Array.from({ length: 12 }, (_, i) => readCombatant({ frontmatter: { ...pc, ledger: "npc", name: `Thug ${i}`, stance: "neutral" }, basename: `Thug ${i}`, link: `[[Thug ${i}]]` }, "npc")).flatMap((c) => (c ? [c] : []));
const campaign = { frontmatter: { ledger: "campaign", system: "d20", "d20-minor": 2, "d20-major": 4, "d20-extreme": 8 } };
const source = { frontmatter: pc, basename: "Mara Quell", link: "[[Mara Quell]]" };
const sheetMs = medianMs(() => {
	for (let i = 0; i < batch; i++) d20Sheet(readD20NoteModel(source, "character", campaign, others));
}, 21, 3) / batch;
report({ name: "d20 table: read a note and build its sheet model (12 targets)", value: sheetMs, unit: "ms per sheet (median)", budget: "< 5 ms", pass: sheetMs < 5 });

const note = readD20NoteModel(source, "character", campaign, others);
let check = d20Form(note, "check:athletics") as D20Form;
for (const [key, value] of [["mode", "opposed"], ["opponentModifier", 5], ["pick1", "minor-bonus"], ["pick2", "minor-bonus"], ["pick3", "major-penalty"]] as const) check = changeForm(d20Game, note, check, key, value);
// The measured dialog must be the one named: an opposed check with its three picks.
if (check.action !== "check" || check.mode !== "opposed" || check.picks.length !== 3) throw new Error("The bench check is not opposed with 3 picks");
const checkMs = medianMs(() => {
	for (let i = 0; i < batch; i++) d20Preview(note, check);
}, 21, 3) / batch;
report({ name: "d20 table: check dialog odds line (opposed, 400 pairs, 3 picks)", value: checkMs, unit: "ms per change (median)", budget: "< 1 ms", pass: checkMs < 1 });

const attack = d20Form(note, "attack") as D20Form;
const attackLineMs = medianMs(() => {
	for (let i = 0; i < batch; i++) d20Preview(note, attack);
}, 21, 3) / batch;
report({ name: "d20 table: attack dialog odds line (hit and critical)", value: attackLineMs, unit: "ms per change (median)", budget: "< 1 ms", pass: attackLineMs < 1 });

finish("d20");
