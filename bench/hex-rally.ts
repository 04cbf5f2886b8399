/**
 * One turn of a 6-car hex rally race: the declarations' step of a turn no car reacts in, so that it
 * rolls every car's manoeuvre and moves the whole field, as the referee plays it (the players'
 * declarations given, as the AICS turn of engine.ts is given its moves); and the same turn with
 * every car left to the non-human player, which chooses each order first.
 */
import { createDice } from '../domain/dice/derive.ts';
import { hexRally } from '../domain/hex-rally/game.ts';
import { chooseOrder } from '../domain/hex-rally/non-human.ts';
import { hexRallyReferee } from '../domain/hex-rally/referee.ts';
import { HexRallyCreate } from '../domain/hex-rally/settings.ts';
import type { HexRallyState } from '../domain/hex-rally/state.ts';
import type { Declaration } from '../domain/hex-rally/submissions.ts';
import type { Step } from '../domain/race/game.ts';
import { median, percentile, sample } from './stats.ts';

export const HEX_CARS = 6;
const TRACK_ID = 'test-loop';
const SEED = '4e5'.padEnd(64, '0');
/** From this turn on the field has spread over the track. */
const FROM_TURN = 4;

const dice = (turn: number) => createDice({ seed: SEED, raceId: 'bench', turn, binding: SEED });

export interface HexTurnFigure {
  turn: number;
  median: number;
  p90: number;
  /** The same turn with no declaration sent: the non-human player's orders chosen in it. */
  nonHuman: number;
  racing: number;
  events: number;
}

export function hexRallyTurn(): HexTurnFigure {
  const track = hexRally.shippedCircuits()[TRACK_ID]!;
  const settings = HexRallyCreate.parse({ laps: 3 });
  const entrants = Array.from({ length: HEX_CARS }, (_, i) => ({ car: String(i + 1), name: `Driver ${i + 1}`, seat: String(i + 1) }));
  const play = (kind: string, state: HexRallyState | undefined, number: number, submissions: Record<string, unknown>) => {
    const step: Step = { id: `${kind}-${number}`, kind, number, rank: 0, cars: Object.keys(submissions), window: 'PT1H' };
    return hexRallyReferee.play[kind]!({ circuit: track, state, step, submissions, dice: dice(number), standingOrders: {}, entrants, settings });
  };
  let state = hexRallyReferee.begin!({ circuit: track, entrants, settings, dice: dice(0) }).state as HexRallyState;
  state = play('driver', state, 0, Object.fromEntries(entrants.map(({ car }, i) => [car, { driver: i % 2 === 0 ? 'orc' : 'human' }]))).state as HexRallyState;
  for (;;) {
    if (hexRally.isFinished(state)) throw new Error(`the race ended before a turn from ${FROM_TURN} on that nobody reacts in`);
    const turn = state.turn + 1;
    const racing = Object.keys(state.cars).filter((car) => state.cars[car]!.status === 'racing');
    const before = state;
    const declarations: Record<string, Declaration> = Object.fromEntries(racing.map((car) => [car, { order: chooseOrder(track, before, car) }]));
    const played = play('declaration', before, turn, declarations);
    const moved = played.events.some((event) => (event as { type: string }).type === 'TurnEnded');
    if (turn >= FROM_TURN && moved && racing.length === HEX_CARS) {
      const samples = sample(() => play('declaration', before, turn, declarations), { warmup: 50, runs: 200 });
      const missing = Object.fromEntries(racing.map((car) => [car, undefined]));
      const nonHuman = sample(() => play('declaration', before, turn, missing), { warmup: 20, runs: 100 });
      return { turn, median: median(samples), p90: percentile(samples, 90), nonHuman: median(nonHuman), racing: racing.length, events: played.events.length };
    }
    state = played.state as HexRallyState;
    if (!moved) state = play('reaction', state, turn, Object.fromEntries(racing.map((car) => [car, { coupon: 'none' }]))).state as HexRallyState;
  }
}
