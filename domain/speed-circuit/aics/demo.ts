/**
 * The AICS demo race on the test oval (SC-QUAL-3, SC-CAR-6): each car's build (7 points on the
 * Performance Chart) and a pole lap, one turn per line, that runs on the test oval without dice
 * or wear; then the speed each aims for in the race, declared without any roll, through lane C,
 * with the move text's flags after it.
 */
import type { DemoScript } from '../../race/demo.ts';
import { AICS_ID } from './id.ts';

const DRIVERS = [
  { build: { startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 }, lapText: '120\n120\n120\n120\n120\n180', target: 120, flags: ' * I' },
  { build: { startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 }, lapText: '100\n100\n100\n100\n100\n100\n100\n100', target: 100, flags: '' },
  { build: { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 }, lapText: '120\n120\n120\n120\n120\n120\n120', target: 100, flags: ' * I' },
];

interface CarView {
  standstill: unknown;
  previousSpeed: number;
  sheet: { startSpeed: number; acc: number; dec: number };
}

/** A speed the car may declare without any roll, heading for `target` (SC-START-1, SC-ACC-1, SC-DEC-1). */
export const steadySpeed = (car: CarView, target: number): number => {
  if (car.standstill !== null) return Math.min(target, car.sheet.startSpeed);
  if (car.previousSpeed < target) return Math.min(target, car.previousSpeed + car.sheet.acc);
  return Math.max(target, car.previousSpeed - car.sheet.dec);
};

const driver = (index: number) => DRIVERS[index % DRIVERS.length] as (typeof DRIVERS)[number];

export const aicsDemo: DemoScript = {
  rulesetId: AICS_ID,
  circuitId: 'test-oval',
  qualifying: (index) => ({ build: driver(index).build, lapText: driver(index).lapText }),
  setup: () => ({}),
  // Lane C for the curves the move may reach: a move that names none for a curve it reaches goes to the GNU (SC-GNU-1).
  move: (index, car) => ({ text: `${steadySpeed(car as CarView, driver(index).target)} CC / CC${driver(index).flags}` }),
};
