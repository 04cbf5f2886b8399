/**
 * `evolve`, the only way an AICS race's state changes: the fold of one event (events.ts). The
 * events classic shares are folded alike for both rulebooks (../evolve.ts).
 */
import { evolveShared, isShared, updateCar } from '../evolve.ts';
import type { AicsEvent } from './events.ts';
import type { RaceState } from './state.ts';

/** Total: an event about an unknown car leaves the state as it is. */
export function evolve(state: RaceState, event: AicsEvent): RaceState {
  if (isShared(event)) return evolveShared(state, event);
  switch (event.type) {
    case 'MoveDefaulted':
    case 'ReliabilityRolled':
    case 'SlipstreamTaken':
    case 'SlipstreamIgnored':
    case 'CurveDieRolled':
    case 'CrashAndSpinRolled':
    case 'BoxIgnored':
      return state;
    case 'CarDamaged':
      return updateCar(state, event.car, (car) => ({
        sheet: event.sheet,
        repairable: event.repairable ? { acc: car.repairable.acc + event.loss.acc, topSpeed: car.repairable.topSpeed + event.loss.topSpeed } : car.repairable,
        engineFailures: car.engineFailures + (event.cause === 'engine' ? 1 : 0),
        brakeFailures: car.brakeFailures + (event.cause === 'brakes' ? 1 : 0),
      }));
    case 'WearPaid':
      return updateCar(state, event.car, (car) => ({
        wear: Math.max(0, car.wear - event.W),
        brakeWear: Math.max(0, car.brakeWear - event.WF),
      }));
    case 'CloudLineCrossed':
      return { ...state, cloudLaps: Math.max(state.cloudLaps, event.lap) };
    case 'PitStopMade':
      return updateCar(state, event.car, (car) => ({
        position: { at: 'pits' },
        standstill: 'pit',
        curve: null,
        sheet: event.sheet,
        repairable: {
          acc: Math.max(0, car.repairable.acc - event.repaired.acc),
          topSpeed: Math.max(0, car.repairable.topSpeed - event.repaired.topSpeed),
        },
        reliability: event.reliability,
        tyres: event.tyres,
        softStopMade: car.softStopMade || event.softStop,
        pitStops: car.pitStops + 1,
      }));
    case 'ReliabilityDropped':
      return updateCar(state, event.car, () => ({ reliability: event.reliability }));
    case 'WeatherRolled':
      return { ...state, weather: event.weather };
    case 'RaceClassified':
      return { ...state, classification: event.classification };
  }
}
