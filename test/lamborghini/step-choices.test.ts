/**
 * What a seat may pick in each kind of step, as the race page shows it (domain/lamborghini/choices/,
 * issue 26): the options with their faces and what they cost or risk in the rulebook's numbers,
 * why an option may not be picked, and the submission the picks make, which the kind's check and
 * the referee's check accept and the referee plays. Cards by the placeholders of LB-GAP-1..4: Car
 * A speed 2 manoeuvre 2 ($30,000), Car E 0/0 ($10,000), Driver 5 speed 1 manoeuvre 0; Engine
 * (Blue) +3, Aerodynamics (Blue) +4, Set-up (Blue) +3. On the set positions of race-driver.ts every
 * car is Car E with Driver 5: speed = the Speed card + 1, manoeuvre 0. Banknotes (LB-GAP-2
 * Proposed): N1 5, N28 8, N13 9 without arrows; N7 11 on an orange arrow.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carry, finishLong } from '../../domain/lamborghini/carry.ts';
import { lamborghiniChoices } from '../../domain/lamborghini/choices/index.ts';
import { UNIT } from '../../domain/lamborghini/picture/layout.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import { LamborghiniCreate, type LamborghiniSettings } from '../../domain/lamborghini/settings.ts';
import { fold, type LamborghiniState } from '../../domain/lamborghini/state.ts';
import type { Choices, Picks } from '../../domain/race/choices.ts';
import type { Language } from '../../domain/race/language.ts';
import type { Step } from '../../domain/race/ruleset.ts';
import { mulberry32 } from '../crash/prng.ts';
import { scriptedDice, seededDice } from '../support/dice.ts';
import { answer } from './choices-driver.ts';
import { BOARD, entrantsOf, eventsOf, forward, man, type Placing, positioned, raceOf, tech, threeCarTable } from './race-driver.ts';

const SHORT = LamborghiniCreate.parse({});
const LONG = LamborghiniCreate.parse({ version: 'long' });

/** The seat's choices for `car` in the open `step`. */
const ask = (state: LamborghiniState, step: Step, car: string, picks: Picks = {}, options: { language?: Language; settings?: LamborghiniSettings } = {}) =>
  lamborghiniChoices({
    circuit: BOARD,
    state,
    car,
    kind: step.kind,
    picks,
    language: options.language ?? 'en',
    settings: options.settings ?? SHORT,
    entrants: entrantsOf(3, 1),
  })!;
const question = (choices: Choices, id: string) => choices.questions.find((one) => one.id === id)!;
const option = (choices: Choices, id: string, of: string) => question(choices, id).options.find((one) => one.id === of)!;
/** Every square of a plan forward. */
const ahead = (squares: number): Picks => Object.fromEntries(Array.from({ length: squares }, (_, k) => [`step-${k + 1}`, ['forward']]));

/** Sends `submission` for `car` as the race does: the kind's check, the referee's check, then the step played. */
const sendAndPlay = (state: LamborghiniState, step: Step, car: string, submission: unknown, settings: LamborghiniSettings = SHORT, players = 2) => {
  const kind = lamborghini.kinds[step.kind]!;
  kind.check(BOARD, state, car, kind.schema.parse(submission));
  lamborghini.referee!.check?.[step.kind]?.(BOARD, state, car, submission);
  const submissions = Object.fromEntries(step.cars.map((one) => [one, one === car ? submission : undefined]));
  return lamborghini.referee!.play[step.kind]!({
    circuit: BOARD,
    state,
    step,
    submissions,
    dice: seededDice(1),
    standingOrders: {},
    entrants: entrantsOf(players, 1),
    settings,
  });
};

