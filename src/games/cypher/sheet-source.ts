/**
 * The body of a `ledger-sheet` block: optional quick tasks, one per line under `tasks:`,
 *
 *     tasks:
 *       Climb | might | climbing
 *       Sneak past | speed | stealth
 *       Recall lore | intellect
 *       Swing the greatsword | might | heavy weapon
 *
 * name | stat, then optionally a skill and a weapon ("light weapon", "medium weapon", "heavy
 * weapon", or just "heavy"), in either order: a weapon makes the task an attack. Bad lines are reported with their line numbers and skipped, so
 * one typo never hides the whole sheet. Every problem is listed; lines with the same problem share
 * one line ("lines 22–26: …"). Bounded: at most MAX_QUICK_TASKS, labels cut to 60, and at most
 * MAX_SOURCE_LINES lines read.
 */
import { STATS, type Stat } from "../../engine/systems/cypher/character";
import { WEAPON_CATEGORIES, type WeaponCategory } from "../../engine/systems/cypher/task";
import { t } from "../../lang";

export const MAX_QUICK_TASKS = 20;
/** Lines read from the block; a pasted essay beyond this is one problem naming the lines skipped. */
export const MAX_SOURCE_LINES = 200;
const MAX_LABEL = 60;

export interface QuickTask {
	label: string;
	stat: Stat;
	/** Lower case, or "" for none. */
	skill: string;
	/** The weapon the task attacks with, when it is an attack. */
	weapon?: WeaponCategory;
}

/** "heavy weapon" or "heavy": the weapon category of a quick task's part, else undefined. */
const weaponOf = (part: string): WeaponCategory | undefined => {
	const word = part.toLowerCase().replace(/\s+weapon$/, "");
	return (WEAPON_CATEGORIES as readonly string[]).includes(word) ? (word as WeaponCategory) : undefined;
};
/** A stat as typed, cut to 30 characters for a problem to quote (the message puts the quotes). */
const cut = (text: string): string => (text.length > 30 ? `${text.slice(0, 29)}…` : text);
/** The block's key for the quick tasks: the words the block is written in (this and the stats, might, speed and intellect) are never translated. */
const TASKS_KEY = "tasks:";

export interface SheetSource {
	tasks: QuickTask[];
	problems: string[];
}

export function parseSheetSource(source: string): SheetSource {
	const tasks: QuickTask[] = [];
	/** Each problem's message with the lines that have it, in the order first seen. */
	const found = new Map<string, number[]>();
	const problem = (line: number, message: string): void => {
		const lines = found.get(message);
		if (lines) lines.push(line);
		else found.set(message, [line]);
	};
	let inTasks = false;
	const lines = source.split(/\r?\n/);
	lines.slice(0, MAX_SOURCE_LINES).forEach((raw, index) => {
		const line = raw.trim().replace(/^-\s+/, "");
		const at = index + 1;
		if (line === "" || line.startsWith("#")) return;
		if (/^tasks\s*:\s*$/i.test(line)) {
			inTasks = true;
			return;
		}
		if (!inTasks) {
			problem(at, t("cypher.sheet.problem.notTasks", { key: TASKS_KEY }));
			return;
		}
		const [label = "", stat = "", ...rest] = line.split("|").map((part) => part.trim());
		const lower = stat.toLowerCase();
		const weapons: WeaponCategory[] = [];
		const skills: string[] = [];
		for (const part of rest) {
			const weapon = weaponOf(part);
			if (weapon !== undefined) weapons.push(weapon);
			else if (part !== "") skills.push(part);
		}
		if (!line.includes("|")) problem(at, t("cypher.sheet.problem.notQuickTask"));
		else if (label === "") problem(at, t("cypher.sheet.problem.noName"));
		else if (!STATS.includes(lower as Stat)) problem(at, stat === "" ? t("cypher.sheet.problem.noStat") : t("cypher.sheet.problem.notStat", { typed: cut(stat) }));
		else if (skills.length > 1 || weapons.length > 1) problem(at, t("cypher.sheet.problem.tooManyParts"));
		else if (tasks.length >= MAX_QUICK_TASKS) problem(at, t("cypher.sheet.problem.tooManyTasks", { max: MAX_QUICK_TASKS }));
		else {
			const task: QuickTask = { label: label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label, stat: lower as Stat, skill: (skills[0] ?? "").toLowerCase() };
			const weapon = weapons[0];
			if (weapon !== undefined) task.weapon = weapon;
			tasks.push(task);
		}
	});
	const problems = [...found].map(([message, at]) => t("cypher.sheet.problem.atLines", { count: at.length, lines: linesText(at), problem: message }));
	const lastWritten = lines.findLastIndex((line) => line.trim() !== "") + 1;
	if (lastWritten > MAX_SOURCE_LINES) problems.push(t("cypher.sheet.problem.notRead", { from: String(MAX_SOURCE_LINES + 1), to: String(lastWritten), max: MAX_SOURCE_LINES }));
	return { tasks, problems };
}

/** "3", "22–26", "3, 5–7": the line numbers, consecutive lines as one range (the message says "line" or "lines"). Written as the editor numbers lines, with no grouping in any language. */
function linesText(numbers: readonly number[]): string {
	const ranges: string[] = [];
	let start = numbers[0] ?? 0;
	let end = start;
	for (const n of [...numbers.slice(1), Number.NaN]) {
		if (n === end + 1) {
			end = n;
			continue;
		}
		ranges.push(start === end ? String(start) : `${start}–${end}`);
		start = n;
		end = n;
	}
	return ranges.join(", ");
}
