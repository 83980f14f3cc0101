/**
 * The API's public types (src/api/types.ts) are defined in src/api and in the layers below the UI:
 * every module their imports reach, however deep, lies outside src/ui, so what a script receives
 * never depends on how a widget is drawn. Walked from the source text, type imports included.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = join(dirname(fileURLToPath(import.meta.url)), "../../../src");

function importsOf(file: string): string[] {
	const text = readFileSync(file, "utf8");
	const found: string[] = [];
	for (const match of text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+"(\.[^"]+)"/gms)) {
		const base = join(dirname(file), match[1] as string);
		const path = [`${base}.ts`, join(base, "index.ts")].find((candidate) => existsSync(candidate));
		if (path) found.push(path);
	}
	return found;
}

describe("the API's public types", () => {
	it("reach no module of the UI layer, directly or through another", () => {
		const start = join(SRC, "api/types.ts");
		const seen = new Set([start]);
		const queue = [start];
		while (queue.length > 0) {
			for (const next of importsOf(queue.shift() as string)) {
				if (seen.has(next)) continue;
				seen.add(next);
				queue.push(next);
			}
		}
		const reached = [...seen].map((file) => relative(SRC, file).split("\\").join("/"));
		expect(reached.filter((path) => path.startsWith("ui/"))).toEqual([]);
		// The walk follows real imports: the types reach the engine's log entry and the games' sheet model.
		expect(reached).toEqual(expect.arrayContaining(["api/types.ts", "engine/log/index.ts", "games/frame/game.ts", "engine/dice/fraction.ts"]));
	});
});
