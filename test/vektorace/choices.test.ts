/**
 * Vektorace's choices (domain/vektorace/choices/): what a seat may pick in the start step and in
 * its car's move, each option in words with what it costs, the submission the picks make accepted
 * by the kind's check and the referee's, and never a question left with nothing to pick.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Choices, Picks, Question } from '../../domain/race/choices.ts';
import type { Language } from '../../domain/race/language.ts';
import { vektoraceAssists } from '../../domain/vektorace/assists.ts';
import type { Circuit } from '../../domain/vektorace/circuit/types.ts';
import { MOVE, START } from '../../domain/vektorace/id.ts';
import { Move, parseMove } from '../../domain/vektorace/notation.ts';
import { previewMove } from '../../domain/vektorace/preview.ts';
import { vektorace } from '../../domain/vektorace/ruleset.ts';
import { StartChoice } from '../../domain/vektorace/start-choice.ts';
import type { CarState, VektoraceState } from '../../domain/vektorace/state.ts';
import { findAll, parseXml } from '../speed-circuit/picture/xml.ts';
import { scriptedDice, seededDice } from '../support/dice.ts';
import { settingsOf, startRace } from './drivers.ts';
import { car, DEFAULT, raceOn } from './support.ts';

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

/** Car 1's move on the default circuit, the cars to move in the order given. */
const moving = (cars: Record<string, CarState>, more: Partial<VektoraceState> = {}) => raceOn(cars, more);
const move = (state: VektoraceState, picks: Picks = {}, language: Language = 'en') => ask(DEFAULT, state, '1', MOVE, picks, language);
/** The option of question `id` labelled `label`. */
const optionOf = (choices: Choices, id: string, label: string) => {
  const found = question(choices, id)?.options.find((o) => o.label === label);
  if (!found)
    throw new Error(
      `no option "${label}" in ${id}: ${question(choices, id)
        ?.options.map((o) => o.label)
        .join(' | ')}`,
    );
  return found;
};
/** The referee's check of the move as the API takes it. */
const checkMove = (state: VektoraceState, submission: unknown) =>
  vektorace.referee!.check![MOVE]!(DEFAULT, state, '1', vektorace.kinds[MOVE]!.schema.parse(submission));

/** A wall of cars across x = 12.75 from y = 9 to 21: 3rd gear from (10, 15) heading 0° has no move, 2nd gear has (play.test.ts). */
const wall = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [String(10 + i), car(12.75, 9 + i, 0, 3)]));