describe('the Strategic phase', () => {
  /** Two players, the piles in the order of cards.json (scripted dice leave a shuffle as it was): CA, CB, D1, D2, T1, T2, M1, M2 face up. */
  const opening = (settings = SHORT) => {
    const { state } = lamborghini.referee!.begin!({ circuit: BOARD, entrants: entrantsOf(2, 1), settings, dice: scriptedDice(1) });
    return { state, step: lamborghini.next({ state, played: undefined, cars: ['1', '2'], settings })! };
  };

  it('[LB-DRAFT-3] [LB-DRAFT-5] the first player chooses one of the 8 cards face up, each with its face: a Car or Driver card its speed, manoeuvre and the cards it brings', () => {
    const { state, step } = opening();
    const choices = ask(state, step, '1');
    const cards = question(choices, 'cards');
    expect(cards).toMatchObject({ type: 'many', min: 1, max: 1 });
    expect(cards.options.map(({ id, label }) => [id, label])).toEqual([
      ['CA', 'Car A'],
      ['CB', 'Car B'],
      ['D1', 'Driver 1'],
      ['D2', 'Driver 2'],
      ['T1', 'Aerodynamics (Blue)'],
      ['T2', 'Aerodynamics (Blue)'],
      ['M1', 'Skilful'],
      ['M2', 'Skilful'],
    ]);
    expect(option(choices, 'cards', 'CA').detail).toBe('speed +2, manoeuvre +2, brings Engine, Aerodynamics');
    expect(option(choices, 'cards', 'D1').detail).toBe('speed +2, manoeuvre +2, brings Skilful, Manoeuvre');
    expect(option(choices, 'cards', 'T1').detail).toBe('speed +4 if the car changes no lane');
    expect(choices.submission).toBeNull();
    // Each card is a mark on the table drawn for the seat.
    for (const { mark } of cards.options) expect(choices.picture).toContain(`data-choice="${mark}"`);
    const picked = ask(state, step, '1', { cards: ['CA'] });
    expect(picked.submission).toEqual({ cards: ['CA'] });
    expect(sendAndPlay(state, step, '1', picked.submission).events).toContainEqual({ type: 'chose', seat: '1', cards: ['CA'], byNonHuman: false });
  });

  it('[LB-DRAFT-5] a turn begins with a Technology or Manoeuvre pile, then a Driver or Car pile, each with the cards it holds face down', () => {
    const { state: before, step: first } = opening();
    const state = sendAndPlay(before, first, '1', { cards: ['CA'] }).state;
    const step = lamborghini.next({ state, played: first, cars: ['1', '2'], settings: SHORT })!;
    expect(step).toMatchObject({ kind: 'turnUp', cars: ['2'] });
    const choices = ask(state, step, '2');
    expect(choices.questions.map(({ id, options }) => [id, options.map(({ id: pile, detail }) => `${pile}: ${detail}`)])).toEqual([
      ['first', ['technology: 37 cards face down', 'manoeuvre: 37 cards face down']],
      ['second', ['driver: 8 cards face down', 'car: 3 cards face down']],
    ]);
    expect(choices.summary).toContain('Then you choose 2 cards from those face up.');
    const picked = ask(state, step, '2', { first: ['manoeuvre'], second: ['car'] });
    expect(picked.submission).toEqual({ first: 'manoeuvre', second: 'car' });
    expect(eventsOf(sendAndPlay(state, step, '2', picked.submission).events, 'turnedUp')).toEqual([
      { type: 'turnedUp', seat: '2', pile: 'manoeuvre', card: 'M3' },
      { type: 'turnedUp', seat: '2', pile: 'car', card: 'CC' },
    ]);
  });

  it('[LB-DRAFT-7] an empty pile turns up from the other of its pair, and the option says so', () => {
    const { state: opened } = opening();
    const state = { ...opened, draft: { ...opened.draft, turn: 1, piles: { ...opened.draft.piles, car: [] } } };
    const step = lamborghini.next({ state, played: undefined, cars: ['1', '2'], settings: SHORT })!;
    expect(option(ask(state, step, '2'), 'second', 'car').detail).toBe('empty: the card is turned up from the Driver pile instead');
  });

  it('[LB-DRAFT-5] [LB-DRAFT-6] [LB-DRAFT-7] [LB-BRAND-1] the last player chooses twice, one card after the other; a card he may not take after his first is refused, with why', () => {
    const { state: opened } = opening();
    const state = { ...opened, draft: { ...opened.draft, turn: 1, turnedUp: true, held: { '1': ['D3'], '2': ['T14'] } } };
    const step = lamborghini.next({ state, played: undefined, cars: ['1', '2'], settings: SHORT })!;
    expect(step).toMatchObject({ kind: 'choose', cars: ['2'] });
    const before = ask(state, step, '2');
    expect(question(before, 'cards')).toMatchObject({ min: 2, max: 2 });
    // T14 is Yellow: Blue Technology is another brand's (LB-BRAND-1).
    expect(option(before, 'cards', 'T1').disabled).toBe('your Technology is Yellow: one brand per car');
    const first = ask(state, step, '2', { cards: ['CA'] });
    expect(option(first, 'cards', 'CB').disabled).toBe('you hold all the Car cards your cars need');
    expect(first.submission).toBeNull();
    const both = ask(state, step, '2', { cards: ['CA', 'D1'] });
    expect(both.submission).toEqual({ cards: ['CA', 'D1'] });
    // Picked in the other order, the second card refused is dropped, as a form forgets what no longer applies.
    expect(ask(state, step, '2', { cards: ['CA', 'CB'] }).questions[0]!.picked).toEqual(['CA']);
    sendAndPlay(state, step, '2', both.submission);
  });

  it('[LB-DRAFT-7] a player who may take no card face up chooses nothing this turn, and is told so', () => {
    const { state: opened } = opening();
    const state = { ...opened, draft: { ...opened.draft, faceUp: ['CA', 'T14'], held: { '1': ['CB', 'D1', 'T1'], '2': [] } } };
    const step = lamborghini.next({ state, played: undefined, cars: ['1', '2'], settings: SHORT })!;
    const choices = ask(state, step, '1');
    expect(choices.questions).toEqual([]);
    expect(choices.warnings).toEqual(['No card face up is one you may take: you choose nothing this turn.']);
    expect(choices.submission).toEqual({ cards: [] });
    sendAndPlay(state, step, '1', choices.submission);
  });

  it('[LB-AUCT-1] a sealed bid from $0 to the $60,000 the seat has, in banknotes of $1,000, with the source’s warning to keep enough for a car and a driver', () => {
    const { state, step } = opening(LONG);
    expect(step.kind).toBe('bid');
    const choices = ask(state, step, '1', {}, { settings: LONG });
    expect(question(choices, 'amount')).toMatchObject({ type: 'count', min: 0, max: 60 });
    expect(choices.summary).toEqual(['Your money: $60,000.']);
    const bid = ask(state, step, '1', { amount: ['50'] }, { settings: LONG });
    expect(bid.submission).toEqual({ amount: 50_000 });
    expect(bid.summary).toContain('You bid $50,000 and keep $10,000.');
    expect(bid.warnings).toEqual(['Keep enough money to buy your cars and drivers: the cheapest cost $15,000.']);
    expect(ask(state, step, '1', { amount: ['40'] }, { settings: LONG }).warnings).toEqual([]);
    lamborghini.kinds.bid!.schema.parse(bid.submission);
  });

  it('[LB-AUCT-2] a Car or Driver card costs its price: one he cannot pay for, while one of its kind is within his means, is refused with its price; when none is, he may take it on debt', () => {
    const { state: bidding, step: bids } = opening(LONG);
    const opened = (amount: number) => {
      const { state } = lamborghini.referee!.play.bid!({
        circuit: BOARD,
        state: bidding,
        step: bids,
        submissions: { '1': { amount }, '2': { amount: 0 } },
        dice: scriptedDice(),
        standingOrders: {},
        entrants: entrantsOf(2, 1),
        settings: LONG,
      });
      return { state, step: lamborghini.next({ state, played: bids, cars: ['1', '2'], settings: LONG })! };
    };
    const { state, step } = opened(50_000);
    const choices = ask(state, step, '1', {}, { settings: LONG });
    expect(option(choices, 'cards', 'CA')).toMatchObject({
      detail: 'speed +2, manoeuvre +2, brings Engine, Aerodynamics; costs $30,000',
      disabled: 'costs $30,000 and you have $10,000',
    });
    expect(option(choices, 'cards', 'D2').disabled).toBe('costs $20,000 and you have $10,000');
    expect(option(choices, 'cards', 'T1').disabled).toBeUndefined();
    // With $4,000 no Car card is within his means: he may take one on debt.
    const broke = opened(56_000);
    const onDebt = ask(broke.state, broke.step, '1', { cards: ['CA'] }, { settings: LONG });
    expect(onDebt.submission).toEqual({ cards: ['CA'] });
    expect(onDebt.summary).toContain('After it: −$26,000.');
    sendAndPlay(broke.state, broke.step, '1', onDebt.submission, LONG);
  });
});

