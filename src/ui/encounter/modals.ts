/**
 * The tracker's dialogs: damage or healing for one combatant, the initiative options of each game
 * (Cypher easing and Effort per PC, d20 awareness), adding a combatant, ending the encounter, and
 * creating one. Each collects choices, hands them to an action, and shows a refusal under its button.
 */
import type { App } from "obsidian";
import type { Result } from "../../engine/result";
import { DAMAGE_KINDS, type DamageKind } from "../../engine/systems/cypher/health";
import { MAX_COUNT } from "../../engine/encounter";
import type { Combatant, EncounterNote } from "../../notes/encounter/read";
import { FormModal } from "../form-modal";
import { NOTE_FIELDS, suggestNotes } from "../note-suggest";
import { countChoices, dropdownRow, numberRow, sameChoices, textRow } from "../setting-rows";
import { healTracks, type HarmRequest, type InitiativeOptions } from "./actions";
import { labelText } from "../user-text";

/** What each game's dialog says; the games' own terms (Speed, Quick, Reflex) keep their capitals. */
const HINTS = {
	flatFooted: "Flat-footed: a DC 15 Reflex save is rolled; if it fails, the damage goes to Wound points.",
	cypher: "Player characters roll Speed; NPCs act on their target number (3 × level). A PC who meets or beats it acts first.",
	d20: "d20 + BCB + DEX modifier. If some but not all are aware, the aware act in a surprise round first.",
	pool: "Everyone rolls a standard roll with Quick and Slow; on a tie the larger pool goes first.",
} as const;

/** A dialog that submits once and shows the refusal under its button; the first control gets focus. */
abstract class SubmitModal extends FormModal {
	protected errorEl: HTMLElement | undefined;
	submitButton: HTMLButtonElement | undefined;

	protected footer(label: string): void {
		this.errorEl = this.contentEl.createDiv({ cls: "cl-warning", attr: { role: "alert" } });
		this.submitButton = this.footerButton("mod-cta", label, () => void this.submit());
		const first = this.contentEl.querySelector<HTMLElement>("select, input, button");
		first?.focus();
	}

	protected abstract run(): Promise<Result<unknown>>;

	async submit(): Promise<void> {
		const button = this.submitButton;
		if (!button || button.disabled) return;
		button.disabled = true;
		const result = await this.run();
		button.disabled = false;
		if (result.ok) this.close();
		else this.errorEl?.setText(result.error);
	}
}

/** Damage or healing for a combatant of any game (Cypher PCs' damage uses the sheet's own damage dialog). */
export class HarmModal extends SubmitModal {
	id: string;
	amount = 0;
	kind: DamageKind = "physical";
	stat: "might" | "speed" | "intellect" = "might";
	track = "";

	constructor(
		app: App,
		private readonly note: EncounterNote,
		private readonly mode: "damage" | "heal",
		private readonly onSubmit: (request: HarmRequest) => Promise<Result<unknown>>,
		preselected?: string,
	) {
		super(app);
		this.id = preselected ?? this.choices()[0]?.ref.id ?? "";
	}

	private choices(): Combatant[] {
		return this.note.combatants.filter((c) => c.problem === undefined);
	}

	override onOpen(): void {
		this.setTitle(this.mode === "damage" ? "Damage" : "Heal");
		this.draw();
	}

	private draw(): void {
		const { contentEl } = this;
		contentEl.empty();
		dropdownRow(contentEl, "Combatant", this.choices().map((c) => [c.ref.id, c.ref.id]), this.id, (v) => {
			this.id = v;
			this.track = "";
			this.draw();
		});
		const c = this.note.combatants.find((x) => x.ref.id === this.id);
		if (c) contentEl.createEl("p", { cls: "cl-encounter-dialog-health", text: labelText(`${c.health}${c.status.length > 0 ? ` · ${c.status.join(" · ")}` : ""}`) });
		numberRow(contentEl, this.mode === "damage" ? "Points of damage" : "Points healed", this.amount, (n) => {
			this.amount = n;
		});
		if (this.mode === "heal" && c) {
			const tracks = healTracks(c);
			if (this.track === "") this.track = tracks[0]?.[0] ?? "";
			dropdownRow(contentEl, "Track", tracks.map(([key, label, current, max]) => [key, `${label} (${current} / ${max})`]), this.track, (v) => {
				this.track = v;
			});
		}
		const data = c?.data;
		if (this.mode === "damage" && data?.system === "cypher" && "pc" in data) {
			// From the command: Pool damage (rolling into wounds, or the damage track, by the campaign); a row's Damage button also offers a wound.
			dropdownRow(contentEl, "Pool", [["might", "Might"], ["speed", "Speed"], ["intellect", "Intellect"]], this.stat, (v) => {
				this.stat = v === "speed" || v === "intellect" ? v : "might";
			});
		}
		if (this.mode === "damage" && data?.system === "cypher" && "npc" in data) {
			dropdownRow(contentEl, "Kind", sameChoices(DAMAGE_KINDS), this.kind, (v) => {
				this.kind = v as DamageKind;
			}, `Armor ${data.npc.armor} is subtracted from physical damage.`);
		}
		if (this.mode === "damage" && this.note.system === "d20" && c && this.note.flatFooted.includes(c.ref.id)) {
			contentEl.createEl("p", { cls: "cl-encounter-dialog-note", text: HINTS.flatFooted });
		}
		this.footer(this.mode === "damage" ? "Apply damage" : "Heal");
	}

