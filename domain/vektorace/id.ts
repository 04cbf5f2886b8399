/** Vektorace's ruleset id, which its races record and its words and pictures are registered by. */
export const VEKTORACE_ID = 'vektorace';

/** The one kind of step of a Vektorace race: one car's move (VK-ORDER-1). */
export const MOVE = 'move';
