/**
 * The GNU, the non-human player (SC-GNU-1..4): the move of a car whose player sent none or sent
 * one that cannot be played. It follows SC-GNU-4 Proposed: (1) no reliability roll and no curve
 * die, ever; (2) candidates are the speeds reachable without dice, each tried with the turn
 * engine's movement through every lane and trajectory, placed inside; (3) a candidate is dropped
 * when it would rear-end, needs more wear than this turn's budget, or leaves the car at a speed
 * from which the next two turns cannot be driven safely within Dec and the budget; (4) the rest are
 * ranked by squares advanced, then wear saved; (5) the race's dice pick the best with probability
 * 0.85, the second best otherwise; (6) placement as far inside as possible (SC-AUTO-1); (7) S when
 * the slipstream conditions hold and the bonus squares cost nothing and risk nothing. A soft-tyre
 * car owing its stop boxes at the first crossing it can make at 100 mph or less (SC-SOFT-3).
 */
import type { Dice } from '../../../dice.ts';
import type { Circuit, SquareIndex } from '../../circuit/types.ts';
import { Move, type MovementPreference } from '../schemas.ts';
import { allowedSpeeds } from '../speed.ts';
import type { CarState, RaceState } from '../state.ts';
import { speedContext } from '../turn/moves.ts';
import { PIT_SPEED_LIMIT } from '../turn/pits.ts';
import { place } from '../turn/placement.ts';
import type { Movement } from '../turn/path.ts';
import { type Landing, movementChoices, originOf, trial } from './simulate.ts';

/** The best candidate is taken on 1..17 of a d20: probability 0.85 (SC-GNU-4 Proposed (5)). */
const BEST_ON_D20 = 17;
/** Turns ahead the GNU makes sure it can still brake for (SC-GNU-4 Proposed (3)). */
const LOOKAHEAD = 2;
/** Deceleration beyond Dec that wear alone pays (SC-DEC-2): 60 and 80 need a brake check. */
const MAX_BEYOND_DEC_WITHOUT_DICE = 40;
/** The crossings that end lap 2, 3 or 4 count as the soft-tyre stop (SC-SOFT-3). */
const SOFT_STOP_LAPS = [2, 3, 4];
const BOX: MovementPreference = { kind: 'box' };

interface Track {
  circuit: Circuit;
  laps: number;
  track: 'dry' | 'wet';
  occupant: (square: SquareIndex) => string | undefined;
  /** Distance (laps and progress) the car's movement must stay short of. */
  clearUpTo: number;
  /** Movements already found against these occupants: one search serves every speed and turn tried. */
  memo: Map<string, Movement>;
}

interface Situation extends Track {
  /** The same track with no other car, for the turns ahead. */
  open: Track;
}

interface Candidate {
  move: Move;
  landing: Landing;
  pits: boolean;
}

/** Wear the GNU may spend this turn: remaining W ÷ remaining laps, rounded down (SC-GNU-4 Proposed (3)). */
export function wearBudget(car: CarState, laps: number): number {
  return Math.floor(car.wear / Math.max(1, laps - Math.max(1, car.lap) + 1));
}

const softStopDue = (car: CarState): boolean => car.softTyres && !car.softStopMade && SOFT_STOP_LAPS.includes(car.lap);

/** Speeds declared without any roll, slowest first (SC-GNU-4 Proposed (1), (2)). */
function speedsWithoutDice(car: CarState): number[] {
  return allowedSpeeds(speedContext(car))
    .filter((speed) => speed.rolls.length === 0 && speed.beyondDec <= MAX_BEYOND_DEC_WITHOUT_DICE)
    .map((speed) => speed.speed);
}

function moveOf(speed: number, choice: { curve1: MovementPreference[]; curve2: MovementPreference[] }, box: boolean): Move {
  return {
    speed,
    slipstream: false,
    braking: { first: 'WF', brakeCheck: false },
    curve1: box ? [...choice.curve1, BOX] : choice.curve1,
    curve2: choice.curve2,
    placement: [],
  };
}

/** The car after its movement ends on `landing`. */
function landed(car: CarState, speed: number, landing: Landing, pits: boolean): CarState {
  return {
    ...car,
    position: pits ? { at: 'pits' } : { at: 'track', square: landing.leg.square },
    previousSpeed: speed,
    standstill: pits ? 'pit' : speed === 0 ? 'stopped' : null,
    wear: car.wear - landing.W,
    brakeWear: car.brakeWear - landing.WF,
    lap: car.lap + landing.leg.crossings + (pits ? 1 : 0),
    curve: landing.curve,
    softStopMade: car.softStopMade || (pits && softStopDue(car)),
  };
}

/**
 * Every die-free way to play one speed, where the car would be placed: as far inside as possible
 * (SC-AUTO-1), or the SM's slow-car square after a spin or a rear-end (SC-SLOW-1 Proposed).
 */
