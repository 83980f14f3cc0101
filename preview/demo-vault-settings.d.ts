/** The demo vault's plugin settings (data.json), which scripts/demo.mjs resolves from the vault's configuration folder. */
declare module "demo-vault-settings" {
	const settings: Record<string, unknown>;
	export default settings;
}
