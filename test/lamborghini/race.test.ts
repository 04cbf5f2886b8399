/**
 * The Short game's race (LB-MOVE onwards) through the game-flow contract: whole races played by
 * the non-human player, and set positions played with the Speed deck's top cards chosen, so that
 * each check and draw is the rulebook's number. With the Car card E and Driver 5 on every car
 * (race-driver.ts `positioned`) a car's speed is its Speed card + 1 and its manoeuvre total the
 * card's value. Banknotes N1, N4, N5, N28 are 5, 8, 9, 8 without arrows (LB-GAP-2 Proposed).
 */
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../domain/lamborghini/cards.ts';
import { arrivalOrder } from '../../domain/lamborghini/order.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import { LamborghiniCreate } from '../../domain/lamborghini/settings.ts';
import { emptyState, fold, type LamborghiniState } from '../../domain/lamborghini/state.ts';
import type { Step } from '../../domain/race/ruleset.ts';
import { seededDice } from '../support/dice.ts';
import { refusal } from '../support/refusal.ts';
import { BOARD, entrantsOf, positioned, raceOf, raceStart } from './race-driver.ts';

const settings = LamborghiniCreate.parse({});
const entrants = entrantsOf(3, 1);
const cars = entrants.map(({ car }) => car);
const referee = lamborghini.referee!;

const stepAfter = (state: LamborghiniState, played: Step): Step => lamborghini.next({ state, played, cars, settings })!;
const moveStep = (state: LamborghiniState): Step => lamborghini.next({ state, played: undefined, cars, settings })!;

/** Plays the open step of `state` with `sent` from the cars that send. */
const play = (state: LamborghiniState, step: Step, sent: Record<string, unknown> = {}) => {
  const kind = lamborghini.kinds[step.kind]!;
  for (const [car, submission] of Object.entries(sent)) {
    kind.check(BOARD, state, car, kind.schema.parse(submission));
    lamborghini.referee!.check?.[step.kind]?.(BOARD, state, car, submission);
  }
  const submissions = Object.fromEntries(step.cars.map((car) => [car, sent[car]]));
  return referee.play[step.kind]!({ circuit: BOARD, state, step, submissions, dice: seededDice(1), standingOrders: {}, entrants, settings });
};

const luck = CARDS.manoeuvre.find(({ type }) => type === 'luck')!.id;
const engine = CARDS.technology.find(({ type }) => type === 'engine')!.id;
const forward = (steps: number) => Array.from({ length: steps }, () => ({ heading: 'forward' as const }));

describe('the Short game raced to the finish', () => {
  it('[LB-FIN-1] [LB-FIN-3] [LB-GAME-2] ends when every car has crossed the line after 3 laps or is stopped; the first across wins the game', () => {
    for (const seed of [1, 2, 3]) {
      const race = raceOf(5, 1, seededDice(seed));
      expect(lamborghini.isFinished(race.state)).toBe(true);
      const all = Object.entries(race.state.race.cars);
      expect(all.every(([, car]) => car.finished !== undefined || car.stopped)).toBe(true);
      for (const [, car] of all) if (car.finished) expect(car.distance).toBeGreaterThanOrEqual(3 * BOARD.rows);
      const runners = all.map(([car, at]) => ({ car, distance: at.distance, stopped: at.stopped, ...(at.finished ? { finished: at.finished } : {}) }));
      const arrived = arrivalOrder(runners);
      const classification = lamborghini.classification(race.state);
      expect(classification.slice(0, arrived.length)).toEqual(arrived);
      expect(classification).toHaveLength(5);
      expect(lamborghini.next({ state: race.state, played: race.steps.at(-1), cars: ['1', '2', '3', '4', '5'], settings })).toBeUndefined();
      expect(fold(emptyState(), race.events)).toEqual(race.state);
    }
  });

  it('[LB-FIN-1] a race the organiser sets to 1 lap ends when every car has crossed the line after 1 lap (60 rows of circuit A) or is stopped', () => {
    const race = raceOf(3, 1, seededDice(4), () => ({}), { laps: 1 });
    expect(race.settings.laps).toBe(1);
    expect(lamborghini.isFinished(race.state)).toBe(true);
    const finished = Object.values(race.state.race.cars).filter((car) => car.finished);
    expect(finished.length).toBeGreaterThan(0);
    for (const car of finished) expect(car.distance).toBeGreaterThanOrEqual(BOARD.rows);
    // No car went on towards a 2nd lap once it had crossed.
    expect(Math.max(...Object.values(race.state.race.cars).map((car) => car.distance))).toBeLessThan(2 * BOARD.rows);
    expect(LamborghiniCreate.safeParse({ laps: 4 }).error?.issues.map(({ path }) => path.join('.'))).toEqual(['laps']);
  });

  it('[LB-GAME-1] [LB-SETUP-1] the Short game is a single race without money: its settings name neither money nor races, and it is over after one race', () => {
    expect(Object.keys(settings).sort()).toEqual(['carsPerSeat', 'draftWindow', 'moveWindow', 'pairingWindow']);
    const race = raceOf(2, 2, seededDice(8));
    expect(lamborghini.isFinished(race.state)).toBe(true);
    expect(JSON.stringify(race.state)).not.toMatch(/money/i);
    expect(race.events.filter(({ type }) => type === 'placed')).toHaveLength(1);
  });

  it('[LB-SETUP-5] [LB-ORDER-1] a team of two Murcielagos: each car has its own movement turn, the first of each round in grid order', () => {
    const race = raceOf(2, 2, seededDice(12));
    const firstRound = race.events.find((event) => event.type === 'roundBegan');
    expect(firstRound).toEqual({ type: 'roundBegan', round: 1, order: race.state.grid });
    const turns = race.events.filter((event) => event.type === 'turnBegan').map((event) => event.type === 'turnBegan' && event.car);
    expect(turns.slice(0, 4)).toEqual(race.state.grid);
  });
});

