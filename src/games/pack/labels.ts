/**
 * The built-in rules' labels in the user's language. A rule note's `label` is what players read; its
 * `id` never changes ("Rule packs translate their labels and bodies, never their ids", issue 35). The
 * built-in notes (and the copies "Write the rule pack" puts in the vault) are written in English, so a
 * label that is word for word one of theirs is shown through the catalogue; any other label is the
 * GM's own words and is shown as written. Keyed by the English label, not by id: the same word is the
 * same label in every game ("Prone", "Disarm", "Stunned").
 *
 * Each label is a literal t() call, so the catalogue test sees every id; the map is built the first
 * time a label is read, never at load.
 */
import { t } from "../../lang";

let labels: ReadonlyMap<string, () => string> | undefined;

function builtInLabels(): ReadonlyMap<string, () => string> {
	labels ??= new Map<string, () => string>([
		["Blinded", () => t("pack.label.blinded")],
		["Dazed", () => t("pack.label.dazed")],
		["Diseased", () => t("pack.label.diseased")],
		["Distracted", () => t("pack.label.distracted")],
		["Grappled", () => t("pack.label.grappled")],
		["Hampered", () => t("pack.label.hampered")],
		["Paralyzed", () => t("pack.label.paralyzed")],
		["Poisoned", () => t("pack.label.poisoned")],
		["Prone", () => t("pack.label.prone")],
		["Stunned", () => t("pack.label.stunned")],
		["Took an attack", () => t("pack.label.tookAttack")],
		["Unconscious", () => t("pack.label.unconscious")],
		["Impaired", () => t("pack.label.impaired")],
		["Flat-footed", () => t("pack.label.flatFooted")],
		["Disarm", () => t("pack.label.disarm")],
		["Impair", () => t("pack.label.impair")],
		["Knock down", () => t("pack.label.knockDown")],
		["Stun", () => t("pack.label.stun")],
		["Distract", () => t("pack.label.distract")],
		["Ignore armor", () => t("pack.label.ignoreArmor")],
		["Knock back", () => t("pack.label.knockBack")],
		["Move past", () => t("pack.label.movePast")],
		["Strike a body part", () => t("pack.label.strikeBodyPart")],
		["Weakness", () => t("pack.label.weakness")],
		["Grapple", () => t("pack.label.grapple")],
		["Shove", () => t("pack.label.shove")],
		["Trip", () => t("pack.label.trip")],
	]);
	return labels;
}

/** `label` in the user's language when it is a built-in rule's English label; otherwise as written. */
export function builtInLabel(label: string): string {
	const translated = builtInLabels().get(label);
	return translated === undefined ? label : translated();
}
