import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./browser";
import { SCREENSHOTS, useDemoBrowser } from "./demo-browser";
import { entries, summaryOf, unfold } from "./log-entries";

/**
 * The d20 game at the table, end to end in Chromium on the demo's Iron Reach campaign: an attack
 * from Mara Quell's sheet with the dice typed in as rolled at the table (a natural 20, so the
 * critical is honest and repeatable), written to the bruiser's note and Session 1; and screenshots
 * of the sheet and the check dialog in the light and dark themes and at 390 px, with nothing clipped.
 */

const MARA = "Campaigns/Iron Reach/Characters/Mara Quell.md";
const BRUISER = "Campaigns/Iron Reach/NPCs/Dockside Bruiser.md";
const SESSION = "Campaigns/Iron Reach/Iron Reach - Session 1.md";

const demo = useDemoBrowser();

async function open(page: Page, path: string): Promise<void> {
	await page.goto(`${demo.url}#note=${encodeURIComponent(path)}`);
	await page.waitForSelector(`body[data-ready='${path}']`, { timeout: 15_000 });
}

const meter = (page: Page, key: string) => page.locator(`.cl-sheet-meter[data-key="${key}"] .cl-sheet-meter-value`);

/** Everything inside `selector` that sticks out of the viewport or cuts its own text off. */
async function clipped(page: Page, selector: string): Promise<string[]> {
	return page.locator(selector).first().evaluate((root) => {
		const width = document.documentElement.clientWidth;
		const out: string[] = [];
		for (const el of [root, ...root.querySelectorAll("*")]) {
			const box = el.getBoundingClientRect();
			if (box.width === 0 && box.height === 0) continue;
			const name = `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${(el.textContent ?? "").slice(0, 30)}"`;
			if (box.left < -0.5 || box.right > width + 0.5) out.push(`${name} outside the viewport (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`);
			// A control that spills out of its card (a stepper wider than its meter) is clipped too.
			const card = el.parentElement?.closest(".cl-sheet-meter, .cl-sheet-track-box, .cl-sheet-list, .setting-item");
			if (card) {
				const outer = card.getBoundingClientRect();
				if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5) out.push(`${name} spills out of its ${card.className} (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(outer.left)}–${Math.round(outer.right)})`);
			}
			const style = getComputedStyle(el);
			if (style.overflowX !== "visible" && el.scrollWidth > el.clientWidth + 1 && el.tagName !== "SELECT") out.push(`${name} cuts its content (${el.scrollWidth} > ${el.clientWidth})`);
		}
		return out;
	});
}

