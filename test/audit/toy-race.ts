/**
 * A finished toy race whose log holds every kind of commit the auditor replays: registrations,
 * pole laps with a draw for the cars without one, the grid, setups, a start, turns where the
 * non-human player drives a car, a deadline extension, a withdrawal and the finish.
 */
import { CreateRace } from '../../domain/race/commands.ts';
import { createRace, type RaceEvent } from '../../domain/race/index.ts';
import { type toy as Toy, toy, toyWithDeck } from '../race/toy-ruleset.ts';
import { type Recorder, recordRace } from './record.ts';

export const rulesets = { [toy.id]: toy, [toyWithDeck.id]: toyWithDeck };
export const SEED = 'c0ffee'.padEnd(64, '0');
const race = createRace(rulesets);
const circuit = toy.shippedCircuits().oval;

/** With `reinstated`, car 4 is withdrawn during registration and brought back by the organiser. */
const create = (recorder: Recorder, maxConsecutiveMissedMoves: number, game: typeof Toy = toy, reinstated = false) => {
  recorder.run(
    CreateRace.parse({ type: 'CreateRace', raceId: 'toy1', title: 'Toy GP', circuitId: 'oval', rulesetId: game.id, laps: 2, maxConsecutiveMissedMoves }),
    0,
  );
  for (const name of ['ada', 'bruno', 'carla', 'dino'])
    recorder.run({ type: 'RegisterEntry', name, email: `${name}@example.org`, language: 'en', tokenHash: name.charCodeAt(0).toString(16).padEnd(64, '0') }, 0);
  if (reinstated) {
    recorder.run({ type: 'WithdrawCar', car: '4' }, 0);
    recorder.run({ type: 'ReinstateCar', car: '4' }, 0);
  }
  recorder.run({ type: 'CloseRegistration' }, 0);
};

/**
 * Cars 1 and 2 send a pole lap, 3 and 4 are drawn; car 3 misses turn 1, car 4 withdraws in turn 2.
 * With `reissueToken`, car 2 asks for a new token during qualifying; `toyWithDeck` draws them by a
 * shuffle and drives car 3 by its speed deck.
 */
export function finishedToyRace(game: typeof Toy = toy, options: { reissueToken?: boolean } = {}): { recorder: Recorder; events: RaceEvent[] } {
  const recorder = recordRace(rulesets, circuit, SEED);
  const events: RaceEvent[] = [];
  const run: Recorder['run'] = (command, hours) => {
    const produced = recorder.run(command, hours);
    events.push(...produced);
    return produced;
  };
  create(recorder, 5, game);
  run({ type: 'SubmitQualifying', car: '1', qualifying: { turns: 12 } }, 1);
  run({ type: 'SubmitQualifying', car: '2', qualifying: { turns: 10 } }, 2);
  if (options.reissueToken) run({ type: 'IssueEntryToken', email: 'bruno@example.org', tokenHash: 'b2'.padEnd(64, '0') }, 3);
  run({ type: 'PublishGrid' }, 24);
  run({ type: 'SubmitSetup', car: '2', setup: { tyres: 'soft' } }, 25);
  run({ type: 'StartRace' }, 72);
  run({ type: 'ExtendDeadline', deadline: '2025-03-07T12:00:00.000Z' }, 73);
  let hours = 144;
  while (recorder.state.phase === 'racing') {
    const turn = recorder.state.turn;
    hours += 48;
    if (turn === 2) run({ type: 'WithdrawCar', car: '4' }, hours);
    const senders = race.awaited(recorder.state).filter((car) => !(turn === 1 && car === '3'));
    for (const car of senders) run({ type: 'SubmitMove', car, turn, move: { speed: car === '1' ? 4 : 3 } }, hours);
    run({ type: 'ResolveTurn', turn }, hours);
  }
  return { recorder, events };
}

/**
 * Nobody moves and each car may be driven only once: the second turn eliminates them all at once
 * (SC-GNU-2). Car 4 left during registration and came back, so it races and is eliminated too.
 */
export function abandonedToyRace(): Recorder {
  const recorder = recordRace(rulesets, circuit, SEED);
  create(recorder, 1, toy, true);
  recorder.run({ type: 'PublishGrid' }, 24);
  recorder.run({ type: 'StartRace' }, 72);
  recorder.run({ type: 'ResolveTurn', turn: 1 }, 120);
  recorder.run({ type: 'ResolveTurn', turn: 2 }, 168);
  return recorder;
}