describe('a movement turn as steps', () => {
  const start = raceStart(3, seededDice(7));

  it('[LB-MOVE-4] [LB-MOVE-5] the move step opens with the Speed card face up; the car moves the card + Car + Driver squares, all of them', () => {
    const state = positioned(
      start,
      [
        { car: '1', row: 25, lane: 2 },
        { car: '2', row: 10, lane: 1 },
        { car: '3', row: 5, lane: 3 },
      ],
      { car: '1', drawn: 'N28' },
      [],
    );
    const step = moveStep(state);
    expect(step).toMatchObject({ kind: 'move', cars: ['1'] });
    const result = play(state, step, { '1': { plan: forward(9) } });
    const moved = result.events.filter((event) => event.type === 'moved' && event.car === '1');
    expect(moved).toHaveLength(9);
    expect(result.state.race.cars['1']).toMatchObject({ row: 34, lane: 2, distance: 34 });
    expect(stepAfter(result.state, step)).toMatchObject({ kind: 'move', cars: ['2'] });
  });

  it('[LB-MAN-1] Luck draws another Speed card to replace the first, and the move step opens again with it; a second card is refused [LB-MOVE-4]', () => {
    const state = positioned(
      start,
      [
        { car: '1', row: 25, lane: 2, hand: [luck, engine] },
        { car: '2', row: 10, lane: 1 },
        { car: '3', row: 5, lane: 3 },
      ],
      { car: '1', drawn: 'N1' },
      ['N5'],
    );
    const step = moveStep(state);
    const result = play(state, step, { '1': { cards: [luck] } });
    expect(result.events.slice(0, 2)).toEqual([
      { type: 'cardPlayed', car: '1', card: luck },
      { type: 'speedDrawn', car: '1', use: 'luck', card: 'N5' },
    ]);
    const again = stepAfter(result.state, step);
    expect(again).toMatchObject({ kind: 'move', cars: ['1'], number: step.number + 1 });
    expect(result.state.race.turn?.drawn).toBe('N5');
    expect(refusal(() => lamborghini.referee!.check!.move!(BOARD, result.state, '1', { cards: [engine] })).field).toBe('cards[0]');
    const moved = play(result.state, again, { '1': { plan: forward(10) } });
    expect(moved.state.race.cars['1']).toMatchObject({ row: 35 });
  });

  it('[LB-BUMP-3] a car rear-ended that has an incident rear-ends the car in front of it in turn: a chain of checks, the car hit first', () => {
    // Car 1 behind car 2 behind car 3. Checks: car 1 8 (nothing), car 2 5 (incident: a damage, direction 8 forward-right),
    // then car 2 rear-ends car 3: car 2 9 − 1 damage = 8, car 3 8.
    const state = positioned(
      start,
      [
        { car: '1', row: 25, lane: 2 },
        { car: '2', row: 26, lane: 2 },
        { car: '3', row: 27, lane: 2 },
      ],
      { car: '1', drawn: 'N28' },
      ['N4', 'N1', 'N12', 'N5', 'N20'],
    );
    const step = moveStep(state);
    const { events, state: after } = play(state, step, { '1': { plan: [{ bump: 'rearEnd', car: '2' }] } });
    const story = events.filter((event) => ['bumped', 'checked', 'damaged', 'directed'].includes(event.type));
    expect(story).toEqual([
      { type: 'bumped', car: '1', hit: '2', kind: 'rearEnd', chained: false },
      { type: 'checked', car: '1', reason: 'bump', total: 8, outcome: 'nothing' },
      { type: 'checked', car: '2', reason: 'bump', total: 5, outcome: 'incident' },
      { type: 'damaged', car: '2', damages: 1 },
      { type: 'directed', car: '2', heading: 'forwardRight' },
      { type: 'bumped', car: '2', hit: '3', kind: 'rearEnd', chained: true },
      { type: 'checked', car: '2', reason: 'bump', total: 8, outcome: 'nothing' },
      { type: 'checked', car: '3', reason: 'bump', total: 8, outcome: 'nothing' },
    ]);
    // LB-GAP-7: the direction of the car hit waits for its next turn; the moving car's plan ran out, so its move waits for more steps.
    expect(after.race.cars['2']).toMatchObject({ direction: 'forwardRight', row: 26, lane: 2 });
    expect(stepAfter(after, step)).toMatchObject({ kind: 'move', cars: ['1'] });
  });

  it("[LB-INC-1] [LB-MOVE-6] a 12 on the incident lets the car's own player choose the direction, a 5–7 the player on his right: each a step of its own", () => {
    // Car 1 at row 25 lane 2 passes between car 2 (row 25, lane 3) and car 3 (row 26, lane 2): check 5, an incident.
    const layout = [
      { car: '1', row: 25, lane: 2 },
      { car: '2', row: 25, lane: 3 },
      { car: '3', row: 26, lane: 2 },
    ];
    const pass = { '1': { plan: [{ heading: 'forwardRight' as const }, ...forward(8)] } };
    const own = positioned(start, layout, { car: '1', drawn: 'N28' }, ['N1', 'N24']);
    const step = moveStep(own);
    const chosen = play(own, step, pass);
    const choice = stepAfter(chosen.state, step);
    expect(choice).toMatchObject({ kind: 'direction', cars: ['1'] });
    const goOn = play(chosen.state, choice, { '1': { heading: 'forwardLeft' } });
    expect(goOn.events[0]).toEqual({ type: 'headingChosen', car: '1', by: '1', heading: 'forwardLeft', byNonHuman: false });
    // The damage cut the movement by 1 (LB-DMG-1 Proposed): 9 − 1 = 8 squares, the first forward-left as chosen.
    const moved = goOn.events.filter((event) => event.type === 'moved');
    expect(moved[0]).toMatchObject({ row: 26, lane: 1 });
    expect(moved).toHaveLength(8);

    const placed = positioned(start, layout, { car: '1', drawn: 'N28' }, ['N1', 'N9']);
    const right = { ...placed, race: { ...placed.race, humans: ['1', '2', '3'] } };
    const byOther = play(right, moveStep(right), pass);
    // LB-GAP-6 Proposed: the player on car 1's right is the seat before his in the seating, 3.
    expect(stepAfter(byOther.state, step)).toMatchObject({ kind: 'direction', cars: ['3'] });
    expect(refusal(() => lamborghini.kinds.direction!.check(BOARD, byOther.state, '1', { heading: 'forward' })).field).toBe('car');
  });

  it('[LB-GAP-6] with a single human player, the direction of his 5–7 is chosen by the next player in turn order, not the one before him', () => {
    const layout = [
      { car: '1', row: 25, lane: 2 },
      { car: '2', row: 25, lane: 3 },
      { car: '3', row: 26, lane: 2 },
    ];
    // The non-human player drafted for every seat: seat 1's move below is the first submission of the race, so his the only human seat.
    const alone = positioned(start, layout, { car: '1', drawn: 'N28' }, ['N1', 'N9']);
    expect(alone.race.humans ?? []).toEqual([]);
    const step = moveStep(alone);
    const played = play(alone, step, { '1': { plan: [{ heading: 'forwardRight' }, ...forward(8)] } });
    expect(played.state.race.humans).toEqual(['1']);
    // Turn order 1, 2, 3: the next player after seat 1 is seat 2 (the seat on his right would be 3).
    expect(stepAfter(played.state, step)).toMatchObject({ kind: 'direction', cars: ['2'] });
    // A second seat that sends makes two human players: the seat on the right chooses again.
    const chosen = play(played.state, stepAfter(played.state, step), { '2': { heading: 'forward' } });
    expect(chosen.state.race.humans).toEqual(['1', '2']);
  });

  it('[LB-DMG-2] a fully damaged Murcielago that crosses the finish line wins normally', () => {
    const state = positioned(
      start,
      [
        { car: '1', row: 57, lane: 2, distance: 177, damages: 3 },
        { car: '2', row: 10, lane: 1, distance: 70 },
        { car: '3', row: 20, lane: 3, distance: 80 },
      ],
      { car: '1', drawn: 'N28' },
      [],
    );
    // 8 + 1 − 3 (the 3rd damage's first turn) = 6 squares: over the line by 3.
    const { state: after, events } = play(state, moveStep(state), { '1': { plan: forward(6) } });
    expect(events).toContainEqual({ type: 'finished', car: '1', round: state.race.round, past: 3, moved: 0 });
    expect(lamborghini.classification(after)[0]).toBe('1');
  });

  it('[LB-FIN-1] a car withdrawn leaves the board; the race goes on to the finish without it and classifies it last', () => {
    let state = start;
    let played: Step | undefined;
    const left = referee.eliminate(state, '2', 'withdrew');
    expect(left.events).toEqual([{ type: 'withdrawn', car: '2', reason: 'withdrew' }]);
    state = left.state;
    for (let guard = 0; guard < 1000; guard++) {
      const step = lamborghini.next({ state, played, cars: ['1', '3'], settings });
      if (!step) break;
      expect(step.cars).not.toContain('2');
      state = play(state, step).state;
      played = step;
    }
    expect(lamborghini.isFinished(state)).toBe(true);
    expect(lamborghini.classification(state).at(-1)).toBe('2');
  });
});
