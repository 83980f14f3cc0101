/**
 * A note's text without the seals on its entries' check lines (issue 33): a seal is made with the
 * key of the vault that wrote the entry, so the demo vault, shipped to every user, holds none; a
 * replay of its sessions is compared with it with the replay's own seals taken out.
 */
export function withoutSeals(text: string): string {
	return text.replace(/^((?:[ \t]*>[ \t]?)*[ \t]*- check: [0-9a-f]{8}) [0-9a-f]{16}(\r?)$/gm, "$1$2");
}
