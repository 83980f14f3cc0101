/**
 * Releases: the three version files agree, `npm version` moves them together and tags the bare
 * version, and the release folder's install check refuses what Obsidian would not load.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import { afterAll, describe, expect, it } from "vitest";
import { installProblems, requiredModules } from "../../../scripts/release-dry-run.mjs";
import { bump, readJson, versionProblems, type Manifest, type Versions } from "../../../scripts/version-bump.mjs";

interface PackageJson {
	name: string;
	version: string;
	scripts: Record<string, string>;
}
const packageAt = (path: string): PackageJson => readJson(path) as PackageJson;
const manifestAt = (path: string): Manifest => readJson(path) as Manifest;
const versionsAt = (path: string): Versions => readJson(path) as Versions;

const temp: string[] = [];
function tempDir(): string {
	const dir = mkdtempSync(join(tmpdir(), "cl-release-"));
	temp.push(dir);
	return dir;
}
afterAll(() => {
	for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

describe("version files", () => {
	it("package.json, manifest.json and versions.json agree", () => {
		const manifest = manifestAt("manifest.json");
		expect(versionProblems(packageAt("package.json"), manifest, versionsAt("versions.json"))).toEqual([]);
		expect(versionsAt("versions.json")[manifest.version]).toBe(manifest.minAppVersion);
	});

	it("names each disagreement", () => {
		const manifest = { version: "0.2.0", minAppVersion: "1.5.7" };
		expect(versionProblems({ version: "0.1.0" }, manifest, { "0.2.0": "1.5.7" })).toEqual(["package.json says 0.1.0, manifest.json says 0.2.0"]);
		expect(versionProblems({ version: "0.2.0" }, manifest, { "0.1.0": "1.5.7" })).toEqual(["versions.json has no entry for 0.2.0"]);
		expect(versionProblems({ version: "0.2.0" }, manifest, { "0.2.0": "1.4.0" })).toEqual(["versions.json maps 0.2.0 to 1.4.0, but manifest.json's minAppVersion is 1.5.7"]);
		expect(versionProblems({ version: "0.2.0" }, manifest, { "0.2.0": "1.5.7" }, "v0.2.0")).toEqual(['the tag "v0.2.0" starts with "v": Obsidian\'s directory looks for the tag 0.2.0']);
		expect(versionProblems({ version: "0.2.0" }, manifest, { "0.2.0": "1.5.7" }, "0.2.1")).toEqual(['the tag "0.2.1" is not manifest.json\'s version 0.2.0']);
	});

	it("a bump adds the new version with the manifest's minAppVersion and keeps the old ones", () => {
		const next = bump({ id: "campaign-ledger", version: "0.1.0", minAppVersion: "1.5.7" }, { "0.1.0": "1.5.7" }, "0.2.0");
		expect(next).toEqual({ manifest: { id: "campaign-ledger", version: "0.2.0", minAppVersion: "1.5.7" }, versions: { "0.1.0": "1.5.7", "0.2.0": "1.5.7" } });
		expect(() => bump({ version: "0.1.0", minAppVersion: "1.5.7" }, {}, "v0.2.0")).toThrow('"v0.2.0" is not a version like 1.2.3');
	});

	it("`npm version 0.2.0` updates all three in one commit tagged 0.2.0", () => {
		const dir = tempDir();
		const pkg = packageAt("package.json");
		writeFileSync(join(dir, "package.json"), JSON.stringify({ name: pkg.name, version: pkg.version, private: true, scripts: { version: pkg.scripts.version } }, null, 2));
		for (const file of ["manifest.json", "versions.json", ".npmrc"]) copyFileSync(file, join(dir, file));
		mkdirSync(join(dir, "scripts"));
		for (const script of ["version-bump.mjs", "print.mjs"]) copyFileSync(join("scripts", script), join(dir, "scripts", script));
		const env = { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.com" };
		const git = (...args: string[]): string => execFileSync("git", args, { cwd: dir, env, encoding: "utf8" });
		git("init", "-q");
		git("add", "-A");
		git("commit", "-q", "-m", "start");
		execFileSync("npm", ["version", "0.2.0"], { cwd: dir, env, stdio: "pipe" });

		const manifest = manifestAt(join(dir, "manifest.json"));
		const versions = versionsAt(join(dir, "versions.json"));
		expect(manifest.version).toBe("0.2.0");
		expect(versions["0.2.0"]).toBe(manifest.minAppVersion);
		expect(versions[pkg.version]).toBe(versionsAt("versions.json")[pkg.version]);
		expect(versionProblems(packageAt(join(dir, "package.json")), manifest, versions, "0.2.0")).toEqual([]);
		expect(git("tag").trim()).toBe("0.2.0");
		expect(git("diff-tree", "--no-commit-id", "--name-only", "-r", "0.2.0^{commit}").trim().split("\n").sort()).toEqual(["manifest.json", "package.json", "versions.json"]);
		expect(git("status", "--porcelain")).toBe("");
	});
});

describe("the release folder installs", () => {
	const manifest = readFileSync("manifest.json", "utf8");
	function folder(mainJs: string, manifestText = manifest): string {
		const dir = tempDir();
		writeFileSync(join(dir, "main.js"), mainJs);
		writeFileSync(join(dir, "manifest.json"), manifestText);
		writeFileSync(join(dir, "styles.css"), "");
		return dir;
	}
	const PLUGIN = 'var o = require("obsidian"); class P extends o.Plugin { onload() {} } module.exports = { default: P };';

	it("accepts a CommonJS plugin that requires only what Obsidian provides", () => {
		expect(installProblems(folder(`${PLUGIN} require("@codemirror/view");`))).toEqual([]);
		expect(requiredModules(`${PLUGIN} require("@codemirror/view");`)).toEqual(["@codemirror/view", "obsidian"]);
	});

	it.each([
		["a Node module", `${PLUGIN} function f() { return require("fs"); }`, 'main.js requires "fs", which Obsidian does not provide on every device'],
		["no Plugin class", "module.exports = { default: class {} };", "main.js's default export is not a Plugin class"],
		["an error on load", 'throw new Error("boom");', "main.js throws when Obsidian loads it: boom"],
	])("refuses %s", (_what, code, problem) => {
		expect(installProblems(folder(code))).toEqual([problem]);
	});

	it("refuses a manifest that is not for phones or lacks a key", () => {
		const { author: _author, ...rest } = JSON.parse(manifest) as Record<string, unknown>;
		expect(installProblems(folder(PLUGIN, JSON.stringify({ ...rest, isDesktopOnly: true })))).toEqual([
			'manifest.json has no "author"',
			"manifest.json does not say isDesktopOnly: false, but the plugin is for phones too",
		]);
	});
});
