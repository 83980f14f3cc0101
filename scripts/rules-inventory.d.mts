// Types for scripts/rules-inventory.mjs, so the tests (TypeScript) can import it.
export type RuleStatus = "reachable" | "partial" | "engine" | "absent";
export type RuleNeed = "dialog" | "tracker" | "tool" | "data" | "sheet";

export interface RuleRecord {
	id: string;
	status: RuleStatus;
	quote: string;
	rule: string;
	where?: string;
	at?: string[];
	manual?: string;
	missing?: string;
	needs?: RuleNeed;
	issue31?: string;
	engine?: string;
	narrative?: string;
}

export interface Inventory {
	seed: string;
	title: string;
	about: string;
	rules: RuleRecord[];
}

export interface Counts {
	total: number;
	reachable: number;
	partial: number;
	engine: number;
	absent: number;
}

export const ROOT: string;
export const INVENTORY_DIR: string;
export const MANUAL_NOTE: string;
export const SEEDS: readonly string[];
export const STATUSES: Readonly<Record<RuleStatus, string>>;
export const NEEDS: Readonly<Record<RuleNeed, string>>;
export const PLACE_KINDS: readonly string[];
export function inventoryFile(seed: string): string;
export function readInventory(seed: string, root?: string): Inventory;
export function readInventories(root?: string): Inventory[];
export function formatInventory(inventory: Inventory): string;
export function checkInventory(inventory: Inventory, seed: string): string[];
export function counts(inventory: Inventory): Counts;
export function renderEveryRule(inventories: readonly Inventory[]): string;
export function renderGaps(inventories: readonly Inventory[]): string;
export function outOfDate(root?: string): { changes: [string, string][]; problems: string[]; inventories: Inventory[] };