describe("the d20 game in the demo preview", () => {
	it("an attack with dice typed at the table: a natural 20 is a critical, the crippling injury lands on the bruiser's note and the log", async () => {
		const onDisk = [MARA, BRUISER, SESSION].map((path) => readFileSync(`demo-vault/${path}`, "utf8"));
		const page = await demo.browser.newPage();
		const problems = watchProblems(page);
		await open(page, BRUISER);
		expect(await meter(page, "vitality").textContent()).toBe("12 / 12");
		await open(page, MARA);
		expect(await page.locator(".cl-sheet-d20 .cl-sheet-name").textContent()).toBe("Mara Quell");

		await page.locator('.cl-sheet button[data-action="attack"]').click();
		const dialog = page.locator(".modal-container .modal");
		await dialog.waitFor({ timeout: 5_000 });
		expect(await dialog.locator(".modal-title").textContent()).toBe("Mara Quell attacks");
		// 004: "Attack = 1d20 + Base Combat Bonus + STR or DEX modifier": BCB 3 + STR 3 = +6. "Non-player
		// characters … don't roll - instead we assume they rolled a 10": the bruiser's Defence is 10 + 1 armour.
		// 6 + a face ≥ 11 hits: faces 5..20, 16 in 20; a critical on a natural 20 only.
		// The chance to hit is the headline beside Roll; the critical's chance in the panel above it.
		expect(await dialog.locator(".cl-dialog-result .cl-dialog-odds").allTextContents()).toEqual(["Chance to hit Dockside Bruiser: 80% (16 in 20)"]);
		expect(await dialog.locator(".cl-dialog-summary .cl-dialog-odds").allTextContents()).toEqual(["Chance of a critical hit: 5% (1 in 20)"]);
		// The dialog starts on its first control.
		expect(await page.evaluate(() => document.activeElement?.closest(".cl-dialog-field")?.getAttribute("data-key"))).toBe("target");

		// Dice typed at the table are under More, with the other rarely used inputs.
		await dialog.locator("details.cl-dialog-more > summary").click();
		await dialog.locator(".cl-dialog-by-hand").check();
		const faces = dialog.locator(".cl-dialog-faces");
		expect(await faces.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")))).toEqual([
			"Faces for Attack d20",
			"Faces for Damage (1d8) if it hits",
			"Faces for Dockside Bruiser's Fortitude save d20 (only on a critical)",
		]);
		await faces.nth(0).fill("20");
		await faces.nth(1).fill("5");
		await faces.nth(2).fill("3");
		await page.screenshot({ path: `${SCREENSHOTS}/d20-attack-dialog-dice-by-hand.png` });
		await dialog.getByRole("button", { name: "Log these dice" }).click();
		await page.locator(".modal-container").waitFor({ state: "detached", timeout: 5_000 });
		const notice = page.locator(".notice-container .notice").first();
		await notice.waitFor({ timeout: 5_000 });
		// 004: "When you roll a 20 on the die to hit … you have scored a critical hit"; the bruiser's
		// Fortitude save (CON +2) rolls 3 + 2 = 5, below DC 15: "a Minor penalty to Attack".
		expect(await notice.textContent()).toBe("Attack on Dockside Bruiser: Critical hit: 5 damage, a Minor penalty to attack");

		await open(page, BRUISER);
		expect(await meter(page, "vitality").textContent()).toBe("7 / 12");
		expect(await page.locator('[data-list="Stance and injuries"] li').allTextContents()).toEqual(["Crippling injury: Minor penalty to attack", "Crippling injury: Minor penalty to attack"]);

		await open(page, SESSION);
		// The eight entries the session was written with, and the attack last.
		expect(await entries(page).count()).toBe(9);
		const card = entries(page).nth(8);
		expect(await summaryOf(card)).toContain("Attack on Dockside Bruiser");
		expect(await summaryOf(card)).toContain("Critical hit: 5 damage");
		await unfold(card);
		expect(await card.textContent()).toContain("entered by hand");
		// Undo from the card puts the bruiser back.
		await card.locator(".cl-undo-button").click();
		await card.locator(".cl-undone").waitFor({ timeout: 5_000 });
		await open(page, BRUISER);
		expect(await meter(page, "vitality").textContent()).toBe("12 / 12");

		expect([MARA, BRUISER, SESSION].map((path) => readFileSync(`demo-vault/${path}`, "utf8"))).toEqual(onDisk);
		expect(problems).toEqual([]);
		await page.close();
	});

	for (const [theme, width] of [["light", 900], ["dark", 900], ["light", 390], ["dark", 390]] as const) {
		it(`the sheet and the check dialog in the ${theme} theme at ${width} px, nothing clipped (screenshots)`, async () => {
			const page = await demo.browser.newPage({ viewport: { width, height: 1100 }, colorScheme: theme });
			const problems = watchProblems(page);
			await open(page, MARA);
			const sheet = page.locator(".cl-sheet-d20");
			await sheet.scrollIntoViewIfNeeded();
			expect(await clipped(page, ".cl-sheet-d20")).toEqual([]);
			await sheet.screenshot({ path: `${SCREENSHOTS}/d20-sheet-${theme}-${width}.png` });
			// Tap targets are at least 44 px on a phone.
			if (width === 390) {
				const small = await sheet.locator("button").evaluateAll((buttons) => buttons.filter((b) => b.getBoundingClientRect().height < 44).map((b) => b.textContent));
				expect(small).toEqual([]);
			}
			await page.locator('.cl-sheet button[data-action="check"]').click();
			const dialog = page.locator(".modal-container .modal");
			await dialog.waitFor({ timeout: 5_000 });
			// The GM's bonuses and penalties wait under More.
			await dialog.locator("details.cl-dialog-more > summary").click();
			await dialog.locator('.cl-dialog-field[data-key="pick1"] select').selectOption("minor-bonus");
			await dialog.locator('.cl-dialog-field[data-key="pick2"] select').selectOption("minor-bonus");
			expect(await dialog.locator(".cl-dialog-note").allTextContents()).toContain("Bonuses to check: Minor + Minor = Major.");
			expect(await clipped(page, ".modal-container .modal")).toEqual([]);
			// A dropdown narrower than its chosen option cuts the option's words off.
			const cut = await dialog.locator("select").evaluateAll((selects) =>
				(selects as HTMLSelectElement[]).filter((s) => {
					const style = getComputedStyle(s);
					const context = document.createElement("canvas").getContext("2d");
					if (!context) return false;
					context.font = style.font;
					const wide = context.measureText(s.selectedOptions[0]?.textContent ?? "").width;
					return wide > s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) + 0.5;
				}).map((s) => s.selectedOptions[0]?.textContent),
			);
			expect(cut).toEqual([]);
			await dialog.screenshot({ path: `${SCREENSHOTS}/d20-check-dialog-${theme}-${width}.png` });
			expect(problems).toEqual([]);
			await page.close();
		});
	}
});