describe('the pairing', () => {
  it('[LB-PREP-1] [LB-BRAND-1] a team’s player gives his first car a Car card, a Driver card and its cards; with two brands each car takes one brand’s Technology whole', () => {
    const race = raceOf(2, 2, seededDice(3), () => ({}), { until: (_state, step) => step.kind === 'pairing' });
    const settings = LamborghiniCreate.parse({ carsPerSeat: 2 });
    const held = ['CA', 'CB', 'D1', 'D2', 'T1', 'T14', 'T2', 'M1'];
    const state = { ...race.state, draft: { ...race.state.draft, held: { ...race.state.draft.held, '1': held } } };
    const step = lamborghini.next({ state, played: race.steps.at(-1), cars: ['1', '2', '3', '4'], settings })!;
    const choices = ask(state, step, '1', {}, { settings });
    expect(choices.questions.map(({ id, label, options }) => [id, label, options.map(({ id: one }) => one)])).toEqual([
      ['carCard', 'Car card of car 1 (the other goes with car 2)', ['CA', 'CB']],
      ['driverCard', 'Driver card of car 1 (the other goes with car 2)', ['D1', 'D2']],
      ['brand', 'Technology brand of car 1 (the other goes with car 2)', ['blue', 'yellow']],
      ['cards', 'Cards that go with car 1 (the others go with car 2)', ['M1']],
    ]);
    const picked = ask(state, step, '1', { carCard: ['CA'], driverCard: ['D2'], brand: ['yellow'], cards: ['M1'] }, { settings });
    expect(picked.submission).toEqual({
      cars: [
        { car: '1', carCard: 'CA', driverCard: 'D2', cards: ['M1', 'T14'] },
        { car: '2', carCard: 'CB', driverCard: 'D1', cards: ['T1', 'T2'] },
      ],
    });
    lamborghini.kinds.pairing!.check(BOARD, state, '1', picked.submission);
  });
});

