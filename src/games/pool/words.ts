/**
 * The pool game's named things in the reader's language: the difficulties, the stances and the
 * Defense responses. Their ids (and a stance's English name, which the note keeps as its value) stay
 * the same in every language; only what a player reads is translated.
 */
import type { Stance } from "../../engine/systems/pool/combat";
import type { DifficultyName } from "../../engine/systems/pool/difficulty";
import { t } from "../../lang";

/** "Challenging", "Nigh Impossible", … */
export function difficultyLabel(id: DifficultyName): string {
	switch (id) {
		case "easy":
			return t("pool.difficulty.easy");
		case "moderate":
			return t("pool.difficulty.moderate");
		case "challenging":
			return t("pool.difficulty.challenging");
		case "difficult":
			return t("pool.difficulty.difficult");
		case "very-difficult":
			return t("pool.difficulty.veryDifficult");
		case "nigh-impossible":
			return t("pool.difficulty.nighImpossible");
	}
}

/** "Reckless Offense", … as a dialog shows it (the note keeps the English name, model.ts STANCES). */
export function stanceName(stance: Stance): string {
	switch (stance) {
		case "normal":
			return t("pool.stance.normal");
		case "reckless":
			return t("pool.stance.reckless");
		case "kamikaze":
			return t("pool.stance.kamikaze");
		case "defensive":
			return t("pool.stance.defensive");
	}
}

/** The title of a Defense response's entry: "Defense Roll", "Don't Hurt Me!", "Protect", "Counter". */
export function responseTitle(response: "defend" | "dont-hurt-me" | "protect" | "counter"): string {
	switch (response) {
		case "defend":
			return t("pool.response.defend");
		case "dont-hurt-me":
			return t("pool.response.dontHurtMe");
		case "protect":
			return t("pool.response.protect");
		case "counter":
			return t("pool.response.counter");
	}
}
