/** Lamborghini's ruleset id, which its races record and its words are registered by. */
export const LAMBORGHINI_ID = 'lamborghini';
