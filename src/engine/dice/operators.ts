/**
 * What the binary operators do to two whole numbers, and which right sides they refuse: one
 * definition for both interpreters, so a roll and its odds cannot disagree.
 */
import type { BinaryOp, Rounding } from "./ast";

/** x op y. `/` rounds as `rounding` says (toward zero unless floor(), ceil() or round() is around it); `%` has the sign of x. */
export function operate(op: BinaryOp, x: number, y: number, rounding: Rounding = "trunc"): number {
	switch (op) {
		case "+":
			return x + y;
		case "-":
			return x - y;
		case "*":
			return x * y;
		case "/":
			return divideRounded(x, y, rounding);
		case "%":
			return x % y;
		case "^":
			return Math.pow(x, y);
	}
}

/** Why `y` cannot stand on the right of `op`, as the end of a sentence; undefined when it can. */
export function refusedOperand(op: BinaryOp, y: number): string | undefined {
	if (y === 0 && op === "/") return "division by zero has no value";
	if (y === 0 && op === "%") return "a remainder by zero has no value";
	if (y < 0 && op === "^") return "a negative exponent would give a fraction (results here are whole numbers)";
	return undefined;
}

/** Integer division of whole numbers: toward zero, down, up, or to the nearest (halves away from zero). */
export function divideRounded(x: number, y: number, rounding: Rounding): number {
	const q = x / y;
	switch (rounding) {
		case "trunc":
			return Math.trunc(q);
		case "floor":
			return Math.floor(q);
		case "ceil":
			return Math.ceil(q);
		case "round":
			return Math.sign(q) * Math.round(Math.abs(q));
	}
}
