/**
 * The body of a `ledger-sheet` block: optional quick tasks, one per line under `tasks:`,
 *
 *     tasks:
 *       Climb | might | climbing
 *       Sneak past | speed | stealth
 *       Recall lore | intellect
 *
 * label | stat | skill (optional). Bad lines are reported with their line number and skipped, so
 * one typo never hides the whole sheet. Bounded: at most MAX_QUICK_TASKS, labels cut to 60.
 */
import { STATS, type Stat } from "../../engine/systems/cypher/character";

export const SHEET_LANGUAGE = "ledger-sheet";
export const MAX_QUICK_TASKS = 20;
/** Problems listed one by one; a pasted essay in the block gets a count, not a wall of warnings. */
export const MAX_PROBLEMS = 5;
const MAX_LABEL = 60;

export interface QuickTask {
	label: string;
	stat: Stat;
	/** Lower case, or "" for none. */
	skill: string;
}

export interface SheetSource {
	tasks: QuickTask[];
	problems: string[];
}

export function parseSheetSource(source: string): SheetSource {
	const tasks: QuickTask[] = [];
	const problems: string[] = [];
	let inTasks = false;
	const lines = source.split(/\r?\n/);
	lines.forEach((raw, index) => {
		const line = raw.trim().replace(/^-\s+/, "");
		const where = `line ${index + 1}`;
		if (line === "" || line.startsWith("#")) return;
		if (/^tasks\s*:\s*$/i.test(line)) {
			inTasks = true;
			return;
		}
		if (!inTasks) {
			problems.push(`${where}: expected "tasks:" followed by lines like "Climb | might | climbing"`);
			return;
		}
		const [label = "", stat = "", skill = "", ...rest] = line.split("|").map((part) => part.trim());
		const lower = stat.toLowerCase();
		if (label === "") problems.push(`${where}: a quick task needs a name before the first |`);
		else if (!STATS.includes(lower as Stat)) problems.push(`${where}: the stat must be might, speed or intellect, got "${stat.slice(0, 20)}"`);
		else if (rest.length > 0) problems.push(`${where}: expected name | stat | skill, got ${rest.length + 3} parts`);
		else if (tasks.length >= MAX_QUICK_TASKS) problems.push(`${where}: at most ${MAX_QUICK_TASKS} quick tasks`);
		else tasks.push({ label: label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label, stat: lower as Stat, skill: skill.toLowerCase() });
	});
	if (problems.length > MAX_PROBLEMS) {
		const more = problems.length - MAX_PROBLEMS;
		problems.splice(MAX_PROBLEMS, more, `and ${more} more line${more === 1 ? "" : "s"} that could not be read`);
	}
	return { tasks, problems };
}
