/** The kinds of step of a hex rally race, which the flow opens (rules.ts) and the referee plays (referee.ts). */
export const DRIVER = 'driver';
export const DECLARATION = 'declaration';
export const REACTION = 'reaction';
