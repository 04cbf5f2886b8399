import { describe, expect, it } from 'vitest';
import { pictures } from '../../../domain/pictures.ts';
import { CreateRace, type RaceCommand } from '../../../domain/race/commands.ts';
import { storedEventSchema } from '../../../domain/race/events.ts';
import { createRace, type RaceEvent } from '../../../domain/race/index.ts';
import { rulesets } from '../../../domain/rulesets.ts';
import type { ClassicEvent } from '../../../domain/speed-circuit/classic/events.ts';
import { classicPicture } from '../../../domain/speed-circuit/classic/picture.ts';
import { classic } from '../../../domain/speed-circuit/classic/ruleset.ts';
import type { ClassicRaceState } from '../../../domain/speed-circuit/classic/state.ts';
import { auditRace } from '../../../tools/audit/audit.ts';
import { recordRace } from '../../audit/record.ts';
import { seededDice } from '../../support/dice.ts';
import { BALANCED, moveOf } from './support.ts';

const race = createRace(rulesets);
const circuit = classic.shippedCircuits()['test-oval']!;

/** Ada sends her build and a move every turn; Bruno sends his build and nothing else; Carla sends nothing at all. */
function playedRace(options?: Record<string, unknown>) {
  const recorder = recordRace(rulesets, circuit, 'c1a5'.padEnd(64, 'e'));
  const events: RaceEvent[] = [];
  const run = (command: RaceCommand, hours: number) => events.push(...recorder.run(command, hours));
  run(
    CreateRace.parse({
      type: 'CreateRace',
      raceId: 'classic1',
      title: 'Classic GP',
      circuitId: 'test-oval',
      rulesetId: 'classic',
      laps: 2,
      maxConsecutiveMissedMoves: 100,
      options,
    }),
    0,
  );
  for (const name of ['ada', 'bruno', 'carla'])
    run({ type: 'RegisterEntry', name, email: `${name}@example.org`, language: 'en', tokenHash: 'a'.repeat(64) }, 0);
  run({ type: 'CloseRegistration' }, 0);
  run({ type: 'SubmitQualifying', car: '1', qualifying: { build: BALANCED } }, 1);
  const afterAda = recorder.state;
  run({ type: 'SubmitQualifying', car: '2', qualifying: { build: { ...BALANCED, startSpeed: 2, wear: 0 } } }, 2);
  run({ type: 'PublishGrid' }, 24);
  run({ type: 'SubmitSetup', car: '1', setup: {} }, 25);
  run({ type: 'StartRace' }, 72);
  let hours = 72;
  while (recorder.state.phase === 'racing' && hours < 48 * 60) {
    hours += 48;
    const game = recorder.state.game as ClassicRaceState;
    const ada = game.cars['1']!;
    if (race.awaited(recorder.state).includes('1')) {
      const speed = ada.standstill !== null ? ada.sheet.startSpeed : Math.min(ada.previousSpeed + ada.sheet.acc, 120);
      run({ type: 'SubmitMove', car: '1', move: moveOf({ speed }) }, hours);
    }
    run({ type: 'ResolveTurn', turn: recorder.state.turn }, hours);
  }
  return { recorder, events, afterAda };
}

const { recorder, events, afterAda } = playedRace();

