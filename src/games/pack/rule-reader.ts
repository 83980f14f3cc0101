/**
 * Reading one rule note's properties: the FieldReader of the note schemas (every problem in the
 * user's words, naming the key and the value), plus what rule notes need besides: ids in the form
 * notes store them, the durations and levels packs use, and a plain word for every key that belongs
 * to another game (a pool-game `dice` on a Cypher condition is said, never ignored).
 */
import { DURATIONS, type Duration } from "../../engine/conditions";
import { CONDITION_ID } from "../../engine/encounter/timers";
import { ADJUSTMENT_LEVELS, type AdjustmentLevel } from "../../engine/systems/d20/settings";
import type { Direction } from "../../engine/systems/d20/adjustments";
import { describeValue, FieldReader } from "../../notes/schema/fields";
import type { SystemId } from "../../notes/schema/kind";
import { t } from "../../lang";

/** How a game is named in a sentence about its rules, in the language of the moment it is read (getters, so nothing is read at load). */
export const GAME_NAMES: Readonly<Record<SystemId, string>> = {
	get cypher() {
		return t("frame.game.name.cypher");
	},
	get pool() {
		return t("frame.game.name.pool");
	},
	get d20() {
		return t("frame.game.name.d20");
	},
};

export class RuleReader {
	readonly fields: FieldReader;

	constructor(readonly properties: Readonly<Record<string, unknown>>) {
		this.fields = new FieldReader(properties);
	}

	get problems(): string[] {
		return this.fields.problems.map((p) => p.message);
	}

	has(key: string): boolean {
		return this.fields.has(key);
	}

	/** An id as notes store it ("dazed"); `fallback` when absent and not required. */
	id(key: string, required: boolean): string | undefined {
		const v = this.fields.value(key);
		if (v === undefined) {
			if (required) this.fields.note(key, t("pack.problem.idRequired"));
			return undefined;
		}
		const text = typeof v === "string" ? v.trim() : undefined;
		if (text !== undefined && CONDITION_ID.test(text)) return text;
		this.fields.report(key, t("pack.problem.idExpected"), v);
		return undefined;
	}

	/** Text the user reads (a label): required, plain, at most 60 characters. */
	label(key: string): string {
		if (!this.fields.has(key)) {
			this.fields.note(key, t("pack.problem.labelRequired"));
			return "";
		}
		const text = this.fields.text(key, "");
		if (text.length > 60) {
			this.fields.report(key, t("pack.problem.labelTooLong", { max: 60 }), text);
			return "";
		}
		return text;
	}

	int(key: string, fallback: number, min: number, max: number): number {
		return this.fields.int(key, fallback, min, max);
	}

	bool(key: string): boolean {
		return this.fields.bool(key, false);
	}

	duration(key: string, fallback: Duration): Duration {
		return this.fields.oneOf(key, DURATIONS, fallback);
	}

	oneOf<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
		return this.fields.oneOf(key, allowed, fallback);
	}

	/** "minor penalty", "Major bonus": a d20 adjustment's level and direction; undefined when absent. */
	adjustment(key: string): { level: AdjustmentLevel; direction: Direction } | undefined {
		const v = this.fields.value(key);
		if (v === undefined) return undefined;
		const match = typeof v === "string" ? /^\s*(minor|major|extreme)\s+(bonus|penalty)\s*$/i.exec(v) : null;
		const level = match?.[1]?.toLowerCase() as AdjustmentLevel | undefined;
		if (!match || level === undefined || !ADJUSTMENT_LEVELS.includes(level)) {
			this.fields.report(key, t("pack.problem.adjustmentExpected"), v);
			return undefined;
		}
		return { level, direction: (match[2] ?? "").toLowerCase() as Direction };
	}

	/**
	 * Keys another game's rules of this kind use, said plainly: this game has no meaning for them, so
	 * the plugin cannot apply them. `own` are this game's keys; `others` every game's.
	 */
	foreignKeys(system: SystemId, own: readonly string[], others: Readonly<Record<SystemId, readonly string[]>>): void {
		for (const [game, keys] of Object.entries(others) as [SystemId, readonly string[]][]) {
			if (game === system) continue;
			for (const key of keys) {
				if (own.includes(key) || !this.fields.has(key)) continue;
				this.fields.note(key, t("pack.problem.foreignKey", { owner: GAME_NAMES[game], game: GAME_NAMES[system], value: describeValue(this.properties[key]) }));
			}
		}
	}
}
