/**
 * Checks for bidirectional overrides in names (issue 28), shared by the views' tests: every label free
 * of overrides, every piece of text that still carries one isolated in <bdi> or [dir].
 */
import { expect } from "vitest";
import { hasBidiControls, labelText } from "../../../src/ui/user-text";

/** A name whose override would read the words after it backwards, and one opened by an isolate never closed. */
export const OVERRIDE = "Kira\u202E tnemyap lla teleD";
export const ISOLATE = "\u2067Mira";
export const EMBEDDED = "Ola\u202B f\u202C";

const LABEL_ATTRIBUTES = ["aria-label", "aria-description", "title", "placeholder"];
const LABEL_ELEMENTS = "button, option, summary, label, .setting-item-name, .modal-title, h1, h2, h3, h4";

/** Every label free of overrides; every piece of text that still carries one isolated in <bdi> or [dir]. */
export function expectBidiSafe(root: HTMLElement): void {
	for (const el of Array.from(root.querySelectorAll("*"))) {
		for (const attribute of LABEL_ATTRIBUTES) expect(hasBidiControls(el.getAttribute(attribute) ?? ""), `${attribute} of <${el.tagName}>`).toBe(false);
	}
	for (const el of Array.from(root.querySelectorAll(LABEL_ELEMENTS))) {
		if (el.closest("bdi, [dir]")) continue;
		expect(hasBidiControls(el.textContent ?? ""), `<${el.tagName}> ${JSON.stringify(el.textContent)}`).toBe(false);
	}
	const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
	for (let node = walker.nextNode(); node; node = walker.nextNode()) {
		if (!hasBidiControls(node.textContent ?? "")) continue;
		expect(node.parentElement?.closest("bdi, [dir]"), `text ${JSON.stringify(node.textContent)} is isolated`).not.toBeNull();
	}
}

/** The names must still be shown (only isolated), or the check would pass on a view that dropped them. */
export function expectShown(root: HTMLElement, name: string): void {
	expect(root.textContent ?? "").toContain(labelText(name).trim().split(" ")[0]);
}

