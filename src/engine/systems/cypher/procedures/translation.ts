/**
 * Translation to another recursion (001, The Strange). It takes four hours of trance (two with an
 * assistant hastening it, ten minutes with a spinner), then an hour of acclimation without any
 * focus (ten minutes with an assistant easing it, a round with a vector). The roll is an Intellect
 * task at the destination's difficulty, one step harder for each character in the trance who has
 * taken part in a translation in the last day, three if a likeness of the recursion is relied on.
 * A 19 or 20 cuts acclimation to nothing and eases focus tasks for an hour or a day; a paradox
 * initiator gets one automatic retry; an interrupted trance fails; a failure is rolled on a d100
 * table. Arriving is noticed by an Intellect task at difficulty 2, by those with the spark.
 */
import { t } from "../../../../lang";
import { fail, ok, type Result } from "../../../result";
import type { ExplainStep } from "../../../explain";
import { rollDie, type Rng } from "../../../rng";
import type { CitationId } from "../citations";
import { citedStep } from "../cited-step";
import { validateDifficulty } from "../task/difficulty";
import { fieldName, onScale, wholeProblem, type ProcedureTask } from "./task";

export type Hastening = "none" | "assistant" | "spinner";
export type AcclimationEasing = "none" | "assistant" | "vector";

export const TRANCE_TIME: Record<Hastening, { time: string; source: CitationId }> = {
	none: { time: "4 hours", source: "translationTime" },
	assistant: { time: "2 hours", source: "translationAssistantHastens" },
	spinner: { time: "10 minutes", source: "translationSpinnerHastens" },
};

export const ACCLIMATION_TIME: Record<AcclimationEasing, { time: string; source: CitationId }> = {
	none: { time: "1 hour", source: "translationAcclimation" },
	assistant: { time: "10 minutes", source: "translationAssistantEases" },
	vector: { time: "1 round", source: "translationVectorEases" },
};

/** Where the travellers arrive: a recursion the initiator has left before, one new to them, or a recursion key's place. */
export type Arrival = "returning" | "first" | "key";

export const ARRIVAL: Record<Arrival, { text: string; source: CitationId }> = {
	returning: { text: "They arrive at the spot where the initiator last left that recursion.", source: "translationArrival" },
	first: { text: "The initiator has never left that recursion, so the GM decides where they arrive (the recursion's usual arrival place).", source: "translationArrival" },
	key: { text: "The recursion key takes them to the place it gives access to; the key itself stays behind.", source: "translationKeys" },
};

/** How long the trance takes, in the user's language ("4 hours"); TRANCE_TIME keeps the English. */
export const tranceTime = (hastening: Hastening): string => t("engine.cypher.procedure.tranceTime", { hastening });
/** How long acclimation takes, in the user's language ("1 hour"); ACCLIMATION_TIME keeps the English. */
export const acclimationTime = (easing: AcclimationEasing): string => t("engine.cypher.procedure.acclimationTime", { easing });
/** Where the travellers arrive, in a sentence in the user's language; ARRIVAL keeps the English. */
export const arrivalText = (arrival: Arrival): string => t("engine.cypher.procedure.arrival", { arrival });

/** A step whose words are looked up each time it is read, so a constant step follows the language chosen later. */
function lazyStep(words: () => string, source: CitationId): ExplainStep {
	return {
		get text() {
			return words();
		},
		source,
	};
}

export const LIKENESS_STEPS = 3;
/** Most characters in one trance the rules are asked about. */
export const MAX_TRANCE_HELPERS = 10;

export interface TranslationRequest {
	/** The difficulty the destination recursion or place sets (the GM's). */
	destination: number;
	/** Characters in the trance who initiated, eased, hastened or helped a translation in the last 24 hours. */
	helpers: number;
	/** Relying on a likeness of the recursion (fictional leakage) rather than the recursion itself. */
	likeness: boolean;
	hastening: Hastening;
	easing: AcclimationEasing;
	/** The initiator is a paradox: a failed roll is retried once, automatically. */
	paradox?: boolean;
	/** Where they arrive: where the initiator last left it (the default), the GM's choice, or a recursion key's place. */
	arrival?: Arrival;
}