function tries(at: Track, car: CarState, speed: number, bonus: number): Candidate[] {
  const origin = originOf(at.circuit, car, at.occupant);
  if (origin === undefined) return [];
  const box = softStopDue(car) && speed <= PIT_SPEED_LIMIT;
  return movementChoices(at.circuit, origin, speed / 20 + bonus).flatMap((choice): Candidate[] => {
    const move = moveOf(speed, choice, box);
    const tried = trial({ circuit: at.circuit, car, laps: at.laps, track: at.track, move, bonus, occupant: at.occupant, memo: at.memo });
    if (!tried.playable || tried.rearEnd) return [];
    const leg = tried.pits
      ? tried.landings[0]!.leg
      : place({
          circuit: at.circuit,
          ends: tried.landings.map((landing) => landing.leg),
          preferences: move.placement,
          occupant: at.occupant,
          hasMoved: () => false,
          slowRestart: car.standstill === 'spin' || car.standstill === 'rearEnd',
        });
    const landing = tried.landings.find((candidate) => candidate.leg === leg)!;
    return landing.risky ? [] : [{ move, landing, pits: tried.pits }];
  });
}

/** No die, within the budget, and a stop owed at 100 mph or less is not driven past (SC-SOFT-3). */
function acceptable(at: Track, car: CarState, candidate: Candidate): boolean {
  if (candidate.landing.W > wearBudget(car, at.laps)) return false;
  if (!candidate.pits && distance(at.circuit, car.lap + candidate.landing.leg.crossings, candidate.landing.leg.square) >= at.clearUpTo) return false;
  return !(softStopDue(car) && !candidate.pits && candidate.landing.leg.crossings > 0);
}

/** The car can still be driven for `depth` more turns without a die and within its budget, the track ahead clear. */
function canGoOn(open: Track, car: CarState, depth: number): boolean {
  if (depth === 0 || car.status !== 'racing' || car.lap > open.laps) return true;
  return speedsWithoutDice(car).some((speed) =>
    tries(open, car, speed, 0).some(
      (candidate) => acceptable(open, car, candidate) && canGoOn(open, landed(car, speed, candidate.landing, candidate.pits), depth - 1),
    ),
  );
}

/** Pits owed first, then squares advanced, then wear saved (SC-GNU-4 Proposed (4)). */
const score = (candidate: Candidate): number[] => [
  candidate.pits ? 1 : 0,
  candidate.landing.leg.path.length,
  -(candidate.landing.W + candidate.landing.WF),
];

function compare(a: Candidate, b: Candidate): number {
  const x = score(a);
  const y = score(b);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return y[i]! - x[i]!;
  return a.move.speed - b.move.speed;
}

/** The best safe way to play each speed, best speeds first. */
function rankedSpeeds(at: Situation, car: CarState): Candidate[] {
  const best: Candidate[] = [];
  for (const speed of speedsWithoutDice(car)) {
    const ranked = tries(at, car, speed, 0).filter((candidate) => acceptable(at, car, candidate)).sort(compare);
    const safe = ranked.find((candidate) => canGoOn(at.open, landed(car, speed, candidate.landing, candidate.pits), LOOKAHEAD));
    if (safe !== undefined) best.push(safe);
  }
  return best.sort(compare);
}

/**
 * When no speed is safe, the car is already too close or too fast: the die-free move that goes
 * least far, whatever the wear it costs, so that it keeps as far as it can from the cars ahead.
 */
function shortest(at: Situation, car: CarState): Candidate | undefined {
  const all = speedsWithoutDice(car).flatMap((speed) => tries(at, car, speed, 0));
  return all.sort((a, b) => a.landing.leg.path.length - b.landing.leg.path.length || a.landing.W + a.landing.WF - b.landing.W - b.landing.WF)[0];
}

/**
 * The car directly ahead on straight squares (SC-SLIP-1 Proposed) going at least 120 mph last turn
 * (SC-SLIP-4: the GNU cannot see this turn's declarations, so it judges on the last ones).
 */
function slipstreamAhead(at: Situation, state: RaceState, car: CarState): boolean {
  if (car.position.at !== 'track' || car.standstill !== null) return false;
  const from = at.circuit.squares[car.position.square]!;
  const ahead = from.next.map((index) => at.circuit.squares[index]!).find((square) => square.physicalLane === from.physicalLane);
  const leader = ahead === undefined ? undefined : at.occupant(ahead.index);
  if (from.speed !== undefined || ahead?.speed !== undefined || leader === undefined) return false;
  const other = state.cars[leader]!;
  return other.standstill === null && other.previousSpeed >= 120;
}

