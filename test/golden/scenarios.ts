/**
 * The golden races: both games on every circuit they ship, classic also under its
 * `{"finish":"allCars"}` option, and two short races that empty the grid. Each car plays a role,
 * one letter per car in registration order:
 *   P  a careful player: best pole lap, a setup, a move every turn (now and then sent twice);
 *   B  a bold player: rough pole lap, soft tyres, moves faster than safe or random ones the rules accept;
 *   C  a casual player: may miss the pole lap, sends no setup, misses a move in three (the GNU drives);
 *   O  a player of standing orders (AICS): sends a move every third turn only;
 *   G  a ghost: registers and sends nothing, so the GNU drives him until SC-GNU-2 eliminates him.
 * Incidents happen at a step: standing orders and new tokens before its submissions, withdrawals,
 * eliminations and extended deadlines after them; `force` has the organiser play the step early,
 * `miss` keeps a car's move back.
 *
 * A new scenario is recorded with `GOLDEN_UPDATE=1 npx vitest run test/golden`; changing one
 * changes its fixture, which is the point of asking for it.
 */
export type When = 'registration' | 'qualifying' | 'setup' | number;

export type Incident =
  | { at: When; kind: 'withdraw' | 'token' | 'miss'; car: string }
  | { at: When; kind: 'eliminate'; car: string; reason: string }
  /** `order: null` clears the car's standing order. */
  | { at: When; kind: 'order'; car: string; order: unknown }
  | { at: When; kind: 'extend' | 'force' };

export interface Scenario {
  /** The fixture's file name and, with `_` for `-`, the race id. */
  name: string;
  rulesetId: 'aics-3.06' | 'classic';
  circuitId: 'test-oval' | 'monza' | 'monaco';
  laps: number;
  roles: string;
  /** Seed of the players' choices, apart from the race's dice. */
  choices: number;
  options?: Record<string, unknown>;
  maxConsecutiveMissedMoves?: number;
  qualifyingWindow?: string;
  turnWindow?: string;
  incidents?: Incident[];
}

const HOLD = { speed: 'hold', pay: 'wear', slipstream: true, placement: [{ kind: 'inside' }] };
const SAFE = { speed: 'safe', slipstream: false };
const FAST = { speed: 120, pay: 'die', slipstream: true, placement: [{ kind: 'slipstream' }] };

