/**
 * A `.catalogue` file is a JSON object of message id → message (see src/lang/message.ts). Every build
 * (esbuild, vitest, the preview) loads it as two strings (scripts/text-loaders.mjs): `atLoad`, the
 * JSON of the messages onload reads, and `packed`, the rest compressed (a raw DEFLATE written in Z85,
 * unpacked by src/lang/inflate.ts): English's as an object of id → message, a translation's as a
 * list of messages in the order of English's ids. So main.js carries each language as data read
 * only when it is first needed.
 */
declare module "*.catalogue" {
	const catalogue: { readonly atLoad: string; readonly packed: string };
	export default catalogue;
}
