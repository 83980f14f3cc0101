/**
 * A session's totals as properties (issue 22 §4), for Bases and anything else that reads properties:
 * written when the next session starts and on demand, counting what the summary counts (undone
 * entries left out), under keys of the plugin's own. And sync conflict copies of a session note are
 * never counted as another session (issue 22 §2).
 */
import { describe, expect, it } from "vitest";
import { applyOutcome } from "../../../src/notes/apply-outcome";
import { createCampaign, sessionsOf } from "../../../src/notes/campaign";
import { writeSessionTotals } from "../../../src/notes/log/session-totals";
import { undoEntry } from "../../../src/notes/log/undo";
import { runStartNextSession } from "../../../src/ui/commands/register";
import { testVault } from "../campaign/helpers";
import { vaultWith } from "../helpers/vault";
import { entry, ids, KIRA, kiraNote, SESSION, sessionNote } from "./fixtures";

describe("a session's totals as properties", () => {
	it("counts rolls, outcomes, intrusions, XP awarded and spent, and damage, leaving undone entries out", async () => {
		const vault = vaultWith({ [SESSION]: sessionNote, [KIRA]: kiraNote });
		const session = vault.file(SESSION);
		await applyOutcome(vault.app, { sessionFile: session, entry: entry({ id: "t1" }) });
		await applyOutcome(vault.app, { sessionFile: session, entry: entry({ id: "t2", outcome: { code: "failure", text: "Failure" } }) });
		await applyOutcome(vault.app, { sessionFile: session, entry: entry({ id: "x1", kind: "intrusion", dice: [], outcome: undefined, changes: [{ target: "[[Kira]]", key: "xp", before: 3, after: 5 }] }) });
		await applyOutcome(vault.app, { sessionFile: session, entry: entry({ id: "s1", kind: "xp", dice: [], outcome: undefined, changes: [{ target: "[[Kira]]", key: "xp", before: 5, after: 4 }] }) });
		await applyOutcome(vault.app, { sessionFile: session, entry: entry({ id: "d1", kind: "damage", dice: [], outcome: undefined, inputs: [{ key: "damage", value: 4 }], changes: [{ target: "[[Kira]]", key: "might", before: 9, after: 5 }] }) });
		await applyOutcome(vault.app, { sessionFile: session, entry: entry({ id: "d2", kind: "damage", dice: [], outcome: undefined, inputs: [{ key: "damage", value: 3 }], changes: [{ target: "[[Kira]]", key: "might", before: 5, after: 2 }] }) });
		const undone = await undoEntry(vault.app, session, "d2", { newId: ids() });
		expect(undone.ok).toBe(true);
		const result = await writeSessionTotals(vault.app, session);
		expect(result.ok).toBe(true);
		const properties = vault.app.metadataCache.getFileCache(session)?.frontmatter;
		expect(properties).toMatchObject({
			ledger: "session",
			number: 3,
			"log-entries": 5,
			"log-rolls": 2,
			"log-successes": 1,
			"log-failures": 1,
			"log-intrusions": 1,
			"log-xp-awarded": 2,
			"log-xp-spent": 1,
			"log-damage": 4,
		});
	});

	it("starting the next session writes the ending session's totals to it", async () => {
		const v = testVault();
		const campaign = await createCampaign(v.app, v.settings(), { name: "Gate", system: "cypher", damageModel: "wounds", party: [] });
		if (!campaign.ok) throw new Error(campaign.error);
		await runStartNextSession(v.app, v.settings(), campaign.value);
		const first = sessionsOf(v.app, campaign.value)[0]?.file;
		if (!first) throw new Error("no first session");
		await applyOutcome(v.app, { sessionFile: first, entry: entry({ id: "r1", changes: [] }) });
		await runStartNextSession(v.app, v.settings(), campaign.value);
		expect(sessionsOf(v.app, campaign.value)).toHaveLength(2);
		expect(v.app.metadataCache.getFileCache(first)?.frontmatter).toMatchObject({ "log-entries": 1, "log-rolls": 1, "log-successes": 1 });
	});
});

describe("sync conflict copies", () => {
	it.each([
		["Syncthing", "Campaigns/Gate/Session 2.sync-conflict-20261121-190500-ABCDEFG.md"],
		["a conflicted copy", "Campaigns/Gate/Session 2 (conflicted copy 2026-11-21).md"],
		["a conflict", "Campaigns/Gate/Session 2 (Conflict 2026-11-21 190500).md"],
	])("a copy %s made is never counted as another session", async (_name, copy) => {
		const v = testVault();
		const campaign = await createCampaign(v.app, v.settings(), { name: "Gate", system: "cypher", damageModel: "wounds", party: [] });
		if (!campaign.ok) throw new Error(campaign.error);
		const properties = { ledger: "session", system: "cypher", campaign: "[[Gate]]", session: 2, date: "2026-11-21" };
		await v.note("Campaigns/Gate/Session 2.md", properties, "# Session 2\n");
		await v.note(copy, properties, "# Session 2\n");
		expect(sessionsOf(v.app, campaign.value).map((session) => session.file.path)).toEqual(["Campaigns/Gate/Session 2.md"]);
	});
});
