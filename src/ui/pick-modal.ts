/**
 * "Which one?": Obsidian's fuzzy picker over a list, for the few places a button or command needs
 * the user to choose a note (a campaign, a character of the party, an encounter).
 */
import { FuzzySuggestModal, type App } from "obsidian";

export class PickModal<T> extends FuzzySuggestModal<T> {
	constructor(
		app: App,
		placeholder: string,
		private readonly items: readonly T[],
		private readonly textOf: (item: T) => string,
		private readonly onPick: (item: T) => void,
	) {
		super(app);
		this.setPlaceholder(placeholder);
	}

	getItems(): T[] {
		return [...this.items];
	}

	getItemText(item: T): string {
		return this.textOf(item);
	}

	onChooseItem(item: T): void {
		this.onPick(item);
	}
}
