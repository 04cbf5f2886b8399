import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDice } from '../../../domain/dice/derive.ts';
import type { Choices, Picks } from '../../../domain/race/choices.ts';
import { reporters } from '../../../domain/reports.ts';
import { classicChoices } from '../../../domain/speed-circuit/classic/choices.ts';
import { gnuMove } from '../../../domain/speed-circuit/classic/gnu.ts';
import { previewMove } from '../../../domain/speed-circuit/classic/preview.ts';
import { classic } from '../../../domain/speed-circuit/classic/ruleset.ts';
import type { ClassicRaceState } from '../../../domain/speed-circuit/classic/state.ts';
import { refereedSpeedCircuit } from '../../../domain/speed-circuit/referee.ts';
import { anyRacingPicks, ENGLISH, foreignWords, judge, randomClicks, wordsOf } from '../clicker.ts';
import { BALANCED, classicRace, oval } from './support.ts';

const circuit = oval();
const game = refereedSpeedCircuit(classic);

const ask = (kind: string, state: ClassicRaceState | undefined, picks: Picks, language: 'en' | 'it' = 'en', car = '1'): Choices =>
  classicChoices({ circuit, state, car, kind, picks, language, settings: { laps: 3 }, entrants: [] })!;

const question = (choices: Choices, id: string) => {
  const found = choices.questions.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no question ${id} among ${choices.questions.map((q) => q.id).join(', ')}`);
  return found;
};
const details = (choices: Choices, id: string): Record<string, string | undefined> =>
  Object.fromEntries(question(choices, id).options.map((option) => [option.id, option.detail]));

describe('the classic qualifying and setup choices', () => {
  it('[SCC-CAR-1] [SCC-CAR-3] asks the points of each characteristic, 0 to 2, 5 in all, each row of the table told', () => {
    const choices = ask('qualifying', undefined, {});
    expect(choices.questions.map(({ id, max }) => `${id} ${max}`)).toEqual(['startSpeed 2', 'acc 2', 'dec 2', 'topSpeed 2', 'wear 2']);
    expect(question(choices, 'startSpeed').help).toBe('Points spent on it, each row of the chart: 0: 40 mph · 1: 60 mph · 2: 80 mph.');
    expect(question(choices, 'wear').help).toBe('Points spent on it, each row of the chart: 0: 4 wear a lap · 1: 5 wear a lap · 2: 6 wear a lap.');
    expect(choices.summary[0]).toBe('5 points in all, 5 left.');
    expect(choices.submission).toBeNull();
  });

  it('[SCC-CAR-4] [SCC-LAPS-1] one point on each: 5 wear a lap, 15 for a 3-lap race; the grid goes by Start Speed', () => {
    const choices = ask(
      'qualifying',
      undefined,
      Object.fromEntries(Object.entries(BALANCED).map(([characteristic, points]) => [characteristic, [String(points)]])),
    );
    expect(choices.summary).toEqual([
      '5 points in all, 0 left.',
      'Start Speed 60 mph, Acc 40, Dec 40, Top Speed 160, 5 wear a lap.',
      'For the race of 3 laps: 15 wear, 5 a lap; what a lap leaves carries over, none is spent ahead (SCC-LAPS).',
      'The grid goes by Start Speed, the highest on the inside of the front row (SCC-SETUP-5).',
    ]);
    expect(choices.submission).toEqual({ build: BALANCED });
    judge(game, circuit, undefined, '1', 'qualifying', choices.submission);
  });

  it('[SCC-SETUP-4] nothing to choose before the start: the empty setup, at once', () => {
    const state = classicRace([{ car: '1', at: '28A' }]);
    expect(ask('setup', state, {})).toMatchObject({ questions: [], submission: {} });
    judge(game, circuit, state, '1', 'setup', {});
  });
});

describe('the classic racing choices', () => {
  // One point on each: Acc 40, Dec 40, Top Speed 160, 5 wear a lap.
  const at140 = classicRace([{ car: '1', at: '1B', speed: 140 }]);

  it('[SCC-ACC-3] [SCC-DEC-2] at 140: 100 to 160 free, 180 forces Top Speed on a d6 that fails on a 6, 60 costs 2 wear', () => {
    const speeds = details(ask('racing', at140, {}), 'speed');
    for (const free of ['100', '120', '140', '160']) expect(speeds[free]).toBe('no roll, no wear');
    expect(speeds['180']).toBe('1d6 forced top speed, passes on 5 or less');
    expect(speeds['80']).toBe('20 mph beyond Dec: 1 wear');
    expect(speeds['60']).toBe('40 mph beyond Dec: 2 wear');
    expect(speeds['40']).toBe('1d6 brake check, passes on 5 or less; 60 mph beyond Dec: 2 wear');
    expect(speeds['20']).toBe('1d6 brake check, passes on 5 or less; 80 mph beyond Dec: 2 wear, then a spin');
  });

  it('[SCC-START-1] from standstill, Start Speed 60 + 20 stalls on a 5 or 6', () => {
    const speeds = details(ask('racing', classicRace([{ car: '1', at: '28A' }]), {}), 'speed');
    expect(Object.keys(speeds)).toEqual(['0', '20', '40', '60', '80']);
    expect(speeds['80']).toBe('1d6 forced start speed, passes on 4 or less');
  });

  it('[SCC-DEC-2] 40 mph beyond Dec: 2 wear units, or 1 and a brake test; one kind of wear, so no W or WF to choose', () => {
    const choices = ask('racing', at140, { speed: ['60'], braking: ['WF.BC'] });
    expect(question(choices, 'braking').options.map(({ id, label, detail }) => `${id}: ${label} (${detail})`)).toEqual([
      'WF: Pay wear (2 wear)',
      'WF.BC: Brake check instead of wear (1 wear, 1d6 brake check, passes on 5 or less)',
    ]);
    const move = ask('racing', at140, { speed: ['60'], braking: ['WF.BC'], curve1: ['CC'] });
    expect(move.text).toBe('60 BC CC');
    judge(game, circuit, at140, '1', 'racing', move.submission);
  });

  it('[SCC-LAPS-3] [SCC-DEC-4] with no wear left this lap, braking 40 beyond Dec cannot be paid; 20 beyond takes the brake test', () => {
    const spent = classicRace([{ car: '1', at: '1B', speed: 140, with: { wearSpent: 5 } }]);
    const speeds = details(ask('racing', spent, {}), 'speed');
    expect(speeds['60']).toBeUndefined();
    expect(speeds['80']).toBe('1d6 brake check, passes on 5 or less; 20 mph beyond Dec: no wear');
  });

  it('[SCC-CURVE-6] [SCC-CURVE-7] at 160 into the 80/100/120 curve: lane C 2 wear, or 1 and the luck test; lane B 2 wear and a spin, or 2 and the luck test; lane A a crash', () => {
    const lines = details(ask('racing', classicRace([{ car: '1', at: '1B', speed: 160 }]), { speed: ['160'] }), 'curve1');
    expect(lines).toMatchObject({
      CA: 'out: the car crashes · no wear',
      CB: 'spins at 4 B1 · 2 wear',
      'CB.D': 'to 7A · 2 wear, 1d6 curve die',
      CC: 'to 6A · 2 wear',
      'CC.D': 'to 6A · 1 wear, 1d6 curve die',
    });
    expect(
      question(ask('racing', classicRace([{ car: '1', at: '1B', speed: 160 }]), { speed: ['160'] }, 'it'), 'curve1').options.find((o) => o.id === 'CB.D')
        ?.label,
    ).toBe('Corsia B, tentando la fortuna');
  });

  it('[SCC-SLIP-5] right behind a car that drove 140, the slipstream is offered for one square more', () => {
    const behind = classicRace([
      { car: '1', at: '18B', speed: 120 },
      { car: '2', at: '19B', speed: 140 },
    ]);
    const choices = ask('racing', behind, { speed: ['120'], slipstream: ['S'] });
    expect(details(choices, 'slipstream').S).toBe('behind car 2: 1 square more if it keeps its 140 mph');
    expect(choices.text).toBe('120S');
  });

  it('speaks Italian to an Italian seat', () => {
    const choices = ask('racing', at140, { speed: ['60'], curve1: ['CC'] }, 'it');
    expect(choices.summary).toEqual([
      '60 mph da 1B.',
      'Fino a 4 C1.',
      'Paga 2 wear.',
      'Nessun dado.',
      'Come se ogni tiro andasse bene, con le altre auto dove sono ora.',
    ]);
    expect(foreignWords(wordsOf(choices), ENGLISH)).toEqual([]);
  });
});

describe('the classic move preview', () => {
  it('[SCC-CURVE-3] [SCC-CURVE-6] lists each speed with what every lane and arrow of the coming curve costs, as the race page shows it', () => {
    const preview = previewMove(circuit, classicRace([{ car: '1', at: '1B', speed: 140 }]), '1');
    expect(preview).toMatchObject({ car: '1', turn: 1, from: '1B', curve: '4' });
    const routes = Object.fromEntries(preview.speeds.find((choice) => choice.speed === 120)!.routes.map((route) => [route.text, `${route.to} ${route.W}`]));
    expect(routes).toMatchObject({ '120 CA': '6A 2', '120 CC': '4 C4 0', '120 T2': '4 C4 0' });
    const words = reporters.classic!.preview!(preview);
    expect(words.choices.headers).toEqual(['Speed', 'Rolls and braking', 'Curve 4 CA', 'Curve 4 CB', 'Curve 4 CC', 'Curve 4 T1', 'Curve 4 T2']);
    expect(words.choices.rows.map((row) => row.header)).toEqual([
      '20 mph',
      '40 mph',
      '60 mph',
      '80 mph',
      '100 mph',
      '120 mph',
      '140 mph',
      '160 mph',
      '180 mph',
    ]);
  });

  it('[SCC-CURVE-6] projects a typed move, and says why one cannot be played', () => {
    const state = classicRace([{ car: '1', at: '1B', speed: 160 }]);
    expect(previewMove(circuit, state, '1', classic.parseMoveText('160 CA')).move?.projection?.warnings).toEqual([
      { field: 'move', message: 'even if every roll goes your way, this move ends your race: the car crashes (SCC-CURVE-6)' },
    ]);
    expect(previewMove(circuit, state, '1', classic.parseMoveText('240')).move?.error).toMatchObject({ field: 'speed' });
  });
});

/** A 3-car classic race on the test oval driven by the non-human player, a state per turn. */
function raceStates(): ClassicRaceState[] {
  const dice = (turn: number) => createDice({ seed: 'cd'.repeat(32), raceId: 'choices', turn, binding: 'cd'.repeat(32) });
  const entrants = ['1', '2', '3'].map((car) => ({ car, name: `Driver ${car}` }));
  let { state } = classic.qualify({
    circuit,
    laps: 2,
    maxStarters: 24,
    entrants,
    qualifying: Object.fromEntries(entrants.map(({ car }) => [car, { build: BALANCED }])),
    dice: dice(0),
  });
  const states = [state];
  while (!classic.isFinished(state) && state.turn < 30) {
    const moves = Object.fromEntries(classic.carsToMove(state).map((car) => [car, gnuMove(circuit, state, car, dice(100 + state.turn))]));
    state = classic.resolveTurn(circuit, state, moves, dice(state.turn + 1)).state;
    states.push(state);
  }
  return states;
}

describe('any picks, in any order', () => {
  const states = raceStates().filter((state) => classic.carsToMove(state).length > 0);

  it('lead a racing car to a move the check accepts, never to a question none of whose options may be picked', () => {
    anyRacingPicks(
      game,
      circuit,
      states,
      (state) => classic.carsToMove(state),
      (state, car, picks) => ask('racing', state, picks, 'en', car),
    );
  });

  it('lead to a car build the check accepts', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1 << 12 }), { maxLength: 10 }), (draws) => {
        const entry = randomClicks(
          (picks) => ask('qualifying', undefined, picks),
          draws,
          () => {},
        );
        judge(game, circuit, undefined, '1', 'qualifying', entry.submission);
      }),
      { numRuns: 30 },
    );
  });
});