describe('a move’s choices', () => {
  it('[VK-GEAR-1] [VK-MOVE-4] lists every end of the declared gear once, in words from the car and marked on the picture; 3rd gear straight ahead from (10, 15) is 4 ahead, free', () => {
    const state = moving({ 1: car(10, 15, 0, 3) });
    const choices = move(state);
    const ends = question(choices, 'end')!;
    expect(ends.options).toHaveLength(previewMove(DEFAULT, state, '1').ends.length);
    expect(optionOf(choices, 'end', '4 ahead, same heading').detail).toBe('free');
    expect(optionOf(choices, 'end', '4 ahead, turning 45° left').detail).toBe('free');
    // VK-GOMMA-3: the side cell is a black end, one Gomma point.
    expect(optionOf(choices, 'end', '3 ahead, 1 to the left, same heading').detail).toBe('1 Gomma');
    const marks = findAll(parseXml(choices.picture!), (e) => e.attrs['data-choice'] !== undefined);
    expect(marks.map((e) => e.attrs['data-choice'])).toEqual(ends.options.map((o) => o.mark));
    expect(marks.every((e) => e.attrs['data-end'] === e.attrs['data-choice'])).toBe(true);
    expect(choices.submission).toBeNull();
  });

  it('[VK-GEAR-1] [VK-GOMMA-2] [VK-NITRO-2] once an end is picked, the cheapest way is picked and the next gears are asked with their costs: from 3rd, 2nd to 4th free, 1st a Gomma point, 5th a Nitro point', () => {
    const state = moving({ 1: car(10, 15, 0, 3) });
    const end = optionOf(move(state), 'end', '4 ahead, same heading').id;
    const choices = move(state, { end: [end] });
    expect(question(choices, 'way')).toMatchObject({ picked: ['w:3.F.F0'], options: [{ label: 'vector in front, front cell', detail: 'free' }] });
    expect(question(choices, 'gear')!.options.map((o) => `${o.label}: ${o.detail}`)).toEqual([
      '1st gear: 1 Gomma',
      '2nd gear: free',
      '3rd gear: free',
      '4th gear: free',
      '5th gear: 1 Nitro',
    ]);
    expect(choices.submission).toBeNull();
    const sent = move(state, { end: [end], gear: ['g5'] });
    expect(sent.submission).toEqual({ kind: 'drive', gear: 3, placement: 'front', end: { cell: 0, turn: 0 }, next: 5 });
    expect(sent.text).toBe('3 F F0 >5');
    expect(sent.summary).toEqual(['Gomma 4 → 4, Nitro 4 → 3', 'next move in 5th gear']);
    expect(() => checkMove(state, sent.submission)).not.toThrow();
  });

  it('[VK-BOOST-3] [VK-GOMMA-4] the ways to one end each say what they cost: 4th gear with BOOST 2 one Nitro point', () => {
    const state = moving({ 1: car(10, 15, 0, 4) });
    const end = optionOf(move(state), 'end', '7 ahead, same heading');
    expect(end.detail).toBe('1 Nitro');
    const ways = question(move(state, { end: [end.id] }), 'way')!;
    expect(ways.options.map((o) => `${o.label}: ${o.detail}`)).toContain('vector in front, BOOST 2, front cell: 1 Nitro');
  });

  it('[VK-SLIP-2] [VK-ATK-4] [VK-ATK-5] from the near part of a slipstream the car may close up, knock or overtake for a Nitro point, and the gears after the overtake are those it can still pay', () => {
    // Car 1 in 3rd ends 4 ahead at (19, 15), its nose a unit behind car 2's rear: the near part of car 2's slipstream.
    const state = moving({ 1: car(15, 15, 0, 3, { nitro: 1 }), 2: car(21, 15, 0, 3) });
    const end = optionOf(move(state), 'end', '4 ahead, same heading').id;
    const attacks = question(move(state, { end: [end] }), 'attack')!;
    expect(attacks).toMatchObject({ type: 'one', min: 0 });
    expect(attacks.options.map((o) => `${o.label}: ${o.detail}`)).toEqual([
      'Close up behind car 2 in its slipstream: free',
      'Knock car 2: it may not drop a gear next move: free',
      'Overtake car 2, in front of it: 1 Nitro',
      'Overtake car 2, in front on its left: 1 Nitro',
      'Overtake car 2, in front on its right: 1 Nitro',
    ]);
    // The overtake spends car 1's only Nitro point: 5th gear, a Nitro point more, is no longer offered.
    const overtaking = move(state, { end: [end], attack: ['O2F'] });
    expect(question(overtaking, 'gear')!.options.map((o) => o.label)).toEqual(['1st gear', '2nd gear', '3rd gear', '4th gear']);
    const sent = move(state, { end: [end], attack: ['O2F'], gear: ['g4'] });
    expect(sent.text).toBe('3 F F0 O2F >4');
    expect(sent.summary).toEqual(['Gomma 4 → 4, Nitro 1 → 0', 'next move in 4th gear']);
    expect(() => checkMove(state, sent.submission)).not.toThrow();
    // Far from any car, no attack is asked.
    const alone = moving({ 1: car(10, 15, 0, 3) });
    expect(question(move(alone, { end: [optionOf(move(alone), 'end', '4 ahead, same heading').id] }), 'attack')).toBeUndefined();
  });

  it('[VK-LIMIT-1] [VK-LIMIT-6] offers the emergency stop’s ends when every move crosses the inside line, with no attack and no gear up after it', () => {
    const state = moving({ 1: car(39, 8.5, 0, 3, { gomma: 8 }), 2: car(30, 20, 0, 3) });
    const choices = move(state);
    const stops = question(choices, 'end')!.options.filter((o) => o.label.startsWith('Emergency stop in '));
    expect(stops.length).toBeGreaterThan(0);
    const crossing = question(choices, 'end')!.options.find((o) => !o.label.startsWith('Emergency'))!;
    expect(crossing.detail).toMatch(/crosses the inside line: the curve is not passed/);
    const stop = stops[0]!;
    const gear = Number(/in (\d)/.exec(stop.label)![1]);
    const braking = move(state, { end: [stop.id] });
    expect(question(braking, 'attack')).toBeUndefined();
    expect(Math.max(...question(braking, 'gear')!.options.map((o) => Number(o.id.slice(1, 2))))).toBe(gear);
    const sent = move(state, { end: [stop.id], gear: [`g${gear}`] });
    expect(sent.submission).toMatchObject({ kind: 'drive', gear: 3, brakeTo: gear, next: gear });
    expect(sent.warnings).toContain('An emergency stop: no attack, and no gear up after it.');
    expect(() => checkMove(state, sent.submission)).not.toThrow();
  });

  it('[VK-YIELD-1] blocked in its gear by a car still to move, the car may give way to it, or brake', () => {
    const blocked = moving({ 1: car(10, 15, 0, 3), ...wall }, { toMove: ['1', '15'] });
    const ends = question(move(blocked), 'end')!.options;
    expect(ends.filter((o) => !o.label.startsWith('Emergency stop in 2nd gear: ')).map((o) => `${o.label}: ${o.detail}`)).toEqual([
      'Give way to car 15: it moves now, and you right after it',
    ]);
    const yielding = move(blocked, { end: ['yield-15'] });
    expect(yielding).toMatchObject({ submission: { kind: 'yield', to: '15' }, text: 'YIELD 15' });
    expect(() => checkMove(blocked, yielding.submission)).not.toThrow();
  });

  it('[VK-LIMIT-3] with no Gomma point to brake the turn is lost, and the car may first turn 45° either way', () => {
    const stuck = moving({ 1: car(10, 15, 0, 3, { gomma: 0 }), ...wall }, { toMove: ['1'] });
    const choices = move(stuck);
    expect(question(choices, 'end')!.options.map((o) => o.label)).toEqual([
      'Lose the turn',
      'Lose the turn, turning 45° left',
      'Lose the turn, turning 45° right',
    ]);
    expect(choices.picture).toBeUndefined();
    const passing = move(stuck, { end: ['pass-left'] });
    expect(passing).toMatchObject({ submission: { kind: 'pass', rotate: 1 }, text: 'PASS +', warnings: ['You lose your turn and restart in 1st gear.'] });
    expect(() => checkMove(stuck, passing.submission)).not.toThrow();
  });

  it('[VK-LIMIT-6] a car that can only fall off the table restarts in 1st gear along the edge, the heading asked with the first picked', () => {
    const state = moving({ 1: car(46.5, 15, 0, 3) });
    const choices = move(state);
    const end = question(choices, 'end')!.options.find((o) => o.label === 'Off the table: 4 ahead, same heading')!;
    const off = move(state, { end: [end.id], gear: ['g1'] });
    expect(question(off, 'gear')!.options.map((o) => o.label)).toEqual(['1st gear']);
    expect(question(off, 'restart')).toMatchObject({
      picked: ['h2'],
      options: [
        { id: 'h2', label: 'facing up (90°)' },
        { id: 'h6', label: 'facing down (270°)' },
      ],
    });
    expect(off.warnings).toContain('Your car falls off the table: it restarts on the edge in 1st gear.');
    const turned = move(state, { end: [end.id], gear: ['g1'], restart: ['h6'] });
    expect(turned.text).toBe('3 F F0 >1 H6');
    expect(() => checkMove(state, turned.submission)).not.toThrow();
  });

  it('[VK-PIT-4] BOX-BOX is offered parallel to the pit wall after the last curve, not on the final lap', () => {
    const state = (laps: number) => moving({ 1: car(10, 5, 0, 3, { due: 7, laps }) });
    const picks = (at: VektoraceState) => ({ end: [optionOf(move(at), 'end', '4 ahead, same heading').id], gear: ['g3'] });
    const offered = move(state(0), picks(state(0)));
    expect(question(offered, 'box')).toMatchObject({ min: 0, options: [{ label: 'Call BOX-BOX' }] });
    const called = move(state(0), { ...picks(state(0)), box: ['box'] });
    expect(called).toMatchObject({ text: '3 F F0 >3 BOX', warnings: ['After BOX-BOX your car must drive through the pit area.'] });
    expect(() => checkMove(state(0), called.submission)).not.toThrow();
    expect(question(move(state(2), picks(state(2))), 'box')).toBeUndefined();
  });

  it('[VK-PIT-2] [VK-PIT-6] the pit stop in 2nd refills 8 points, split as the player picks, half and half unless he does', () => {
    const state = moving({ 1: car(15, 2, 0, 2, { due: 7 }) });
    const end = optionOf(move(state), 'end', '3 ahead, same heading');
    expect(end.detail).toBe('free, the pit stop');
    const stop = move(state, { end: [end.id], gear: ['g2'] });
    expect(question(stop, 'refill')).toMatchObject({ picked: ['gomma-4'] });
    expect(question(stop, 'refill')!.options.map((o) => o.label)).toEqual(Array.from({ length: 9 }, (_, g) => `${g} Gomma, ${8 - g} Nitro`));
    const split = move(state, { end: [end.id], gear: ['g2'], refill: ['gomma-6'] });
    expect(split.text).toBe('2 F F0 >2 G6N2');
    expect(split.summary).toContain('pit stop: takes 6 Gomma and 2 Nitro');
    expect(split.summary).toContain('Gomma 4 → 10, Nitro 4 → 6');
    expect(() => checkMove(state, split.submission)).not.toThrow();
  });

  it('[VK-SP-4] a move that ends a lap takes a token from the reserve: the one the player picks, the first by preference unless he does', () => {
    const state = moving({ 1: car(15, 8, 0, 3, { due: 7, power: { power: 'C', used: false } }) }, { reserve: ['B', 'A'] });
    const end = optionOf(move(state), 'end', '4 ahead, same heading').id;
    const lap = move(state, { end: [end], gear: ['g3'] });
    expect(question(lap, 'take')).toMatchObject({ picked: ['A'] });
    expect(question(lap, 'take')!.options.map((o) => o.label)).toEqual(['B: any BOOST', 'A: every end after a BOOST']);
    expect(lap.summary).toEqual(['Gomma 4 → 4, Nitro 4 → 4', 'next move in 3rd gear', 'completes lap 1 of 3', 'takes token A from the reserve']);
    const taken = move(state, { end: [end], gear: ['g3'], take: ['B'] });
    expect(taken.text).toBe('3 F F0 >3 TB');
    expect(() => checkMove(state, taken.submission)).not.toThrow();
  });

  it('[VK-SP-5] token D played first changes the gear of the move by one, up for a Nitro point or down for a Gomma point, and the ends with it', () => {
    const state = moving({ 1: car(10, 15, 0, 3, { power: { power: 'D', used: false } }) });
    const tokens = question(move(state), 'token')!;
    expect(tokens).toMatchObject({ min: 0 });
    expect(tokens.options.map((o) => `${o.label}: ${o.detail}`)).toEqual([
      'Token D: move in 2nd gear instead: 1 Gomma',
      'Token D: move in 4th gear instead: 1 Nitro',
    ]);
    // 4th gear straight ahead from (10, 15) is 5 ahead.
    const end = optionOf(move(state, { token: ['D4'] }), 'end', '5 ahead, same heading').id;
    const sent = move(state, { token: ['D4'], end: [end], gear: ['g4'] });
    expect(sent.submission).toEqual({ kind: 'drive', gear: 3, shift: 4, placement: 'front', end: { cell: 0, turn: 0 }, next: 4 });
    expect(sent.text).toBe('3 F F0 >4 PD4');
    expect(sent.summary).toEqual(['plays Super Power token D', 'Gomma 4 → 4, Nitro 4 → 3', 'next move in 4th gear']);
    expect(() => checkMove(state, sent.submission)).not.toThrow();
  });

  it('[VK-SP-5] token E is offered to cancel a knock suffered, token H to turn a point into the other kind', () => {
    const knocked = moving({ 1: car(10, 15, 0, 3, { knocked: true, power: { power: 'E', used: false } }) });
    expect(question(move(knocked), 'token')!.options.map((o) => o.label)).toEqual(['Token E: cancel the knock you suffered']);
    expect(question(move(moving({ 1: car(10, 15, 0, 3, { power: { power: 'E', used: false } }) })), 'token')).toBeUndefined();
    const swapping = moving({ 1: car(10, 15, 0, 3, { gomma: 0, power: { power: 'H', used: false } }) });
    expect(question(move(swapping), 'token')!.options.map((o) => o.label)).toEqual(['Token H: turn a Nitro point into a Gomma point']);
    expect(question(move(moving({ 1: car(10, 15, 0, 3, { power: { power: 'H', used: true } }) })), 'token')).toBeUndefined();
  });

  it('speaks Italian to an Italian seat, with the same submission, and names no rule code', () => {
    const state = moving({ 1: car(15, 15, 0, 3), 2: car(21, 15, 0, 3) });
    const end = optionOf(move(state), 'end', '4 ahead, same heading').id;
    const picks = { end: [end], attack: ['K2'], gear: ['g4'] };
    const english = move(state, picks);
    const italian = move(state, picks, 'it');
    expect(question(italian, 'end')!.options.find((o) => o.id === end)!.label).toBe('4 avanti, stessa direzione');
    expect(question(italian, 'attack')!.options.find((o) => o.id === 'K2')!.label).toBe('Bussa all’auto 2: alla prossima mossa non potrà scalare');
    expect(italian.summary).toEqual(['Gomma 4 → 4, Nitro 4 → 4', 'prossima mossa in 4ª']);
    expect(italian.submission).toEqual(english.submission);
    expect(italian.picture).toContain('Arrivi possibili');
    for (const text of [...wordsOf(english), ...wordsOf(italian)]) expect(text).not.toMatch(/VK-/);
  });
});

