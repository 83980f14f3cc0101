/**
 * A stand-in for the part of Obsidian's editor language the Live Preview code reads. Obsidian's
 * Markdown mode is a CodeMirror stream parser (HyperMD's tokens), so its syntax tree's node names are
 * token classes joined by "_", as StreamLanguage makes them: a run of inline-code backticks is
 * `formatting_formatting-code_inline-code`, the code `inline-code`, a fenced block's lines
 * `hmd-codeblock`, frontmatter `hmd-frontmatter`. Other plugins read Obsidian's tree by exactly these
 * names. This fixture emits the same names for inline code (a run of n backticks closed by the next
 * run of n on the line), fences and frontmatter, and nothing else of Markdown: it is not Obsidian's
 * parser, only its naming, so the finder is tested against both trees it meets (this one and Lezer's).
 */
import { StreamLanguage, type StringStream } from "@codemirror/language";
import { tags } from "@lezer/highlight";

interface State {
	line: number;
	frontmatter: boolean;
	fence: string | undefined;
	/** The width of the backtick run that opened inline code on this line, or 0. */
	code: number;
}

const CLASSES = ["formatting", "formatting-code", "inline-code", "hmd-codeblock", "hmd-frontmatter", "formatting-code-block", "HyperMD-codeblock"];

export const obsidianLikeMarkdown = StreamLanguage.define<State>({
	name: "obsidian-like-markdown",
	startState: () => ({ line: 0, frontmatter: false, fence: undefined, code: 0 }),
	copyState: (state) => ({ ...state }),
	blankLine(state) {
		state.line++;
	},
	token(stream: StringStream, state: State): string | null {
		if (stream.sol()) {
			state.line++;
			state.code = 0;
			const text = stream.string;
			if (state.line === 1 && text.trimEnd() === "---") {
				state.frontmatter = true;
				stream.skipToEnd();
				return "hmd-frontmatter";
			}
			if (state.frontmatter) {
				if (/^(---|\.\.\.)\s*$/.test(text)) state.frontmatter = false;
				stream.skipToEnd();
				return "hmd-frontmatter";
			}
			const fence = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
			if (state.fence !== undefined) {
				if (fence !== undefined && fence[0] === state.fence[0] && fence.length >= state.fence.length && text.trim() === fence) state.fence = undefined;
				stream.skipToEnd();
				return "hmd-codeblock";
			}
			if (fence !== undefined && !(fence[0] === "`" && text.slice(text.indexOf(fence) + fence.length).includes("`"))) {
				state.fence = fence;
				stream.skipToEnd();
				return "formatting-code-block HyperMD-codeblock";
			}
		}
		// A backslash makes the next character literal outside code (Obsidian marks it as an escape).
		if (state.code === 0 && stream.peek() === "\\") {
			stream.next();
			stream.next();
			return null;
		}
		if (stream.peek() === "`") {
			const run = stream.match(/^`+/) as RegExpMatchArray;
			const width = run[0].length;
			if (state.code === 0) {
				// Opens only when a run of the same width closes it later on the line.
				const rest = stream.string.slice(stream.pos);
				if (!new RegExp(`(^|[^\`])\`{${width}}([^\`]|$)`).test(rest)) return null;
				state.code = width;
				return "formatting formatting-code inline-code";
			}
			if (width === state.code) {
				state.code = 0;
				return "formatting formatting-code inline-code";
			}
			return "inline-code";
		}
		if (state.code > 0) {
			stream.match(/^[^`]+/);
			return "inline-code";
		}
		stream.match(/^[^`\\]+/);
		return null;
	},
	tokenTable: Object.fromEntries(CLASSES.map((name) => [name, tags.monospace])),
});
