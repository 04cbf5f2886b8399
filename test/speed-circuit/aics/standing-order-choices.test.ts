/**
 * An AICS standing order clicked rather than written (domain/speed-circuit/aics/choices/standing-order.ts):
 * what it offers, what it says the GNU would make of it, and that any clicks lead to an order the
 * rules' standing order schema takes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Choices, type Picks, STANDING_ORDER } from '../../../domain/race/choices.ts';
import { aicsChoices } from '../../../domain/speed-circuit/aics/choices/index.ts';
import type { AicsRaceState } from '../../../domain/speed-circuit/aics/qualifying/index.ts';
import { aics } from '../../../domain/speed-circuit/aics/ruleset.ts';
import { refereedSpeedCircuit } from '../../../domain/speed-circuit/referee.ts';
import { oval, raceOn } from '../../support/race.ts';
import { type Answer, deadEnds, ENGLISH, foreignWords, ITALIAN, randomClicks, wordsOf } from '../clicker.ts';

const circuit = oval();
const game = refereedSpeedCircuit(aics);
const entrants = [
  { car: '1', name: 'Ada', seat: '1' },
  { car: '2', name: 'Bruno', seat: '2' },
];

const withOrder = (state: ReturnType<typeof raceOn>): AicsRaceState => ({ ...state, order: Object.keys(state.cars) });
/** The SC-DEC-11 car (Acc 60, Dec 40, Top Speed 180) at 140 mph on the straight, a car behind it. */
const at140 = withOrder(
  raceOn(circuit, [
    { car: '1', at: '1B', speed: 140 },
    { car: '2', at: '27B', speed: 100 },
  ]),
);

const ask = (state: AicsRaceState | undefined, picks: Picks, language: 'en' | 'it' = 'en', car = '1'): Choices =>
  aicsChoices({ circuit, state, car, kind: STANDING_ORDER, picks, language, settings: { laps: 6 }, entrants })!;
const question = (choices: Choices, id: string) => choices.questions.find((candidate) => candidate.id === id)!;
const options = (choices: Choices, id: string) =>
  question(choices, id).options.map(({ id, label, disabled }) => ({ id, label, ...(disabled ? { disabled } : {}) }));

describe('the AICS standing order as choices', () => {
  it('[SC-GNU-1] is the GNU’s own safe driving until another speed is picked, and is whole at once', () => {
    const choices = ask(at140, {});
    expect(choices.questions.map(({ id, type, min, max, picked }) => ({ id, type, min, max, picked }))).toEqual([
      { id: 'speed', type: 'one', min: 1, max: 1, picked: ['safe'] },
      { id: 'slipstream', type: 'one', min: 1, max: 1, picked: ['no'] },
      { id: 'placement', type: 'many', min: 0, max: 3, picked: [] },
    ]);
    expect(choices.submission).toEqual({ speed: 'safe', pay: 'wear', slipstream: false, placement: [] });
    expect(game.standingOrderSchema!.parse(choices.submission)).toEqual(choices.submission);
    expect(choices.summary[0]).toBe('On a turn you miss, the GNU drives as fast as is safe without dice.');
  });

  it('[SC-GNU-1] offers the speeds up to the car’s Top Speed (180 for this car; 200, the chart’s top, before the grid is set)', () => {
    const speeds = question(ask(at140, {}), 'speed').options.map((option) => option.id);
    expect(speeds).toEqual(['safe', 'hold', '20', '40', '60', '80', '100', '120', '140', '160', '180']);
    expect(question(ask(undefined, {}), 'speed').options.at(-1)).toMatchObject({ id: '200', label: '200 mph' });
  });

  it('[SC-AUTO-3] [SC-CURVE-13] a held or written speed pays its curves with wear, or with the die when asked', () => {
    expect(ask(at140, { speed: ['hold'] }).questions.map((q) => q.id)).toEqual(['speed', 'pay', 'slipstream', 'placement']);
    const die = ask(at140, { speed: ['140'], pay: ['die'], slipstream: ['S'] });
    expect(die.submission).toEqual({ speed: 140, pay: 'die', slipstream: true, placement: [] });
    expect(die.summary[0]).toBe('On a turn you miss, the GNU drives at 140 mph when no roll is needed, paying curves with the die.');
  });

  it('[SC-NOTATION-9] [SC-CUSTOM-1] three placement wishes most wanted first, one of them custom at most', () => {
    const choices = ask(at140, { placement: ['S:2', 'I', 'NOSLIP'] });
    expect(options(choices, 'placement')).toEqual([
      { id: 'I', label: 'As far inside as possible (I)' },
      { id: 'S', label: 'In slipstream of a car ahead (S)' },
      { id: 'S:2', label: 'In slipstream of car 2, Bruno (S:2)' },
      {
        id: 'NOSLIP',
        label: 'Not right in front of a car that has moved (NOSLIP)',
        disabled: 'one wish naming a car or refusing the slipstream is already picked',
      },
    ]);
    expect(choices.submission).toMatchObject({ placement: [{ kind: 'slipstream', behind: '2' }, { kind: 'inside' }] });
    expect(game.standingOrderSchema!.parse(choices.submission)).toMatchObject({ placement: [{ kind: 'slipstream', behind: '2' }, { kind: 'inside' }] });
  });

  it('[SC-GNU-1] says what the GNU would play next turn, with the cars where they stand, in the move’s words', () => {
    // At 140 into curve 4 (80/100/120), the lines that need no die: the cheapest costs 1 W, trajectory T2 as lane C (SC-CURVE-13).
    const choices = ask(at140, { speed: ['140'], placement: ['I'] });
    expect(choices.summary.slice(1, 5)).toEqual([
      'Next turn, with the cars where they stand now, it would play 140 T2 * I.',
      '140 mph from 1B.',
      'To 5A.',
      'Pays 1 W.',
    ]);
    expect(choices.warnings).toEqual([]);
  });

  it('[SC-DEC-2] [SC-GNU-1] a speed that needs a brake check is not played: the GNU would choose the move itself', () => {
    // From 140 mph, 40 is 60 mph beyond Dec 40: only with a brake check (SC-DEC-11), which an order never asks for.
    const choices = ask(at140, { speed: ['40'] });
    expect(choices.warnings).toEqual(['Next turn the order cannot be played as it stands: the GNU would choose the move itself (SC-GNU-1).']);
    expect(choices.submission).toMatchObject({ speed: 40 });
  });

  it('speaks Italian to an Italian seat and English to an English one', () => {
    const italian = ask(at140, { speed: ['hold'], placement: ['S', 'NOSLIP'] }, 'it');
    expect(question(italian, 'speed').label).toBe('Velocità nei turni che salti');
    expect(foreignWords(wordsOf(italian), ENGLISH)).toEqual([]);
    expect(foreignWords(wordsOf(ask(at140, { speed: ['hold'], placement: ['S', 'NOSLIP'] })), ITALIAN)).toEqual([]);
  });

  it('any clicks, before the grid or along a race, lead to an order the rules take, never to a dead end', () => {
    const states: (AicsRaceState | undefined)[] = [undefined, at140, withOrder(raceOn(circuit, [{ car: '1', at: '28A' }]))];
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.nat({ max: 1 << 12 }), { maxLength: 10 }), (at, draws) => {
        const state = states[at % states.length];
        const seen: Answer[] = [];
        const answer = randomClicks(
          (picks) => ask(state, picks),
          draws,
          (one) => seen.push(one),
        );
        expect(seen.flatMap(deadEnds)).toEqual([]);
        game.standingOrderSchema!.parse(answer.submission);
      }),
      { numRuns: 60 },
    );
  });
});
