/** The hex rally game id, apart from the game so that its picture and words are registered by it without loading the rules. */
export const HEX_RALLY_ID = 'hex-rally';
