/**
 * Times a panel mounted on each page's first body section, as the post-processor sees it (the
 * section info holds the note's text and the section's lines): nine runs, the median per panel.
 * The compendium panel and the rule tools benches share it.
 */
import { performance } from "node:perf_hooks";
import { firstBodyLine } from "../src/ui/first-section";

export type PanelMount = (el: HTMLElement, ctx: unknown, deps: unknown) => boolean;

/** A post-processor context for a page's first section; its children are loaded and kept in `children`. */
export interface SectionContext {
	sourcePath: string;
	getSectionInfo(): { text: string; lineStart: number; lineEnd: number };
	addChild(child: { load(): void; unload(): void }): void;
}

export interface PanelTimes {
	mounted: number;
	perPanelMs: number;
	/** One context a page, for further figures (later sections, one page again). */
	contexts: SectionContext[];
	/** The children mounted since the last unload. */
	children: { unload(): void }[];
}

export function timeFirstSectionPanels(pages: readonly { path: string; text: string }[], mount: PanelMount, deps: unknown): PanelTimes {
	const children: { unload(): void }[] = [];
	const contexts = pages.map((page): SectionContext => {
		const line = firstBodyLine(page.text);
		const info = { text: page.text, lineStart: line, lineEnd: line };
		return { sourcePath: page.path, getSectionInfo: () => info, addChild: (child: { load(): void; unload(): void }) => (child.load(), children.push(child)) };
	});
	const times: number[] = [];
	let mounted = 0;
	for (let run = 0; run < 9; run++) {
		const sections = pages.map(() => document.createElement("div"));
		const start = performance.now();
		mounted = 0;
		for (let i = 0; i < sections.length; i++) if (mount(sections[i] as HTMLElement, contexts[i], deps)) mounted++;
		times.push((performance.now() - start) / Math.max(1, mounted));
		for (const child of children.splice(0)) child.unload();
	}
	times.sort((a, b) => a - b);
	return { mounted, perPanelMs: times[Math.floor(times.length / 2)] as number, contexts, children };
}
