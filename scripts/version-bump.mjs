/**
 * Keeps the three version files in step. Obsidian reads `version` and `minAppVersion` from
 * manifest.json, and versions.json tells an older Obsidian which plugin version it can still install
 * (plugin version → the minAppVersion it needs); npm keeps the version in package.json.
 *
 * `npm version 0.2.0` (or patch / minor / major) runs this as package.json's "version" script,
 * after npm has written the new version into package.json and before it commits and tags:
 * manifest.json gets the same version, versions.json gains "0.2.0": "<minAppVersion>", and both are
 * staged, so npm's commit and its tag (".npmrc": no "v" prefix, as Obsidian's directory expects)
 * hold all three.
 *
 * The release dry run and the tests use versionProblems() to check that the three agree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";
import { print } from "./print.mjs";

/** A release version as Obsidian and BRAT read it: x.y.z, optionally with a pre-release tail, never a "v". */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** The manifest and versions map for a new version (inputs are left unchanged). */
export function bump(manifest, versions, version) {
	if (!VERSION_PATTERN.test(version)) throw new Error(`"${version}" is not a version like 1.2.3`);
	return {
		manifest: { ...manifest, version },
		versions: { ...versions, [version]: manifest.minAppVersion },
	};
}

/**
 * Why package.json, manifest.json and versions.json (and the release tag, when given) do not agree;
 * empty when they do.
 */
export function versionProblems(pkg, manifest, versions, tag) {
	const problems = [];
	if (!VERSION_PATTERN.test(manifest.version ?? "")) problems.push(`manifest.json's version "${manifest.version}" is not like 1.2.3`);
	if (pkg.version !== manifest.version) problems.push(`package.json says ${pkg.version}, manifest.json says ${manifest.version}`);
	if (!(manifest.version in versions)) problems.push(`versions.json has no entry for ${manifest.version}`);
	else if (versions[manifest.version] !== manifest.minAppVersion) {
		problems.push(`versions.json maps ${manifest.version} to ${versions[manifest.version]}, but manifest.json's minAppVersion is ${manifest.minAppVersion}`);
	}
	for (const [version, app] of Object.entries(versions)) {
		if (!VERSION_PATTERN.test(version) || !/^\d+\.\d+\.\d+$/.test(String(app))) problems.push(`versions.json entry "${version}": "${app}" is not version: app version`);
	}
	if (tag !== undefined) {
		if (tag.startsWith("v")) problems.push(`the tag "${tag}" starts with "v": Obsidian's directory looks for the tag ${tag.slice(1)}`);
		else if (tag !== manifest.version) problems.push(`the tag "${tag}" is not manifest.json's version ${manifest.version}`);
	}
	return problems;
}

export function readJson(path) {
	return JSON.parse(readFileSync(path, "utf8"));
}

function writeJson(path, value) {
	writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** Bump manifest.json and versions.json in `root` to the version package.json holds now. */
export function bumpFiles(root, version = readJson(join(root, "package.json")).version) {
	const next = bump(readJson(join(root, "manifest.json")), readJson(join(root, "versions.json")), version);
	writeJson(join(root, "manifest.json"), next.manifest);
	writeJson(join(root, "versions.json"), next.versions);
	return next;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
	// npm sets npm_package_version to the new version while running the "version" script.
	const version = process.env.npm_package_version ?? readJson("package.json").version;
	const { manifest } = bumpFiles(process.cwd(), version);
	print(`manifest.json and versions.json: ${version} (minAppVersion ${manifest.minAppVersion})`);
}