describe('the Economic phase of a later race', () => {
  const laterRace = (money?: number) => {
    const first = raceOf(3, 1, seededDice(8), (step) => (step.kind === 'bid' ? { 1: { amount: 0 }, 2: { amount: 0 }, 3: { amount: 0 } } : {}), {
      version: 'long',
      until: (state) => state.grid.length > 0,
    });
    // The seat with the most cards arrives last, and acts first (reverse order of arrival).
    const seat = ['1', '2', '3'].sort((a, b) => first.state.murcielagos[b]!.hand.length - first.state.murcielagos[a]!.hand.length)[0]!;
    const arrival = [...['1', '2', '3'].filter((one) => one !== seat), seat];
    const carried = carry(fold(first.state, [finishLong({ arrival, stopped: [], damages: {} })]), first.entrants);
    if (money !== undefined) carried.players[`Player ${seat}`]!.money = money;
    const next = raceOf(3, 1, seededDice(9), () => ({}), { version: 'long', carried, until: (_state, step) => step.kind === 'economy' });
    const step = lamborghini.next({ state: next.state, played: next.steps.at(-1), cars: ['1', '2', '3'], settings: LONG })!;
    expect(step.cars).toEqual([seat]);
    return { state: next.state, step, seat };
  };
  const priced = (id: string) => (id.startsWith('C') ? { CA: 30_000, CB: 25_000, CC: 20_000, CD: 15_000, CE: 10_000 }[id]! : 0);

  it('[LB-LONG-3] [LB-GAP-10] a car is sold for $5,000 less than its price and replaced from the market at its price, as his money allows', () => {
    const { state, step, seat } = laterRace(2_000);
    const own = state.murcielagos[seat]!.carCard;
    const choices = ask(state, step, seat, { sell: [own] }, { settings: LONG });
    expect(option(choices, 'sell', own).detail).toBe(`you get $${(priced(own) - 5_000).toLocaleString('en')} back`);
    const budget = 2_000 + priced(own) - 5_000;
    const market = question(choices, `buy-${own}`).options;
    expect(market.map(({ id }) => id)).toEqual(state.long!.market.filter((id) => id.startsWith('C')));
    for (const { id, disabled } of market)
      expect(disabled, id).toBe(priced(id) > budget ? `costs $${priced(id).toLocaleString('en')} and you have $${budget.toLocaleString('en')}` : undefined);
    const by = market.find(({ disabled }) => disabled === undefined)!.id;
    const bought = ask(state, step, seat, { sell: [own], [`buy-${own}`]: [by] }, { settings: LONG });
    expect(bought.submission).toEqual({ replace: [{ card: own, by }] });
    expect(bought.summary).toContain(`After it: $${(budget - priced(by)).toLocaleString('en')}.`);
    expect(eventsOf(sendAndPlay(state, step, seat, bought.submission, LONG, 3).events, 'economised')).toHaveLength(1);
  });

  it('[LB-LONG-3] two cards of one car are given back and one taken in their place, turned up from a pile or face up; sending nothing does nothing', () => {
    const { state, step, seat } = laterRace();
    const hand = state.murcielagos[seat]!.hand;
    expect(hand.length).toBeGreaterThanOrEqual(2);
    const none = ask(state, step, seat, {}, { settings: LONG });
    expect(question(none, 'give-1')).toMatchObject({ min: 0, max: 2 });
    expect(none.submission).toEqual({});
    const half = ask(state, step, seat, { 'give-1': [hand[0]!] }, { settings: LONG });
    expect(question(half, 'give-1').min).toBe(2);
    expect(half.submission).toBeNull();
    const given = ask(state, step, seat, { 'give-1': [hand[0]!, hand[1]!] }, { settings: LONG });
    expect(
      question(given, 'take-1')
        .options.map(({ id }) => id)
        .slice(0, 2),
    ).toEqual(['technology', 'manoeuvre']);
    const taken = ask(state, step, seat, { 'give-1': [hand[0]!, hand[1]!], 'take-1': ['manoeuvre'] }, { settings: LONG });
    expect(taken.submission).toEqual({ exchanges: [{ give: [hand[0], hand[1]], take: 'manoeuvre' }] });
    const played = sendAndPlay(state, step, seat, taken.submission, LONG, 3);
    expect(eventsOf(played.events, 'economised')).toMatchObject([{ exchanges: [{ car: seat, gave: [hand[0], hand[1]] }] }]);
  });
});

