import { describe, expect, it } from 'vitest';
import type { ChampionshipRace } from '../../../domain/championship.ts';
import { createDice } from '../../../domain/dice/derive.ts';
import { DomainError } from '../../../domain/errors.ts';
import { type CarBuild, sheetOf } from '../../../domain/speed-circuit/classic/car.ts';
import { circuitStandings } from '../../../domain/speed-circuit/classic/championship.ts';
import { pointsByCar } from '../../../domain/speed-circuit/classic/results.ts';
import { classic } from '../../../domain/speed-circuit/classic/ruleset.ts';
import type { ClassicRaceState } from '../../../domain/speed-circuit/classic/state.ts';
import { scriptedDice } from '../../support/dice.ts';
import { BALANCED, classicRace, play } from './support.ts';

const players = ['Ada', 'Bruno', 'Carla'];

/** A one-lap race of the three players on `circuitId`, each car driven by the non-human player throughout. */
function race(circuitId: string, builds: CarBuild[]): { state: ClassicRaceState; race: ChampionshipRace } {
  const circuit = classic.shippedCircuits()[circuitId]!;
  const dice = (turn: number) => createDice({ seed: 'c1a551c'.padEnd(64, '0'), raceId: circuitId, turn, binding: '0'.repeat(64) });
  const entrants = players.map((name, i) => ({ car: String(i + 1), name }));
  const qualifying = Object.fromEntries(builds.map((build, i) => [String(i + 1), { build }]));
  let { state } = classic.qualify({ circuit, laps: 1, maxStarters: 24, entrants, qualifying, dice: dice(0) });
  for (let turn = 1; !classic.isFinished(state) && turn < 60; turn++) state = classic.resolveTurn(circuit, state, {}, dice(turn)).state;
  const points = Object.fromEntries(Object.entries(pointsByCar(state)).map(([car, scored]) => [players[Number(car) - 1]!, scored]));
  return { state, race: { raceId: circuitId, circuitId, points } };
}

describe('a circuit of races', () => {
  it('[SCC-SERIES-1] [SCC-SERIES-2] [SCC-SERIES-4] three races on the three tracks, new cars for each, the points summed: most points wins', () => {
    const fast = { ...BALANCED, startSpeed: 0, topSpeed: 2 };
    const sturdy = { ...BALANCED, startSpeed: 0, wear: 2 };
    const races = [race('test-oval', [BALANCED, fast, sturdy]), race('monza', [fast, fast, BALANCED]), race('monaco', [sturdy, BALANCED, fast])];
    // Each race starts from the builds sent for it, undamaged, whatever happened before.
    expect(races[1]!.state.cars['1']!.build).toEqual(fast);
    const standings = circuitStandings(races.map((r) => r.race));
    const total = (player: string) => races.reduce((sum, r) => sum + (r.race.points[player] ?? 0), 0);
    expect(standings.map((s) => s.points)).toEqual(players.map(total).sort((a, b) => b - a));
    expect(standings[0]).toMatchObject({ position: 1, points: Math.max(...players.map(total)) });
    expect(Object.keys(standings[0]!.byRace)).toEqual(['test-oval', 'monza', 'monaco']);
  });

  it('[SCC-SERIES-4] the most points wins; players level on points share a position', () => {
    const standings = circuitStandings([
      { raceId: 'r1', circuitId: 'test-oval', points: { Ada: 4, Bruno: 2, Carla: -2 } },
      { raceId: 'r2', circuitId: 'monza', points: { Ada: -1, Bruno: 1, Carla: 4 } },
      { raceId: 'r3', circuitId: 'monaco', points: { Bruno: 4, Dino: 2 } },
    ]);
    expect(standings.map(({ player, position, points }) => [player, position, points])).toEqual([
      ['Bruno', 1, 7],
      ['Ada', 2, 3],
      ['Carla', 3, 2],
      ['Dino', 3, 2],
    ]);
    expect(standings[3]!.byRace).toEqual({ r3: 2 });
  });

  it('[SCC-SERIES-1] the races of a circuit are on different tracks', () => {
    const twice = () =>
      circuitStandings([
        { raceId: 'r1', circuitId: 'monza', points: { Ada: 4 } },
        { raceId: 'r2', circuitId: 'monza', points: { Ada: 4 } },
      ]);
    expect(twice).toThrow(DomainError);
    expect(twice).toThrow('races r1 and r2 are both on monza: a circuit is raced on different tracks');
  });

  it('[SCC-SERIES-2] damage from an earlier race does not follow the player: the next race builds its car afresh', () => {
    // An engine failure in one race: 100 to 160 mph with Acc 40 rolls a 6.
    const damaged = play(classicRace([{ car: '1', at: '18A', speed: 100 }]), { '1': { speed: 160 } }, 6).state.cars['1']!;
    expect(damaged).toMatchObject({ engineFailures: 1, sheet: { acc: 20, topSpeed: 140 } });
    const next = classic.qualify({
      circuit: classic.shippedCircuits().monza!,
      laps: 1,
      maxStarters: 24,
      entrants: [{ car: '1', name: 'Ada' }],
      qualifying: { '1': { build: damaged.build } },
      dice: scriptedDice(),
    });
    expect(next.state.cars['1']).toMatchObject({ engineFailures: 0, brakeFailures: 0, wearSpent: 0, sheet: sheetOf(BALANCED) });
  });
});
