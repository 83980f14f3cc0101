/**
 * The built-in packs: each game's rule notes, exactly the text "Write the rule pack" puts in the
 * vault (src/games/<game>/pack/*.md). They are imported as text (esbuild.config.mjs's TEXT_LOADER),
 * so main.js holds them as strings; nothing here parses them: notes/pack/ does, the first time a
 * game's rules are needed, in the user's language (localized.ts).
 */
import type { SystemId } from "../../notes/schema/kind";
import type { BuiltInNote } from "./localized";
import cypherBlinded from "../cypher/pack/Blinded.md";
import cypherDazed from "../cypher/pack/Dazed.md";
import cypherDiseased from "../cypher/pack/Diseased.md";
import cypherDistracted from "../cypher/pack/Distracted.md";
import cypherGrappled from "../cypher/pack/Grappled.md";
import cypherHampered from "../cypher/pack/Hampered.md";
import cypherMajorEffectDisarm from "../cypher/pack/Major effect - Disarm.md";
import cypherMajorEffectImpair from "../cypher/pack/Major effect - Impair.md";
import cypherMajorEffectKnockDown from "../cypher/pack/Major effect - Knock down.md";
import cypherMajorEffectStun from "../cypher/pack/Major effect - Stun.md";
import cypherMinorEffectDistract from "../cypher/pack/Minor effect - Distract.md";
import cypherMinorEffectIgnoreArmor from "../cypher/pack/Minor effect - Ignore armor.md";
import cypherMinorEffectKnockBack from "../cypher/pack/Minor effect - Knock back.md";
import cypherMinorEffectMovePast from "../cypher/pack/Minor effect - Move past.md";
import cypherMinorEffectStrikeABodyPart from "../cypher/pack/Minor effect - Strike a body part.md";
import cypherParalyzed from "../cypher/pack/Paralyzed.md";
import cypherPoisoned from "../cypher/pack/Poisoned.md";
import cypherProne from "../cypher/pack/Prone.md";
import cypherStunned from "../cypher/pack/Stunned.md";
import cypherTookAnAttack from "../cypher/pack/Took an attack.md";
import cypherUnconscious from "../cypher/pack/Unconscious.md";
import poolComplicationImpaired from "../pool/pack/Complication - Impaired.md";
import poolComplicationStunned from "../pool/pack/Complication - Stunned.md";
import poolComplicationWeakness from "../pool/pack/Complication - Weakness.md";
import poolImpaired from "../pool/pack/Impaired.md";
import poolStunned from "../pool/pack/Stunned.md";
import d20FlatFooted from "../d20/pack/Flat-footed.md";
import d20ManoeuvreDisarm from "../d20/pack/Manoeuvre - Disarm.md";
import d20ManoeuvreGrapple from "../d20/pack/Manoeuvre - Grapple.md";
import d20ManoeuvreShove from "../d20/pack/Manoeuvre - Shove.md";
import d20ManoeuvreTrip from "../d20/pack/Manoeuvre - Trip.md";
import d20Prone from "../d20/pack/Prone.md";

export type { BuiltInNote } from "./localized";

/** Each game's built-in notes: its conditions, then its effects in the order the seeds list them. */
export const BUILT_IN_PACKS: Readonly<Record<SystemId, readonly BuiltInNote[]>> = {
	cypher: [
		{ file: "Dazed.md", text: cypherDazed },
		{ file: "Stunned.md", text: cypherStunned },
		{ file: "Paralyzed.md", text: cypherParalyzed },
		{ file: "Unconscious.md", text: cypherUnconscious },
		{ file: "Prone.md", text: cypherProne },
		{ file: "Blinded.md", text: cypherBlinded },
		{ file: "Distracted.md", text: cypherDistracted },
		{ file: "Hampered.md", text: cypherHampered },
		{ file: "Took an attack.md", text: cypherTookAnAttack },
		{ file: "Poisoned.md", text: cypherPoisoned },
		{ file: "Grappled.md", text: cypherGrappled },
		{ file: "Diseased.md", text: cypherDiseased },
		{ file: "Minor effect - Ignore armor.md", text: cypherMinorEffectIgnoreArmor },
		{ file: "Minor effect - Strike a body part.md", text: cypherMinorEffectStrikeABodyPart },
		{ file: "Minor effect - Knock back.md", text: cypherMinorEffectKnockBack },
		{ file: "Minor effect - Move past.md", text: cypherMinorEffectMovePast },
		{ file: "Minor effect - Distract.md", text: cypherMinorEffectDistract },
		{ file: "Major effect - Knock down.md", text: cypherMajorEffectKnockDown },
		{ file: "Major effect - Disarm.md", text: cypherMajorEffectDisarm },
		{ file: "Major effect - Stun.md", text: cypherMajorEffectStun },
		{ file: "Major effect - Impair.md", text: cypherMajorEffectImpair },
	],
	pool: [
		{ file: "Stunned.md", text: poolStunned },
		{ file: "Impaired.md", text: poolImpaired },
		{ file: "Complication - Stunned.md", text: poolComplicationStunned },
		{ file: "Complication - Impaired.md", text: poolComplicationImpaired },
		{ file: "Complication - Weakness.md", text: poolComplicationWeakness },
	],
	d20: [
		{ file: "Flat-footed.md", text: d20FlatFooted },
		{ file: "Prone.md", text: d20Prone },
		{ file: "Manoeuvre - Trip.md", text: d20ManoeuvreTrip },
		{ file: "Manoeuvre - Shove.md", text: d20ManoeuvreShove },
		{ file: "Manoeuvre - Disarm.md", text: d20ManoeuvreDisarm },
		{ file: "Manoeuvre - Grapple.md", text: d20ManoeuvreGrapple },
	],
};
