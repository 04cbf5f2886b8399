/**
 * The golden races: Speed Circuit's two rulebooks on every circuit they ship, classic also under
 * its `{"finish":"allCars"}` option, and two short races that empty the grid; hex rally, Vektorace
 * and Lamborghini on both circuits each ships, Lamborghini's Short game and its Long one, in short
 * races (one lap) of 3 to 4 cars. Each car plays a role, one letter per car in registration order:
 *   P  a careful player: best pole lap, a setup, a move every turn (now and then sent twice); in the
 *      other games the non-human player's choice every step (now and then a random one first);
 *   B  a bold player: rough pole lap, soft tyres, moves faster than safe or random ones the rules
 *      accept; in the other games a random legal choice every other step;
 *   C  a casual player: may miss the pole lap, sends no setup, misses a move (a step) in three: the
 *      GNU (the game's non-human player) drives;
 *   O  a player of standing orders (AICS): sends a move every third turn only;
 *   G  a ghost: registers and sends nothing, so the GNU (non-human player) drives him until the
 *      missed-step limit, if the race has one, eliminates him.
 * Incidents happen at a step: standing orders and new tokens before its submissions, withdrawals,
 * eliminations and extended deadlines after them; `force` has the organiser play the step early,
 * `miss` keeps a car's move back.
 *
 * A new scenario is recorded with `GOLDEN_UPDATE=1 GOLDEN_RACE=<name> npx vitest run test/golden`;
 * changing one changes its fixture, which is the point of asking for it.
 */
export type When = 'registration' | 'qualifying' | 'setup' | number | `${string}-${number}`;

export type Incident =
  | { at: When; kind: 'withdraw' | 'token' | 'miss'; car: string }
  | { at: When; kind: 'eliminate'; car: string; reason: string }
  /** `order: null` clears the car's standing order. */
  | { at: When; kind: 'order'; car: string; order: unknown }
  | { at: When; kind: 'extend' | 'force' };

export interface Scenario {
  /** The fixture's file name and, with `_` for `-`, the race id. */
  name: string;
  rulesetId: 'aics-3.06' | 'classic' | 'hex-rally' | 'vektorace' | 'lamborghini';
  circuitId: 'test-oval' | 'monza' | 'monaco' | 'test-loop' | 'orc-pass' | 'default' | 'otto-curve' | 'circuit-a' | 'circuit-b';
  laps: number;
  roles: string;
  /** Seed of the players' choices, apart from the race's dice. */
  choices: number;
  options?: Record<string, unknown>;
  maxConsecutiveMissedMoves?: number;
  qualifyingWindow?: string;
  turnWindow?: string;
  incidents?: Incident[];
  /** The game's own settings, as `CreateRace` sends them beside its fields. */
  settings?: Record<string, unknown>;
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
  {
    // The ghost is put out by the race after 2 missed turns, the limit the organiser chose.
    name: 'hex-rally-test-loop',
    rulesetId: 'hex-rally',
    circuitId: 'test-loop',
    laps: 1,
    roles: 'PBCG',
    choices: 1203,
    settings: { maxConsecutiveMissedTurns: 2 },
    incidents: [
      { at: 'turn-2', kind: 'extend' },
      { at: 'turn-3', kind: 'withdraw', car: '3' },
      { at: 'turn-4', kind: 'force' },
    ],
  },
  {
    name: 'hex-rally-orc-pass',
    rulesetId: 'hex-rally',
    circuitId: 'orc-pass',
    laps: 1,
    roles: 'PPBC',
    choices: 1304,
    settings: { coupons: { reroll: 2, extraDie: 1 }, humans: { handbrakeTurn: 'plus3' } },
    incidents: [{ at: 'turn-2', kind: 'miss', car: '1' }],
  },
  {
    name: 'vektorace-default',
    rulesetId: 'vektorace',
    circuitId: 'default',
    laps: 1,
    roles: 'PBC',
    choices: 1405,
    incidents: [{ at: 'move-4', kind: 'extend' }],
  },
  {
    // With the Super Power tokens (VK-SP); the ghost is eliminated by the race after the default 10 missed moves.
    name: 'vektorace-otto-curve',
    rulesetId: 'vektorace',
    circuitId: 'otto-curve',
    laps: 1,
    roles: 'PPBG',
    choices: 1506,
    settings: { superPowers: true },
  },
  {
    name: 'lamborghini-circuit-a-short',
    rulesetId: 'lamborghini',
    circuitId: 'circuit-a',
    laps: 1,
    roles: 'PBCG',
    choices: 1607,
  },
  {
    // The Long game (LB-SETUP-1): sealed bids before the draft, buying in it; its first race alone.
    name: 'lamborghini-circuit-b-long',
    rulesetId: 'lamborghini',
    circuitId: 'circuit-b',
    laps: 1,
    roles: 'PBC',
    choices: 1708,
    settings: { version: 'long' },
    incidents: [{ at: 'choose-3', kind: 'extend' }],
  },
];