export const scenarios: Scenario[] = [
  {
    // Three laps, so soft tyres make their stop; the ghost is eliminated by the race after 3 missed moves (SC-GNU-2).
    name: 'aics-test-oval',
    rulesetId: 'aics-3.06',
    circuitId: 'test-oval',
    laps: 3,
    roles: 'PPBCOCPG',
    choices: 101,
    maxConsecutiveMissedMoves: 3,
    incidents: [
      { at: 'registration', kind: 'token', car: '2' },
      { at: 'registration', kind: 'order', car: '5', order: HOLD },
      { at: 'qualifying', kind: 'withdraw', car: '7' },
      { at: 2, kind: 'order', car: '6', order: SAFE },
      { at: 2, kind: 'extend' },
      { at: 3, kind: 'force' },
      { at: 5, kind: 'eliminate', car: '4', reason: 'unsporting conduct' },
    ],
  },
  {
    // Two laps, for the soft tyres' stop; the race lets the GNU drive for ever: the ghost is driven past his sixth
    // missed move, the limit being the organiser's (SC-GNU-2).
    name: 'aics-monza',
    rulesetId: 'aics-3.06',
    circuitId: 'monza',
    laps: 2,
    roles: 'PBPCOPCGPC',
    choices: 202,
    maxConsecutiveMissedMoves: 100,
    turnWindow: 'PT36H',
    incidents: [
      { at: 'qualifying', kind: 'order', car: '5', order: FAST },
      { at: 'qualifying', kind: 'eliminate', car: '4', reason: 'no licence' },
      { at: 'qualifying', kind: 'extend' },
      { at: 'setup', kind: 'force' },
      { at: 6, kind: 'withdraw', car: '3' },
    ],
  },
  {
    name: 'aics-monaco',
    rulesetId: 'aics-3.06',
    circuitId: 'monaco',
    laps: 1,
    roles: 'PPBCOOPCGPBC',
    choices: 303,
    qualifyingWindow: 'PT12H',
    incidents: [
      { at: 'registration', kind: 'order', car: '5', order: HOLD },
      { at: 'setup', kind: 'order', car: '6', order: SAFE },
      { at: 'setup', kind: 'withdraw', car: '4' },
      { at: 3, kind: 'eliminate', car: '7', reason: 'abusive e-mails' },
      { at: 4, kind: 'order', car: '5', order: null },
      { at: 5, kind: 'extend' },
      { at: 7, kind: 'force' },
    ],
  },
  {
    name: 'classic-test-oval',
    rulesetId: 'classic',
    circuitId: 'test-oval',
    laps: 2,
    roles: 'PPBCCOPG',
    choices: 404,
    incidents: [
      { at: 'registration', kind: 'withdraw', car: '5' },
      { at: 'qualifying', kind: 'token', car: '1' },
      { at: 'setup', kind: 'extend' },
      { at: 2, kind: 'force' },
      { at: 3, kind: 'eliminate', car: '4', reason: 'unsporting conduct' },
    ],
  },
  {
    name: 'classic-monza',
    rulesetId: 'classic',
    circuitId: 'monza',
    laps: 1,
    roles: 'PBPCOPCGPC',
    choices: 505,
    maxConsecutiveMissedMoves: 4,
    incidents: [
      { at: 'qualifying', kind: 'force' },
      { at: 'setup', kind: 'eliminate', car: '2', reason: 'no licence' },
      { at: 3, kind: 'extend' },
      { at: 4, kind: 'withdraw', car: '6' },
    ],
  },
  {
    name: 'classic-monaco',
    rulesetId: 'classic',
    circuitId: 'monaco',
    laps: 1,
    roles: 'PPBCOOPCGPBC',
    choices: 606,
    turnWindow: 'PT24H',
    incidents: [
      { at: 'qualifying', kind: 'withdraw', car: '10' },
      { at: 2, kind: 'extend' },
      { at: 6, kind: 'eliminate', car: '3', reason: 'abusive e-mails' },
    ],
  },
  {
    // SCC-WIN-2 Proposed: the race goes on until every car has finished; the ghost is never eliminated.
    name: 'classic-test-oval-all-cars',
    rulesetId: 'classic',
    circuitId: 'test-oval',
    laps: 2,
    roles: 'PBCOPG',
    choices: 707,
    options: { finish: 'allCars' },
    maxConsecutiveMissedMoves: 100,
    incidents: [
      { at: 2, kind: 'withdraw', car: '4' },
      { at: 4, kind: 'eliminate', car: '2', reason: 'unsporting conduct' },
    ],
  },
  {
    name: 'classic-monza-all-cars',
    rulesetId: 'classic',
    circuitId: 'monza',
    laps: 1,
    roles: 'PBCOPCGP',
    choices: 808,
    options: { finish: 'allCars' },
    incidents: [{ at: 5, kind: 'force' }],
  },
  {
    name: 'classic-monaco-all-cars',
    rulesetId: 'classic',
    circuitId: 'monaco',
    laps: 1,
    roles: 'PBCOPCGP',
    choices: 909,
    options: { finish: 'allCars' },
    incidents: [{ at: 3, kind: 'eliminate', car: '1', reason: 'no licence' }],
  },
  {
    // Both ghosts are eliminated in one commit before turn 2; the last car misses turn 3, then turn 4 too,
    // and is eliminated before turn 4 is played, which ends the race without it (SC-GNU-2).
    name: 'aics-test-oval-deserted',
    rulesetId: 'aics-3.06',
    circuitId: 'test-oval',
    laps: 2,
    roles: 'PGG',
    choices: 1001,
    maxConsecutiveMissedMoves: 1,
    incidents: [
      { at: 3, kind: 'miss', car: '1' },
      { at: 4, kind: 'miss', car: '1' },
    ],
  },
  {
    // No move may be missed: both ghosts go before turn 1; one car withdraws, the organiser eliminates the last.
    name: 'classic-test-oval-deserted',
    rulesetId: 'classic',
    circuitId: 'test-oval',
    laps: 2,
    roles: 'PPGG',
    choices: 1102,
    maxConsecutiveMissedMoves: 0,
    incidents: [
      { at: 2, kind: 'withdraw', car: '2' },
      { at: 3, kind: 'eliminate', car: '1', reason: 'disqualified' },
    ],
  },
];
