/**
 * What a kind of rule note brings to a pack: the `rule:` value it answers, how its properties are
 * read into the typed rule the engine takes, how it is said in a sentence, and what it checks
 * against the rest of its pack. pack.ts's header says how to add one.
 */
import type { SystemId } from "../../../notes/schema/kind";
import type { Pack } from "../pack";
import type { RuleReader } from "../rule-reader";

export interface RuleKind<Rule extends { id: string; label: string }> {
	/** The note's `rule:` value ("condition"). */
	name: string;
	/** How a sentence names one ("condition"). */
	noun: string;
	/** True when the rule is read from the note's body too (then the vault's notes are read with cachedRead; otherwise the metadata cache is enough). */
	needsBody: boolean;
	/** The rule from the note's properties (and body), its id and label already read; problems go to the reader. */
	read(reader: RuleReader, system: SystemId, id: string, label: string, body: string): Rule;
	/** What the plugin does with the rule, in a sentence for its page's panel and the pack's summary. */
	describe(rule: Rule, pack: Pack): string;
	/** Problems the rule has against the rest of its pack (an effect naming a condition the pack lacks). */
	check?(rule: Rule, pack: Pack): string[];
}
