/**
 * Entry ids: a fixed-width base-36 millisecond time, a dash, and a random base-36 suffix, e.g.
 * "mhz3k2a1b-x7q2ka". Fixed width makes plain string order equal time order (sortable in any
 * file listing or Dataview query); the suffix keeps two devices logging in the same millisecond
 * apart; within one session a factory also never hands out the same time twice.
 */
import type { Rng } from "../rng";

const TIME_WIDTH = 9; // base-36 milliseconds fit 9 digits until the year 5188
const SUFFIX_LENGTH = 6; // 36^6 ≈ 2.2 billion suffixes
const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

export const ENTRY_ID_PATTERN = /^[0-9a-z]{9}-[0-9a-z]{6}$/;

export type IdFactory = () => string;

/** A generator of strictly increasing ids; `now` returns epoch milliseconds. */
export function createIdFactory(rng: Rng, now: () => number): IdFactory {
	let last = -1;
	return () => {
		// Two entries in the same millisecond (or a clock stepping back) still sort in creation order.
		const time = Math.max(Math.floor(now()), last + 1);
		last = time;
		let suffix = "";
		for (let i = 0; i < SUFFIX_LENGTH; i++) suffix += DIGITS[rng.nextInt(DIGITS.length)];
		return `${time.toString(36).padStart(TIME_WIDTH, "0")}-${suffix}`;
	};
}
