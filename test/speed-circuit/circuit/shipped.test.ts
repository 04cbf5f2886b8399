import { describe, expect, it } from 'vitest';
import { getCircuit, shippedCircuits } from '../../../domain/speed-circuit/circuit/index.ts';
import type { Circuit, Square } from '../../../domain/speed-circuit/circuit/types.ts';
import monacoFile from '../../../domain/speed-circuit/circuits/monaco.json' with { type: 'json' };
import monzaFile from '../../../domain/speed-circuit/circuits/monza.json' with { type: 'json' };
import ovalFile from '../../../domain/speed-circuit/circuits/test-oval.json' with { type: 'json' };
import { ids, nextIds, sq, stepsFrom } from './helpers.ts';

interface AlignedFile {
  sections: { aligned?: string[][] }[];
}

const promises = [
  { id: 'test-oval', file: ovalFile, rows: 28, lanes: 3, curves: 4, trajectories: 3, grid: 24 },
  { id: 'monza', file: monzaFile, rows: 97, lanes: 4, curves: 11, trajectories: 5, grid: 26 },
  { id: 'monaco', file: monacoFile, rows: 79, lanes: 3, curves: 17, trajectories: 4, grid: 24 },
];

/** Names of the aligned squares the file declares, as printed (`40 B2`). */
function declaredAligned(circuit: Circuit, file: AlignedFile): string[] {
  const curveRows = circuit.curves.map((c) => c.row);
  return file.sections
    .filter((section) => !('straight' in section))
    .flatMap((section, i) => (section.aligned ?? []).flat().map((ref) => sq(circuit, `${curveRows[i]} ${ref}`).id));
}

const changesLaneInsideCurve = (circuit: Circuit, square: Square): boolean =>
  square.curve !== undefined && square.next.some((i) => circuit.squares[i]!.curve === square.curve && circuit.squares[i]!.lane !== square.lane);

describe.each(promises)('shipped circuit $id', (promise) => {
  const circuit = getCircuit(promise.id);

  it('has its rows, lanes, curves, trajectories and starters', () => {
    expect(circuit.rowsPerLap).toBe(promise.rows);
    expect(circuit.lanes).toBe(promise.lanes);
    expect(circuit.curves).toHaveLength(promise.curves);
    expect(circuit.curves.flatMap((c) => c.trajectories)).toHaveLength(promise.trajectories);
    expect(circuit.maxStarters).toBe(promise.grid);
    expect(circuit.squares.filter((s) => !s.curve)).toHaveLength((promise.rows - promise.curves) * promise.lanes);
  });

  it('reaches every square from pole and closes the lap: only the last row steps into row 1', () => {
    expect(stepsFrom(circuit, circuit.grid[0]!).size).toBe(circuit.squares.length);
    for (const square of circuit.squares) {
      const rows = new Set(square.next.map((i) => circuit.squares[i]!.row));
      const expected = square.beforeLine ? 1 : square.k < square.n ? square.row : square.row + 1;
      expect([...rows]).toEqual([expected]);
      expect(square.beforeLine).toBe(square.row === circuit.rowsPerLap);
    }
  });

  it('[SC-MOVE-5] offers straight ahead and both diagonals from the middle of a straight', () => {
    const straightRow = circuit.squares.find((s) => !s.curve && s.physicalLane === 1 && !circuit.squares[s.next[0]!]!.curve)!;
    expect(straightRow.next.map((i) => circuit.squares[i]!.physicalLane)).toEqual(expect.arrayContaining([0, 1, 2]));
  });

  it('[SC-CURVE-2] changes lane inside a curve only from the aligned squares the circuit declares', () => {
    const changes = circuit.squares.filter((s) => changesLaneInsideCurve(circuit, s)).map((s) => s.id);
    const declared = declaredAligned(circuit, promise.file as AlignedFile);
    expect(declared.length).toBeGreaterThan(0);
    expect(changes.sort()).toEqual([...declared].sort());
  });

  it('[SC-CURVE-7] draws every trajectory from a lane entry to a lane end, one step forward at a time', () => {
    for (const curve of circuit.curves) {
      for (const trajectory of curve.trajectories) {
        const path = trajectory.squares.map((i) => circuit.squares[i]!);
        expect(Object.values(curve.firstSquareByLane)).toContain(path[0]!.index);
        expect(path.at(-1)!.k).toBe(path.at(-1)!.n);
        path.slice(1).forEach((to, i) => {
          expect(to.progress).toBeGreaterThan(path[i]!.progress);
          expect(Math.abs(to.physicalLane - path[i]!.physicalLane)).toBeLessThanOrEqual(1);
        });
      }
    }
  });

  it('[SC-NOTATION-4] numbers the trajectories of a curve from the innermost and slowest', () => {
    for (const curve of circuit.curves) {
      const slowest = curve.trajectories.map((t) => Math.min(...t.squares.map((i) => circuit.squares[i]!.speed!)));
      expect(curve.trajectories.map((t) => t.name)).toEqual(slowest.map((_, i) => `T${i + 1}`));
      expect([...slowest].sort((a, b) => a - b)).toEqual(slowest);
    }
  });

  it('[SC-NOTATION-2] gives lane A of every curve its slowest speed and no more squares than any other lane', () => {
    for (const curve of circuit.curves) {
      const squares = curve.squares.map((i) => circuit.squares[i]!);
      const laneA = squares.filter((s) => s.lane === 'A');
      expect(Math.min(...laneA.map((s) => s.speed!))).toBe(Math.min(...squares.map((s) => s.speed!)));
      expect(laneA[0]!.n).toBe(Math.min(...squares.map((s) => s.n)));
    }
  });

  it('prints curve speeds between 80 and 200 mph in steps of 20', () => {
    const speeds = circuit.squares.flatMap((s) => (s.speed === undefined ? [] : [s.speed]));
    expect(Math.min(...speeds)).toBeGreaterThanOrEqual(80);
    expect(Math.max(...speeds)).toBeLessThanOrEqual(200);
    expect(speeds.every((s) => s % 20 === 0)).toBe(true);
  });

  it('[SC-QUAL-13] has one distinct straight grid square per starter, pole first on the last row', () => {
    expect(circuit.grid).toHaveLength(promise.grid);
    expect(new Set(circuit.grid).size).toBe(promise.grid);
    const grid = circuit.grid.map((i) => circuit.squares[i]!);
    expect(grid.every((s) => !s.curve)).toBe(true);
    expect(grid[0]).toMatchObject({ row: circuit.rowsPerLap, lane: 'A' });
    grid.slice(1).forEach((s, i) => {
      expect(s.progress).toBeLessThanOrEqual(grid[i]!.progress);
    });
  });

  it('[SC-PIT-5] rejoins from straight squares just after the start/finish line; the cloud line lies on the lap', () => {
    expect(circuit.pit.exit.map((i) => circuit.squares[i]!.row).every((row) => row <= 5)).toBe(true);
    expect(circuit.cloudRow).toBeGreaterThanOrEqual(1);
    expect(circuit.cloudRow).toBeLessThanOrEqual(circuit.rowsPerLap);
  });
});

