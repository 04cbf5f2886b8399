/** Folds Vektorace events into the race's state (state.ts); pure, total, and the only way the state changes. */
import type { VektoraceEvent } from './events.ts';
import type { CarState, VektoraceState } from './state.ts';
import { SuperPower } from './superpower.ts';

export const initialState = (laps: number): VektoraceState => ({ laps, round: 0, order: [], toMove: [], yielded: [], cars: {}, lastRound: [], finishers: [] });

const withCar = (state: VektoraceState, car: string, change: (c: CarState) => CarState): VektoraceState => {
  const current = state.cars[car];
  return current ? { ...state, cars: { ...state.cars, [car]: change(current) } } : state;
};

const done = (state: VektoraceState, car: string): VektoraceState => ({ ...state, toMove: state.toMove.filter((c) => c !== car) });

const FRESH = { laps: 0, due: 1, started: false, knocked: false, attacked: { left: false, right: false }, boxBox: false, status: 'racing' as const };

const change = (state: VektoraceState, event: VektoraceEvent): VektoraceState => {
  switch (event.type) {
    case 'PointsChosen':
      return withCar(state, event.car, (c) => ({ ...c, gomma: event.gomma, nitro: event.nitro }));
    case 'CarPlaced': {
      const previous = state.cars[event.car];
      const car: CarState = { gear: 3, gomma: 0, nitro: 0, ...previous, ...FRESH, position: event.position, heading: event.heading };
      return { ...state, cars: { ...state.cars, [event.car]: car }, order: [...state.order.filter((c) => c !== event.car), event.car] };
    }
    case 'FirstGearChosen':
      return { ...state, cars: Object.fromEntries(Object.entries(state.cars).map(([car, c]) => [car, { ...c, gear: event.gear }])) };
    case 'RoundStarted':
      return { ...state, round: event.round, toMove: event.order, yielded: [], lastRound: [] };
    case 'RoundEnded':
      return state;
    case 'GaveWay':
      return {
        ...state,
        toMove: [event.to, event.car, ...state.toMove.filter((c) => c !== event.to && c !== event.car)],
        yielded: [...state.yielded, event.car],
      };
    case 'CarMoved': {
      // VK-ATK-5, VK-ATK-7: the restrictions last for the one move just made.
      const moved = withCar(state, event.car, (c) => ({
        ...c,
        position: event.position,
        heading: event.heading,
        gear: event.gear,
        gomma: event.gomma,
        nitro: event.nitro,
        laps: event.laps,
        due: event.due,
        boxBox: event.boxBox,
        started: true,
        knocked: false,
        attacked: { left: false, right: false },
      }));
      return done(moved, event.car);
    }
    case 'CarRelocated':
      return withCar(state, event.car, (c) => ({
        ...c,
        position: event.position,
        heading: event.heading,
        ...(event.reason === 'off-table' ? { gear: 1 } : {}),
      }));
    case 'Attacked':
      return withCar(state, event.car, (c) => (event.kind === 'knock' ? { ...c, knocked: true } : { ...c, attacked: { ...c.attacked, [event.kind]: true } }));
    case 'TurnLost':
      return done(
        withCar(state, event.car, (c) => ({ ...c, heading: event.heading, gear: 1, started: true, knocked: false, attacked: { left: false, right: false } })),
        event.car,
      );
    case 'Refilled':
      return withCar(state, event.car, (c) => ({ ...c, gomma: c.gomma + event.gomma, nitro: c.nitro + event.nitro, boxBox: false }));
    case 'OrderChanged':
      return { ...state, order: event.order };
    case 'CarFinished':
      return done({ ...withCar(state, event.car, (c) => ({ ...c, status: 'finished' })), finishers: [...state.finishers, event.car] }, event.car);
    case 'SuperPowersInPlay':
      return { ...state, reserve: [...SuperPower.options] };
    case 'SuperPowerChosen':
    case 'SuperPowerSwapped': {
      const discarded = state.cars[event.car]?.power?.power;
      const reserve = (state.reserve ?? [...SuperPower.options]).filter((p) => p !== event.power);
      const withToken = withCar(state, event.car, ({ power: _, ...c }) => (event.power === null ? c : { ...c, power: { power: event.power, used: false } }));
      return { ...withToken, reserve: event.type === 'SuperPowerSwapped' && discarded ? [...reserve, discarded] : reserve };
    }
    case 'SuperPowerUsed':
      return withCar(state, event.car, (c) => ({ ...c, power: { power: event.power, used: true } }));
    case 'CarRetired':
      return done(
        withCar(state, event.car, (c) => ({ ...c, status: 'out' })),
        event.car,
      );
  }
};

export const evolve = (state: VektoraceState, event: VektoraceEvent): VektoraceState => {
  const next = change(state, event);
  return { ...next, lastRound: [...next.lastRound, event] };
};

export const fold = (state: VektoraceState, events: readonly VektoraceEvent[]): VektoraceState => events.reduce(evolve, state);

/** The cars still racing, in the order of play. */
export const racingCars = (state: VektoraceState): string[] => state.order.filter((car) => state.cars[car]?.status === 'racing');

/** VK-WIN-1: the finishers in the order they crossed the line, then the cars racing in the order of play, then those out. */
export const classificationOf = (state: VektoraceState): string[] => [
  ...state.finishers,
  ...racingCars(state),
  ...state.order.filter((car) => state.cars[car]?.status === 'out'),
];
