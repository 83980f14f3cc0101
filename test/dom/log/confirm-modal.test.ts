import { describe, expect, it, vi } from "vitest";
import { ConfirmUndoModal } from "../../../src/ui/log/confirm-undo-modal";
import { vaultWith } from "../helpers/vault";

const conflict = { target: "[[Kira]]", key: "might", recorded: 7, current: 5, restore: 9, message: "Kira's might is 5 now, the entry set it to 7: restore 9 anyway?" };

function buttons(modal: ConfirmUndoModal): HTMLButtonElement[] {
	return [...modal.contentEl.querySelectorAll("button")];
}

describe("the undo conflict prompt", () => {
	it("lists each conflict as text and restores only when the user says so", () => {
		const { app } = vaultWith({});
		const confirm = vi.fn();
		const modal = new ConfirmUndoModal(app, [conflict, { ...conflict, key: "<b>xp</b>", message: "<b>x</b>" }], confirm);
		modal.open();
		expect([...modal.contentEl.querySelectorAll("li")].map((li) => li.textContent)).toEqual([conflict.message, "<b>x</b>"]);
		expect(modal.contentEl.querySelector("li b")).toBeNull();
		const [restore, cancel] = buttons(modal);
		expect(restore?.textContent).toBe("Restore anyway");
		cancel?.click();
		expect(confirm).not.toHaveBeenCalled();
		modal.open();
		buttons(modal)[0]?.click();
		expect(confirm).toHaveBeenCalledTimes(1);
	});
});
