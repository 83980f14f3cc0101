/**
 * "Which one?": Obsidian's fuzzy picker over a list, for the few places a button or command needs
 * the user to choose a note (a campaign, a character of the party, an encounter).
 */
import { FuzzySuggestModal, type App } from "obsidian";
import { labelText } from "./user-text";

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

	/** A note's name as a suggestion: a label, so without bidi overrides (user-text.ts). */
	getItemText(item: T): string {
		return labelText(this.textOf(item));
	}

	onChooseItem(item: T): void {
		this.onPick(item);
	}
}

/** One of `items`: the only one at once, else the one the user picks; `none` when there are none. */
export function pickOne<T>(app: App, items: readonly T[], placeholder: string, textOf: (item: T) => string, none: () => void, then: (item: T) => void): void {
	const [only, ...others] = items;
	if (only === undefined) none();
	else if (others.length === 0) then(only);
	else new PickModal(app, placeholder, items, textOf, then).open();
}
