import { describe, expect, it } from "vitest";
import { campaignForContext } from "../../../src/notes/campaign";
import { testVault } from "./helpers";

async function twoCampaigns() {
	const v = testVault();
	const gate = await v.note("Campaigns/Gate/Gate.md", { ledger: "campaign", system: "cypher" });
	const crown = await v.note("Campaigns/Crown/Crown.md", { ledger: "campaign", system: "cypher" });
	const session = await v.note("Campaigns/Crown/Session 1.md", { ledger: "session", campaign: "[[Crown]]", session: 1 });
	const stray = await v.note("Notes/Shopping.md", { tags: ["list"] });
	const badLink = await v.note("Notes/Odd.md", { ledger: "character", campaign: "[[Shopping]]" });
	return { v, gate, crown, session, stray, badLink };
}

describe("which campaign a command means", () => {
	it("the open campaign note itself", async () => {
		const { v, gate } = await twoCampaigns();
		expect(campaignForContext(v.app, v.settings(), gate)?.path).toBe("Campaigns/Gate/Gate.md");
	});

	it("the campaign the open note links to", async () => {
		const { v, session } = await twoCampaigns();
		expect(campaignForContext(v.app, v.settings(), session)?.path).toBe("Campaigns/Crown/Crown.md");
	});

	it("the default campaign when the open note has none, or links to a note that is not a campaign", async () => {
		const { v, stray, badLink } = await twoCampaigns();
		const settings = v.settings({ defaultCampaign: "Campaigns/Gate/Gate.md" });
		expect(campaignForContext(v.app, settings, stray)?.path).toBe("Campaigns/Gate/Gate.md");
		expect(campaignForContext(v.app, settings, badLink)?.path).toBe("Campaigns/Gate/Gate.md");
		expect(campaignForContext(v.app, settings, null)?.path).toBe("Campaigns/Gate/Gate.md");
	});

	it("nothing to go on with two campaigns: ask (undefined); with one campaign: that one", async () => {
		const { v, stray } = await twoCampaigns();
		expect(campaignForContext(v.app, v.settings(), stray)).toBeUndefined();
		const one = testVault();
		await one.note("Only.md", { ledger: "campaign", system: "pool" });
		expect(campaignForContext(one.app, one.settings(), null)?.path).toBe("Only.md");
	});
});