export interface TranslationPlan {
	task: ProcedureTask;
	trance: string;
	acclimation: string;
	/** Where the travellers arrive, in a sentence. */
	arrival: string;
	explanation: ExplainStep[];
}

export function planTranslation(request: TranslationRequest): Result<TranslationPlan> {
	const destination = validateDifficulty(request.destination, fieldName("destination"));
	if (!destination.ok) return destination;
	const problem = wholeProblem(fieldName("tranceHelpers"), request.helpers, 0, MAX_TRANCE_HELPERS);
	if (problem !== undefined) return fail(problem);
	const explanation: ExplainStep[] = [
		citedStep(t("engine.cypher.procedure.tranceTakes", { time: tranceTime(request.hastening) }), TRANCE_TIME[request.hastening].source),
		citedStep(t("engine.cypher.procedure.acclimationTakes", { time: acclimationTime(request.easing) }), ACCLIMATION_TIME[request.easing].source),
		citedStep(t("engine.cypher.procedure.noFocus"), "translationNoFocus"),
		citedStep(t("engine.cypher.procedure.translationRoll", { difficulty: destination.value }), "translationDifficulty"),
	];
	let raw = destination.value;
	if (request.helpers > 0) {
		raw += request.helpers;
		explanation.push(citedStep(t("engine.cypher.procedure.tranceHelpers", { helpers: request.helpers }), "translationHelpers"));
	}
	if (request.likeness) {
		raw += LIKENESS_STEPS;
		explanation.push(citedStep(t("engine.cypher.procedure.likeness", { steps: LIKENESS_STEPS }), "translationLikeness"));
	}
	if (request.paradox === true) explanation.push(citedStep(t("engine.cypher.procedure.paradoxRetry"), "translationParadox"));
	const arrivalId = request.arrival ?? "returning";
	const arrival = ARRIVAL[arrivalId];
	if (arrival === undefined) return fail(t("engine.cypher.procedure.sayArrival"));
	explanation.push(citedStep(arrivalText(arrivalId), arrival.source));
	const scaled = onScale(raw, t("engine.cypher.procedure.translationWhat"));
	explanation.push(...scaled.explanation);
	return ok({
		task: { stat: "intellect", difficulty: scaled.difficulty, assets: 0, hindering: 0, label: "Translation", explanation },
		trance: tranceTime(request.hastening),
		acclimation: acclimationTime(request.easing),
		arrival: arrivalText(arrivalId),
		explanation,
	});
}

/** What a 19 or a 20 on a successful translation roll does. */
export function translationEffect(natural: number): ExplainStep[] {
	if (natural === 19) return [citedStep(t("engine.cypher.procedure.translationMinor"), "translationMinorEffect")];
	if (natural === 20) return [citedStep(t("engine.cypher.procedure.translationMajor"), "translationMajorEffect")];
	return [];
}

/** A trance broken for more than a couple of minutes: the roll fails without a die. */
export const INTERRUPTED: ExplainStep = lazyStep(() => t("engine.cypher.procedure.tranceInterrupted"), "translationInterrupted");

export interface FailureRow {
	low: number;
	high: number;
	id: string;
	label: string;
	source: CitationId;
}

