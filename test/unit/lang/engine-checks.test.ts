/**
 * The engine's two shared refusals (src/engine/checks.ts, src/engine/systems/choice.ts) in the
 * player's language (issue 35): the sentence, the field's name, the value's description and the
 * "or" list all come from the catalogue; the names a note must hold (minor, might…) stay as typed.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { wholeNumberProblem } from "../../../src/engine/checks";
import { applyPoolDamage, takeWound } from "../../../src/engine/systems/cypher/health";
import type { WoundSeverity } from "../../../src/engine/systems/cypher/health/wounds";
import { checkSplit } from "../../../src/engine/systems/cypher/recovery/recovery";
import { checkDieSize } from "../../../src/engine/systems/pool/settings";
import { formatList, setLanguage } from "../../../src/lang";
import { pc } from "../cypher/health/fixtures";

afterEach(() => setLanguage("en"));

describe("the engine's refusals in the player's language", () => {
	it("a Pool damage of -2 is refused in German, naming the field in German and the range in digits as a note holds them", () => {
		setLanguage("de");
		expect(applyPoolDamage(pc(), "might", -2)).toEqual({ ok: false, error: "„Schaden“ muss eine ganze Zahl von 0 bis 1000000 sein (gefunden: -2)." });
	});

	it("an unknown wound severity is refused in German with the German field name, the choices as the note writes them, joined with „oder“", () => {
		setLanguage("de");
		expect(takeWound(pc(), "grievous" as WoundSeverity)).toEqual({ ok: false, error: "„grievous“ ist kein gültiger Wert für „Wundschwere“: verwende minor, moderate oder major." });
	});

	it("the same refusals in French, Spanish and Portuguese", () => {
		setLanguage("fr");
		expect(checkDieSize(1)).toEqual({ ok: false, error: "« Taille du dé » doit être un nombre entier de 2 à 20 (reçu : 1)." });
		setLanguage("es");
		expect(takeWound(pc(), "grievous" as WoundSeverity)).toEqual({ ok: false, error: "«grievous» no es un valor válido para «Gravedad de la herida»: usa minor, moderate o major." });
		setLanguage("pt-BR");
		expect(checkSplit(pc(), 2, { speed: -1 })).toEqual({ ok: false, error: "“Pontos para Velocidade” deve ser um número inteiro de 0 a 1000000 (recebido: -1)." });
	});

	it("says what a value that is not a number is, in the language: nothing, a list, a nested object", () => {
		setLanguage("de");
		expect(wholeNumberProblem("Stufe", undefined, 1)).toBe("„Stufe“ muss eine ganze Zahl ab 1 sein (gefunden: nichts).");
		expect(wholeNumberProblem("Stufe", [1, 2, 3], 1, 6)).toBe("„Stufe“ muss eine ganze Zahl von 1 bis 6 sein (gefunden: eine Liste mit 3 Einträgen).");
		setLanguage("fr");
		expect(wholeNumberProblem("Niveau", { a: 1 }, 1, 6)).toBe("« Niveau » doit être un nombre entier de 1 à 6 (reçu : un objet imbriqué).");
		expect(takeWound(pc(), undefined as unknown as WoundSeverity)).toEqual({ ok: false, error: "« Gravité de la blessure » n'a pas de valeur possible (rien) : utilisez minor, moderate ou major." });
	});

	it("keeps English word for word, its choices without a serial comma", () => {
		expect(applyPoolDamage(pc(), "might", -2)).toEqual({ ok: false, error: "Damage must be a whole number from 0 to 1000000 (got -2)." });
		expect(takeWound(pc(), "grievous" as WoundSeverity)).toEqual({ ok: false, error: 'Unknown wound severity "grievous": use minor, moderate or major.' });
		expect(wholeNumberProblem("Helpers", 2.5, 0)).toBe("Helpers must be a whole number of 0 or more (got 2.5).");
	});
});

describe("lists joined with “or”", () => {
	it("are the language's own, and English's has no serial comma where Intl would write one", () => {
		expect(formatList(["minor", "moderate", "major"], "or")).toBe("minor, moderate or major");
		expect(formatList(["minor", "moderate", "major"], "disjunction")).toBe("minor, moderate, or major");
		setLanguage("es");
		expect(formatList(["a", "b", "c"], "or")).toBe("a, b o c");
	});

	it("still read naturally where Intl.ListFormat is missing (before iOS 14.5)", () => {
		const intl = Intl as unknown as { ListFormat?: unknown };
		const saved = intl.ListFormat;
		try {
			delete intl.ListFormat;
			setLanguage("de");
			expect(formatList(["minor", "moderate", "major"], "or")).toBe("minor, moderate oder major");
			expect(formatList(["Kraft", "Tempo"])).toBe("Kraft und Tempo");
			expect(formatList(["Kraft"], "or")).toBe("Kraft");
		} finally {
			intl.ListFormat = saved;
		}
	});
});

/** Every source file under `dir`. */
function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
	});
}

describe("every rule names its field from the catalogue", () => {
	it("no check is handed English text for the field's name: only a catalogue label, or a note's own property key", () => {
		// The labels that are a note's property key (the user finds it in the note; no language changes it).
		const PROPERTY_KEYS = ["level", "health", "armor", "tier", "recoveries-used", "level-max", "damage-past-broken", "${stat}-max", "wounds-${severity}"];
		const found: string[] = [];
		for (const file of sourceFiles("src")) {
			const text = readFileSync(file, "utf8");
			for (const match of text.matchAll(/\b(wholeNumberProblem|choiceProblem|checkWhole|checkAmount|checkLevel)\(\s*(["`])([^"`]*)\2/g)) {
				if (!PROPERTY_KEYS.includes(match[3] ?? "")) found.push(`${file}: ${match[0]}`);
			}
			for (const match of text.matchAll(/\bvalidModifier\([^,()]*,\s*["`][^"`]*["`]/g)) found.push(`${file}: ${match[0]}`);
		}
		expect(found).toEqual([]);
	});
});
