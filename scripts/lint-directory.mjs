// `npm run lint:directory`: the community directory's check (eslint.directory.config.mjs: the
// recommended rules of eslint-plugin-obsidianmd as they ship, on every file). It fails on any error
// but the two it knows and keeps, package.json's development packages builtin-modules and moment
// (README, "The community directory's lint"); warnings are listed, not counted.
import process from "node:process";
import { ESLint } from "eslint";
import { print } from "./print.mjs";

/** Errors the project keeps on purpose, by file, rule and the package named. */
const KEPT = [
	{ file: "package.json", rule: "depend/ban-dependencies", names: '"builtin-modules"' },
	{ file: "package.json", rule: "depend/ban-dependencies", names: '"moment"' },
];

const eslint = new ESLint({ overrideConfigFile: "eslint.directory.config.mjs" });
const results = await eslint.lintFiles(["."]);
const formatter = await eslint.loadFormatter("stylish");
const text = await formatter.format(results);
if (text.trim() !== "") print(text);

const relative = (path) => path.slice(process.cwd().length + 1);
const errors = results.flatMap((result) => result.messages.filter((message) => message.severity === 2).map((message) => ({ file: relative(result.filePath), rule: message.ruleId ?? "", text: message.message })));
const kept = errors.filter((error) => KEPT.some((known) => known.file === error.file && known.rule === error.rule && error.text.startsWith(known.names)));
const unexpected = errors.length - kept.length;
const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
print(`Directory lint: ${unexpected} error${unexpected === 1 ? "" : "s"}, ${kept.length} kept on purpose (package.json's builtin-modules and moment), ${warnings} warnings.`);
process.exit(unexpected > 0 ? 1 : 0);
