/**
 * A race whose snapshot was taken before the games declared their steps: it holds its phase and
 * turn, no `step` and no step count. The race asks the game for the open step again and counts the
 * steps from the turn, so a deployed race goes on as if it had been folded by today's code.
 */
import { describe, expect, it } from 'vitest';
import { CreateRace, type RaceCommand, RegisterEntry } from '../../domain/race/commands.ts';
import { createRace, type RaceState } from '../../domain/race/index.ts';
import { stepsPlayed } from '../../domain/race/state.ts';
import { toy } from './toy-ruleset.ts';

const race = createRace({ [toy.id]: toy });
const seed = 'd00d'.padEnd(64, '0');
const circuit = toy.shippedCircuits().oval;
const now = '2025-03-01T12:00:00.000Z';
const run = (state: RaceState, command: RaceCommand): RaceState => race.decide(state, command, { now, circuit, seed }).reduce(race.evolve, state);

/** The snapshot as the code before steps wrote it. */
const older = ({ step: _step, played: _played, ...state }: RaceState): RaceState => state;

const created = run(
  race.initialState,
  CreateRace.parse({ type: 'CreateRace', raceId: 'old1', title: 'Old GP', circuitId: 'oval', rulesetId: toy.id, laps: 2 }),
);
const registered = ['ada', 'bruno'].reduce(
  (state, name) => run(state, RegisterEntry.parse({ type: 'RegisterEntry', name, email: `${name}@example.org`, tokenHash: 'e'.repeat(64) })),
  created,
);
const qualifying = run(registered, { type: 'CloseRegistration' });
const setup = run(run(qualifying, { type: 'SubmitQualifying', car: '1', qualifying: { turns: 9 } }), { type: 'PublishGrid', force: true });
const turn1 = run(setup, { type: 'StartRace', force: true });
const turn2 = run(turn1, { type: 'ResolveTurn', turn: 1, force: true });

describe('a snapshot from before the games declared their steps', () => {
  it.each([
    ['qualifying', qualifying],
    ['setup', setup],
    ['turn 1', turn1],
    ['turn 2', turn2],
  ])('at %s opens the same step and counts the same steps played', (_name, state) => {
    expect(race.step(older(state))).toEqual(race.step(state));
    expect(stepsPlayed(older(state))).toBe(stepsPlayed(state));
  });

  it('plays its open step to the same events as the snapshot of today', () => {
    const play: RaceCommand = { type: 'PlayStep', step: 'turn-2', force: true };
    expect(race.decide(older(turn2), play, { now, circuit, seed })).toEqual(race.decide(turn2, play, { now, circuit, seed }));
  });
});
