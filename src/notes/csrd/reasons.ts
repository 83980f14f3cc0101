/**
 * Why a page or an entry was read as it was ("cost in parentheses", "the tags say cypher"), kept as
 * machine parts: the id of the catalogue's message (after `notes.csrd.`) and its values. Readings
 * are cached (the last note's entries, the last body's ability forms, the last page's kind), so
 * words made when the page was read would outlive a change of language in the settings: they are
 * worded only where they are shown (the panel's "Read as" lines), in the language of that moment.
 */
import { t } from "../../lang";

/** The witnesses that may agree with, or be overruled by, the one believed (see page-kind.ts). */
export type OtherWitness = "properties" | "tags" | "folder";

export type ReadingReason =
	// How an entry is written (its own words).
	| { id: "form.callout" | "form.costField" | "form.costInParentheses" | "form.costLine" | "form.creatureHeader" | "form.statBlock" | "form.statLines" }
	| { id: "form.closing"; sentence: string }
	| { id: "form.kindField"; label: string }
	| { id: "form.markerLine"; marker: "action" | "enabler" }
	// What else said the page's kind.
	| {
			id:
				| "kind.costAndType"
				| "kind.depletionLine"
				| "kind.depletionProperty"
				| "kind.descriptorSections"
				| "kind.ledgerNote"
				| "kind.levelAndHealth"
				| "kind.roles"
				| "kind.rolledLevel"
				| "kind.rolledLevelProperty"
				| "kind.statBlock"
				| "kind.tierLists"
				| "kind.valueAndFeatures"
				| "kind.weaponOrArmor";
	  }
	| { id: "kind.entriesInside"; count: number }
	| { id: "kind.property"; key: string }
	| { id: "kind.tag"; tag: string }
	| { id: "kind.folder"; folder: string }
	| { id: "kind.agrees"; source: OtherWitness }
	/** `kind` is a page kind ("cypher"), or "other" for a note of several entries. */
	| { id: "kind.says"; source: OtherWitness; kind: string };

/** Whether two reasons say the same (a form read twice is listed once). */
export const sameReason = (a: ReadingReason, b: ReadingReason): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A reason in the active language's words: "cost in parentheses", "the tags say cypher". */
export function reasonText(reason: ReadingReason): string {
	switch (reason.id) {
		case "form.callout":
			return t("notes.csrd.form.callout");
		case "form.closing":
			return t("notes.csrd.form.closing", { sentence: reason.sentence });
		case "form.costField":
			return t("notes.csrd.form.costField");
		case "form.costInParentheses":
			return t("notes.csrd.form.costInParentheses");
		case "form.costLine":
			return t("notes.csrd.form.costLine");
		case "form.creatureHeader":
			// The book's header shape, shown as an example of the form (no number of the page).
			return t("notes.csrd.form.creatureHeader", { header: "Name 5 (15)" });
		case "form.kindField":
			return t("notes.csrd.form.kindField", { label: reason.label });
		case "form.markerLine":
			return t("notes.csrd.form.markerLine", { marker: reason.marker });
		case "form.statBlock":
			return t("notes.csrd.form.statBlock");
		case "form.statLines":
			return t("notes.csrd.form.statLines");
		case "kind.agrees":
			return t("notes.csrd.kind.agrees", { source: reason.source });
		case "kind.costAndType":
			return t("notes.csrd.kind.costAndType");
		case "kind.depletionLine":
			return t("notes.csrd.kind.depletionLine");
		case "kind.depletionProperty":
			return t("notes.csrd.kind.depletionProperty");
		case "kind.descriptorSections":
			return t("notes.csrd.kind.descriptorSections");
		case "kind.entriesInside":
			return t("notes.csrd.kind.entriesInside", { count: reason.count });
		case "kind.folder":
			return t("notes.csrd.kind.folder", { folder: reason.folder });
		case "kind.ledgerNote":
			return t("notes.csrd.kind.ledgerNote");
		case "kind.levelAndHealth":
			return t("notes.csrd.kind.levelAndHealth");
		case "kind.property":
			return t("notes.csrd.kind.property", { key: reason.key });
		case "kind.roles":
			return t("notes.csrd.kind.roles");
		case "kind.rolledLevel":
			return t("notes.csrd.kind.rolledLevel");
		case "kind.rolledLevelProperty":
			return t("notes.csrd.kind.rolledLevelProperty");
		case "kind.says":
			return t("notes.csrd.kind.says", { source: reason.source, kind: reason.kind });
		case "kind.statBlock":
			return t("notes.csrd.kind.statBlock");
		case "kind.tag":
			return t("notes.csrd.kind.tag", { tag: reason.tag });
		case "kind.tierLists":
			return t("notes.csrd.kind.tierLists");
		case "kind.valueAndFeatures":
			return t("notes.csrd.kind.valueAndFeatures");
		case "kind.weaponOrArmor":
			return t("notes.csrd.kind.weaponOrArmor");
	}
}

/** Each reason in words, in order. */
export const reasonTexts = (reasons: readonly ReadingReason[]): string[] => reasons.map(reasonText);
