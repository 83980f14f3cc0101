/**
 * Artifacts on the Cypher sheet: the `artifacts` list (one line each, in a cypher line's shape:
 * "[[Lightning Rod]] (level 5, depletion 1 in 1d6)"), each linking its page, with "Use" on every
 * artifact still working. Using one makes 001's depletion check ("ARTIFACT DEPLETION: Make depletion
 * check each time item is used. On roll of 1, the item stops working.") with the table's dice (or
 * the faces typed in); a depleted artifact's line is marked "depleted" (one change Undo puts back)
 * and offers Use no more. What the artifact does is the GM's to say: the entry records the use.
 */
import type { LogEntry } from "../../engine/log";
import { ok, type Result } from "../../engine/result";
import { rollDie } from "../../engine/rng";
import { depletionOdds, readArtifact, useArtifact, type ArtifactEntry } from "../../engine/systems/cypher/party";
import { cypherEntry } from "../../engine/systems/cypher/log-entries";
import { formatPercent } from "../dice/format";
import { refusedPreview, type Field, type Preview, type ResolveContext, type SheetListItem } from "../frame/game";
import type { CypherAction } from "./action";
import { buttonLine } from "./listed-lines";
import type { CypherPc } from "./task-game";
import { t } from "../../lang";

/** Button ids: "artifact:use:<index in the list>". */
export const USE_ARTIFACT = "artifact:use:";

/** "(level 5, depletion 1 in 1d6)", "(depleted)": what the sheet says beside the name. */
function artifactDetail(artifact: ArtifactEntry): string | undefined {
	const { level, depleted, depletionText: depletion } = artifact;
	if (depleted) return level === undefined ? t("cypher.artifacts.depleted") : t("cypher.artifacts.levelDepleted", { level });
	if (depletion !== undefined) return level === undefined ? t("cypher.artifacts.depletion", { depletion }) : t("cypher.artifacts.levelDepletion", { level, depletion });
	return level === undefined ? undefined : t("cypher.artifacts.level", { level });
}

/** The sheet line for an artifact: its name (linking its page), its level and depletion; Use while it works. */
export function artifactItem(line: string, index: number): SheetListItem {
	const artifact = readArtifact(line);
	const item: SheetListItem = { text: artifact.name };
	if (artifact.link !== undefined) item.link = artifact.link;
	const detail = artifactDetail(artifact);
	if (detail !== undefined) item.detail = detail;
	if (!artifact.depleted) item.action = { id: `${USE_ARTIFACT}${index}`, label: t("csrd.button.use"), description: t("cypher.cyphers.useName", { name: artifact.name }) };
	return item;
}

/** The artifact's place and line when the dialog opened. */
export interface ArtifactForm {
	index: number;
	line: string;
}

const owner = (pc: CypherPc): string => pc.note.sheet.character.name;

export const artifactsAction: CypherAction<ArtifactForm> = {
	sheet(pc) {
		const { artifacts } = pc.note.sheet;
		return artifacts.length === 0 ? {} : { lists: [{ title: t("cypher.artifacts.title"), items: artifacts.map(artifactItem) }] };
	},
	form: (pc, actionId) => buttonLine(pc.note.sheet.artifacts, actionId, USE_ARTIFACT),
	title: (_pc, form) => t("cypher.cyphers.useName", { name: readArtifact(form.line).name }),
	fields: (): Field[] => [],
	preview(pc, form): Preview {
		const artifact = readArtifact(form.line);
		// The check with the die's lowest face, only to learn whether the use can be made at all.
		const check = useArtifact(owner(pc), pc.note.sheet.artifacts, form.index, form.line, 1);
		if (!check.ok) return refusedPreview(check.error, { submit: t("csrd.button.use") });
		const chance = artifact.depletion;
		if (chance === undefined) return refusedPreview(t("cypher.artifacts.noDepletion", { name: artifact.name }), { submit: t("csrd.button.use") });
		const odds = depletionOdds(chance);
		return {
			odds: [{ text: t("cypher.artifacts.chance", { depletion: chance.text, chance: formatPercent(odds) }), part: "depletion" }],
			notes: [{ text: t("cypher.artifacts.rule"), part: "rule" }],
			dice: [{ count: 1, sides: chance.sides, label: `d${chance.sides}` }],
			submit: t("csrd.button.use"),
		};
	},
	resolve(pc, form, context: ResolveContext): Result<LogEntry> {
		const artifact = readArtifact(form.line);
		const sides = artifact.depletion?.sides ?? 0;
		const face = sides > 0 ? rollDie(context.rng, sides) : 0;
		const check = useArtifact(owner(pc), pc.note.sheet.artifacts, form.index, form.line, face, context.meta.target);
		if (!check.ok) return check;
		const text = check.value.depleted ? t("cypher.artifacts.depletedOn", { face, name: artifact.name }) : t("cypher.artifacts.keepsWorking", { face, name: artifact.name });
		return ok(
			cypherEntry(context.meta, "artifact", t("cypher.artifacts.usedEntry", { name: artifact.name }), check.value.explanation, {
				inputs: [{ key: "depletion", value: artifact.depletion?.text ?? "" }],
				dice: [{ notation: `d${sides}`, dice: [{ value: face, kept: true }], total: face }],
				outcome: { text, code: check.value.depleted ? "depleted" : "working" },
				changes: check.value.changes,
				actorName: owner(pc),
			}),
		);
	},
};
