/** A race view on the test oval shared by the race and golden-file tests. */
import { getCircuit } from '../../../domain/speed-circuit/circuit/index.ts';
import type { RaceView } from '../../../domain/speed-circuit/picture/index.ts';

const oval = getCircuit('test-oval');
const square = (id: string): number => oval.byId.get(id)!;

/** Car 3 took trajectory T1 of curve 4, car 12 stepped from 1A to 2B, car 27 stands in the pits. */
export const threeCars: RaceView = {
  turn: 7,
  cars: [
    { car: '3', driver: 'Ada <Lovelace>', colour: 0, at: square('5B'), path: ['3A', '4 A1', '4 B2', '4 B3', '5B'].map(square) },
    { car: '12', driver: 'Nino & Co', colour: 1, at: square('2B'), path: [square('1A')] },
    { car: '27', driver: 'Graham', colour: 2, at: 'pits', path: [] },
  ],
  weather: { marker: 5, track: 'wet' },
};
