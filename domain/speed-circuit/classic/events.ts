/**
 * What happens in a classic race, one fact per event, and `evolve`, the only way its state changes.
 * Facts both games share (moves, movement, spins, collisions, laps, the luck test, damage) are the
 * AICS events themselves, schema and all; classic adds its d6 checks, its wear payments (no brake
 * wear), its grid by Start Speed and its results. A store reads either game's events with the
 * union of both schemas, so an event named like an AICS one must be read by the AICS schema
 * unchanged (the shared ones; GridSet, whose builds are AICS builds) or refused by it (WearPaid,
 * which has no brake wear).
 */
import * as z from 'zod';
import { Roll } from '../../dice.ts';
import { AicsEvent, WearReason } from '../aics/events.ts';
import { GridPlace as AicsGridPlace } from '../aics/qualifying/events.ts';
import { StandingEvent } from '../aics/rules.ts';
import { evolveShared, isShared, OFF, updateCar } from '../evolve.ts';
import { CarBuild } from './car.ts';
import { type ClassicRaceState, RaceResult, startingCar } from './state.ts';

type AicsOption = (typeof AicsEvent.options)[number];
type AicsSchema<T extends AicsEvent['type']> = Extract<AicsOption, { shape: { type: z.ZodLiteral<T> } }>;

/** The AICS schema of an event both games share. */
function shared<T extends AicsEvent['type']>(type: T): AicsSchema<T> {
  return AicsEvent.options.find((option) => option.shape.type.value === type) as AicsSchema<T>;
}

const car = z.string();
const count = z.number().int().min(0);

export const Check = z.enum(['acceleration', 'topSpeed', 'startSpeed', 'brakeCheck']);
export type Check = z.infer<typeof Check>;

export const GridPlace = AicsGridPlace.extend({ build: CarBuild });
export type GridPlace = z.infer<typeof GridPlace>;

export const ClassicEvent = z.discriminatedUnion('type', [
  shared('TurnStarted'),
  shared('MoveDefaulted'),
  shared('MoveOrderSet'),
  /** A d6 with fixed odds: a 6 damages the engine or the brakes, a 5 or 6 stalls a forced start (SCC-ACC-3, SCC-DEC-3, SCC-START-1). */
  z.object({ type: z.literal('CheckRolled'), car, check: Check, roll: Roll, passed: z.boolean() }),
  shared('StartFailed'),
  shared('CarDamaged'),
  z.object({ type: z.literal('WearPaid'), car, W: count, reason: WearReason, curve: z.string().nullable(), units: count }),
  shared('SlipstreamTaken'),
  shared('SlipstreamIgnored'),
  /** Test your luck: the luck table is the AICS Curve table (SCC-CURVE-7). */
  shared('CurveDieRolled'),
  shared('CarMoved'),
  shared('CarSpun'),
  shared('RearEnded'),
  shared('LineCrossed'),
  shared('CarFinished'),
  /** Only while the race goes on after a car finished (SCC-WIN-2 Proposed option): the finished cars leave the track. */
  shared('TurnEnded'),
  shared('CarEliminated'),
  /** Cars by Start Speed, highest first, with the d6 rolls that broke ties (SCC-SETUP-5 Proposed); null for a car that sent no build. */
  z.object({
    type: z.literal('GridOrdered'),
    order: z.array(z.object({ car, startSpeed: count.nullable(), rolls: z.array(Roll) })),
  }),
  z.object({ type: z.literal('GridSet'), grid: z.array(GridPlace), nonStarters: z.array(car) }),
  z.object({ type: z.literal('RaceScored'), results: z.array(RaceResult) }),
  ...StandingEvent.options,
]);
export type ClassicEvent = z.infer<typeof ClassicEvent>;

/** Total: an event about an unknown car leaves the state as it is. */
export function evolve(state: ClassicRaceState, event: ClassicEvent): ClassicRaceState {
  if (isShared(event)) return evolveShared(state, event);
  switch (event.type) {
    case 'MoveDefaulted':
    case 'CheckRolled':
    case 'SlipstreamTaken':
    case 'SlipstreamIgnored':
    case 'CurveDieRolled':
    case 'GridOrdered':
      return state;
    case 'CarDamaged':
      return updateCar(state, event.car, (current) => ({
        sheet: event.sheet,
        engineFailures: current.engineFailures + (event.cause === 'engine' ? 1 : 0),
        brakeFailures: current.brakeFailures + (event.cause === 'brakes' ? 1 : 0),
      }));
    case 'WearPaid':
      return updateCar(state, event.car, (current) => ({ wearSpent: current.wearSpent + event.W }));
    case 'CarRetired':
      return updateCar(state, event.car, () => ({ status: 'eliminated', elimination: { reason: 'retired', turn: state.turn }, position: OFF, curve: null }));
    case 'GridSet':
      return {
        ...state,
        cars: Object.fromEntries(event.grid.map((place) => [place.car, startingCar(place)])),
        order: event.grid.map((place) => place.car),
      };
    case 'RunningOrderSet':
      return { ...state, order: event.order };
    case 'RaceScored':
      return { ...state, results: event.results };
  }
}
