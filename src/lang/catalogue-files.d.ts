/**
 * A `.catalogue` file is a JSON object of message id → message (see src/lang/message.ts). esbuild,
 * vitest and the preview load it as its text (scripts/catalogue-loader.mjs), so main.js carries each
 * language as one string that is parsed only when that language is first used.
 */
declare module "*.catalogue" {
	const text: string;
	export default text;
}
