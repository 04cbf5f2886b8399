/**
 * One turn of a 6-car hex rally race: the declarations' step of a turn no car reacts in, so that it
 * rolls every car's manoeuvre and moves the whole field, as the referee plays it (the players'
 * declarations given, as the AICS turn of engine.ts is given its moves); and the same turn with
 * every car left to the non-human player, which chooses each order first. Then a seat's choices
 * of a declaration on the largest shipped track.
 */
import { createDice } from '../domain/dice/derive.ts';
import { hexRallyAssists } from '../domain/hex-rally/assists.ts';
import { picksOf } from '../domain/hex-rally/choices/declaration.ts';
import { chooseOrder } from '../domain/hex-rally/non-human.ts';
import { hexRallyReferee } from '../domain/hex-rally/referee.ts';
import { hexRally } from '../domain/hex-rally/ruleset.ts';
import { HexRallyCreate } from '../domain/hex-rally/settings.ts';
import type { HexRallyState } from '../domain/hex-rally/state.ts';
import { DECLARATION } from '../domain/hex-rally/steps.ts';
import type { Declaration } from '../domain/hex-rally/submissions.ts';
import type { Picks } from '../domain/race/choices.ts';
import type { Language } from '../domain/race/language.ts';
import type { Step } from '../domain/race/ruleset.ts';
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

/** A 6-car race on `trackId` as the referee plays it, the drivers chosen: how to play its steps, and its state. */
function raceOn(trackId: string, laps: number) {
  const track = hexRally.shippedCircuits()[trackId]!;
  const settings = HexRallyCreate.parse({ laps });
  const entrants = Array.from({ length: HEX_CARS }, (_, i) => ({ car: String(i + 1), name: `Driver ${i + 1}`, seat: String(i + 1) }));
  const play = (kind: string, state: HexRallyState | undefined, number: number, submissions: Record<string, unknown>) => {
    const step: Step = { id: `${kind}-${number}`, kind, number, rank: 0, cars: Object.keys(submissions), window: 'PT1H' };
    return hexRallyReferee.play[kind]!({ circuit: track, state, step, submissions, dice: dice(number), standingOrders: {}, entrants, settings });
  };
  const begun = hexRallyReferee.begin!({ circuit: track, entrants, settings, dice: dice(0) }).state as HexRallyState;
  const drivers = Object.fromEntries(entrants.map(({ car }, i) => [car, { driver: i % 2 === 0 ? 'orc' : 'human' }]));
  return { track, entrants, play, state: play('driver', begun, 0, drivers).state as HexRallyState };
}

const racing = (state: HexRallyState) => Object.keys(state.cars).filter((car) => state.cars[car]!.status === 'racing');

export function hexRallyTurn(): HexTurnFigure {
  const { track, play, state: start } = raceOn(TRACK_ID, 3);
  let state = start;
  for (;;) {
    if (hexRally.isFinished(state)) throw new Error(`the race ended before a turn from ${FROM_TURN} on that nobody reacts in`);
    const turn = state.turn + 1;
    const cars = racing(state);
    const before = state;
    const declarations: Record<string, Declaration> = Object.fromEntries(cars.map((car) => [car, { order: chooseOrder(track, before, car) }]));
    const played = play('declaration', before, turn, declarations);
    const moved = played.events.some((event) => (event as { type: string }).type === 'TurnEnded');
    if (turn >= FROM_TURN && moved && cars.length === HEX_CARS) {
      const samples = sample(() => play('declaration', before, turn, declarations), { warmup: 50, runs: 200 });
      const missing = Object.fromEntries(cars.map((car) => [car, undefined]));
      const nonHuman = sample(() => play('declaration', before, turn, missing), { warmup: 20, runs: 100 });
      return { turn, median: median(samples), p90: percentile(samples, 90), nonHuman: median(nonHuman), racing: cars.length, events: played.events.length };
    }
    state = played.state as HexRallyState;
    if (!moved) state = play('reaction', state, turn, Object.fromEntries(cars.map((car) => [car, { coupon: 'none' }]))).state as HexRallyState;
  }
}

export const HEX_CHOICES_TRACK = 'orc-pass';

export interface HexChoicesFigure {
  turn: number;
  median: number;
  p90: number;
  /** Options offered to the busiest seat, over all its questions. */
  options: number;
}

/**
 * A seat's choices for the open declaration (issue 26, target ≤ 20 ms) on the largest shipped
 * track, every car racing from turn `FROM_TURN` on: for each car, the choices with no pick yet and
 * with the non-human player's order and a horn picked, in English and Italian.
 */
export function hexRallyChoices(): HexChoicesFigure {
  const { track, entrants, play, state: start } = raceOn(HEX_CHOICES_TRACK, 1);
  let state = start;
  while (state.turn + 1 < FROM_TURN) {
    const cars = racing(state);
    const before = state;
    const turn = state.turn + 1;
    state = play('declaration', before, turn, Object.fromEntries(cars.map((car) => [car, { order: chooseOrder(track, before, car) }]))).state as HexRallyState;
    if (state.declared) state = play('reaction', state, turn, Object.fromEntries(cars.map((car) => [car, { coupon: 'none' }]))).state as HexRallyState;
  }
  const cars = racing(state);
  if (cars.length < HEX_CARS) throw new Error(`only ${cars.length} cars race at turn ${state.turn + 1}`);
  const asked = (car: string, picks: Picks, language: Language) =>
    hexRallyAssists.choices!({ circuit: track, state, car, kind: DECLARATION, picks, language, settings: {}, entrants })!;
  const samples = cars.flatMap((car) => {
    const order = chooseOrder(track, state, car);
    const horn = asked(car, {}, 'en')
      .questions.find((q) => q.id === 'horn')
      ?.options.find((o) => o.disabled === undefined);
    const picks: Picks = { ...picksOf(order), ...(horn ? { horn: [horn.id] } : {}) };
    return (['en', 'it'] as const).flatMap((language) => [
      ...sample(() => asked(car, {}, language), { warmup: 5, runs: 20 }),
      ...sample(() => asked(car, picks, language), { warmup: 5, runs: 20 }),
    ]);
  });
  const options = Math.max(...cars.map((car) => asked(car, { manoeuvre: ['4'] }, 'en').questions.reduce((n, q) => n + q.options.length, 0)));
  return { turn: state.turn + 1, median: median(samples), p90: percentile(samples, 90), options };
}
