/**
 * The release workflow (.github/workflows/release.yml) without the upload: what a version tag
 * produces, checked on this machine.
 *
 *   node scripts/release-dry-run.mjs [--tag 1.2.3] [--skip-tests] [--skip-build] [--out build/release]
 *
 * In order, as the workflow runs them:
 *   1. the tag (default: manifest.json's version) has no "v" and package.json, manifest.json and
 *      versions.json agree with it (scripts/version-bump.mjs);
 *   2. the tests (`npm test`; --skip-tests leaves them out, since the full run takes many minutes);
 *   3. the production build (`npm run build`; --skip-build takes the main.js that is there);
 *   4. the mobile check on main.js and styles.css (scripts/check-mobile.mjs);
 *   5. the release folder `<out>/<tag>/` with exactly main.js, manifest.json and styles.css, and
 *      proof that it installs: manifest.json is what Obsidian reads (id, name, version,
 *      minAppVersion, description, author, isDesktopOnly), main.js requires only what Obsidian
 *      provides on every device (obsidian, @codemirror/*, @lezer/*: no Node or Electron module),
 *      and evaluated as Obsidian does (CommonJS, `require("obsidian")`) its default export is a
 *      Plugin class with an onload.
 * Then it prints the upload the workflow would make. The workflow calls this same script with
 * --skip-tests (it has run them in its own step) and uploads the folder it prints.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";
import { compileFunction } from "node:vm";
import { parse as parseJs } from "acorn";
import { checkScript, checkStyles } from "./check-mobile.mjs";
import { readJson, versionProblems } from "./version-bump.mjs";
import { print } from "./print.mjs";

export const ASSETS = ["main.js", "manifest.json", "styles.css"];

/** What Obsidian gives a plugin's `require` on desktop and mobile alike. */
const PROVIDED = [/^obsidian$/, /^@codemirror\//, /^@lezer\//];

const MANIFEST_KEYS = ["id", "name", "version", "minAppVersion", "description", "author", "isDesktopOnly"];

/** The modules main.js asks `require` for (string literals only; the bundle has no other kind). */
export function requiredModules(code) {
	const found = new Set();
	const visit = (node) => {
		if (node.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === "require" && node.arguments[0]?.type === "Literal") {
			found.add(String(node.arguments[0].value));
		}
		for (const value of Object.values(node)) {
			if (Array.isArray(value)) for (const item of value) if (item && typeof item.type === "string") visit(item);
			if (value && typeof value === "object" && typeof value.type === "string") visit(value);
		}
	};
	visit(parseJs(code, { ecmaVersion: "latest", sourceType: "script" }));
	return [...found].sort();
}

/** Why the release folder would not install in Obsidian; empty when it would. */
export function installProblems(folder, root = process.cwd()) {
	const problems = [];
	const manifest = readJson(join(folder, "manifest.json"));
	for (const key of MANIFEST_KEYS) if (!(key in manifest)) problems.push(`manifest.json has no "${key}"`);
	if (manifest.isDesktopOnly !== false) problems.push("manifest.json does not say isDesktopOnly: false, but the plugin is for phones too");
	const code = readFileSync(join(folder, "main.js"), "utf8");
	for (const id of requiredModules(code)) {
		if (!PROVIDED.some((pattern) => pattern.test(id))) problems.push(`main.js requires "${id}", which Obsidian does not provide on every device`);
	}
	// Evaluate main.js as Obsidian does: a CommonJS module whose `require("obsidian")` is the API.
	// obsidian-test-mocks stands in for the API; @codemirror and @lezer come from node_modules.
	const nodeRequire = createRequire(join(resolve(root), "package.json"));
	const obsidian = nodeRequire("obsidian-test-mocks/obsidian");
	const module = { exports: {} };
	try {
		compileFunction(code, ["require", "module", "exports"], { filename: "main.js" })((id) => (id === "obsidian" ? obsidian : nodeRequire(id)), module, module.exports);
	} catch (error) {
		problems.push(`main.js throws when Obsidian loads it: ${error instanceof Error ? error.message : String(error)}`);
		return problems;
	}
	const plugin = module.exports.default;
	if (typeof plugin !== "function" || !(plugin.prototype instanceof obsidian.Plugin)) problems.push("main.js's default export is not a Plugin class");
	else if (typeof plugin.prototype.onload !== "function") problems.push("main.js's plugin has no onload");
	return problems;
}

function run(command, args) {
	print(`\n$ ${command} ${args.join(" ")}`);
	const result = spawnSync(command, args, { stdio: "inherit", shell: process.platform === "win32" });
	if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
}

function option(name) {
	const at = process.argv.indexOf(name);
	return at >= 0 ? process.argv[at + 1] : undefined;
}

function main() {
	const flags = new Set(process.argv.slice(2).filter((arg) => arg.startsWith("--skip")));
	const manifest = readJson("manifest.json");
	const tag = option("--tag") ?? manifest.version;
	const out = option("--out") ?? join("build", "release");

	print(`Release dry run for the tag ${tag}`);
	const versions = versionProblems(readJson("package.json"), manifest, readJson("versions.json"), tag);
	if (versions.length > 0) throw new Error(`The versions do not agree:\n  ${versions.join("\n  ")}`);
	print("1. package.json, manifest.json, versions.json and the tag agree.");

	if (flags.has("--skip-tests")) print("2. Tests skipped (--skip-tests).");
	else run("npm", ["test"]);

	if (flags.has("--skip-build")) print("3. Build skipped (--skip-build): using the main.js that is there.");
	else run("npm", ["run", "build"]);

	const mobile = [...checkScript(readFileSync("main.js", "utf8")).map((f) => `main.js:${f.line}:${f.column}: ${f.feature}`), ...checkStyles(readFileSync("styles.css", "utf8")).map((f) => `styles.css:${f.line}:${f.column}: ${f.feature}`)];
	if (mobile.length > 0) throw new Error(`The mobile check fails (node scripts/check-mobile.mjs names the sources):\n  ${mobile.join("\n  ")}`);
	print("4. Mobile check: nothing beyond Safari 15.0.");

	const folder = join(out, tag);
	rmSync(folder, { recursive: true, force: true });
	mkdirSync(folder, { recursive: true });
	for (const asset of ASSETS) copyFileSync(asset, join(folder, asset));
	const installing = installProblems(folder);
	if (installing.length > 0) throw new Error(`The release would not install:\n  ${installing.join("\n  ")}`);
	print(`5. ${folder}/ installs: a valid manifest, requires only ${requiredModules(readFileSync(join(folder, "main.js"), "utf8")).join(", ")}, and a Plugin class as main.js's default export.`);
	for (const asset of ASSETS) {
		const bytes = readFileSync(join(folder, asset));
		print(`   ${asset.padEnd(14)} ${String(statSync(join(folder, asset)).size).padStart(8)} bytes  sha256 ${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}…`);
	}
	const prerelease = tag.includes("-") ? " --prerelease" : "";
	print(`\nNot uploaded (dry run). The workflow would run:\n  gh release create ${tag} --title ${tag}${prerelease} ${ASSETS.map((a) => join(folder, a)).join(" ")}`);
	return folder;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
	try {
		main();
	} catch (error) {
		console.error(`\nRelease dry run failed: ${error instanceof Error ? error.message : String(error)}`);
		process.exit(1);
	}
}
