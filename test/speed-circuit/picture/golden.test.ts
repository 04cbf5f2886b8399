/**
 * Golden files pin the whole drawing of the small test circuit, so any change to the picture is
 * seen in review. After a deliberate change, look at the new pictures, then regenerate with
 *   UPDATE_GOLDEN=1 npx vitest run test/speed-circuit/picture/golden.test.ts
 * This file also writes test-oval and monza pictures to test-artifacts/picture/ (gitignored);
 * `rsvg-convert test-artifacts/picture/monza.svg -o monza.png` turns one into a PNG.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getCircuit } from '../../../domain/speed-circuit/circuit/index.ts';
import { type RaceView, renderCircuit, renderRace } from '../../../domain/speed-circuit/picture/index.ts';
import { threeCars } from './fixtures.ts';
import { parseXml } from './xml.ts';

const oval = getCircuit('test-oval');
const monza = getCircuit('monza');
const update = process.env.UPDATE_GOLDEN === '1';

function golden(name: string, actual: string): void {
  const path = new URL(`./${name}`, import.meta.url);
  if (update) writeFileSync(path, actual);
  expect(actual).toBe(readFileSync(path, 'utf8'));
}

describe('golden pictures of the test oval', () => {
  it('draws the circuit exactly as reviewed', () => {
    golden('test-oval.golden.svg', renderCircuit(oval));
  });

  it('draws the three-car race exactly as reviewed', () => {
    golden('test-oval-race.golden.svg', renderRace(oval, threeCars));
  });
});

describe('pictures for the lead to look at', () => {
  /** Every grid square taken, two cars in the pits: the busiest picture a race start can give. */
  const fullGrid = (circuit: typeof monza): RaceView => ({
    turn: 0,
    cars: Array.from({ length: circuit.maxStarters }, (_, i) => ({
      car: String(i + 1),
      driver: `Driver ${i + 1}`,
      colour: i,
      at: i < 2 ? ('pits' as const) : circuit.grid[i]!,
      path: [],
    })),
    weather: { marker: 7, track: 'dry' },
  });

  it('writes test-oval and monza, bare and with a full grid, to test-artifacts/picture/', () => {
    const folder = new URL('../../../test-artifacts/picture/', import.meta.url);
    mkdirSync(folder, { recursive: true });
    const pictures = {
      'test-oval.svg': renderCircuit(oval),
      'test-oval-race.svg': renderRace(oval, threeCars),
      'monza.svg': renderCircuit(monza),
      'monza-grid.svg': renderRace(monza, fullGrid(monza)),
    };
    for (const [name, svg] of Object.entries(pictures)) {
      writeFileSync(new URL(name, folder), svg);
      expect(parseXml(readFileSync(new URL(name, folder), 'utf8')).name).toBe('svg');
    }
  });
});