/** Cars 1 to 3 racing one lap of the default circuit with the tokens, each move the non-human player's: the state before each move. */
const raceStates = (): { state: VektoraceState; car: string }[] => {
  const settings = settingsOf(1, { superPowers: true });
  const dice = seededDice(26);
  const cars = entrants.map((e) => e.car);
  const started = startRace(DEFAULT, entrants, settings, dice);
  let state = started.state;
  let played = started.step;
  const states: { state: VektoraceState; car: string }[] = [];
  for (let next = vektorace.next({ state, played, cars, settings }); next; next = vektorace.next({ state, played, cars, settings })) {
    const car = next.cars[0]!;
    states.push({ state, car });
    state = vektorace.referee!.play[MOVE]!({
      circuit: DEFAULT,
      state,
      step: next,
      submissions: { [car]: undefined },
      dice,
      standingOrders: {},
      entrants,
      settings,
    }).state;
    played = next;
  }
  return states;
};

describe('random picks in a move', () => {
  const states = [
    ...raceStates().filter((_, i) => i % 4 === 0),
    { state: moving({ 1: car(15, 15, 0, 3, { nitro: 1, power: { power: 'G', used: false } }), 2: car(21, 15, 0, 3), 3: car(21, 16.5, 0, 3) }), car: '1' },
    { state: moving({ 1: car(15, 2, 0, 2, { due: 7, power: { power: 'D', used: false } }) }, { reserve: ['A', 'F'] }), car: '1' },
    { state: moving({ 1: car(39, 8.5, 0, 3, { gomma: 8, knocked: true, power: { power: 'E', used: false } }) }), car: '1' },
    { state: moving({ 1: car(10, 15, 0, 3, { gomma: 1, power: { power: 'H', used: false } }), ...wall }, { toMove: ['1', '15'] }), car: '1' },
    { state: moving({ 1: car(46.5, 15, 0, 3) }), car: '1' },
    { state: moving({ 1: car(10, 5, 0, 3, { due: 7 }) }), car: '1' },
  ];

  it('[VK-ORDER-1] always lead to a move the referee accepts once every question is answered, and never to a question with nothing to pick', () => {
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), (which, draws) => {
        const { state, car: mover } = states[which]!;
        let picks: Picks = {};
        for (let i = 0; i < draws.length; i += 2) {
          const choices = ask(DEFAULT, state, mover, MOVE, picks);
          for (const q of choices.questions)
            expect(
              q.options.some((o) => o.disabled === undefined),
              q.id,
            ).toBe(true);
          const answered = choices.questions.every((q) => q.picked.length >= q.min);
          expect(choices.submission === null, JSON.stringify(picks)).toBe(!answered);
          if (choices.submission !== null) {
            const sent = Move.parse(choices.submission);
            expect(parseMove(choices.text!)).toEqual(sent);
            vektorace.referee!.check![MOVE]!(DEFAULT, state, mover, sent);
          }
          const q = choices.questions[draws[i]! % choices.questions.length]!;
          picks = { ...picks, [q.id]: [q.options[draws[i + 1]! % q.options.length]!.id] };
        }
      }),
      { numRuns: 25 },
    );
  });
});
