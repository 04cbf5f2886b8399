/** Hex rally's ruleset id, which its races record and its words and pictures are registered by. */
export const HEX_RALLY_ID = 'hex-rally';
