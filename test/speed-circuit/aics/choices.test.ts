import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDice } from '../../../domain/dice/derive.ts';
import type { Choices, Picks } from '../../../domain/race/choices.ts';
import { aicsChoices } from '../../../domain/speed-circuit/aics/choices/index.ts';
import { gnuMove } from '../../../domain/speed-circuit/aics/gnu/index.ts';
import type { AicsRaceState } from '../../../domain/speed-circuit/aics/qualifying/index.ts';
import { previewPoleLap } from '../../../domain/speed-circuit/aics/qualifying/preview.ts';
import type { Qualifying } from '../../../domain/speed-circuit/aics/qualifying-schema.ts';
import { aics } from '../../../domain/speed-circuit/aics/ruleset.ts';
import type { CarBuild } from '../../../domain/speed-circuit/aics/schemas.ts';
import { fastestLapOf } from '../../../domain/speed-circuit/aics/solver/index.ts';
import { refereedSpeedCircuit } from '../../../domain/speed-circuit/referee.ts';
import { EXAMPLE_BUILD, oval, raceOn } from '../../support/race.ts';
import { anyRacingPicks, clickThrough, ENGLISH, foreignWords, judge, randomClicks, wordsOf } from '../clicker.ts';

const circuit = oval();
const game = refereedSpeedCircuit(aics);
/** The SC-QUAL-3 example car: 40 Start Speed, 60 Acc, 60 Dec, 200 Top Speed, 4 wear per lap. */
const POLE_CAR: CarBuild = { startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 };

const withOrder = (state: ReturnType<typeof raceOn>): AicsRaceState => ({ ...state, order: Object.keys(state.cars) });

const ask = (kind: string, state: AicsRaceState | undefined, picks: Picks, language: 'en' | 'it' = 'en', car = '1'): Choices =>
  aicsChoices({ circuit, state, car, kind, picks, language, settings: { laps: 6 }, entrants: [] })!;

