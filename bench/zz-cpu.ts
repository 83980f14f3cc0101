import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { launch } from "../test/e2e/browser";
async function main() {
	const browser = await launch();
	const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
	await page.goto(pathToFileURL(resolve("build/e2e/harness.html")).href);
	await page.evaluate("window.ledgerHarnessReady");
	const parts = ["# Dice", ""];
	for (let i = 0; i < 300; i++) parts.push("```ledger-roll", `${(i % 4) + 1}d${[6, 8, 10, 20][i % 4]}+${i % 7} # Roll ${i}`, `vs ${10 + (i % 9)}`, "```", "");
	const md = parts.join("\n");
	await page.evaluate(`window.md = ${JSON.stringify(md)}`);
	const cdp = await page.context().newCDPSession(page);
	await cdp.send("Profiler.enable");
	await cdp.send("Profiler.setSamplingInterval", { interval: 25 });
	const self = new Map<string, number>();
	for (let r = 0; r < 15; r++) {
		await page.evaluate(`window.ledgerHarness.clear(); new Promise(d => setTimeout(d, 20))`);
		await cdp.send("Profiler.start");
		await page.evaluate(`window.ledgerHarness.renderNote(window.md, "Dice.md"); void document.body.offsetHeight;`);
		const { profile } = (await cdp.send("Profiler.stop")) as any;
		const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
		for (const s of profile.samples) { const n = byId.get(s); const key = `${n.callFrame.functionName || "(anon)"} :${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + 1); }
	}
	console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v}\t${k}`).join("\n"));
	await browser.close();
}
main();
