/**
 * The non-human player in the race: always legal, reading only what its seat may see, and ahead of
 * a random legal player on average (the 200-seed figure is in `npm run bench`).
 */
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../domain/lamborghini/cards.ts';
import { nonHumanDirection, nonHumanMove, nonHumanSteps, randomPlayer } from '../../domain/lamborghini/non-human.ts';
import { DIRECTION, MOVE } from '../../domain/lamborghini/race-flow.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import type { LamborghiniState } from '../../domain/lamborghini/state.ts';
import { mulberry32 } from '../crash/prng.ts';
import { seededDice } from '../support/dice.ts';
import { compareDrivers } from './drivers.ts';
import { BOARD, positioned, raceOf, raceStart } from './race-driver.ts';

/** The state with everything `car`'s seat may not see changed: the other hands, the Speed deck's order. */
const scrambled = (state: LamborghiniState, car: string): LamborghiniState => {
  const seat = Object.values(state.seats).find((cars) => cars.includes(car)) ?? [car];
  return {
    ...state,
    murcielagos: Object.fromEntries(
      Object.entries(state.murcielagos).map(([other, murcielago]) => [other, seat.includes(other) ? murcielago : { ...murcielago, hand: ['N1', 'N2'] }]),
    ),
    speed: { ...state.speed, pile: [...state.speed.pile].reverse() },
  };
};

describe('the non-human player in the race', () => {
  it('sends only what the move and direction steps accept, for a whole race of teams', () => {
    let sent = 0;
    const race = raceOf(2, 2, seededDice(41), (step, state) => {
      const car = step.cars[0]!;
      sent += 1;
      if (step.kind === MOVE) return { [car]: nonHumanMove(state, BOARD, car) };
      if (step.kind === DIRECTION) return { [car]: { heading: nonHumanDirection(state, BOARD, state.race.turn!.choices[0]!.car) } };
      return {};
    });
    expect(lamborghini.isFinished(race.state)).toBe(true);
    expect(sent).toBeGreaterThan(40);
  });

  it('the random player sends only what the steps accept', () => {
    const rng = mulberry32(5);
    const random = randomPlayer(() => rng.next());
    const race = raceOf(3, 1, seededDice(42), (step, state) => {
      const car = step.cars[0]!;
      if (step.kind === MOVE) return { [car]: random.move(state, BOARD, car) };
      if (step.kind === DIRECTION) return { [car]: { heading: random.direction() } };
      return {};
    });
    expect(lamborghini.isFinished(race.state)).toBe(true);
  });

  it('plays the same whatever the other hands and the Speed deck hold: it reads only what its seat may see', () => {
    let compared = 0;
    raceOf(4, 1, seededDice(43), (step, state) => {
      const car = step.cars[0]!;
      if (step.kind === MOVE) {
        expect(nonHumanMove(scrambled(state, car), BOARD, car)).toEqual(nonHumanMove(state, BOARD, car));
        if (state.race.turn?.moving) expect(nonHumanSteps(scrambled(state, car), BOARD, car)).toEqual(nonHumanSteps(state, BOARD, car));
        compared += 1;
      }
      return {};
    });
    expect(compared).toBeGreaterThan(40);
  });

  it('places better on average than a random legal player over seeded races, each raced twice with the seats swapped', () => {
    const figures = compareDrivers(24);
    expect(figures.nonHuman).toBeLessThan(figures.random);
  });
});

describe('the non-human player and the check cards', () => {
  const start = raceStart(3, seededDice(7));
  const tech = (brand: string, type: string) => CARDS.technology.find((card) => card.brand === brand && card.type === type)!.id;
  const manoeuvre = CARDS.manoeuvre.find(({ type }) => type === 'manoeuvre')!.id;
  const layout = (hand: string[], ahead: number) =>
    positioned(
      start,
      [
        { car: '1', row: 25, lane: 2, hand },
        { car: '2', row: 25 + ahead, lane: 2 },
        { car: '3', row: 5, lane: 3 },
      ],
      { car: '1', drawn: 'N28' },
      [],
    );

  it('[LB-MAN-1] [LB-TECH-2] plays Manoeuvre or Set-up when a car stands within its reach, and keeps it when none does', () => {
    const hand = [manoeuvre, tech('blue', 'setUp')];
    expect(nonHumanMove(layout(hand, 3), BOARD, '1')).toEqual({ cards: [tech('blue', 'setUp')], plan: [] });
    expect(nonHumanMove(layout(hand, 25), BOARD, '1')).toEqual({ plan: [] });
  });

  it('[LB-TECH-2] [LB-CARD-1] prefers a speed card of 2 squares or more, and adds the check card to a Tyres it plays', () => {
    const engine = tech('blue', 'engine');
    expect(nonHumanMove(layout([manoeuvre, engine], 3), BOARD, '1')).toEqual({ cards: [engine], plan: [] });
    const tyres = tech('blue', 'tyres');
    const move = nonHumanMove(layout([manoeuvre, tyres], 3), BOARD, '1');
    expect(move).toEqual({ cards: [tyres, manoeuvre], plan: [] });
    expect(() => lamborghini.kinds.move!.check(BOARD, layout([manoeuvre, tyres], 3), '1', move)).not.toThrow();
  });
});
