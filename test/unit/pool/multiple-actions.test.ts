import { describe, expect, it } from "vitest";
import { actionsThisRound, attackOn, nextAction } from "../../../src/engine/systems/pool/multiple-actions";
import { formatRoundRecord, readRoundRecord, withAction } from "../../../src/engine/encounter/round-record";
import { seedQuoter } from "../../helpers/seeds";

const quoted = seedQuoter("003");

describe("several actions in one round (003)", () => {
	it("the same action may not be taken against the same target twice", () => {
		quoted("the same action may not be taken against the same target twice, so you can't get multiple attacks against the same target");
		const record = { round: 2, actions: [attackOn("Bandit 1")], declared: 2 };
		const again = nextAction(record, attackOn("Bandit 1"), 2, "Tamsin");
		expect(!again.ok && again.error).toBe("Tamsin has already attacked Bandit 1 this round: the same action may not be taken against the same target twice.");
		// Another target is another action.
		const other = nextAction(record, attackOn("Bandit 2"), 2, "Tamsin");
		expect(other.ok && other.value.map((s) => s.text)).toEqual(["Action 2 of 2 this round."]);
	});

	it("every action of the round counts: a second action needs two declared, and all are at −2", () => {
		quoted("at penalty equal to the total number of actions taken- so if you take two extra actions, all three are at -3 dice");
		const one = { round: 1, actions: ["check"] };
		const short = nextAction(one, "check", 1, "Tamsin");
		expect(!short.ok && short.error).toBe("Tamsin has taken 1 action this round, so this one is action 2: set Actions this round to at least 2.");
		// The dialog starts from one more than taken.
		expect(actionsThisRound(one)).toBe(2);
		const late = nextAction(one, "check", 2, "Tamsin");
		expect(late.ok && late.value[0]?.text).toBe("Action 2 of 2 this round: the earlier roll was made as the only action, though the penalty is on every action of the round.");
		// Three declared up front: the third action is the third of three.
		expect(actionsThisRound({ round: 1, actions: ["check", "recover"], declared: 3 })).toBe(3);
	});
});

describe("the encounter's record of a round", () => {
	it("is written round first and read back; a record of another round is an empty one", () => {
		const record = withAction({ round: 3, actions: [], declared: 2 }, attackOn("Bandit 1"));
		expect(record.ok && formatRoundRecord(record.value)).toEqual(["round 3", "2 actions", "attack: Bandit 1"]);
		const read = readRoundRecord(["round 3", "2 actions", "attack: Bandit 1"], 3, "tamsin-round");
		expect(read.ok && read.value).toEqual({ round: 3, actions: ["attack: Bandit 1"], declared: 2 });
		expect(readRoundRecord(["round 2", "standard"], 3, "tamsin-round")).toEqual({ ok: true, value: { round: 3, actions: [] } });
		expect(readRoundRecord(undefined, 3, "tamsin-round")).toEqual({ ok: true, value: { round: 3, actions: [] } });
	});

	it("a list that is no record is a problem in the user's words, never a throw", () => {
		const bad = readRoundRecord({ round: 3 }, 3, "tamsin-round");
		expect(!bad.ok && bad.error).toBe('tamsin-round: expected a short list like ["round 2", "standard"]; remove it to start the round afresh.');
		const noRound = readRoundRecord(["standard"], 3, "tamsin-round");
		expect(!noRound.ok && noRound.error).toContain('must start with the round, like "round 2"');
		expect(readRoundRecord(Array.from({ length: 500 }, () => "standard"), 3, "k").ok).toBe(false);
	});
});