/** 001's d100 table of failed translations (00 is 100), each row in our words. */
export const TRANSLATION_FAILURES: readonly FailureRow[] = [
	{ low: 1, high: 20, id: "complete", label: "Complete failure: nobody translates.", source: "failureComplete" },
	{ low: 21, high: 40, id: "altered", label: "Altered destination: the GM chooses where they arrive.", source: "failureAltered" },
	{ low: 41, high: 45, id: "taxing", label: "Taxing: acclimation takes twice as long.", source: "failureTaxing" },
	{ low: 46, high: 50, id: "blurred", label: "Blurred senses: perception tasks are hindered for an hour after acclimation.", source: "failureBlurred" },
	{ low: 51, high: 55, id: "slowed", label: "Slowed reactions: Speed tasks are hindered for an hour after acclimation.", source: "failureSlowed" },
	{ low: 56, high: 60, id: "weak", label: "Weak: Might tasks are hindered for an hour after acclimation.", source: "failureWeak" },
	{ low: 61, high: 65, id: "confused", label: "Confused: Intellect tasks are hindered for an hour after acclimation.", source: "failureConfused" },
	{ low: 66, high: 70, id: "somewhat-out-of-sync", label: "Somewhat out of sync: every task is hindered for an hour after acclimation.", source: "failureSomewhatOut" },
	{ low: 71, high: 75, id: "entirely-out-of-sync", label: "Entirely out of sync: every task is hindered by 2 steps for an hour after acclimation.", source: "failureEntirelyOut" },
	{ low: 76, high: 80, id: "memory", label: "Memory failure: the first hour after arrival is lost to the travellers' memory.", source: "failureMemory" },
	{ low: 81, high: 85, id: "adaptation", label: "Adaptation failure: focus tasks are hindered for the whole stay.", source: "failureAdaptation" },
	{ low: 86, high: 90, id: "greatly-altered", label: "Greatly altered destination: the GM chooses, and it is dangerous.", source: "failureGreatlyAltered" },
	{ low: 91, high: 98, id: "interrupted", label: "Interrupted translation: they arrive in another recursion entirely, of the GM's choosing.", source: "failureInterrupted" },
	{ low: 99, high: 100, id: "catastrophic", label: "Catastrophic failure: roll twice more on this table.", source: "failureCatastrophic" },
];

/** A failure row's words in the user's language; the row's English `label` stays the data's. */
export const failureLabel = (id: string): string => t("engine.cypher.procedure.failureRow", { id });

/** The row a d100 face (1–100) falls on. */
export function failureRow(face: number): FailureRow | undefined {
	return TRANSLATION_FAILURES.find((row) => face >= row.low && face <= row.high);
}

/** How a face reads on the table: 100 is "00", the rest two digits. */
export const faceText = (face: number): string => (face === 100 ? "00" : String(face).padStart(2, "0"));

export interface FailureRoll {
	faces: number[];
	rows: FailureRow[];
	explanation: ExplainStep[];
}

/**
 * Rolls the failure table. A catastrophe rolls twice more; a catastrophe among those two is rolled
 * again rather than twice more, so the table always settles (the seed does not say; this keeps it
 * at two results).
 */
export function rollTranslationFailure(rng: Rng): FailureRoll {
	const faces: number[] = [rollDie(rng, 100)];
	const rows: FailureRow[] = [];
	const explanation: ExplainStep[] = [];
	const first = failureRow(faces[0] as number) as FailureRow;
	explanation.push(citedStep(t("engine.cypher.procedure.failureFirst", { face: faceText(faces[0] as number), label: failureLabel(first.id) }), first.source));
	if (first.id !== "catastrophic") return { faces, rows: [first], explanation };
	rows.push(first);
	for (let i = 0; i < 2; i++) {
		let face = rollDie(rng, 100);
		faces.push(face);
		while (failureRow(face)?.id === "catastrophic") {
			face = rollDie(rng, 100);
			faces.push(face);
		}
		const row = failureRow(face) as FailureRow;
		rows.push(row);
		explanation.push(citedStep(t("engine.cypher.procedure.failureThen", { face: faceText(face), label: failureLabel(row.id) }), row.source));
	}
	return { faces, rows, explanation };
}

/** Noticing someone arrive by translation: an Intellect task at difficulty 2, open only to those with the spark. */
export const NOTICING_ARRIVAL: ProcedureTask = {
	stat: "intellect",
	difficulty: 2,
	assets: 0,
	hindering: 0,
	label: "Noticing a translation's arrival",
	explanation: [lazyStep(() => t("engine.cypher.procedure.noticingArrival"), "translationNoticing")],
};

/** Where the travellers arrive, and what does not come along: the GM's facts, said once. */
export const TRANSLATION_FACTS: readonly ExplainStep[] = [
	lazyStep(() => t("engine.cypher.procedure.factArrival"), "translationArrival"),
	lazyStep(() => t("engine.cypher.procedure.factKeys"), "translationKeys"),
	lazyStep(() => t("engine.cypher.procedure.factHelping"), "translationHelping"),
	lazyStep(() => t("engine.cypher.procedure.factDragging"), "translationDragging"),
	lazyStep(() => t("engine.cypher.procedure.factFailure"), "translationFailure"),
	lazyStep(() => t("engine.cypher.procedure.factRoll"), "translationRoll"),
];
