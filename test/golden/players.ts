/**
 * What the recorder's players send in the steps of hex rally, Vektorace and Lamborghini, one small
 * function a game: a careful player sends what the game's own non-human player would choose, a
 * bold one a random legal choice (the fuzz drivers'), picked with the scenario's seeded `chooser`.
 * Undefined: the player sends nothing, and the race's non-human player makes the choice. A choice
 * the rules refuse is left at that by the recorder, as a player told of his mistake who gives up.
 *
 * Only the recorder (GOLDEN_UPDATE=1) loads this file: the golden test replays the commands.
 */
import { drivingOf } from '../../domain/hex-rally/declaring.ts';
import { HEX_RALLY_ID } from '../../domain/hex-rally/id.ts';
import { legalOrders } from '../../domain/hex-rally/legality.ts';
import { chooseOrder } from '../../domain/hex-rally/non-human.ts';
import type { HexRallyState } from '../../domain/hex-rally/state.ts';
import { DECLARATION, DRIVER, REACTION } from '../../domain/hex-rally/steps.ts';
import type { Track } from '../../domain/hex-rally/track/index.ts';
import { BANKNOTE } from '../../domain/lamborghini/auction.ts';
import type { Board } from '../../domain/lamborghini/board/types.ts';
import { defaultChoice, defaultTurnUp } from '../../domain/lamborghini/draft.ts';
import { LAMBORGHINI_ID } from '../../domain/lamborghini/id.ts';
import { BID } from '../../domain/lamborghini/long-flow.ts';
import { defaultPairing, nonHumanDirection, nonHumanMove, randomPlayer } from '../../domain/lamborghini/non-human.ts';
import { DIRECTION, MOVE as LAMBORGHINI_MOVE } from '../../domain/lamborghini/race-flow.ts';
import { CHOOSE, PAIRING, TURN_UP } from '../../domain/lamborghini/rules.ts';
import type { LamborghiniState } from '../../domain/lamborghini/state.ts';
import type { GameStep } from '../../domain/race/index.ts';
import type { Circuit as VektoraceCircuit } from '../../domain/vektorace/circuit/types.ts';
import { START, VEKTORACE_ID, MOVE as VEKTORACE_MOVE } from '../../domain/vektorace/id.ts';
import { chooseMove } from '../../domain/vektorace/non-human.ts';
import { beforeMove } from '../../domain/vektorace/play.ts';
import { FIRST_GEARS, STARTING_POINTS } from '../../domain/vektorace/start.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';
import type { Chooser } from '../fuzz/driver.ts';
import { randomMove } from '../vektorace/drivers.ts';

export interface Choosing {
  circuit: unknown;
  /** The game's state as the step opens (undefined before a game has one). */
  state: unknown;
  step: GameStep;
  car: string;
  random: Chooser;
  careful: boolean;
}

export type StepPlayer = (choosing: Choosing) => unknown;

function hexRally({ circuit, state, step, car, random, careful }: Choosing): unknown {
  const game = state as HexRallyState;
  if (step.kind === DRIVER) return { driver: random.pick(['human', 'orc']) };
  const c = game.cars[car]!;
  if (step.kind === DECLARATION)
    return { order: careful ? chooseOrder(circuit as Track, game, car) : random.pick(legalOrders({ ...drivingOf(game, c), increase: c.increase })) };
  if (step.kind === REACTION) {
    const held = (['reroll', 'extraDie'] as const).filter((coupon) => c.coupons[coupon] > 0);
    return { coupon: careful ? (held[0] ?? 'none') : random.pick([...held, 'none']) };
  }
  return undefined;
}

function vektorace({ circuit, state, step, car, random, careful }: Choosing): unknown {
  const game = state as VektoraceState;
  if (step.kind === START) {
    const gomma = careful ? STARTING_POINTS / 2 : random.next(STARTING_POINTS + 1);
    return { gomma, nitro: STARTING_POINTS - gomma, ...(car === game.order[0] ? { firstGear: random.pick(FIRST_GEARS) } : {}) };
  }
  if (step.kind !== VEKTORACE_MOVE) return undefined;
  // The move is chosen on the state its round starts from, as the referee plays it.
  const judged = beforeMove(game);
  return careful ? chooseMove(circuit as VektoraceCircuit, judged, car) : randomMove(circuit as VektoraceCircuit, judged, car, random);
}

function lamborghini({ circuit, state, step, car, random, careful }: Choosing): unknown {
  const game = state as LamborghiniState;
  const board = circuit as Board;
  const reckless = randomPlayer(() => random.next(1_000_000) / 1_000_000);
  switch (step.kind) {
    case BID:
      return { amount: BANKNOTE * random.next(careful ? 3 : 20) };
    case TURN_UP:
      return careful ? defaultTurnUp(game.draft, car) : { first: random.pick(['technology', 'manoeuvre']), second: random.pick(['driver', 'car']) };
    case CHOOSE:
      return { cards: defaultChoice(game.draft, car) };
    case PAIRING:
      return defaultPairing(game.seats[car] ?? [car], game.draft.held[car] ?? []);
    case LAMBORGHINI_MOVE:
      return careful ? nonHumanMove(game, board, car) : reckless.move(game, board, car);
    case DIRECTION:
      return { heading: careful ? nonHumanDirection(game, board, game.race.turn!.choices[0]!.car) : reckless.direction() };
    default:
      return undefined;
  }
}

/** By ruleset id, the games whose races are a sequence of steps named by the game. */
export const stepPlayers: Record<string, StepPlayer> = { [HEX_RALLY_ID]: hexRally, [VEKTORACE_ID]: vektorace, [LAMBORGHINI_ID]: lamborghini };