/** Fewest squares from `from` to the first square beyond curve `second`, passing both curves. */
function squaresThroughChicane(circuit: Circuit, from: string, second: number): number {
  const steps = stepsFrom(circuit, sq(circuit, from).index);
  return Math.min(...circuit.squares.filter((s) => s.row === second + 1).map((s) => steps.get(s.index)!));
}

describe('chicanes: two curves in one turn (SC-NOTATION-11, field 7)', () => {
  it('Monza: from 8B a car at 200 mph (10 squares) passes both Rettifilo curves 9 and 12', () => {
    const monza = getCircuit('monza');
    expect(monza.curves.map((c) => c.row)).toEqual(expect.arrayContaining([9, 12]));
    expect(squaresThroughChicane(monza, '8B', 12)).toBeLessThanOrEqual(10);
    expect(nextIds(monza, '8B')).toEqual(['9 A', '9 B1', '9 C1']);
  });

  it('Monaco: from 44B a car at 140 mph (7 squares) passes both parts of the Nouvelle Chicane, 45 and 47', () => {
    const monaco = getCircuit('monaco');
    expect(squaresThroughChicane(monaco, '44B', 47)).toBeLessThanOrEqual(7);
  });
});

describe('shipped names', () => {
  it('[SC-NOTATION-6] numbers squares only in lanes holding several: Rettifilo 9 A, 9 B1, 9 B2, … 9 D3', () => {
    const monza = getCircuit('monza');
    expect(ids(monza, monza.curves.find((c) => c.id === '9')!.squares)).toEqual(['9 A', '9 B1', '9 B2', '9 C1', '9 C2', '9 D1', '9 D2', '9 D3']);
    expect(sq(monza, '12 C2')).toMatchObject({ lane: 'C', k: 2, n: 2, speed: 120 });
  });

  it('compiles the shipped circuits once', () => {
    expect(shippedCircuits()).toBe(shippedCircuits());
    expect(Object.keys(shippedCircuits()).sort()).toEqual(['monaco', 'monza', 'test-oval']);
  });

  it('answers notFound for an unknown circuit', () => {
    expect(() => getCircuit('imola')).toThrow(expect.objectContaining({ kind: 'notFound', field: 'circuit' }));
  });
});
