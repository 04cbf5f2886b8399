/** The classic ruleset id, apart from the ruleset so that the game's words are registered by it without loading the rules. */
export const CLASSIC_ID = 'classic';
