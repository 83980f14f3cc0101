/**
 * The initiative dialog, a game of the table's one roll dialog (ui/frame/roll-modal.ts): each
 * game's choices (Cypher assets and Speed Effort per PC, d20 awareness), group initiative, the
 * chance each combatant has to act before each opponent, and the dice to type in when they were
 * rolled at the table, listed in the order the roll draws them (initiative-plan.ts).
 */
import type { App } from "obsidian";
import { coinWord, readCoins, type ActBeforeLine } from "../../engine/encounter";
import type { Field, PreviewLine } from "../../games/frame/game";
import { formatPercent } from "../../games/dice/format";
import { t } from "../../lang";
import type { EncounterNote } from "../../notes/encounter/read";
import { RollModal, type DialogGame } from "../frame/roll-modal";
import type { SubmitHow } from "../frame/pipeline";
import type { TypedInitiative } from "./actions";
import { groupInitiativeOn, hasInstanceGroups, initiativePlan, planChances, planDice, type InitiativeOptions } from "./initiative-plan";

/** What each game's initiative dialog says; the games' own terms (Speed, Quick) keep their capitals. */
function hint(system: EncounterNote["system"]): string {
	if (system === "cypher") return t("encounter.initiativeDialog.hintCypher");
	return system === "d20" ? t("encounter.initiativeDialog.hintD20") : t("encounter.initiativeDialog.hintPool");
}

/** Chance lines shown in the panel; the rest are folded so a long fight stays readable on a phone. */
const SHOWN_LINES = 4;

/**
 * The Cypher PCs' choices ("assets:Kessa Varn", "effort:Kessa Varn"), the d20 combatants' awareness
 * ("aware:Goblin 1"), group initiative ("group") and the d20 coins tossed at the table ("coins").
 */
export type InitiativeForm = Record<string, number | boolean | string>;

export function initiativeForm(note: EncounterNote): InitiativeForm {
	const form: InitiativeForm = { group: groupInitiativeOn(note), coins: "" };
	for (const c of note.combatants) {
		if (note.system === "d20") form[`aware:${c.ref.id}`] = !note.unaware.includes(c.ref.id);
		if (c.data?.system === "cypher" && "pc" in c.data) {
			form[`assets:${c.ref.id}`] = 0;
			form[`effort:${c.ref.id}`] = 0;
		}
	}
	return form;
}

export function initiativeOptions(form: InitiativeForm): InitiativeOptions {
	const options: Required<Omit<InitiativeOptions, "group">> & Pick<InitiativeOptions, "group"> = { cypher: {}, aware: {} };
	for (const [key, value] of Object.entries(form)) {
		if (key === "group") {
			options.group = value === true;
			continue;
		}
		const at = key.indexOf(":");
		if (at < 0) continue;
		const what = key.slice(0, at);
		const id = key.slice(at + 1);
		if (what === "aware") options.aware[id] = value === true;
		else if (what === "assets" || what === "effort") (options.cypher[id] ??= {})[what] = Number(value);
	}
	return options;
}

/** "Kessa Varn acts before Rust Hound 55%, Ghoul 40%": one line per combatant. */
export function chanceLine(line: ActBeforeLine): string {
	const against = line.against.map((a) => (a.gmDecides !== undefined ? t("encounter.initiativeDialog.chanceGm", { name: a.opponent, chance: formatPercent(a.chance), gm: formatPercent(a.gmDecides) }) : t("encounter.initiativeDialog.chance", { name: a.opponent, chance: formatPercent(a.chance) })));
	return t("encounter.initiativeDialog.actsBefore", { name: line.who, against: against.join(", ") });
}

function chancePreview(note: EncounterNote, form: InitiativeForm): { lines: PreviewLine[]; folded: PreviewLine[]; notes: string[] } {
	const plan = initiativePlan(note, note.combatants.filter((c) => c.problem === undefined), initiativeOptions(form));
	const chances = planChances(note, plan);
	if (!chances.ok) return { lines: [], folded: [], notes: [t("encounter.initiativeDialog.noChances", { error: chances.error })] };
	const lines = chances.value.map((l): PreviewLine => ({ text: chanceLine(l), part: "act-before" }));
	return { lines: lines.slice(0, SHOWN_LINES), folded: lines.slice(SHOWN_LINES), notes: [] };
}