/**
 * S only when both bonuses the car could get (1 or 2 squares, SC-SLIP-5) land it where the same
 * speed without S would be acceptable: no rear-end, no die, no more wear (SC-SLIP-8: once declared
 * the bonus must be taken).
 */
function slipstreamSafe(at: Situation, car: CarState, chosen: Candidate): boolean {
  const wear = chosen.landing.W + chosen.landing.WF;
  return [1, 2].every((bonus) =>
    tries(at, car, chosen.move.speed, bonus).some(
      (candidate) =>
        candidate.landing.W + candidate.landing.WF <= wear &&
        acceptable(at, car, candidate) &&
        canGoOn(at.open, landed(car, chosen.move.speed, candidate.landing, candidate.pits), LOOKAHEAD),
    ),
  );
}

/** When nothing is safe: the slowest speed that needs neither a roll nor wear. */
function lastResort(car: CarState): Move {
  const speed = allowedSpeeds(speedContext(car)).find((candidate) => candidate.rolls.length === 0 && candidate.beyondDec === 0)!;
  return Move.parse({ speed: speed.speed });
}

/** The square `steps` squares straight ahead in the same lane. */
function straightAhead(circuit: Circuit, from: SquareIndex, steps: number): SquareIndex {
  let at = circuit.squares[from]!;
  for (let step = 0; step < steps; step++) {
    const next = at.next.map((index) => circuit.squares[index]!).find((square) => square.physicalLane === at.physicalLane);
    if (next === undefined) break;
    at = next;
  }
  return at.index;
}

/** Laps and progress along the lap, comparable between cars (SC-MOVE-3 Proposed). */
const distance = (circuit: Circuit, lap: number, square: SquareIndex): number => lap * (circuit.rowsPerLap + 1) + circuit.squares[square]!.progress;

/**
 * How far `to` lies ahead of `from` along the lap, whatever their laps: a leader about to lap a
 * car is right behind it on the track, not a lap ahead.
 */
function gapAlongLap(circuit: Circuit, from: SquareIndex, to: SquareIndex): number {
  const lap = circuit.rowsPerLap + 1;
  return (((circuit.squares[to]!.progress - circuit.squares[from]!.progress) % lap) + lap) % lap;
}

/**
 * How far the car may go and be sure no car ahead blocks it: short of where each car ahead, which
 * moves first (SC-MOVE-3), would be if it braked freely within its Dec (a car at standstill may not
 * move at all, nor a car leaving the pits). Moves are secret, so the GNU never counts on overtaking (SC-COLL-1, SC-COLL-2).
 */
function clearUpTo(circuit: Circuit, state: RaceState, car: CarState): number {
  if (car.position.at !== 'track') return Infinity;
  const own = distance(circuit, car.lap, car.position.square);
  let limit = Infinity;
  for (const other of Object.values(state.cars)) {
    if (other.car === car.car || other.status !== 'racing') continue;
    const square = other.position.at === 'track' ? other.position.square : other.position.at === 'pits' ? circuit.pit.exit[0] : undefined;
    if (square === undefined) continue;
    const from = distance(circuit, other.lap, square);
    const moving = other.standstill === null;
    if (from < own || (from === own && !moving)) continue;
    const least = moving ? Math.max(0, other.previousSpeed - other.sheet.dec - MAX_BEYOND_DEC_WITHOUT_DICE) / 20 : 0;
    const to = straightAhead(circuit, square, least);
    limit = Math.min(limit, own + gapAlongLap(circuit, car.position.square, to));
  }
  return limit;
}

/** The GNU's move for `carId` in the turn that follows `state`. Pure: the only chance is the race's `gnu` roll. */
export function gnuMove(circuit: Circuit, state: RaceState, carId: string, dice: Dice): Move {
  const car = state.cars[carId];
  if (car === undefined) throw new Error(`no car ${carId} in the race`);
  const occupied = new Map<SquareIndex, string>();
  for (const other of Object.values(state.cars)) {
    if (other.car !== carId && other.position.at === 'track') occupied.set(other.position.square, other.car);
  }
  const open: Track = { circuit, laps: state.laps, track: state.weather.track, occupant: () => undefined, clearUpTo: Infinity, memo: new Map() };
  const at: Situation = { ...open, occupant: (square) => occupied.get(square), clearUpTo: clearUpTo(circuit, state, car), memo: new Map(), open };
  const ranked = rankedSpeeds(at, car);
  if (ranked.length === 0) return shortest(at, car)?.move ?? lastResort(car);
  const second = ranked[1];
  const pick =
    second === undefined || dice.roll({ purpose: 'gnu', car: carId, count: 1, sides: 20 }).dice[0]! <= BEST_ON_D20 ? ranked[0]! : second;
  const slipstream = slipstreamAhead(at, state, car) && slipstreamSafe(at, car, pick);
  return { ...pick.move, slipstream };
}
