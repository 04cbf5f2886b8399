/** The AICS ruleset id, apart from the ruleset so that the game's words are registered by it without loading the rules. */
export const AICS_ID = 'aics-3.06';
