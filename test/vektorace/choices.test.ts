/**
 * Vektorace's choices (domain/vektorace/choices/): what a seat may pick in the start step and in
 * its car's move, each option in words with what it costs, the submission the picks make accepted
 * by the kind's check and the referee's, and never a question left with nothing to pick.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Choices, Picks, Question } from '../../domain/race/choices.ts';
import type { Language } from '../../domain/race/events.ts';
import { vektoraceAssists } from '../../domain/vektorace/assists.ts';
import type { Circuit } from '../../domain/vektorace/circuit/types.ts';
import { vektorace } from '../../domain/vektorace/game.ts';
import { START } from '../../domain/vektorace/id.ts';
import { StartChoice } from '../../domain/vektorace/start-choice.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';
import { scriptedDice } from '../support/dice.ts';
import { settingsOf } from './drivers.ts';
import { DEFAULT } from './support.ts';

const entrants = ['1', '2', '3'].map((c) => ({ car: c, name: `p${c}`, seat: c }));
/** The race before its start step: the cars placed in the order 1, 2, 3 (car 1 on pole). */
const begun = (superPowers: boolean): VektoraceState =>
  vektorace.referee!.begin!({ circuit: DEFAULT, entrants, settings: settingsOf(3, { superPowers }), dice: scriptedDice() }).state;

const ask = (circuit: Circuit, state: VektoraceState, car: string, kind: string, picks: Picks = {}, language: Language = 'en'): Choices =>
  vektoraceAssists.choices!({ circuit, state, car, kind, picks, language, settings: {}, entrants })!;

const question = (choices: Choices, id: string): Question | undefined => choices.questions.find((q) => q.id === id);

/** Every word a seat reads: the questions, their help, the options with their details, the summary and the warnings. */
const wordsOf = (choices: Choices): string[] => [
  ...choices.questions.flatMap((q) => [q.label, q.help ?? '', ...q.options.flatMap((o) => [o.label, o.detail ?? '', o.disabled ?? ''])]),
  ...choices.summary,
  ...choices.warnings,
];

const checkStart = (state: VektoraceState, car: string, submission: unknown) =>
  vektorace.kinds[START]!.check!(DEFAULT, state, car, vektorace.kinds[START]!.schema.parse(submission));

