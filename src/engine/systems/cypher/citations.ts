/**
 * The words of seeds 000, 001 and 002 that each Cypher rule cites, keyed by a citation id.
 *
 * Every explanation step names its rule in `source` (see `ExplainStep.source`), and for the Cypher
 * rules that name is a key of this table: the step carries the id, this table holds the seed
 * file and the rule's own words ("000: \"…\""; parts joined with "…" where the seed's sentence is
 * cut; a few readings that are the CSRD's, not a seed's, say "CSRD:").
 *
 * Why the words live here and not in the steps: no user ever reads `source` (the log and the
 * dialogs show the step's text and its CSRD page), yet the quotations were some 9 KB of the
 * shipped bundle. The words are data for the tests, which check every one against the seed texts
 * and resolve every id the rules produce, and for the docs.
 *
 * So rule code imports only the type: `import type { CitationId } from "…/citations"`, and builds
 * its steps with `citedStep`, whose `source` is a CitationId: a misspelt id does not compile. A
 * value import of CITATIONS anywhere under src/ would put the words back into main.js (a unit test
 * guards this). A refusal names its rule's citation in a comment beside it, its message saying the
 * rule in plain words; the rows of 000's circumstance tables derive theirs from the row's id.
 */
export const CITATIONS = {
	// Task rolls (000, 002)
	targetNumber: '000: "The target number is always three times the task\'s difficulty"',
	successAtTarget: '000: "If the roll is equal to or higher than the target number, you succeed."',
	routineTask: '000: "If you reduce the difficulty of a task to 0 or less, it\'s routine, and you automatically succeed without a roll."',
	impossibleTask: '002: "if there is no possibility for success—if not even rolling a natural 20 (meaning the d20 shows that number) is sufficient to accomplish the task—then no roll is made."',
	naturalRollMatters: '002: "the original roll matters if it\'s a special roll"',
	missNoDamage: '000: "you miss and don\'t inflict any damage at all."',

	// Easing and hindering in steps (000, 001, 002)
	skillSteps: '000: "Being trained eases your task by one step, being specialized eases it by two, and being expert eases it by three. A skill can never ease a task by more than three steps."',
	inability: '001: "Inability: +1 difficulty step"',
	assetLimit: '000: "Assets can never ease a task by more than two steps—any more than two steps doesn\'t count."',
	effortEases: '000: "Each level of Effort eases the task by one step."',
	easingLimit: '000: "By using skills, assets, and Effort, you can ease a task by a maximum of eleven steps"',
	bonusBecomesAsset: '002: "If a character\'s modifiers add up to +3, treat them as an asset instead. In other words, instead of adding a +3 bonus to the roll, reduce the difficulty by one step."',

	// Effort, Edge and Pool costs (000, 001)
	effortCost: '000: "Using Effort costs 3 Pool points and eases the task by one step"',
	effortFurtherLevels: '000: "Levels of Effort beyond the first one only cost 2 points instead of 3. So applying two levels of Effort costs 5 points (3+2), using three levels cost 7 points (3+2+2)"',
	impairedEffort: '001: "Impaired … Effort costs 1 extra point per level"',
	edgeOncePerAction: '000: "whenever you spend points from a Pool, reduce the point cost by your Edge for that stat (to a minimum point cost of 0, which means it\'s free)"; 000: "you can use your Edge only once per action (no “double-dipping”)"',
	rallyNoEdge: '000: "You cannot use Might Edge to reduce the cost of rallying."',
	poolAtZero: '000: "there\'s no penalty for spending a Pool down to 0 points. It just means you can\'t use Effort from that stat or use abilities that cost points from that stat."',
	effortScoreLimit: '000: "your Effort score on your character sheet is the maximum number of levels of Effort you can use"',
	sixLevelsOfEffort: '000: "even if you have free levels of Effort, you\'re still limited to applying a maximum of six levels of Effort for a task."',
	freeEffortLevel: '000: "This free level doesn\'t cost you any Pool points, and it doesn\'t count toward your Effort limit."',
	retryNeedsEffort: '000: "you can attempt it again, but you have to use Effort when retrying it."',
	effortDamage: '000: "When you use Effort on an attack, you choose whether you\'re easing the roll by one step or increasing the damage by 3."',
	effortAreaDamage: '000: "When you use Effort to increase the damage of an area attack, it adds only 2 damage per level of Effort (instead of the normal 3)."',
	debilitatedOnlyMoves: '001: "Debilitated … Cannot take any action other than to move/crawl immediate distance."',

	// Special rolls and GM intrusions (000, 001, 002)
	specialRollsNeedSuccess: '000: "If you roll a 1, 17, 18, 19, or 20 and the roll is a success, special rules come into play." 000: "This extra damage only happens if the attack hits your foe."',
	freeIntrusion: '000: "If you roll a 1 on a task, the GM gets a “free” intrusion—they get to intrude, and they don\'t give out any XP for it."',
	defenseRollOfOneClassic: '001: "suffer +2 damage or free GM intrusion"',
	saveAfterHit: '001: "Save: Second defense task after successful hit"',
	defenseRollOfOne: '002: "For GM intrusion on a defense roll, a roll of 1 might mean that the PC takes 2 additional points of damage from the attack"',
	extraDamage: '000: "rolling a 17 or higher means you get to add extra damage to the attack: +1 for a 17, +2 for an 18, +3 for a 19 (if you don\'t choose a minor effect), or +4 for a 20 (if you don\'t choose a major effect)."',
	impairedSpecialRolls: '001: "Impaired … Rolls of 17+ only deal +1 damage. Ignore major/minor effects."',
	minorEffect: '000: "19: +3 damage bonus or minor effect."',
	naturalTwentyMinorEffect: '002: "deals 4 additional points of damage or the PC gets a major or minor effect"',
	majorEffect: '000: "20: +4 damage bonus or major effect."',
	naturalTwentyRefund: '000: "the point cost for the action (if any) decreases to 0, so if you spent points from a stat Pool on the action, you regain those points as if you had not spent them at all."',

	// Weapons (000, 001)
	weaponDamage: '000: "weapons inflict 2, 4, or 6 damage depending on whether they are light, medium or heavy damage respectively"',
	lightWeaponEases: '001: "Unarmed/Light Weapon: 2 damage, -1 attack difficulty"',
	crushingWeapon: '001: "Crushing: Ignore 1 point of Armor, -1 damage vs. unarmored foes."',
	reachingWeapon: '001: "Reaching: -1 difficulty to attacks vs. opponents without reach. +1 difficulty in close quarters."',
	slashingWeapon: '001: "Slashing: +1 damage vs. unarmored foes, -1 damage to armored foes."',
	stabbingWeapon: '001: "Stabbing: Extra +1 damage on rolls of 17+. On rolls of 5 or less, -1 damage."',
	tradeDamage: '001: "TRADING DAMAGE FOR EFFECT" … "(add level of monster to damage reduction)"',
	luckyShot: '000: "attack fails without a roll unless you spend 1 XP to make a lucky shot"',
	missNotExpended: '001: "On miss, ability or charge not expended."',

	// Named circumstances: 000's combat modifier tables and "Easing Skill Tasks One Step", 001's partial surprise
	circumstanceHigherGround: '000, combat modifiers that ease the attack: "Attacker on higher ground"',
	circumstanceTargetDazed: '000, combat modifiers that ease the attack: "Target dazed"',
	circumstanceProneTargetMelee: '000, combat modifiers that ease the attack: "Melee attack on prone target"',
	circumstanceTargetOnGuardUnaware: '000, combat modifiers that ease the attack: "Target on guard but unaware of attacker\'s location"',
	circumstanceSurprise: '000, combat modifiers that ease the attack: "Surprise (first attack ambush on unaware target)"',
	circumstanceAttackerInvisible: '000, combat modifiers that ease the attack: "Attacker invisible"',
	circumstanceTargetBlinded: '000, combat modifiers that ease the attack: "Target blinded"',
	circumstanceHiddenRangedUnaware: '000, combat modifiers that ease the attack: "Ranged attack from hidden position on unaware target"',
	circumstancePartialSurprise: '001: "Partial Surprise: -1 difficulty"',
	modifiersBothWays: '000: "Remember, these modifiers affect NPC attacks as well as your attacks. So if you\'re on higher ground, your attacks against your foe are eased; if they\'re on higher ground, their attacks against you are eased (your defense is hindered)."',
	circumstanceTargetParalyzed: '000, combat modifiers that ease the attack: "Target paralyzed or unconscious"',
	circumstanceCover: '000, combat modifiers that hinder the attack: "Target is behind sturdy cover"',
	circumstanceAttackerDazed: '000, combat modifiers that hinder the attack: "Attacker dazed"',
	circumstanceProneTargetRanged: '000, combat modifiers that hinder the attack: "Ranged attack on prone target"',
	circumstanceExtremeRange: '000, combat modifiers that hinder the attack: "Ranged attack at extreme range (the limit of the weapon range)"',
	circumstanceDimLight: '000, combat modifiers that hinder the attack: "Target in dim light, within short range"',
	circumstanceVeryDimLightImmediate: '000, combat modifiers that hinder the attack: "Target in very dim light, within immediate range"',
	circumstanceTargetGuarding: '000, combat modifiers that hinder the attack: "Target is guarding"',
	circumstanceMistRanged: '000, combat modifiers that hinder the attack: "Ranged attack on target in mist"',
	circumstanceDenseMistMelee: '000, combat modifiers that hinder the attack: "Melee attack on target in very dense mist"',
	circumstanceDeepWater: '000, combat modifiers that hinder the attack: "Attacker in deep water (waist or deeper; aquatic creatures ignore this)"',
	circumstanceUnderwaterStabbing: '000, combat modifiers that hinder the attack: "Attacker underwater using stabbing weapon"',
	circumstanceUnderwaterSpecialRanged: '000, combat modifiers that hinder the attack: "Attacker underwater using special ranged weapon"',
	circumstanceTargetMovingFast: '000, combat modifiers that hinder the attack: "Target is moving very fast"',
	circumstanceMovingMount: '000, combat modifiers that hinder the attack: "Attacker on a moving mount or moving vehicle"',
	circumstanceUnsteadyPlatform: '000, combat modifiers that hinder the attack: "Attacker on a listing ship, vibrating platform, and so on"',
	circumstanceHighGravity: '000, combat modifiers that hinder the attack: "High gravity"',
	circumstanceLowGravity: '000, combat modifiers that hinder the attack: "Low gravity or zero gravity"',
	circumstanceVeryDimLightShort: '000, combat modifiers that hinder the attack: "Target in very dim light, more than immediate range but within short range"',
	circumstanceUnderwaterBashingSlashing: '000, combat modifiers that hinder the attack: "Attacker underwater using bashing or slashing weapon"',
	circumstanceDisarm: '000, combat modifiers that hinder the attack: "Attacker trying to disarm target"',
	circumstanceAimLimb: '000, combat modifiers that hinder the attack: "Attacker aiming for specific limb"',
	circumstanceBlindTarget: '000, combat modifiers that hinder the attack: "Attacker trying to blind target for a few rounds"',
	circumstanceDarknessSensed: '000, combat modifiers that hinder the attack: "Target in darkness or invisible but attacker has a sense of where they might be"',
	circumstanceDarknessUnknown: '000, combat modifiers that hinder the attack: "Target in darkness or invisible; attacker has no idea where they might be"',
	circumstanceFullCover: '000, combat modifiers that hinder the attack: "Target entirely behind sturdy cover"',
	circumstanceDenseMistRanged: '000, combat modifiers that hinder the attack: "Ranged target in very dense mist (as darkness)"',
	circumstanceUnderwaterThrown: '000, combat modifiers that hinder the attack: "Attacker underwater using thrown weapon, bow, crossbow, and so on, and most firearms"',
	circumstancePointBlank: '001, attack and defense modifiers: "Range, point blank" … "Attacker"',
	circumstanceUnawareTarget: '001, attack and defense modifiers: "Unaware target" … "Attacker"',
	circumstancePartialCover: '001, attack and defense modifiers: "Cover, partial" … "Target"',
	circumstanceHidingTarget: '001, attack and defense modifiers: "Hiding target" … "Target"',
	circumstanceDazed: '000: "Being dazed hinders all your tasks"',
	circumstanceRunBeforeJump: '000: "Easing Skill Tasks One Step": "Run immediate distance before a jump"',
	circumstanceHalfSpeedSneaking: '000: "Easing Skill Tasks One Step": "Move at half speed when sneaking"',
	circumstanceCamouflage: '000: "Easing Skill Tasks One Step": "Wear camouflage or appropriate gear when sneaking"',
	circumstanceDimLightSneaking: '000: "Easing Skill Tasks One Step": "Dim light when sneaking"',
	circumstanceHidingPlaces: '000: "Easing Skill Tasks One Step": "Many things to hide behind when sneaking"',
	circumstanceJumpingPole: '000: "Easing Skill Tasks One Step": "Pole for jumping"',
	circumstanceSaddle: '000: "Easing Skill Tasks One Step": "Saddle for riding"',

	// Initiative and the round (000)
	pcInitiative: '000: "For PCs, initiative is a Speed roll, and each player makes a roll for their own character."',
	npcInitiative: '000: "For NPCs, the GM typically uses the NPC\'s target number (based on their level) to determine their initiative."',
	pcBeforeNpc: '000: "If your initiative roll is equal to or higher than the NPC\'s initiative, you get to go before they do"',
	stepIsThree: '000: "you and your GM might find it easier to think of each step eased as +3 on your roll, so rolling a 12 eased by one step is like rolling a 15."',
	firstAction: '000: "With a First action, you have the option to jump ahead to the front of the initiative order, ahead of everyone else."',
	manyFirstActions: '000: "If more than one character wants to take a First action, they all happen at the start of the round, in initiative order."',
	followUpAction: '000: "After everyone else\'s turn using their actions are done, you have the option to perform a follow-up non-attack activity"',
	lastAction: '000: "A Last action always happens at the end of the round, after everyone else has acted (even after the Follow-up action of someone who performed a First action this round)."',
	manyLastActions: '000: "If more than one character takes a Last action, they happen at the end of the round, in initiative order."',
	wait: '000: "You can always wait until later in the initiative order to take your turn."',
	waitForTrigger: '000: "if that thing happens you get to go right before it"',

	// Experience and intrusions (000, 001)
	gmIntrusionXp: '000: "The GM awards 2 experience points (XP) to the player affected by the intrusion. The player then awards one of those XP to another player of their choosing"',
	refuseIntrusion: '001: "1 XP: Refuse the intrusion"',
	reactToIntrusion: '000: "After the GM intrudes, you can spend 1 XP (assuming you have any to spend) on your next action to react to a GM Intrusion"',
	playerIntrusion: '000: "you spend 1 XP and present a solution to a problem or complication"',
	noXpNoPlayerIntrusion: '000: "If you have no XP to spend, you can\'t use a player intrusion."',
	gmRefusesIntrusion: '000: "If the GM refuses the intrusion, you don\'t spend the 1 XP, and the intrusion doesn\'t occur."',
	xpSpending: '001: "1 XP: Reroll any roll … 2 XP: Short-Term Benefit … 3 XP: Long-Term Benefit … 4 XP: Character Advancement"',
	xpReroll: '001: "1 XP: Reroll any roll" … "(use better result)"',
	xpAdvancement: '001: "4 XP: Character Advancement" … "(gain one step towards next tier)"',
	tiersOneToSix: '000: "PC tiers are a little like levels, but they go only from 1 to 6"',

	// The party: cypher limit, help, combat actions, followers (000, 001)
	overCypherLimit: '001: "If character is carrying more cyphers than their cypher limit, random cyphers disappear instantly until they have cyphers equal to their maximum."',
	occulticCyphers: '001: "Occultic Cyphers count as 2 cyphers against limit."',
	help: '000: "If you use your action to help someone with a task, you give them an asset on the task. If you\'re trained, specialized, or expert in that task, you give them an additional asset (for a total of two assets). If you have an inability in a task, your help has no effect."',
	helpClassic: '001: "If assisted character has less training, they gain the benefit of the helper\'s training/specialization. If assisted character has equal or more training, they gain +1 bonus."',
	helpDefense: '000: "Helping someone with their defenses gives them an asset on all their defense tasks (not just one defense roll) until your next turn."',
	complementaryAction: '000: "If your complementary action succeeds, you give the other person an asset on their task."',
	complementaryActionClassic: '001: "Complementary Action: Two characters attempting different but complementary actions both gain +2 bonus."',
	oneHelpAtATime: '000: "you can\'t use more than one of these at the same time."',
	distraction: '000: "When you use your turn to distract a foe, that foe\'s attacks are hindered for one round." … "This can\'t hinder a foe by more than one step, no matter how many people are trying to distract"',
	drawTheAttack: '000: "if you succeed, the foe attacks you, and (because you had to make yourself a bit vulnerable to get them to attack you) your defense is hindered by two steps. Two characters attempting to draw an attack at the same time cancel each other out."',
	drawTheAttackClassic: '001: "Prominent character suffers +1 difficulty on defense."',
	takeTheAttack: '000: "The attack automatically succeeds against you and it inflicts an additional minor wound."',
	takeTheAttackClassic: '001: "TAKE THE ATTACK: Speed task (optional), on success attack automatically hits you for +1 damage."',
	guarding: '000: "When guarding, you don\'t make attacks, but all your defense tasks are eased. If a foe tries to get by you or take an action you\'re guarding against … you can attempt an eased Speed action against the foe."',
	npcGuarding: '000: "If an NPC is guarding, you have to succeed at a hindered Speed task against them in order to do the thing they\'re guarding against."',
	followerGrowth: '000: "for every two tiers you gain after acquiring the follower, increase the follower\'s level and its modifier levels by 1."',
	followerHelps: '000: "Most of the time, the follower just helps you with whatever actions you\'re taking, which gives you an asset on the task."',
	followerTwoAssets: '000: "If your follower\'s level or modification is 5 or higher for a task, them helping you with that task gives you two assets instead of one."',
	inabilityHelpsNothing: '000: "If you have an inability in a task, your help has no effect."',
	npcAllyHelps: '000: "an NPC ally uses their action (on your turn) to help you with (easing) a task if they can—that\'s the default."',

	// Wounds (000)
	markWound: '000: "Each time you take a wound, mark off the appropriate wound box on your character sheet."',
	minorWoundsRollOver: '000: "When you\'ve taken all of your minor wounds, any other minor wounds you take become (“roll over to”) moderate wounds."',
	moderateWoundsRollOver: '000: "any other moderate wounds you take become (“roll over to”) major wounds."',
	moderateWoundsHinder: '000: "When you\'ve taken all of your moderate wounds, all of your actions are hindered"',
	majorWoundHinders: '000: "Each individual major wound hinders all of your actions."',
	thirdMajorWoundKills: '000: "When you take your third major wound, you die."',

	// Armor and damage kinds (000, 001)
	armorReducesDamage: '000: "their Armor stat indicates how much less damage they take from an attack"',
	mentalIgnoresArmor: '000: "Mental attacks like a psychic blast ignore Armor"',
	bypassesArmor: '000: "some unusual physical attacks (such as poison on a blade) can bypass Armor"',
	ambientIgnoresArmor: '001: "Ambient Damage: Not affected by armor."',

	// The damage track (001; one CSRD reading)
	trackDamageLessArmor: '001: "Damage: Damage rating - Armor"',
	trackDamageToPool: '001: "Damage to PC: Subtract from stat pool (default Might)."',
	trackDamagePastEmptyPool: 'CSRD: damage past an empty Pool goes to Might, then Speed, then Intellect',
	trackNoPoolEmpty: '001: "0 stat pools = 0"',
	trackOnePoolEmpty: '001: "1 stat pool = 0"',
	trackTwoPoolsEmpty: '001: "2 stat pools = 0"',
	trackThreePoolsEmpty: '001: "3 stat pools = 0"',
	trackHaleEffects: '001: "No penalties"',
	trackImpairedEffects: '001: "Effort costs 1 extra point per level. Rolls of 17+ only deal +1 damage. Ignore major/minor effects."',
	trackDebilitatedEffects: '001: "Cannot take any action other than to move/crawl immediate distance. (If Speed is 0, cannot move.)"',
	trackMoveByEffect: '001: "Examples: Move on damage track"',

	// Defense rolls and shields (000)
	block: '000: "To block, make a Might defense roll."',
	dodge: '000: "To dodge, make a Speed defense roll."',
	lightArmor: '000: "Light Armor: Block rolls are eased. Dodge rolls are hindered."',
	mediumArmor: '000: "Medium Armor: Block rolls are eased by two steps. Dodge rolls are hindered by two steps."',
	heavyArmor: '000: "Heavy Armor: Block rolls are eased by three steps. Dodge rolls are hindered by three steps."',
	dodgeAreaAttack: '000: "Dodge tasks against an area attack are hindered."',
	unpracticedArmorSpeed: '000: "If you cannot freely use the armor you are wearing, its dodge penalty also applies to all of your Speed tasks"',
	defenseFails: '000: "If you fail, you are hit and take the wound from the attack."',
	surprisedDefender: '001: "Attacker: -2 difficulty" … "Defender: Cannot use effort / action abilities"',
	partlySurprisedDefender: '001: "Partial Surprise: -1 difficulty" … "Defender: Cannot use effort / action abilities"',
	unawareDefender: '000: "Even if you don\'t know an attack is coming, you usually can still make a defense roll" … "you can\'t use skill or Effort to ease the defense task"',
	dodgeSucceeds: '000: "If you succeed, you are not hit and take no wound from the attack."',
	blockSucceeds: '000: "If you succeed, you reduce the wound\'s severity by one step"',
	shieldTakesWound: '000: "you can have the shield take the entire wound from the attack so you take no damage"',
	shieldMinorRollsOver: '000: "when a shield runs out of minor wounds, additional minor wounds become (“roll over to”) moderate wounds"',
	shieldModerateRollsOver: '000: "when it runs out of moderate wounds, additional moderate wounds become (“roll over to”) major wounds"',
	shieldBreaks: '000: "When a shield takes a major wound, it is broken, ruined, or destroyed and no longer has any effect."',

	// NPCs, objects and Pool damage (000, 001)
	npcHealthDefault: '001: "NPC Health Default = Level x 3"',
	npcLosesHealth: '000: "When an NPC takes damage of any kind, they lose health"',
	npcDefeated: '000: "When their health reaches 0 or lower, they\'re defeated."',
	objectLosesLevels: '000: "If you are successful and inflict enough damage to get hrough its Armor, the excess damage reduces its level on a one-for-one basis."',
	objectBroken: '000: "If you damage it enough that its level becomes 0, the object is broken and no longer works."',
	objectDestroyed: '000: "If you keep attacking the level 0 object and inflict additional damage equal to its original level, you destroy it."',
	poolDamage: '000: "Some special attacks may instead damage your Pools"',
	poolDamageToWounds: '000: "If damage reduces your stat Pool to 0, any further damage to that stat (including excess damage from the attack that reduced the stat to 0) turns into wounds."',

	// Conditions, poison, disease, lasting damage, wearing armor (000, 001)
	dazed: '000: "Being dazed hinders all your tasks, usually for about one round."',
	dazedClassic: '001: "Dazed: +1 difficulty on all tasks"',
	stunned: '000: "Being stunned means you lose your turn; you can\'t take any actions except to defend yourself."',
	stunnedClassic: '001: "Stunned: Lose turn, defend at +1 difficulty"',
	paralysis: '001: "Paralysis: Unable to move, cannot take physical actions"',
	weakness: '001: "Weakness: Increase spend on matching task’s pool by Weakness"',
	poison: '000: "you make a Might defense roll to resist it"',
	poisonClassic: '001: "POISON: Might defense, then special effect"',
	disease: '000: "their effect occurs every day, so you must make a Might defense roll each day or suffer the effects"',
	lastingDamage: '001: "heal at 1 point per day of full rest / 3 days of regular activity"',
	permanentDamage: '001: "Permanent Damage: Special situation, never heals normally"',
	damagedArmor: '000: "might damage your armor, reducing how much it eases your block tasks (but not affecting how much it hinders your dodge tasks"',
	extraWounds: '000: "Your type might allow you to take additional wounds, and some characters have abilities that allow them to take more than the normal number of wounds."',
	armorPracticed: '001: "being practiced in armor negates these costs"',
	armorWearingCosts: '001: "WEARING ARMOR (being practiced in armor negates these costs)"',

	// 001's hazard table, one row per hazard
	hazardAcidSplash: '001: "2 points per round (ambient damage)"',
	hazardAcidBath: '001: "6 points per round (ambient damage)"',
	hazardCold: '001: "1 point per round (ambient damage)"',
	hazardColdSevere: '001: "3 points per round (ambient damage)"',
	hazardCollision: '001: "6 points"',
	hazardCrush: '001: "3 points"',
	hazardCrushHuge: '001: "6 points"',
	hazardElectricShock: '001: "1 point per round (ambient damage)"',
	hazardElectrocution: '001: "6 points per round (ambient damage)"',
	hazardFalling: '001: "1 point per 10 feet (ambient damage)"',
	hazardFireMinor: '001: "3 points per round (ambient damage)"',
	hazardFireMajor: '001: "6 points per round (ambient damage)"',

	// Recovery and healing (000, 001; two CSRD readings)
	recoveryRoll: '000: "When you take a recovery, roll a d6 and add your tier to see how many points you recover."',
	recoveryAsLastAction: '000: "You can use your one-action recovery as a Last action (even if you\'re not in a round-byround situation) to get an additional +2 on your roll."',
	recoveryEndsEffect: '000: "If a defense roll fails, some attacks may confer an ongoing hostile effect that requires you to use a recovery to end them."',
	recoveryDivided: '000: "You can divide these recovered points among your stat Pools however you wish, up to your maximum in a Pool."',
	recoveryMovesUpTrack: 'CSRD: with all Pools above 0, a recovery roll can move the character up one step on the damage track instead',
	refilledPoolMovesUp: '001: the damage track counts empty Pools ("1 stat pool = 0" is impaired); CSRD: raising a Pool from 0 moves up one step',
	restEndsDay: '000: "When that rest ends, you\'re starting a new day and have all four of your recoveries available again."',
	newDay: '000: "you\'re starting a new day and have all four of your recoveries available again"',
	tenMinuteRest: '000: "| Ten-minute | Remove all minor wounds |"',
	oneHourRest: '000: "| One-hour | Remove one moderate wound |"',
	tenHourRest: '000: "| Ten-hour | Remove all moderate wounds and, with a successful difficulty 6 Might task, remove one major wound |"',
	tenHourMajorWound: '000: "with a successful difficulty 6 Might task, remove one major wound"',
	recoveryTaskSucceeds: '000: "If you roll the target number or higher, you succeed."',
	recoveryTaskRoutine: '000: "If the task still isn\'t routine after these adjustments, the GM uses the task difficulty to determine your target number"',
	rally: '000: "Rallying allows you to remove a wound. You simply spend the indicated Might points."',
	treatWound: '000: "Treatment to remove a wound is an Intellect task, using the healing skill."',
	healTrackPoints: '001: "Intellect task, difficulty # of points healed"',
} as const;

/** The id of a rule's citation: what a Cypher explanation step puts in `source`. */
export type CitationId = keyof typeof CITATIONS;
