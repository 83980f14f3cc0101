/**
 * A `.catalogue` file is a JSON object of message id → message (see src/lang/message.ts). Every build
 * (esbuild, vitest, the preview) loads it as two strings (scripts/text-loaders.mjs): `atLoad`, the
 * JSON of the messages onload reads (all of English), and `packed`, the rest of a translation
 * compressed (base64 of its raw DEFLATE, unpacked by src/lang/inflate.ts), so main.js carries each
 * language as data read only when that language is first used.
 */
declare module "*.catalogue" {
	const catalogue: { readonly atLoad: string; readonly packed: string };
	export default catalogue;
}
