/**
 * A rule pack's note imported as its text (esbuild.config.mjs's TEXT_LOADER, vitest.config.mts's
 * markdown-as-text plugin): the default export is the whole Markdown file.
 */
declare module "*.md" {
	const text: string;
	export default text;
}