describe('a classic race on the generic race backend', () => {
  it('runs from registration to its results through the generic decider, and every event is the fold of the log', () => {
    expect(recorder.state.phase).toBe('finished');
    const game = recorder.state.game as ClassicRaceState;
    expect(recorder.state.classification).toEqual(game.results!.map((result) => result.car));
    expect(game.results!.filter((result) => result.outcome === 'finished').length).toBeGreaterThan(0);
    const ruleset = events.flatMap((e) => ('events' in e ? (e.events as ClassicEvent[]) : []));
    ruleset.forEach((event) => {
      expect(classic.eventSchema.parse(event)).toEqual(event);
    });
  });

  it('reads back unchanged from a store that holds AICS races too, the empty setup aside (docs/rulesets.md)', () => {
    const stored = storedEventSchema(rulesets);
    const roundTrip = (event: RaceEvent) => stored.parse(JSON.parse(JSON.stringify(event)));
    events
      .filter((e) => e.type !== 'SetupSubmitted')
      .forEach((event) => {
        expect(roundTrip(event)).toEqual(event);
      });
  });

  it('[SCC-SETUP-4] each build stays secret until the builds are revealed together on the grid', () => {
    const submitted = events.find((e) => e.type === 'QualifyingSubmitted' && e.car === '1')!;
    expect(race.redactEvent(submitted, { role: 'player', car: '2' })).not.toHaveProperty('qualifying');
    expect(race.redactEvent(submitted, { role: 'player', car: '1' })).toHaveProperty('qualifying', { build: BALANCED });
    expect(race.publicView(afterAda, { role: 'player', car: '2' })!.you?.pending).toBeNull();
    const grid = events.find((e) => e.type === 'GridPublished')!;
    if (grid.type !== 'GridPublished') throw new Error('no grid');
    expect(grid.qualifying).toEqual({ '1': { build: BALANCED }, '2': { build: { ...BALANCED, startSpeed: 2, wear: 0 } }, '3': null });
    // Bruno's Start Speed 80 takes pole; Carla sent no build and starts last with the balanced car.
    expect(recorder.state.grid).toEqual(['2', '1', '3']);
  });

  it('[SCC-MOVE-5] a move is seen by its author only until the turn is resolved', () => {
    const sent = events.find((e) => e.type === 'MoveSubmitted')!;
    expect(race.redactEvent(sent, { role: 'player', car: '2' })).not.toHaveProperty('move');
    expect(race.redactEvent(sent, { role: 'player', car: '1' })).toHaveProperty('move');
  });

  it('[SCC-REACT-2] the time to choose a move is the turn window: at its deadline a missing move is driven by the non-human player', () => {
    const first = events.find((e) => e.type === 'TurnResolved')!;
    if (first.type !== 'TurnResolved') throw new Error('no turn');
    expect(first.moves['1']).not.toBeNull();
    expect([first.moves['2'], first.moves['3']]).toEqual([null, null]);
    expect((first.events as ClassicEvent[]).filter((e) => e.type === 'MoveDefaulted').map((e) => 'car' in e && e.car)).toEqual(['2', '3']);
  });

  it('replays to the same events and verifies every roll once the seed is revealed', () => {
    const steps = events.filter((e) => e.type === 'GridPublished' || e.type === 'TurnResolved');
    expect(auditRace(recorder.exported(), rulesets)).toEqual({ ok: true, turns: steps.length - 1, rolls: steps.reduce((sum, e) => sum + e.rolls.length, 0) });
  });

  it('is registered as "classic" beside AICS, and its picture draws the race without a weather track', () => {
    expect(rulesets.classic?.kinds.qualifying?.schema).toBe(classic.qualifyingSchema);
    expect(Object.keys(rulesets)).toEqual(['aics-3.06', 'classic', 'hex-rally', 'vektorace', 'lamborghini']);
    expect(pictures.classic).toBe(classicPicture);
    const picture = pictures.classic!.race(circuit, recorder.state.game, []);
    expect(picture).toContain('class="car"');
    expect(picture).not.toContain('class="weather"');
  });

  it('retires a car the organiser eliminates; when none is left racing the race is over and scored', () => {
    const grid = classic.qualify({
      circuit,
      laps: 1,
      maxStarters: 24,
      entrants: [
        { car: '1', name: 'Ada' },
        { car: '2', name: 'Bruno' },
      ],
      qualifying: { '1': { build: BALANCED }, '2': { build: BALANCED } },
      dice: seededDice(1),
    }).state;
    const one = classic.eliminate(grid, '1', 'withdrawn');
    expect(one.events).toEqual([{ type: 'CarRetired', car: '1', reason: 'withdrawn' }]);
    expect([classic.isFinished(one.state), classic.carsToMove(one.state), classic.classification(one.state).at(-1)]).toEqual([false, ['2'], '1']);
    const both = classic.eliminate(one.state, '2', 'missed too many moves');
    expect(both.events.at(-1)).toEqual({
      type: 'RaceScored',
      results: [
        { car: '1', place: null, outcome: 'didNotFinish', points: -1 },
        { car: '2', place: null, outcome: 'didNotFinish', points: -1 },
      ],
    });
    expect(classic.isFinished(both.state)).toBe(true);
    expect(classic.eliminate(both.state, '2', 'again').events).toEqual([]);
    expect(() => classic.checkSetup(circuit, grid, '9', {})).toThrow('car 9 is not on the grid');
  });
});

describe('a classic race that goes on until every car has finished, on the generic race backend', () => {
  const allCars = playedRace({ finish: 'allCars' });
  const game = allCars.recorder.state.game as ClassicRaceState;

  it('[SCC-WIN-1] a race created without options records the default, and ends with the turn in which its first car finishes', () => {
    const played = recorder.state.game as ClassicRaceState;
    expect(events[0]).toMatchObject({ type: 'RaceCreated', options: { finish: 'firstCar' } });
    expect(played.finish).toBe('firstCar');
    const finishTurns = played.results!.filter((result) => result.outcome === 'finished').map((result) => played.cars[result.car]!.finish!.turn);
    expect(new Set(finishTurns)).toEqual(new Set([played.turn]));
  });

  it('[SCC-WIN-2] with the allCars option it goes on until the last car finishes, the cars placed by their turn of crossing', () => {
    expect(allCars.events[0]).toMatchObject({ type: 'RaceCreated', options: { finish: 'allCars' } });
    expect([allCars.recorder.state.phase, game.finish]).toEqual(['finished', 'allCars']);
    expect(game.results!.map((result) => result.outcome)).toEqual(['finished', 'finished', 'finished']);
    // Each car crossed in a turn of its own: the first to finish did not end the race.
    const turns = game.results!.map((result) => game.cars[result.car]!.finish!.turn);
    expect(turns).toEqual([...new Set(turns)].sort((a, b) => a - b));
    expect(allCars.recorder.state.classification).toEqual(game.results!.map((result) => result.car));
  });

  it('replays to the same events, and its events, finished cars leaving the track included, read back unchanged from the store', () => {
    const steps = allCars.events.filter((e) => e.type === 'GridPublished' || e.type === 'TurnResolved');
    expect(auditRace(allCars.recorder.exported(), rulesets)).toEqual({
      ok: true,
      turns: steps.length - 1,
      rolls: steps.reduce((sum, e) => sum + e.rolls.length, 0),
    });
    const stored = storedEventSchema(rulesets);
    allCars.events
      .filter((e) => e.type !== 'SetupSubmitted')
      .forEach((event) => {
        expect(stored.parse(JSON.parse(JSON.stringify(event)))).toEqual(event);
      });
  });
});