const question = (choices: Choices, id: string) => {
  const found = choices.questions.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no question ${id} among ${choices.questions.map((q) => q.id).join(', ')}`);
  return found;
};
const details = (choices: Choices, id: string): Record<string, string | undefined> =>
  Object.fromEntries(question(choices, id).options.map((option) => [option.id, option.detail]));
const buildPicks = (build: CarBuild): Picks => Object.fromEntries(Object.entries(build).map(([category, points]) => [category, [String(points)]]));

describe('the AICS qualifying choices', () => {
  it('[SC-CAR-4] [SC-CAR-5] asks the points of each Performance Chart category, each row told, 7 to spend in all', () => {
    const choices = ask('qualifying', undefined, {});
    expect(choices.questions.slice(0, 5).map(({ id, type, min, max, picked }) => ({ id, type, min, max, picked }))).toEqual(
      ['startSpeed', 'acc', 'dec', 'topSpeed', 'wear'].map((id) => ({ id, type: 'count', min: 0, max: 3, picked: ['0'] })),
    );
    expect(question(choices, 'startSpeed').help).toBe(
      'Points spent on it, each row of the chart: 0: 40 mph (race bonus 2 WF) · 1: 60 mph (race bonus 2 W, 3 WF) · 2: 80 mph (race bonus 3 W, 6 WF) · 3: 80 mph (race bonus 7 W, 9 WF).',
    );
    expect(question(choices, 'topSpeed').help).toContain('0: 140 mph · 1: 160 mph · 2: 180 mph · 3: 200 mph');
    // No lap before the car is whole.
    expect(choices.summary).toEqual([
      '7 points in all, 7 left.',
      'Start Speed 40 mph, Acc 20, Dec 20, Top Speed 140, 4 wear a lap.',
      'Spend the 7 points, then choose the pole lap.',
    ]);
    expect(choices.questions.map((q) => q.id)).not.toContain('lap');
    expect(choices.submission).toBeNull();
  });

  it('[SC-CAR-5] a category may take no more points than are left', () => {
    // Three on Start Speed and three on Acc leave one: a third 3 is more than is left, and is dropped.
    const choices = ask('qualifying', undefined, { startSpeed: ['3'], acc: ['3'], dec: ['3'] });
    expect(question(choices, 'dec')).toMatchObject({ max: 1, picked: ['0'] });
    expect(question(choices, 'topSpeed')).toMatchObject({ max: 1, picked: ['0'] });
    expect(question(choices, 'startSpeed')).toMatchObject({ max: 3, picked: ['3'] });
    expect(choices.summary[0]).toBe('7 points in all, 1 left.');
  });

  it('[SC-CAR-6] the example car has 32 wear and 3 brake wear for a 6-lap race, and 5 wear for its pole lap (SC-QUAL-4)', () => {
    const choices = ask('qualifying', undefined, buildPicks(EXAMPLE_BUILD));
    expect(choices.summary).toEqual([
      '7 points in all, 0 left.',
      'Start Speed 60 mph, Acc 60, Dec 40, Top Speed 180, 5 wear a lap.',
      'For the race of 6 laps: 32 W and 3 WF.',
      "The pole lap may spend 5 wear, one lap's, and no bonus (SC-QUAL-4).",
    ]);
    expect(question(choices, 'lap').options.map((option) => option.id)).toEqual(['quick', 'fastest', 'turns']);
  });

  it('[SC-QUAL-10] the fastest lap of the SC-QUAL-3 example car is the Best Lap the test oval publishes: 5 turns + 4 squares', () => {
    const choices = ask('qualifying', undefined, { ...buildPicks(POLE_CAR), lap: ['fastest'] });
    const best = fastestLapOf(circuit, POLE_CAR);
    expect([best.turns, best.squares]).toEqual([circuit.bestLap?.turns, circuit.bestLap?.squares]);
    expect(choices.submission).toEqual({ build: POLE_CAR, startLane: best.startLane, lap: best.lap });
    expect(choices.summary.at(-1)).toBe(
      `If every roll passes, the lap counts 5 turns + 4 squares, from lane ${best.startLane}, with ${best.wearLeft} wear left.`,
    );
    judge(game, circuit, undefined, '1', 'qualifying', choices.submission);
  });

  it('[SC-QUAL-5] [SC-QUAL-4] a lap driven turn by turn starts in the lane chosen, asks each turn once the one before is whole, and counts as its preview does', async () => {
    const first = ask('qualifying', undefined, { ...buildPicks(POLE_CAR), lap: ['turns'] });
    expect(question(first, 'startLane').options.map((option) => option.label)).toEqual(['Lane A (inside)', 'Lane B', 'Lane C']);
    expect(question(first, 'startLane').picked).toEqual(['A']);
    // Turn 1 is the flying start: any speed up to Top Speed 200, or 220 with its roll (SC-QUAL-4 Proposed).
    expect(
      question(first, 't1.speed')
        .options.map((option) => option.id)
        .at(-1),
    ).toBe('220');
    expect(first.questions.some((q) => q.id.startsWith('t2.'))).toBe(false);
    const answer = await clickThrough((picks) => ask('qualifying', undefined, picks), { ...buildPicks(POLE_CAR), lap: ['turns'], startLane: ['C'] });
    const entry = answer.submission as Qualifying;
    expect(entry.startLane).toBe('C');
    const preview = previewPoleLap(circuit, entry);
    expect(preview.result).toMatchObject({ valid: true, turns: entry.lap.length });
    if (!preview.result.valid) throw new Error('the lap built does not count');
    expect(answer.summary).toContain(
      `If every roll passes, the lap counts ${preview.result.turns} turns + ${preview.result.squares} squares, from lane C, with 4 wear left.`,
    );
    judge(game, circuit, undefined, '1', 'qualifying', entry);
  });
});

describe('the AICS setup choices', () => {
  const grid = withOrder(raceOn(circuit, [{ car: '1', at: '28A', build: EXAMPLE_BUILD }], { weatherRoll: 8 }));
  const onGrid: AicsRaceState = { ...grid, turn: 0 };

  it('[SC-QUAL-11] a point moves from a category that has one to one below the top row, each saying what the car becomes', () => {
    const choices = ask('setup', onGrid, { pointFrom: ['topSpeed'] });
    expect(question(choices, 'pointFrom').options.map((option) => option.label)).toEqual([
      'Keep the car as it is',
      'Start Speed: 60 mph (race bonus 2 W, 3 WF) → 40 mph (race bonus 2 WF)',
      'Acc: 60 mph → 40 mph',
      'Dec: 40 mph → 20 mph',
      'Top Speed: 180 mph → 160 mph',
      'Wear per lap: 5 wear a lap → 4 wear a lap',
    ]);
    expect(question(choices, 'pointTo').options.map((option) => option.id)).toEqual(['startSpeed', 'acc', 'dec', 'wear']);
    expect(choices.submission).toBeNull();
    const moved = ask('setup', onGrid, { pointFrom: ['topSpeed'], pointTo: ['wear'] });
    expect(moved.submission).toEqual({ movePoint: { from: 'topSpeed', to: 'wear' }, softTyres: false });
    expect(moved.summary.at(-1)).toBe('For the race of 6 laps: 38 W and 3 WF.');
    judge(game, circuit, onGrid, '1', 'setup', moved.submission);
  });

  it('[SC-SOFT-2] soft tyres give one lap of W more: 6 for a car of 6 W a lap, 42 in all over 6 laps', () => {
    const six = withOrder(raceOn(circuit, [{ car: '1', at: '28A', build: { ...EXAMPLE_BUILD, wear: 2, topSpeed: 1 } }]));
    const choices = ask('setup', six, { softTyres: ['yes'] });
    expect(question(choices, 'softTyres').options.map((option) => option.label)).toEqual(['No soft tyres', 'Soft tyres: 6 W more']);
    expect(choices.summary.at(-1)).toBe('For the race of 6 laps: 44 W and 3 WF.');
    expect(choices.submission).toEqual({ softTyres: true });
  });

  it('[SC-RAIN-6] [SC-GAME-5] the tyres for the track by default; the wrong ones say curves count 20 mph slower', () => {
    const wet = withOrder(raceOn(circuit, [{ car: '1', at: '28A' }], { weatherRoll: 3 }));
    const choices = ask('setup', wet, {});
    expect(question(choices, 'tyres')).toMatchObject({ picked: ['track'] });
    expect(details(choices, 'tyres')).toEqual({ track: undefined, dry: 'wrong for a wet track: every curve counts 20 mph slower (SC-RAIN-6)', wet: undefined });
    expect(choices.summary[0]).toBe('The track is wet (weather box 3).');
    expect(ask('setup', wet, { tyres: ['dry'] }).submission).toEqual({ softTyres: false, tyres: 'dry' });
  });
});

describe('the AICS racing choices', () => {
  // The SC-DEC-11 car: Acc 60, Dec 40, Top Speed 180, at 140 mph.
  const at140 = withOrder(raceOn(circuit, [{ car: '1', at: '1B', speed: 140 }]));

  it('[SC-DEC-11] at 140 mph: 100 to 180 are free, 60 costs 2 WF, 40 2 WF and a brake check, 200 a Top Speed roll', () => {
    const speeds = details(ask('racing', at140, {}), 'speed');
    for (const free of ['100', '120', '140', '160', '180']) expect(speeds[free]).toBe('no roll, no wear');
    expect(speeds['60']).toBe('40 mph beyond Dec: 2 WF');
    expect(speeds['40']).toBe('3d6 brake check, passes on 15 or less; 60 mph beyond Dec: 2 WF');
    expect(speeds['20']).toBe('3d6 brake check, passes on 15 or less; 80 mph beyond Dec: 2 WF, then a spin');
    expect(speeds['200']).toBe('3d6 forced top speed, passes on 15 or less');
  });

  it('[SC-DEC-2] [SC-DEC-9] [SC-AUTO-4] 40 mph beyond Dec: 2 WF by default, or 2 W, or 1 wear and a brake check', () => {
    const choices = ask('racing', at140, { speed: ['60'], braking: ['W.BC'] });
    expect(question(choices, 'braking').options.map(({ id, label, detail }) => `${id}: ${label} (${detail})`)).toEqual([
      'WF: Pay wear, WF first (2 WF)',
      'W: Pay wear, W first (2 W)',
      'WF.BC: Brake check instead of wear, WF first (1 WF, 3d6 brake check, passes on 15 or less)',
      'W.BC: Brake check instead of wear, W first (1 W, 3d6 brake check, passes on 15 or less)',
    ]);
    const move = ask('racing', at140, { speed: ['60'], braking: ['W.BC'], curve1: ['CC'] });
    expect(move.text).toBe('60 W BC CC');
    expect(move.summary.slice(1, 3)).toEqual(['To 4 C1.', 'Pays 1 W.']);
  });

  it('[SC-CURVE-4] [SC-CURVE-13] at 140 into the 80/100/120 curve: lane C 1 W or the die, lane B 2 W or 1 W and the die, lane A 2 W and the die', () => {
    const lines = details(ask('racing', at140, { speed: ['140'] }), 'curve1');
    expect(lines).toEqual({
      CA: 'to 7A · 2 W, 1d6 curve die',
      CB: 'to 6A · 2 W',
      'CB.D': 'to 6A · 1 W, 1d6 curve die',
      CC: 'to 5A · 1 W',
      'CC.D': 'to 5A · no wear, 1d6 curve die',
      T1: 'to 6A · 2 W',
      'T1.D': 'to 6A · 1 W, 1d6 curve die',
      T2: 'to 5A · 1 W',
      'T2.D': 'to 5A · no wear, 1d6 curve die',
    });
  });

  it('[SC-NOTATION-9] [SC-NOTATION-12] three lines most wanted first, then the exact square; the move is its notation', () => {
    const picks = { speed: ['140'], curve1: ['T2', 'CC.D', 'CB'] };
    const choices = ask('racing', at140, picks);
    expect(question(choices, 'curve1')).toMatchObject({ type: 'many', ordered: true, min: 1, max: 3, picked: ['T2', 'CC.D', 'CB'] });
    expect(question(choices, 'placement').options.map((option) => option.id)).toEqual(['I', '5A', '5B']);
    expect(choices.summary[1]).toBe('To 5A.');
    const placed = ask('racing', at140, { ...picks, placement: ['5B'] });
    expect(placed.text).toBe('140 T2, CC D, CB * 5B');
    expect(placed.summary).toEqual([
      '140 mph from 1B.',
      'To 5B.',
      'Pays 1 W.',
      'No dice.',
      'As if every roll goes your way, with the other cars where they stand now.',
    ]);
    judge(game, circuit, at140, '1', 'racing', placed.submission);
  });

  it('[SC-SLIP-4] [SC-SLIP-5] right behind a car that drove 140, the slipstream is offered for 1 square more', () => {
    const behind = withOrder(
      raceOn(circuit, [
        { car: '1', at: '18B', speed: 120 },
        { car: '2', at: '19B', speed: 140 },
      ]),
    );
    const choices = ask('racing', behind, { speed: ['120'], slipstream: ['S'] });
    expect(details(choices, 'slipstream')).toEqual({ no: undefined, S: 'behind car 2: 1 square more if it keeps its 140 mph' });
    expect(choices.text).toBe('120S');
    expect(ask('racing', withOrder(raceOn(circuit, [{ car: '1', at: '18B', speed: 120 }])), { speed: ['120'] }).questions.map((q) => q.id)).toEqual([
      'speed',
      'placement',
    ]);
  });

  it('[SC-PIT-2] [SC-PIT-5] at 100 mph or less, a car that reaches the line may stop, with the tyres it asks for', () => {
    const nearLine = withOrder(raceOn(circuit, [{ car: '1', at: '26B', speed: 100 }]));
    expect(ask('racing', nearLine, { speed: ['120'] }).questions.map((q) => q.id)).not.toContain('pits');
    const choices = ask('racing', nearLine, { speed: ['100'], pits: ['BOX.wet'] });
    expect(question(choices, 'pits').options.map((option) => option.id)).toEqual(['no', 'BOX.track', 'BOX.dry', 'BOX.wet']);
    expect(choices.text).toBe('100 BOX WET');
    expect(choices.summary[1]).toBe('Into the pits.');
    judge(game, circuit, nearLine, '1', 'racing', choices.submission);
  });

  it('[SC-CURVE-14] a line 80 mph over its lane is offered as what it is: the end of the race, and the summary warns', () => {
    const fast = withOrder(raceOn(circuit, [{ car: '1', at: '1B', speed: 160 }]));
    expect(details(ask('racing', fast, { speed: ['160'] }), 'curve1').CA).toBe('out: the car leaves the road · no wear');
    const choices = ask('racing', fast, { speed: ['160'], curve1: ['CA'] });
    expect(choices.warnings).toEqual(['Even if every roll goes your way, this move ends your race: the car leaves the road.']);
    expect(choices.questions.map((q) => q.id)).not.toContain('placement');
  });

  it('speaks Italian to an Italian seat, the rulebook’s own terms apart', () => {
    const choices = ask('racing', at140, { speed: ['60'], curve1: ['CC'] }, 'it');
    expect(question(choices, 'speed').label).toBe('Velocità');
    expect(question(choices, 'curve1').label).toBe('Curva 4: corsia o traiettoria');
    expect(choices.summary).toEqual([
      '60 mph da 1B.',
      'Fino a 4 C1.',
      'Paga 2 WF.',
      'Nessun dado.',
      'Come se ogni tiro andasse bene, con le altre auto dove sono ora.',
    ]);
    expect(foreignWords(wordsOf(choices), ENGLISH)).toEqual([]);
  });
});

/** A 3-car race on the test oval driven by the non-human player, a state per turn: the choices met along a race. */
function raceStates(): AicsRaceState[] {
  const dice = (turn: number) => createDice({ seed: 'ab'.repeat(32), raceId: 'choices', turn, binding: 'ab'.repeat(32) });
  const entrants = ['1', '2', '3'].map((car) => ({ car, name: `Driver ${car}` }));
  const lap = fastestLapOf(circuit, POLE_CAR).lap;
  const qualified = aics.qualify({
    circuit,
    laps: 2,
    maxStarters: 24,
    entrants,
    qualifying: Object.fromEntries(entrants.map(({ car }) => [car, { build: POLE_CAR, lap }])),
    dice: dice(0),
  });
  let state = aics.start(circuit, qualified.state, {}).state;
  const states = [state];
  while (!aics.isFinished(state) && state.turn < 30) {
    const racing = aics.carsToMove(state);
    const moves = Object.fromEntries(racing.map((car) => [car, gnuMove(circuit, state, car, dice(100 + state.turn))]));
    state = aics.resolveTurn(circuit, state, moves, dice(state.turn + 1)).state;
    states.push(state);
  }
  return states;
}

describe('any picks, in any order', () => {
  const states = raceStates().filter((state) => aics.carsToMove(state).length > 0);

  it('lead a racing car to a move the check accepts, never to a question none of whose options may be picked', () => {
    anyRacingPicks(
      game,
      circuit,
      states,
      (state) => aics.carsToMove(state),
      (state, car, picks) => ask('racing', state, picks, 'en', car),
    );
  });

  it('lead to a car build and a setup the checks accept', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1 << 12 }), { maxLength: 10 }), fc.constantFrom('quick'), (draws, lap) => {
        const entry = randomClicks(
          (picks) => ask('qualifying', undefined, { ...picks, lap: [lap] }),
          draws,
          () => {},
        );
        judge(game, circuit, undefined, '1', 'qualifying', entry.submission);
        const grid = { ...withOrder(raceOn(circuit, [{ car: '1', at: '28A', build: (entry.submission as Qualifying).build }])), turn: 0 };
        const setup = randomClicks(
          (picks) => ask('setup', grid, picks),
          draws,
          () => {},
        );
        judge(game, circuit, grid, '1', 'setup', setup.submission);
      }),
      { numRuns: 15 },
    );
  });
});