	protected run(): Promise<Result<unknown>> {
		if (!this.id) return Promise.resolve({ ok: false, error: "Choose a combatant." });
		if (this.mode === "heal") return this.onSubmit({ id: this.id, mode: "heal", amount: this.amount, track: this.track });
		return this.onSubmit({ id: this.id, mode: "damage", amount: this.amount, kind: this.kind, stat: this.stat });
	}
}

/** Before the roll: Cypher PCs' assets and Speed Effort; d20 awareness (the unaware miss the surprise round). */
export class InitiativeModal extends SubmitModal {
	options: InitiativeOptions = { cypher: {}, aware: {} };

	constructor(
		app: App,
		private readonly note: EncounterNote,
		private readonly onRoll: (options: InitiativeOptions) => Promise<Result<unknown>>,
	) {
		super(app);
		for (const c of note.combatants) if (note.system === "d20") (this.options.aware as Record<string, boolean>)[c.ref.id] = !note.unaware.includes(c.ref.id);
	}

	override onOpen(): void {
		this.setTitle(`Roll initiative: ${this.note.file.basename}`);
		const { contentEl } = this;
		contentEl.empty();
		if (this.note.system === "cypher") {
			contentEl.createEl("p", { text: HINTS.cypher });
			for (const c of this.note.combatants) {
				const data = c.data;
				if (data?.system !== "cypher" || !("pc" in data)) continue;
				const chosen = ((this.options.cypher as Record<string, { assets?: number; effort?: number }>)[c.ref.id] = { assets: 0, effort: 0 });
				const skill = data.pc.skills["initiative"];
				contentEl.createEl("h4", { cls: "cl-encounter-dialog-who", text: labelText(`${c.ref.id}${skill ? ` (${skill} in initiative)` : ""}`) });
				dropdownRow(contentEl, `Assets for ${c.ref.id}`, countChoices(2), "0", (v) => {
					chosen.assets = Number(v);
				});
				dropdownRow(contentEl, `Speed Effort for ${c.ref.id}`, countChoices(Math.max(0, Math.min(6, data.pc.effort))), "0", (v) => {
					chosen.effort = Number(v);
				}, `Speed ${data.pc.pools.speed.current} / ${data.pc.pools.speed.max}, Edge ${data.pc.pools.speed.edge}`);
			}
		} else if (this.note.system === "d20") {
			contentEl.createEl("p", { text: HINTS.d20 });
			for (const c of this.note.combatants) {
				const aware = this.options.aware as Record<string, boolean>;
				dropdownRow(contentEl, c.ref.id, [["aware", "Aware"], ["unaware", "Unaware (surprised)"]], aware[c.ref.id] === false ? "unaware" : "aware", (v) => {
					aware[c.ref.id] = v === "aware";
				});
			}
		} else {
			contentEl.createEl("p", { text: HINTS.pool });
		}
		this.footer("Roll initiative");
	}

	protected run(): Promise<Result<unknown>> {
		return this.onRoll(this.options);
	}
}

/**
 * A note or creature page by name, with a count for several numbered instances. A creature page's
 * "Add to encounter" opens it with the page and one instance filled in, and the encounter in the title.
 */
export class AddCombatantModal extends SubmitModal {
	name = "";
	count = 0;

