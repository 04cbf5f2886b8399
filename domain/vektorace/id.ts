/** Vektorace's ruleset id, which its races record and its words and pictures are registered by. */
export const VEKTORACE_ID = 'vektorace';

/** The start, before the first move: every player's points, the pole player's first gear and the Super Power tokens wanted (VK-START-2, VK-START-4, VK-SP-2). */
export const START = 'start';

/** One car's move (VK-ORDER-1). */
export const MOVE = 'move';
