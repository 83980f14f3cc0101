import { describe, expect, it } from "vitest";

describe("dom environment", () => {
	it("has Obsidian's DOM helpers", () => {
		const el = createDiv({ cls: "x" });
		el.createEl("span", { text: "<b>hi</b>" });
		expect(el.querySelector("span")?.textContent).toBe("<b>hi</b>");
		expect(el.querySelector("b")).toBeNull();
	});
});