	constructor(
		app: App,
		private readonly onAdd: (linkpath: string, count?: number) => Promise<Result<unknown>>,
		private readonly title = "Add combatant",
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle(this.title);
		const { contentEl } = this;
		contentEl.empty();
		const setName = (v: string): void => {
			this.name = v;
		};
		const name = textRow(contentEl, "Note or creature page", "Rust Hound", this.name, setName, "A character, an NPC note or a compendium creature page, by name.");
		suggestNotes(this.app, name, NOTE_FIELDS.combatant, setName);
		numberRow(contentEl, "How many", this.count, (n) => {
			this.count = n;
		}, `0 for the note itself; 1 to ${MAX_COUNT} for numbered instances whose health is kept in this encounter.`);
		this.footer("Add");
	}

	protected run(): Promise<Result<unknown>> {
		const name = this.name.replace(/^\[\[|\]\]$/g, "").trim();
		if (name === "") return Promise.resolve({ ok: false, error: "Name a note or creature page." });
		if (!Number.isInteger(this.count) || this.count < 0 || this.count > MAX_COUNT) return Promise.resolve({ ok: false, error: `How many must be 0 to ${MAX_COUNT}.` });
		return this.onAdd(name, this.count === 0 ? undefined : this.count);
	}
}

export class EndEncounterModal extends SubmitModal {
	xp = 0;

	constructor(
		app: App,
		private readonly note: EncounterNote,
		private readonly onEnd: (xp: number) => Promise<Result<unknown>>,
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle(`End encounter: ${this.note.file.basename}`);
		const { contentEl } = this;
		contentEl.empty();
		const fell = this.note.combatants.filter((c) => c.down).map((c) => c.ref.id);
		contentEl.createEl("p", { text: labelText(`${this.note.round} ${this.note.round === 1 ? "round" : "rounds"}; ${fell.length > 0 ? `fell: ${fell.join(", ")}` : "nobody fell"}.`) });
		numberRow(contentEl, "Experience points to each player character", this.xp, (n) => {
			this.xp = n;
		}, this.note.system === "cypher" ? "Written to each PC's xp; 0 for none." : "Recorded in the session log; 0 for none.");
		this.footer("End encounter");
	}

	protected run(): Promise<Result<unknown>> {
		return this.onEnd(this.xp);
	}
}

export interface EncounterCandidate {
	linkpath: string;
	label: string;
}

/** A new encounter: its name, who of the campaign takes part, and creature lines with a count. */
export class CreateEncounterModal extends SubmitModal {
	name = "";
	chosen = new Set<string>();
	creatures = "";

	constructor(
		app: App,
		private readonly campaignName: string,
		private readonly candidates: EncounterCandidate[],
		private readonly onCreate: (name: string, lines: string[]) => Promise<Result<unknown>>,
	) {
		super(app);
	}

	override onOpen(): void {
		this.setTitle(`Create encounter: ${this.campaignName}`);
		const { contentEl } = this;
		contentEl.empty();
		textRow(contentEl, "Name", "Ambush at the well", this.name, (v) => {
			this.name = v;
		});
		for (const c of this.candidates) {
			dropdownRow(contentEl, c.label, [["out", "Not in this fight"], ["in", "Takes part"]], "out", (v) => {
				if (v === "in") this.chosen.add(c.linkpath);
				else this.chosen.delete(c.linkpath);
			});
		}
		const setCreatures = (v: string): void => {
			this.creatures = v;
		};
		const creatures = textRow(contentEl, "Creatures", "3 × Rust Hound", this.creatures, setCreatures, 'Creature pages or NPC notes with a count, separated by commas: "3 × Rust Hound, Ghoul".');
		suggestNotes(this.app, creatures, NOTE_FIELDS.creatures, setCreatures);
		this.footer("Create encounter");
	}

	protected run(): Promise<Result<unknown>> {
		const lines = [...this.chosen].map((p) => `[[${p}]]`);
		for (const part of this.creatures.split(",")) {
			const m = /^\s*(?:(\d+)\s*[×xX*]\s*)?(?:\[\[)?([^\]]+?)(?:\]\])?\s*$/.exec(part);
			if (part.trim() === "") continue;
			if (!m) return Promise.resolve({ ok: false, error: `"${part.trim().slice(0, 60)}" is not a creature line like "3 × Rust Hound".` });
			lines.push(m[1] ? `${m[1]} × [[${m[2] as string}]]` : `[[${m[2] as string}]]`);
		}
		return this.onCreate(this.name, lines);
	}
}