describe('a movement turn', () => {
  const { start, moveStep } = threeCarTable();
  /** Car 1 on the back straight at (23, 2) with `hand`, its Speed card `drawn` face up; the others where `others` puts them, else far behind. */
  const table = (drawn: string, hand: string[], others: Placing[] = []) =>
    positioned(
      start,
      [
        { car: '1', row: 23, lane: 2, hand },
        ...(others.length > 0
          ? others
          : [
              { car: '2', row: 5, lane: 1 },
              { car: '3', row: 3, lane: 3 },
            ]),
      ],
      { car: '1', drawn },
      ['N13', 'N28', 'N1'],
    );
  const move = (state: LamborghiniState, picks: Picks = {}, language: Language = 'en') => ask(state, moveStep(state), '1', picks, { language });

  it('[LB-MOVE-4] [LB-MOVE-5] the movement is the Speed card’s value + the Car’s + the Driver’s, and the plan every square of it: N28 (8) + 0 + 1 is 9 squares', () => {
    const state = table('N28', []);
    const choices = move(state);
    expect(choices.summary.slice(0, 2)).toEqual(['Your Speed card: 8.', 'Movement this turn: 9 squares.']);
    expect(question(choices, 'step-1')).toMatchObject({ label: 'Square 1', help: '9 squares of movement left.' });
    expect(question(choices, 'step-1').options.map(({ id, detail }) => `${id}: ${detail}`)).toEqual([
      'forward: to row 24, lane 2',
      'forwardLeft: to row 24, lane 1',
      'forwardRight: to row 24, lane 3',
    ]);
    // The squares it may go to are marks on the race drawn for the seat.
    for (const { mark } of question(choices, 'step-1').options) expect(choices.picture).toContain(`data-choice="${mark}"`);
    expect(move(state, ahead(8)).submission).toBeNull();
    const planned = move(state, ahead(9));
    expect(planned.questions.map(({ id }) => id)).toEqual(['cards', ...Array.from({ length: 9 }, (_, k) => `step-${k + 1}`)]);
    expect(planned.submission).toEqual({ plan: forward(9) });
    expect(planned.summary).toContain('Your plan ends at row 32, lane 2.');
    const played = sendAndPlay(state, moveStep(state), '1', planned.submission, SHORT, 3);
    expect(played.state.race.cars['1']).toMatchObject({ row: 32, lane: 2 });
    expect(eventsOf(played.events, 'turnEnded')).toHaveLength(1);
  });

  it('the race is drawn for a phone around the squares to click: each lies in the window of the board shown, 14 squares across drawn as wide as the table’s picture', () => {
    const { picture } = move(table('N28', []));
    const [, x, y, width, height] = /<svg class="window"[^>]* viewBox="(\S+) (\S+) (\S+) (\S+)"/.exec(picture!)!.map(Number);
    expect(/^<svg [^>]*viewBox="0 \S+ (\S+)/m.exec(picture!)![1]).toBe(String(18 * UNIT));
    const targets = [...picture!.matchAll(/data-choice="step-1\.\w+" points="([^"]+)"/g)].map(([, points]) =>
      points!.split(' ').map((point) => point.split(',').map(Number)),
    );
    expect(targets).toHaveLength(3);
    for (const [px, py] of targets.flat()) {
      expect(px).toBeGreaterThanOrEqual(x!);
      expect(px).toBeLessThanOrEqual(x! + width!);
      expect(py).toBeGreaterThanOrEqual(y!);
      expect(py).toBeLessThanOrEqual(y! + height!);
    }
  });

  it('[LB-MOVE-4] [LB-TECH-2] a card played adds its bonus: Engine (Blue) +3 makes 12 squares', () => {
    const engine = tech('blue', 'engine');
    const state = table('N28', [engine]);
    expect(option(move(state), 'cards', engine).detail).toBe('speed +3; this turn: 12 squares');
    const played = move(state, { cards: [engine], ...ahead(12) });
    expect(played.summary).toContain('Movement this turn: 12 squares.');
    expect(played.submission).toEqual({ cards: [engine], plan: forward(12) });
    sendAndPlay(state, moveStep(state), '1', played.submission, SHORT, 3);
  });

  it('[LB-MOVE-4] [LB-CARD-1] [LB-TECH-2] one card a turn, and with a Tyres played one more that does not affect speed: Set-up, not Engine', () => {
    const [engine, setUp, tyres] = [tech('blue', 'engine'), tech('blue', 'setUp'), tech('blue', 'tyres')];
    const state = table('N28', [engine, setUp, tyres]);
    expect(option(move(state, { cards: [engine] }), 'cards', setUp).disabled).toBe('one card a turn');
    const withTyres = move(state, { cards: [tyres] });
    expect(option(withTyres, 'cards', engine).disabled).toBe('the extra card of a Tyres or Fuel tank must not affect speed');
    expect(option(withTyres, 'cards', setUp).disabled).toBeUndefined();
    // Tyres (Blue): +1 this turn, 10 squares.
    expect(withTyres.summary).toContain('Movement this turn: 10 squares.');
    const both = move(state, { cards: [tyres, setUp], ...ahead(10) });
    expect(both.submission).toEqual({ cards: [tyres, setUp], plan: forward(10) });
    sendAndPlay(state, moveStep(state), '1', both.submission, SHORT, 3);
  });

  it('[LB-MAN-1] [LB-RUN-2] Luck is played alone: no square is asked, the move is planned once the new Speed card is face up', () => {
    const [luck, engine] = [man('luck'), tech('blue', 'engine')];
    const state = table('N1', [luck, engine]);
    const choices = move(state, { cards: [luck], ...ahead(3) });
    expect(choices.questions.map(({ id }) => id)).toEqual(['cards']);
    expect(option(choices, 'cards', engine).disabled).toBe('Luck is played alone');
    expect(choices.summary).toContain('Luck draws another Speed card in place of yours: you plan your squares once it is face up.');
    expect(choices.submission).toEqual({ cards: [luck] });
    const played = sendAndPlay(state, moveStep(state), '1', choices.submission, SHORT, 3);
    expect(eventsOf(played.events, 'speedDrawn')).toMatchObject([{ use: 'luck' }]);
  });

  it('[LB-TECH-2] a change of lane loses Aerodynamics: the option says so, and the movement left drops by its bonus', () => {
    const aerodynamics = tech('blue', 'aerodynamics');
    const state = table('N28', [aerodynamics]);
    const choices = move(state, { cards: [aerodynamics], 'step-1': ['forwardLeft'] });
    expect(choices.summary).toContain('Movement this turn: 13 squares.');
    expect(option(choices, 'step-1', 'forwardLeft').detail).toBe('to row 24, lane 1; changes lane: Aerodynamics +4 lost');
    expect(option(choices, 'step-1', 'forward').detail).toBe('to row 24, lane 2');
    // 13 − 1 − 4.
    expect(question(choices, 'step-2').help).toBe('8 squares of movement left.');
  });

  it('[LB-SLIP-1] right behind a car, the squares beside it are free slipstream squares', () => {
    const state = table(
      'N28',
      [],
      [
        { car: '2', row: 24, lane: 2 },
        { car: '3', row: 3, lane: 3 },
      ],
    );
    const choices = move(state, { 'step-1': ['slip-forwardLeft'] });
    expect(question(choices, 'step-1').options.map(({ id, label, detail }) => `${id}: ${label}: ${detail}`)).toEqual([
      'slip-forwardLeft: slipstream forward-left: to row 24, lane 1; free: it costs no movement',
      'slip-forwardRight: slipstream forward-right: to row 24, lane 3; free: it costs no movement',
      'forwardLeft: forward-left: to row 24, lane 1',
      'forwardRight: forward-right: to row 24, lane 3',
      'rearEnd-2: rear-end car 2: both cars check: yours an incident on a card of 7 or less, theirs an incident on a card of 7 or less',
    ]);
    // Still 9 squares to plan after the free one.
    expect(question(choices, 'step-2').help).toBe('9 squares of movement left.');
  });

  it('[LB-MOVE-6] [LB-MAN-1] a step between two cars standing diagonally asks a check, an incident on a card of 7 or less; Manoeuvre +2 makes it 5; Gamble passes without one', () => {
    const [manoeuvre, gamble] = [man('manoeuvre'), man('gamble')];
    // Cars at (23, 1) beside and (24, 2) ahead: the step forward-left from (23, 2) passes between them.
    const state = table(
      'N28',
      [manoeuvre, gamble],
      [
        { car: '2', row: 23, lane: 1 },
        { car: '3', row: 24, lane: 2 },
      ],
    );
    expect(option(move(state), 'step-1', 'forwardLeft').detail).toBe('to row 24, lane 1; a manoeuvre check: an incident on a card of 7 or less');
    expect(option(move(state, { cards: [manoeuvre] }), 'step-1', 'forwardLeft').detail).toBe(
      'to row 24, lane 1; a manoeuvre check: an incident on a card of 5 or less',
    );
    expect(option(move(state, { cards: [gamble] }), 'step-1', 'forwardLeft').detail).toBe('to row 24, lane 1');
    const passing = move(state, { 'step-1': ['forwardLeft'], ...Object.fromEntries(Array.from({ length: 8 }, (_, k) => [`step-${k + 2}`, ['forward']])) });
    expect(passing.warnings).toEqual(['An incident on a check voids the rest of your plan: you plan again from where it leaves you.']);
    sendAndPlay(state, moveStep(state), '1', passing.submission, SHORT, 3);
  });

  it('[LB-BUMP-1] [LB-MAN-1] beside a car the player may push it; Clash gives him +1 and the car hit −1; the plan ends there', () => {
    const clash = man('clash');
    const state = table(
      'N28',
      [clash],
      [
        { car: '2', row: 23, lane: 3 },
        { car: '3', row: 3, lane: 3 },
      ],
    );
    expect(option(move(state), 'step-1', 'push-2')).toMatchObject({
      label: 'push car 2',
      detail: 'both cars check: yours an incident on a card of 7 or less, theirs an incident on a card of 7 or less',
    });
    const pushed = move(state, { cards: [clash], 'step-1': ['push-2'] });
    expect(option(pushed, 'step-1', 'push-2').detail).toBe(
      'both cars check: yours an incident on a card of 6 or less, theirs an incident on a card of 8 or less',
    );
    expect(pushed.questions.map(({ id }) => id)).toEqual(['cards', 'step-1']);
    expect(pushed.submission).toEqual({ cards: [clash], plan: [{ bump: 'push', car: '2' }] });
    expect(pushed.warnings).toEqual(['Your plan ends with the rear-end or push: you plan the rest once the checks are made.']);
    const played = sendAndPlay(state, moveStep(state), '1', pushed.submission, SHORT, 3);
    expect(eventsOf(played.events, 'bumped')).toMatchObject([{ car: '1', hit: '2', kind: 'push' }]);
  });

  it('[LB-RUN-1] [LB-CHECK-1] [LB-GAP-8] an orange arrow forces a check at −1, an incident on a card of 8 or less; a Set-up (Blue) +3 played for it makes it 5', () => {
    const setUp = tech('blue', 'setUp');
    const state = table('N7', [setUp]);
    const choices = move(state);
    expect(choices.summary).toContain('Runaway check (orange arrow, −1): an incident on a card of 8 or less.');
    expect(choices.warnings).toEqual(['An incident on a check voids the rest of your plan: you plan again from where it leaves you.']);
    expect(option(choices, 'cards', setUp).detail).toBe('+3 on a manoeuvre check; Runaway check (orange arrow, −1): an incident on a card of 5 or less.');
    expect(move(state, { cards: [setUp] }).summary).toContain('Runaway check (orange arrow, −1): an incident on a card of 5 or less.');
  });

  it('[LB-CARD-1] [LB-GAP-8] a car holding Brakes is asked its standing instruction for them in another car’s turn; the referee records it', () => {
    const brakes = tech('blue', 'brakes');
    const state = table('N28', [brakes]);
    const choices = move(state, { ...ahead(9), brakes: ['fromSecond'] });
    expect(question(choices, 'brakes')).toMatchObject({ min: 0, help: 'Kept until you change it; now: against every damage.' });
    expect(question(choices, 'brakes').options.map(({ id }) => id)).toEqual(['always', 'fromSecond', 'third', 'never']);
    expect(choices.submission).toEqual({ plan: forward(9), brakesOutOfTurn: 'fromSecond' });
    const played = sendAndPlay(state, moveStep(state), '1', choices.submission, SHORT, 3);
    expect(eventsOf(played.events, 'brakesInstructed')).toEqual([{ type: 'brakesInstructed', car: '1', outOfTurn: 'fromSecond' }]);
    expect(move(table('N28', [])).questions.some(({ id }) => id === 'brakes')).toBe(false);
  });

  it('[LB-MOVE-5] a move going on from a plan that ran out takes no card and plans the movement left', () => {
    const base = table('N28', [tech('blue', 'engine')]);
    const turn = base.race.turn!;
    const moving = { remaining: 3, slipstreamUsed: false, aerodynamics: 0, gamble: false, slipstreamCard: false, clash: false, plan: [], byNonHuman: false };
    const state = { ...base, race: { ...base.race, turn: { ...turn, moving } } };
    const choices = move(state, ahead(3));
    expect(choices.questions.map(({ id }) => id)).toEqual(['step-1', 'step-2', 'step-3']);
    expect(choices.summary).toContain('Movement left: 3 squares.');
    expect(choices.submission).toEqual({ plan: forward(3) });
    sendAndPlay(state, moveStep(state), '1', choices.submission, SHORT, 3);
  });

  it('[LB-INC-1] [LB-GAP-5] [LB-GAP-7] a direction to choose: each heading with the square it fixes; an off-track square −3, a missing one leaves the track, an occupied one does nothing', () => {
    const at = (row: number, lane: number) => {
      const base = table(
        'N28',
        [],
        [
          { car: '2', row, lane },
          { car: '3', row: row + 1, lane: lane === 1 ? 2 : lane - 1 },
        ],
      );
      // Car 2 had the incident on a 12: its own seat chooses (LB-INC-1).
      const state = { ...base, race: { ...base.race, turn: { ...base.race.turn!, choices: [{ car: '2', chooser: '2' }] } } };
      return { state, step: lamborghini.next({ state, played: moveStep(base), cars: ['1', '2', '3'], settings: SHORT })! };
    };
    // Bend 1 is rows 8–11 with lane 4 off-track.
    const bend = at(9, 3);
    expect(bend.step).toMatchObject({ kind: 'direction', cars: ['2'] });
    const choices = ask(bend.state, bend.step, '2');
    expect(question(choices, 'heading').label).toBe('Direction of car 2 after its incident');
    expect(question(choices, 'heading').options.map(({ id, detail }) => `${id}: ${detail}`)).toEqual([
      'forward: to row 10, lane 3',
      'forwardLeft: occupied: no effect, the car goes on normally',
      'forwardRight: to row 10, lane 4; an off-track square: −3 squares this turn',
    ]);
    const edge = at(24, 1);
    expect(option(ask(edge.state, edge.step, '2'), 'heading', 'forwardLeft').detail).toBe('no square there: the car leaves the track, −3 squares');
    const picked = ask(bend.state, bend.step, '2', { heading: ['forwardRight'] });
    expect(picked.submission).toEqual({ heading: 'forwardRight' });
    sendAndPlay(bend.state, bend.step, '2', picked.submission, SHORT, 3);
  });

  it('speaks Italian to an Italian seat: no English word in its questions, options and summary', () => {
    const [engine, brakes] = [tech('blue', 'engine'), tech('blue', 'brakes')];
    const state = table(
      'N7',
      [engine, brakes],
      [
        { car: '2', row: 24, lane: 2 },
        { car: '3', row: 23, lane: 3 },
      ],
    );
    const choices = move(state, { cards: [engine], 'step-1': ['slip-forwardLeft'] }, 'it');
    const words = JSON.stringify([
      choices.questions.map(({ label, help, options }) => [label, help, options.map(({ label: name, detail, disabled }) => [name, detail, disabled])]),
      choices.summary,
      choices.warnings,
    ]);
    expect(words).toContain('Casella 1');
    expect(words).toContain('Motore (Blu)');
    expect(words).not.toMatch(/\b(the|and|your|you|card|cards|square|squares|forward|speed|lane|row|check|Car|Driver|Brakes|Engine|slipstream|push)\b/);
  });
});

describe('every pick leads to a submission the checks accept', () => {
  it('[LB-DRAFT-5] [LB-MOVE-4] random picks from the choices alone play whole races to the finish, never at a dead end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom([2, 1] as const, [3, 1] as const, [2, 2] as const),
        (seed, [players, carsPerSeat]) => {
          const random = mulberry32(seed);
          const settings = LamborghiniCreate.parse({ carsPerSeat, laps: 1 });
          let sent = 0;
          // raceOf checks every submission with the kind's check and the referee's before the step is played.
          const race = raceOf(
            players,
            carsPerSeat,
            seededDice(seed),
            (step, state) => {
              sent += step.cars.length;
              return Object.fromEntries(
                step.cars.map((car) => [car, answer({ state, step, car, settings, entrants: entrantsOf(players, carsPerSeat) }, () => random.next())]),
              );
            },
            { laps: 1 },
          );
          expect(lamborghini.isFinished(race.state)).toBe(true);
          expect(sent).toBeGreaterThan(10);
        },
      ),
      { numRuns: 3 },
    );
  });
});
