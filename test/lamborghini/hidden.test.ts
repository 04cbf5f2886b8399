/**
 * Hidden information end to end in the game: a Murcielago's hand is seen by its seat alone until
 * the finish. Along whole races, after every step, every card a seat holds that it did not choose
 * face up in the Strategic phase is looked for in every view of the state and of every event so
 * far that another seat or the public can get.
 */
import { describe, expect, it } from 'vitest';
import { lamborghiniChoices } from '../../domain/lamborghini/choices/index.ts';
import { nonHumanMove } from '../../domain/lamborghini/non-human.ts';
import { MOVE } from '../../domain/lamborghini/race-flow.ts';
import type { BrakesOutOfTurn } from '../../domain/lamborghini/race-state.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import type { LamborghiniEvent, LamborghiniState } from '../../domain/lamborghini/state.ts';
import type { GameViewer, Step } from '../../domain/race/ruleset.ts';
import { seededDice } from '../support/dice.ts';
import { BOARD, raceOf } from './race-driver.ts';

/** The cards in the seat's hands that were never face up on the table: granted face down (LB-PREP-2..4). */
const secretsOf = (state: LamborghiniState, events: readonly LamborghiniEvent[], seat: string): string[] => {
  const chosen = new Set(events.flatMap((event) => (event.type === 'chose' ? event.cards : event.type === 'turnedUp' ? [event.card] : [])));
  return (state.seats[seat] ?? []).flatMap((car) => state.murcielagos[car]?.hand ?? []).filter((id) => !chosen.has(id));
};

const leaks = (seen: string, secrets: readonly string[]): string[] => secrets.filter((id) => seen.includes(`"${id}"`));
/** A card named anywhere in the text: a JSON string, an option or a mark (`card.T12`), a picture's attribute. */
const named = (seen: string, secrets: readonly string[]): string[] => secrets.filter((id) => new RegExp(`(?<![A-Za-z0-9])${id}(?![0-9])`).test(seen));

describe('hidden hands', () => {
  for (const [players, carsPerSeat] of [
    [4, 1],
    [2, 2],
  ] as const)
    it(`no hand card of a seat is in any view another seat or the public gets before the finish, nor in the choices of another seat's open step (${players} players of ${carsPerSeat})`, () => {
      const history: { state: LamborghiniState; events: number; step: Step }[] = [];
      const race = raceOf(players, carsPerSeat, seededDice(31 + players), (step, state, events) => {
        history.push({ state, events: events.length, step });
        return {};
      });
      const seats = Object.keys(race.state.seats);
      let checked = 0;
      let asked = 0;
      let shown = 0;
      for (const { state, events: count, step } of history) {
        const soFar = race.events.slice(0, count);
        for (const seat of seats) {
          const secrets = secretsOf(state, soFar, seat);
          if (secrets.length === 0) continue;
          // The choices, their words and their picture, of every seat the open step waits for: only the seat's own show its cards.
          for (const car of step.cars) {
            const choices = JSON.stringify(
              lamborghiniChoices({ circuit: BOARD, state, car, kind: step.kind, picks: {}, language: 'en', settings: race.settings, entrants: race.entrants }),
            );
            if (!state.seats[seat]!.includes(car)) {
              expect(named(choices, secrets), `${step.id} for car ${car}`).toEqual([]);
              asked += 1;
            } else if (named(choices, secrets).length > 0) shown += 1;
          }
          const viewers: GameViewer[] = [
            { cars: [], finished: false },
            ...seats.filter((other) => other !== seat).map((other) => ({ cars: state.seats[other]!, finished: false })),
          ];
          for (const viewer of viewers) {
            expect(leaks(JSON.stringify(lamborghini.view!(state, viewer)), secrets)).toEqual([]);
            expect(leaks(JSON.stringify(soFar.map((event) => lamborghini.viewEvent!(event, viewer))), secrets)).toEqual([]);
            checked += 1;
          }
          // The seat itself sees its own hand.
          expect(leaks(JSON.stringify(lamborghini.view!(state, { cars: state.seats[seat]!, finished: false })), secrets)).toEqual(secrets);
        }
      }
      expect(checked).toBeGreaterThan(100);
      expect(asked).toBeGreaterThan(20);
      expect(shown).toBeGreaterThan(20);
      // At the finish everything is shown.
      expect(lamborghini.view!(race.state, { cars: [], finished: true })).toEqual(race.state);
    });

  it("no seat's instruction for its Brakes out of turn is in any view another seat or the public gets before the finish, nor in its events", () => {
    // Each car sets its own instruction in its first move, all different from the default.
    const set: Record<string, BrakesOutOfTurn> = { '1': 'never', '2': 'third', '3': 'fromSecond' };
    const history: { state: LamborghiniState; events: number }[] = [];
    const race = raceOf(3, 1, seededDice(44), (step, state, events) => {
      history.push({ state, events: events.length });
      const car = step.cars[0]!;
      if (step.kind !== MOVE || state.race.turn!.moving || events.some((event) => event.type === 'brakesInstructed' && event.car === car)) return {};
      return { [car]: { ...nonHumanMove(state, BOARD, car), brakesOutOfTurn: set[car] } };
    });
    expect(race.events.filter((event) => event.type === 'brakesInstructed')).toHaveLength(3);
    let checked = 0;
    for (const { state, events: count } of history) {
      const soFar = race.events.slice(0, count);
      for (const car of ['1', '2', '3']) {
        if (state.race.cars[car]?.brakesOutOfTurn === undefined) continue;
        const others: GameViewer[] = [
          { cars: [], finished: false },
          ...['1', '2', '3'].filter((other) => other !== car).map((other) => ({ cars: [other], finished: false })),
        ];
        for (const viewer of others) {
          const seen = lamborghini.view!(state, viewer) as LamborghiniState;
          expect(seen.race.cars[car]).not.toHaveProperty('brakesOutOfTurn');
          const told = soFar.map((event) => lamborghini.viewEvent!(event, viewer) as { type?: string; car?: string } | undefined);
          expect(told.filter((event) => event?.type === 'brakesInstructed' && event.car === car)).toEqual([]);
          checked += 1;
        }
        // His own seat sees it.
        expect((lamborghini.view!(state, { cars: [car], finished: false }) as LamborghiniState).race.cars[car]!.brakesOutOfTurn).toBe(set[car]);
      }
    }
    expect(checked).toBeGreaterThan(100);
    // The move steps that carry it keep their submissions secret after they are played.
    expect(lamborghini.kinds.move!.secret).toBe(true);
  });
});
