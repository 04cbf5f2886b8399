/**
 * What a game gives `npm start -- --demo`: the circuit to race on and what its players send at
 * each step, so that local mode plays the demo race a few turns through the API without knowing
 * the game.
 */
export interface DemoScript {
  rulesetId: string;
  circuitId: string;
  /** The pole lap (qualifying entry) of the demo's `index`-th player. */
  qualifying(index: number): unknown;
  /** His pre-race choices. */
  setup(index: number): unknown;
  /** His move body for the coming turn, from his car as the public race view shows it. */
  move(index: number, car: unknown): unknown;
}
