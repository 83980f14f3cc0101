/**
 * A small YAML-subset reader for the browser preview's `parseYaml` and frontmatter:
 * block mappings and lists by indentation, inline lists `[a, "b"]`, empty `{}`,
 * quoted and plain scalars, numbers, booleans, null, and ` #` comments. That covers
 * the flat frontmatter our notes use (DESIGN.md §5). Anything else (anchors, tags,
 * multi-line `|`/`>` strings, inline maps with content) throws an error naming the
 * line, so the preview never shows a silently wrong value.
 */

interface Line {
	indent: number;
	text: string;
	number: number;
}

export function readYaml(source: string): unknown {
	const lines: Line[] = [];
	source.replace(/\r\n?/g, "\n").split("\n").forEach((raw, index) => {
		const text = stripComment(raw).trimEnd();
		if (text.trim() === "" || text.trim() === "---") return;
		lines.push({ indent: text.length - text.trimStart().length, text: text.trim(), number: index + 1 });
	});
	if (lines.length === 0) return null;
	const [value, next] = readBlock(lines, 0, lines[0]?.indent ?? 0);
	if (next < lines.length) throw new Error(`YAML line ${lines[next]?.number}: unexpected indentation.`);
	return value;
}

function readBlock(lines: Line[], start: number, indent: number): [unknown, number] {
	const first = lines[start];
	if (!first) return [null, start];
	if (first.text.startsWith("- ") || first.text === "-") {
		const list: unknown[] = [];
		let index = start;
		while (index < lines.length && lines[index]?.indent === indent && (lines[index]?.text.startsWith("-") ?? false)) {
			const line = lines[index] as Line;
			const rest = line.text.slice(1).trim();
			index++;
			if (rest === "") {
				const child = lines[index];
				if (child && child.indent > indent) {
					const [value, next] = readBlock(lines, index, child.indent);
					list.push(value);
					index = next;
				} else list.push(null);
			} else if (/^[^"'[{][^:]*:(\s|$)/.test(rest)) {
				throw new Error(`YAML line ${line.number}: mappings inside lists are not supported by the preview.`);
			} else list.push(scalar(rest, line.number));
		}
		return [list, index];
	}
	const map: Record<string, unknown> = {};
	let index = start;
	while (index < lines.length && lines[index]?.indent === indent) {
		const line = lines[index] as Line;
		const match = /^("[^"]*"|'[^']*'|[^:]+?):(?:\s+(.*))?$/.exec(line.text);
		if (!match) throw new Error(`YAML line ${line.number}: expected "key: value".`);
		const key = unquote(match[1] ?? "");
		const rest = (match[2] ?? "").trim();
		index++;
		if (rest === "") {
			const child = lines[index];
			if (child && (child.indent > indent || (child.indent === indent && child.text.startsWith("-")))) {
				const [value, next] = readBlock(lines, index, child.indent);
				map[key] = value;
				index = next;
			} else map[key] = null;
		} else map[key] = scalar(rest, line.number);
	}
	return [map, index];
}

function scalar(text: string, number: number): unknown {
	if (text.startsWith("[")) {
		if (!text.endsWith("]")) throw new Error(`YAML line ${number}: unclosed "[".`);
		const inner = text.slice(1, -1).trim();
		return inner === "" ? [] : splitInline(inner).map((item) => scalar(item.trim(), number));
	}
	if (text === "{}") return {};
	if (/^[&*!|>{]/.test(text)) throw new Error(`YAML line ${number}: "${text.slice(0, 20)}" is beyond the preview's YAML subset.`);
	if (/^(".*"|'.*')$/.test(text)) return unquote(text);
	if (/^(true|false)$/i.test(text)) return text.toLowerCase() === "true";
	if (/^(null|~)$/i.test(text)) return null;
	if (/^[-+]?\d+(\.\d+)?$/.test(text)) return Number(text);
	return text;
}

/** Splits "a, "b, c", [d]" at top-level commas. */
function splitInline(text: string): string[] {
	const parts: string[] = [];
	let depth = 0;
	let quote: string | null = null;
	let current = "";
	for (const char of text) {
		if (quote) {
			if (char === quote) quote = null;
		} else if (char === '"' || char === "'") quote = char;
		else if (char === "[") depth++;
		else if (char === "]") depth--;
		else if (char === "," && depth === 0) {
			parts.push(current);
			current = "";
			continue;
		}
		current += char;
	}
	parts.push(current);
	return parts;
}

function unquote(text: string): string {
	if (text.startsWith('"') && text.endsWith('"') && text.length >= 2) return text.slice(1, -1).replace(/\\"/g, '"');
	if (text.startsWith("'") && text.endsWith("'") && text.length >= 2) return text.slice(1, -1).replace(/''/g, "'");
	return text;
}

/** Drops a ` #` comment that is not inside a quoted scalar (a quote opens only where a value starts). */
function stripComment(line: string): string {
	let quote: string | null = null;
	for (let i = 0; i < line.length; i++) {
		const char = line[i];
		if (quote) {
			if (char === quote) quote = null;
		} else if ((char === '"' || char === "'") && /(^|[:,[-]\s*)$/.test(line.slice(0, i))) quote = char;
		else if (char === "#" && (i === 0 || line[i - 1] === " " || line[i - 1] === "\t")) return line.slice(0, i);
	}
	return line;
}
