import { describe, expect, it } from "vitest";
import type { Field } from "../../../src/games/frame/game";
import { changeForm, MAX_TEXT } from "../../../src/games/frame/form-change";

interface Form {
	dc: number;
	difficulty: number;
	mode: string;
	easy: boolean;
	label: string;
	/** Derived by the game's update: always twice the DC. */
	double: number;
}

const FIELDS: Field[] = [
	{ kind: "number", key: "dc", label: "DC", value: 0, min: 1, max: 30 },
	{ kind: "choice", key: "difficulty", label: "Difficulty", value: "3", choices: [["0", "Routine"], ["3", "Demanding"], ["6", "Intimidating"]] },
	{ kind: "choice", key: "mode", label: "Against", value: "dc", choices: [["dc", "A DC"], ["opposed", "An opposed roll"]] },
	{ kind: "toggle", key: "easy", label: "Easy", value: false },
	{ kind: "text", key: "label", label: "Label", value: "" },
];

const game = {
	fields: (): Field[] => FIELDS,
	update: (_model: null, form: Form): Form => ({ ...form, double: form.dc * 2 }),
};
const start: Form = { dc: 10, difficulty: 3, mode: "dc", easy: false, label: "", double: 20 };
const change = (key: string, value: string | number | boolean): Form => changeForm(game, null, start, key, value);

describe("a dialog change, checked against the field the user sees", () => {
	it("clamps a number to the field's range and keeps the old value for something that is not a number", () => {
		expect(change("dc", "99").dc).toBe(30);
		expect(change("dc", -4).dc).toBe(1);
		expect(change("dc", "12.7").dc).toBe(12);
		expect(change("dc", "twelve").dc).toBe(10);
		expect(change("dc", "").dc).toBe(10);
	});

	it("accepts only the field's choices, and stores a choice that stands for a number as that number", () => {
		expect(change("mode", "opposed").mode).toBe("opposed");
		expect(change("mode", "javascript:alert(1)").mode).toBe("dc");
		expect(change("difficulty", "6").difficulty).toBe(6);
		expect(change("difficulty", "7").difficulty).toBe(3);
	});

	it("reads a toggle as true only for true, and bounds a text", () => {
		expect(change("easy", true).easy).toBe(true);
		expect(change("easy", "true").easy).toBe(false);
		expect(change("label", "x".repeat(5000)).label).toHaveLength(MAX_TEXT);
	});

	it("lets the game adjust what depends on the change, after the value is checked", () => {
		expect(change("dc", "99").double).toBe(60);
	});

	it("leaves a key no field declares to the game alone", () => {
		expect(change("unknown", 5)).toEqual(start);
	});
});