export const initiativeDialog: DialogGame<EncounterNote, InitiativeForm> = {
	title: (note) => t("encounter.initiativeDialog.title", { encounter: note.file.basename }),
	fields(note, form): Field[] {
		const list = note.combatants.flatMap((c): Field[] => {
			const id = c.ref.id;
			if (note.system === "d20") return [{ kind: "choice", key: `aware:${id}`, label: id, value: form[`aware:${id}`] === false ? "false" : "true", choices: [["true", t("encounter.initiativeDialog.aware")], ["false", t("encounter.initiativeDialog.unaware")]] }];
			const data = c.data;
			if (data?.system !== "cypher" || !("pc" in data)) return [];
			const skill = data.pc.skills["initiative"];
			return [
				{ kind: "number", key: `assets:${id}`, label: t("encounter.initiativeDialog.assets", { name: id }), value: Number(form[`assets:${id}`] ?? 0), min: 0, max: 2, ...(skill ? { description: t("encounter.initiativeDialog.skill", { skill }) } : {}) },
				{ kind: "number", key: `effort:${id}`, label: t("encounter.initiativeDialog.effort", { name: id }), value: Number(form[`effort:${id}`] ?? 0), min: 0, max: Math.max(0, Math.min(6, data.pc.effort)), description: t("encounter.initiativeDialog.speed", { current: data.pc.pools.speed.current, max: data.pc.pools.speed.max, edge: data.pc.pools.speed.edge }) },
			];
		});
		// Cypher NPCs roll nothing, so sharing a roll changes nothing there (the panel says so).
		if (note.system !== "cypher" && (hasInstanceGroups(note) || form["group"] === true)) {
			list.push({ kind: "toggle", key: "group", label: t("encounter.initiativeDialog.group"), value: form["group"] === true, description: t("encounter.initiativeDialog.groupHelp") });
		}
		if (note.system === "d20") {
			list.push({ kind: "text", key: "coins", label: t("encounter.initiativeDialog.coins"), value: String(form["coins"] ?? ""), placeholder: `${coinWord("heads")}, ${coinWord("tails")}`, maxLength: 200, description: t("encounter.initiativeDialog.coinsHelp"), rare: true });
		}
		return list;
	},
	// The keys name a combatant, so the form holds no plain value for the frame to store: this does.
	update: (_note, form, key, value) => (key in form ? { ...form, [key]: key === "coins" ? String(value) : typeof value === "string" ? value === "true" : value } : form),
	preview(note, form) {
		const plan = initiativePlan(note, note.combatants.filter((c) => c.problem === undefined), initiativeOptions(form));
		const dice = planDice(note, plan);
		const chances = chancePreview(note, form);
		const notes: PreviewLine[] = [...chances.notes];
		if (note.system === "cypher" && hasInstanceGroups(note)) notes.push(t("encounter.initiativeDialog.groupCypher"));
		const coins = readCoins(String(form["coins"] ?? ""));
		const preview = {
			odds: [hint(note.system), ...chances.lines],
			notes,
			submit: t("commands.tracker.rollInitiative"),
			...(dice.ok ? { dice: dice.value } : {}),
			...(chances.folded.length > 0 ? { folded: { summary: t("encounter.initiativeDialog.more", { count: chances.folded.length }), lines: chances.folded } } : {}),
		};
		if (!dice.ok) return { ...preview, refusal: dice.error };
		if (!coins.ok) return { ...preview, refusal: coins.error };
		return preview;
	},
};

/** Opens the dialog; its button rolls, or plays back the dice typed in at the table. */
export function openInitiativeDialog(app: App, note: EncounterNote, run: (options: InitiativeOptions, typed: TypedInitiative | undefined, how: SubmitHow) => Promise<{ ok: boolean }>): RollModal<EncounterNote, InitiativeForm> {
	const modal = new RollModal(app, initiativeDialog, note, initiativeForm(note), (form, entered, how) => {
		const coins = readCoins(String(form["coins"] ?? ""));
		if (!coins.ok) return Promise.resolve({ ok: false, error: coins.error });
		return run(initiativeOptions(form), entered === undefined ? undefined : { entered, coins: coins.value }, how);
	});
	modal.open();
	return modal;
}
