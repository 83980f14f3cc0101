/**
 * Popout windows: a note dragged into its own window has its own document, and Obsidian's global
 * `document` is still the main window's. Dialogs take the focus from their own document and give it
 * back there; the plugin's live region for screen readers is made in the window that has the focus
 * (`activeDocument`).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { App, Plugin } from "obsidian-test-mocks/obsidian";
import { announcer } from "../../../src/ui/announce";
import { FormModal } from "../../../src/ui/form-modal";

class TwoButtons extends FormModal {
	override onOpen(): void {
		this.contentEl.createEl("button", { text: "First" });
		this.contentEl.createEl("button", { text: "Last" });
	}
}

afterEach(() => {
	vi.unstubAllGlobals();
	vi.useRealTimers();
});

describe("a dialog opened in a popout window", () => {
	it("starts on its first control, keeps Tab inside, and gives the focus back to its button there", () => {
		vi.useFakeTimers();
		const popout = document.implementation.createHTMLDocument("Popout");
		const opener = popout.body.createEl("button", { text: "Roll" });
		opener.focus();
		const modal = new TwoButtons(App.createConfigured__().asOriginalType__());
		// Obsidian makes the dialog in the window that has the focus.
		popout.body.appendChild(modal.containerEl);
		modal.open();
		const [first, last] = [...modal.contentEl.querySelectorAll("button")];
		expect(popout.activeElement).toBe(first);

		last?.focus();
		modal.modalEl.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true }));
		expect(popout.activeElement).toBe(first);

		vi.runAllTimers(); // the mock closes the dialog on the next tick
		expect(popout.activeElement).toBe(opener);
	});
});

describe("the screen-reader region", () => {
	it("is made in the window that has the focus, and removed from every window on unload", () => {
		const popout = document.implementation.createHTMLDocument("Popout");
		const plugin = new (class extends Plugin {})(App.createConfigured__(), { id: "campaign-ledger", name: "", version: "", minAppVersion: "", author: "", description: "" });
		plugin.load();
		const tell = announcer(plugin.asOriginalType2__());

		tell("In the main window");
		vi.stubGlobal("activeDocument", popout);
		tell("Rolled 14 in the popout");

		expect(document.body.querySelector(".cl-announcer")?.textContent).toBe("In the main window");
		expect(popout.body.querySelector(".cl-announcer")?.textContent).toBe("Rolled 14 in the popout");
		plugin.unload();
		expect(document.body.querySelector(".cl-announcer")).toBeNull();
		expect(popout.body.querySelector(".cl-announcer")).toBeNull();
	});
});
