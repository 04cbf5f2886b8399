import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AicsEvent } from '../../../../domain/speed-circuit/aics/events.ts';
import { evolve } from '../../../../domain/speed-circuit/aics/evolve.ts';
import type { MoveInput } from '../../../../domain/speed-circuit/aics/schemas.ts';
import { allowedSpeeds, speedContext } from '../../../../domain/speed-circuit/aics/speed.ts';
import { type CarState, RaceState } from '../../../../domain/speed-circuit/aics/state.ts';
import { resolveTurn } from '../../../../domain/speed-circuit/aics/turn/index.ts';
import { seededDice } from '../../../support/dice.ts';
import { moveOf, oval, raceOn } from '../../../support/race.ts';

const circuit = oval();
const RUNS = 1000;
/** One move in ten is missing: enough to exercise the GNU, whose search is the slow part of a turn. */
const MISSING_ONE_IN = 10;

const carArbitrary = fc.record({
  speed: fc.integer({ min: 0, max: 10 }).map((n) => n * 20),
  standstill: fc.constantFrom(null, null, null, 'spin' as const, 'pit' as const),
  wear: fc.integer({ min: 0, max: 36 }),
  brakeWear: fc.integer({ min: 0, max: 9 }),
  reliability: fc.integer({ min: 6, max: 16 }),
  brakeFailures: fc.integer({ min: 0, max: 1 }),
  engineFailures: fc.integer({ min: 0, max: 1 }),
  lap: fc.integer({ min: 1, max: 6 }),
  softTyres: fc.boolean(),
  pick: fc.nat(),
  slipstream: fc.boolean(),
  curve1: fc.array(fc.constantFrom('A', 'B', 'C', 'T1', 'T2', 'BOX'), { maxLength: 3 }),
  curve2: fc.array(fc.constantFrom('A', 'B', 'C', 'T1'), { maxLength: 3 }),
  placement: fc.constantFrom('none', 'inside', 'slipstream', 'noSlipstream'),
  missing: fc.integer({ min: 1, max: MISSING_ONE_IN }).map((n) => n === 1),
});

const preference = (token: string) =>
  token === 'BOX'
    ? { kind: 'box' as const }
    : token.startsWith('T')
      ? { kind: 'trajectory' as const, trajectory: token }
      : { kind: 'lane' as const, lane: token };

const scenario = fc
  .uniqueArray(fc.integer({ min: 0, max: circuit.squares.length - 1 }), { minLength: 2, maxLength: 6 })
  .chain((squares) =>
    fc.record({
      squares: fc.constant(squares),
      cars: fc.array(carArbitrary, { minLength: squares.length, maxLength: squares.length }),
      seed: fc.nat(),
      weatherRoll: fc.integer({ min: 2, max: 12 }),
    }),
  )
  .map(({ squares, cars, seed, weatherRoll }) => {
    const state = raceOn(
      circuit,
      squares.map((square, i) => {
        const spec = cars[i]!;
        const inPits = spec.standstill === 'pit';
        const fields: Partial<CarState> = {
          previousSpeed: spec.standstill === null ? spec.speed : 0,
          standstill: spec.standstill,
          wear: spec.wear,
          brakeWear: spec.brakeWear,
          reliability: spec.reliability,
          brakeFailures: spec.brakeFailures,
          engineFailures: spec.engineFailures,
          lap: spec.lap,
          softTyres: spec.softTyres,
        };
        return { car: String(i + 1), at: inPits ? 'pits' : circuit.squares[square]!.id, with: fields };
      }),
      { weatherRoll },
    );
    const moves = Object.fromEntries(
      cars.map((spec, i) => {
        const car = state.cars[String(i + 1)]!;
        const speeds = allowedSpeeds(speedContext(car));
        const move: MoveInput = {
          speed: speeds[spec.pick % speeds.length]!.speed,
          slipstream: spec.slipstream,
          curve1: spec.curve1.map(preference),
          curve2: spec.curve1.length > 0 ? spec.curve2.map(preference) : [],
          placement: spec.placement === 'none' ? [] : [{ kind: spec.placement }],
        };
        return [String(i + 1), spec.missing ? undefined : moveOf(move)];
      }),
    );
    return { state, moves, seed };
  });

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

const resolve = ({ state, moves, seed }: Scenario) => resolveTurn(circuit, state, moves, seededDice(seed));

describe('turn properties on the test oval', () => {
  it('no two cars share a track square after a turn', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { state } = resolve(input);
        const squares = Object.values(state.cars).flatMap((car) => (car.position.at === 'track' ? [car.position.square] : []));
        expect(new Set(squares).size).toBe(squares.length);
      }),
      { numRuns: RUNS },
    );
  });

  it('no car moves backwards or sideways: every step is a forward step, a spin stays on the path', () => {
    const arrowSteps = new Set(
      circuit.curves.flatMap((curve) => curve.trajectories.flatMap((t) => t.squares.slice(1).map((to, i) => `${t.squares[i]}>${to}`))),
    );
    fc.assert(
      fc.property(scenario, (input) => {
        const { events } = resolve(input);
        const starts = new Map<string, number>();
        for (const [id, car] of Object.entries(input.state.cars)) {
          if (car.position.at === 'track') starts.set(id, car.position.square);
          else if (car.position.at === 'pits') starts.set(id, -1);
        }
        const travelled = new Map<string, number[]>();
        for (const event of events) {
          if (event.type === 'CarMoved') {
            const path = event.path.map((id) => circuit.byId.get(id)!);
            const start = starts.get(event.car)!;
            const origin = start === -1 ? path[0] : start;
            path.reduce(
              (from, to) => {
                if (from !== undefined && !(from === start && start === -1)) {
                  expect(circuit.squares[from]!.next.includes(to) || arrowSteps.has(`${from}>${to}`)).toBe(true);
                }
                return to;
              },
              start === -1 ? undefined : origin,
            );
            travelled.set(event.car, [start, ...path]);
          }
          if (event.type === 'CarSpun') expect(travelled.get(event.car)).toContain(circuit.byId.get(event.square));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('W and WF never go negative and fall by exactly what the events say; AFF stays within 6..16', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { state, events } = resolve(input);
        for (const [id, before] of Object.entries(input.state.cars)) {
          const after = state.cars[id]!;
          const paid = events.filter((event) => event.type === 'WearPaid' && event.car === id);
          const W = paid.reduce((sum, event) => sum + (event.type === 'WearPaid' ? event.W : 0), 0);
          const WF = paid.reduce((sum, event) => sum + (event.type === 'WearPaid' ? event.WF : 0), 0);
          expect(before.wear - W).toBeGreaterThanOrEqual(0);
          expect(before.brakeWear - WF).toBeGreaterThanOrEqual(0);
          expect([after.wear, after.brakeWear]).toEqual([before.wear - W, before.brakeWear - WF]);
          expect(after.reliability).toBeGreaterThanOrEqual(6);
          expect(after.reliability).toBeLessThanOrEqual(16);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('the same state, moves and dice give identical events', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        expect(JSON.stringify(resolve(input).events)).toBe(JSON.stringify(resolve(input).events));
      }),
      { numRuns: RUNS },
    );
  });

  it('the resolved state is the fold of its events, and both are valid JSON snapshots', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { state, events } = resolve(input);
        const replayed = (JSON.parse(JSON.stringify(events)) as unknown[]).map((event) => AicsEvent.parse(event));
        expect(replayed.reduce(evolve, input.state)).toEqual(state);
        expect(RaceState.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
      }),
      { numRuns: RUNS },
    );
  });
});