describe('the start step’s choices', () => {
  it('[VK-START-2] offers the nine splits of the 8 points between Gomma and Nitro, saying what each kind of point buys', () => {
    const choices = ask(DEFAULT, begun(false), '2', START);
    const points = question(choices, 'points')!;
    expect(points).toMatchObject({ type: 'one', min: 1, max: 1, picked: [] });
    expect(points.options.map((o) => o.label)).toEqual(Array.from({ length: 9 }, (_, g) => `${g} Gomma, ${8 - g} Nitro`));
    expect(points.help).toMatch(/Gomma points let you drop more than one gear.*Nitro points let you climb more than one gear, use the BOOST/);
    expect(choices.submission).toBeNull();
    const picked = ask(DEFAULT, begun(false), '2', START, { points: ['gomma-3'] });
    expect(picked.submission).toEqual({ gomma: 3, nitro: 5 });
    expect(picked.text).toBe('G3N5');
    expect(picked.summary).toEqual(['3 Gomma, 5 Nitro']);
    expect(() => checkStart(begun(false), '2', picked.submission)).not.toThrow();
  });

  it('[VK-START-4] asks the first gear, 3rd, 4th or 5th, of the pole car’s player only', () => {
    const state = begun(false);
    expect(state.order[0]).toBe('1');
    expect(question(ask(DEFAULT, state, '2', START), 'firstGear')).toBeUndefined();
    const pole = ask(DEFAULT, state, '1', START, { points: ['gomma-4'] });
    expect(question(pole, 'firstGear')!.options.map((o) => o.label)).toEqual(['3rd gear', '4th gear', '5th gear']);
    expect(pole.submission).toBeNull();
    const sent = ask(DEFAULT, state, '1', START, { points: ['gomma-4'], firstGear: ['gear-5'] });
    expect(sent.submission).toEqual({ gomma: 4, nitro: 4, firstGear: 5 });
    expect(sent.summary).toContain('every car makes its first move in 5th gear');
    expect(() => checkStart(state, '1', sent.submission)).not.toThrow();
  });

  it('[VK-SP-2] asks the Super Power tokens wanted, most wanted first, only in a race with the tokens, each with its effect in words', () => {
    expect(question(ask(DEFAULT, begun(false), '3', START), 'powers')).toBeUndefined();
    const state = begun(true);
    const powers = question(ask(DEFAULT, state, '3', START), 'powers')!;
    expect(powers).toMatchObject({ type: 'many', min: 0, max: 8, ordered: true });
    expect(powers.options.map((o) => o.id)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(powers.options.find((o) => o.id === 'G')!.detail).toBe(
      'when you declare your next gear, any number of gears down for one Gomma point or up for one Nitro point',
    );
    const wanted = ask(DEFAULT, state, '3', START, { points: ['gomma-6'], powers: ['G', 'C', 'G', 'Z'] });
    expect(wanted.submission).toEqual({ gomma: 6, nitro: 2, powers: ['G', 'C'] });
    expect(wanted.text).toBe('G6N2 PGC');
    expect(() => checkStart(state, '3', wanted.submission)).not.toThrow();
    // Naming none takes none: the player is told.
    const none = ask(DEFAULT, state, '3', START, { points: ['gomma-6'] });
    expect(none.submission).toEqual({ gomma: 6, nitro: 2, powers: [] });
    expect(none.warnings).toEqual(['You name no token: you will start without a Super Power.']);
  });

  it('speaks the seat’s language, and names no rule code', () => {
    const state = begun(true);
    const english = ask(DEFAULT, state, '1', START, { points: ['gomma-2'], firstGear: ['gear-3'], powers: ['A'] });
    const italian = ask(DEFAULT, state, '1', START, { points: ['gomma-2'], firstGear: ['gear-3'], powers: ['A'] }, 'it');
    expect(question(italian, 'points')!.label).toBe('I tuoi 8 punti: Gomma e Nitro');
    expect(question(italian, 'firstGear')!.options.map((o) => o.label)).toEqual(['3ª marcia', '4ª marcia', '5ª marcia']);
    expect(italian.summary).toEqual(['2 Gomma, 6 Nitro', 'tutte le auto fanno la prima mossa in 3ª', 'Super Poteri voluti: A']);
    expect(italian.submission).toEqual(english.submission);
    for (const text of [...wordsOf(english), ...wordsOf(italian)]) expect(text).not.toMatch(/VK-/);
  });

  it('[VK-START-2] [VK-START-4] [VK-SP-2] random picks always make a start the check accepts once the questions asked are answered', () => {
    const states = [begun(false), begun(true)];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1 }),
        fc.constantFrom('1', '2', '3'),
        fc.array(fc.constantFrom(...Array.from({ length: 12 }, (_, i) => `gomma-${i - 1}`)), { maxLength: 2 }),
        fc.array(fc.constantFrom('gear-2', 'gear-3', 'gear-4', 'gear-5'), { maxLength: 2 }),
        fc.array(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'X'), { maxLength: 10 }),
        (which, car, points, firstGear, powers) => {
          const state = states[which]!;
          const choices = ask(DEFAULT, state, car, START, { points, firstGear, powers });
          for (const q of choices.questions) expect(q.options.some((o) => o.disabled === undefined)).toBe(true);
          const answered = choices.questions.every((q) => q.picked.length >= q.min);
          expect(choices.submission === null).toBe(!answered);
          if (choices.submission !== null) {
            StartChoice.parse(choices.submission);
            checkStart(state, car, choices.submission);
          }
        },
      ),
    );
  });
});
