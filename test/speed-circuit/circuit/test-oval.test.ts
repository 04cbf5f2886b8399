import { describe, expect, it } from 'vitest';
import { compileCircuit, getCircuit, withLaneChanges } from '../../../domain/speed-circuit/circuit/index.ts';
import ovalFile from '../../../domain/speed-circuit/circuits/test-oval.json' with { type: 'json' };
import { ids, nextIds, sq, stepsFrom } from './helpers.ts';

const oval = getCircuit('test-oval');

describe('test oval: names', () => {
  it('[SC-NOTATION-5] names a straight square by row and lane: 1A, 1B, 1C, 2A', () => {
    expect(oval.squares.slice(0, 4).map((s) => s.id)).toEqual(['1A', '1B', '1C', '2A']);
    expect(sq(oval, '13B')).toMatchObject({ row: 13, lane: 'B', k: 1, n: 1 });
  });

  it('[SC-NOTATION-6] names curve squares 16 A1, 16 A2, 16 B1, 16 B2, 16 B3 where lanes hold several squares', () => {
    const curve = oval.curves.find((c) => c.id === '16')!;
    const names = ids(oval, curve.squares);
    expect(names.slice(0, 5)).toEqual(['16 A1', '16 A2', '16 B1', '16 B2', '16 B3']);
    expect(sq(oval, '16 B3')).toMatchObject({ row: 16, lane: 'B', k: 3, n: 3, curve: '16' });
  });

  it('[SC-NOTATION-6] names a one-square lane without index and accepts the other spellings', () => {
    const a = sq(oval, '10 A');
    expect(a).toMatchObject({ id: '10 A', k: 1, n: 1 });
    for (const spelling of ['10A', '10 A1', '10A1']) expect(oval.byId.get(spelling)).toBe(a.index);
    expect(oval.byId.get('4B2')).toBe(sq(oval, '4 B2').index);
    expect(oval.byId.get('4 B')).toBeUndefined();
  });
});

describe('test oval: lane letters', () => {
  it('[SC-NOTATION-2] letters a straight from the inside of the next curve: A is left before a left turn, right before a right turn', () => {
    expect(sq(oval, '3A').physicalLane).toBe(0);
    expect(sq(oval, '9A').physicalLane).toBe(2);
    expect(sq(oval, '9C').physicalLane).toBe(0);
    expect(sq(oval, '10 A').physicalLane).toBe(2);
    expect(sq(oval, '11A').physicalLane).toBe(0);
  });

  it('[SC-NOTATION-2] letters the last straight from the first curve of the next lap', () => {
    expect(sq(oval, '28A').physicalLane).toBe(0);
    expect(sq(oval, '28C').physicalLane).toBe(2);
  });

  it('[SC-NOTATION-2] gives the inside lane of a curve the fewest and slowest squares', () => {
    const curve = oval.curves.find((c) => c.id === '4')!;
    const lane = (l: string) => curve.squares.map((i) => oval.squares[i]!).filter((s) => s.lane === l);
    expect(lane('A').map((s) => s.speed)).toEqual([80, 80]);
    expect(lane('B').map((s) => s.speed)).toEqual([100, 100, 100]);
    expect(lane('C').map((s) => s.speed)).toEqual([120, 120, 120, 120]);
  });
});

describe('test oval: steps', () => {
  it('[SC-MOVE-5] steps forward or diagonally forward on a straight', () => {
    expect(nextIds(oval, '1A')).toEqual(['2A', '2B']);
    expect(nextIds(oval, '1B')).toEqual(['2A', '2B', '2C']);
  });

  it('[SC-MOVE-6] never steps sideways or backwards: every step enters a later square or the next lap', () => {
    for (const square of oval.squares) {
      for (const to of square.next.map((i) => oval.squares[i]!)) {
        if (square.beforeLine) expect(to.row).toBe(1);
        else expect(to.progress).toBeGreaterThan(square.progress);
        expect(to.row === square.row && !square.curve).toBe(false);
      }
    }
  });

  it('[SC-MOVE-5] keeps the physical lane when a step changes the lettering: 9A (right side) steps into 10 A', () => {
    expect(nextIds(oval, '9A')).toEqual(['10 A', '10 B1']);
    expect(nextIds(oval, '5C')).toEqual(['6B', '6C']);
  });

  it('[SC-CURVE-1] a square is a curve square exactly when it has a printed speed', () => {
    const curveSquares = oval.squares.filter((s) => s.speed !== undefined);
    expect(curveSquares.every((s) => s.curve !== undefined)).toBe(true);
    expect(oval.squares.filter((s) => s.curve !== undefined)).toHaveLength(curveSquares.length);
    expect(curveSquares).toHaveLength(9 + 5 + 6 + 9);
  });

  it('[SC-CURVE-2] keeps a car in its lane inside a curve: 4 B1 → 4 B2 only, 4 C3 → 4 C4 only', () => {
    expect(nextIds(oval, '4 B1')).toEqual(['4 B2']);
    expect(nextIds(oval, '4 C3')).toEqual(['4 C4']);
  });

  it('[SC-CURVE-2] allows a lane change inside a curve only from aligned squares: 10 B1 and 10 C1', () => {
    expect(nextIds(oval, '10 B1')).toEqual(['10 B2', '10 C2']);
    expect(nextIds(oval, '10 C1')).toEqual(['10 B2', '10 C2']);
    const laneChanges = oval.squares.filter((s) => s.curve && s.next.some((i) => oval.squares[i]!.row === s.row && oval.squares[i]!.lane !== s.lane));
    expect(laneChanges.map((s) => s.id)).toEqual(['10 B1', '10 C1']);
  });

  it('[SCC-MOVE-3] lists the lane changes its curves allow, kept out of the ordinary steps: 4 B1 → 4 A1 and 4 C2, the first square of each lane beside it lying ahead', () => {
    expect(ids(oval, sq(oval, '4 B1').diagonals)).toEqual(['4 A1', '4 C2']);
    expect(ids(oval, sq(oval, '4 A2').diagonals)).toEqual(['4 B3']);
    expect(ids(oval, sq(oval, '4 C4').diagonals)).toEqual([]);
    expect(nextIds(oval, '4 B1')).toEqual(['4 B2']);
    const classic = withLaneChanges(oval);
    expect(nextIds(classic, '4 B1')).toEqual(['4 A1', '4 B2', '4 C2']);
    expect(nextIds(classic, '4 C4')).toEqual(nextIds(oval, '4 C4'));
    expect(withLaneChanges(classic)).toBe(classic);
  });

  it("[SCC-MOVE-3] a curve that lists its own lane pairs takes them instead of the circuit's", () => {
    const file = structuredClone(ovalFile);
    Object.assign(file.sections[1]!, { diagonals: ['BC'] });
    const own = compileCircuit(file);
    expect(ids(own, sq(own, '4 B1').diagonals)).toEqual(['4 C2']);
    expect(ids(own, sq(own, '16 B1').diagonals)).toEqual(['16 A1', '16 C2']);
  });

  it('leaves a curve onto the straight ahead or diagonally: 4 B3 → 5A, 5B, 5C', () => {
    expect(nextIds(oval, '4 B3')).toEqual(['5A', '5B', '5C']);
  });

  it('crosses the start/finish line from the last row only', () => {
    expect(oval.squares.filter((s) => s.beforeLine).map((s) => s.id)).toEqual(['28A', '28B', '28C']);
    expect(nextIds(oval, '28A')).toEqual(['1A', '1B']);
  });

  it('reaches every square of the lap from pole position', () => {
    expect(stepsFrom(oval, oval.grid[0]!).size).toBe(oval.squares.length);
  });
});

describe('test oval: trajectories and order', () => {
  it('[SC-NOTATION-4] names the innermost and slowest arrow T1: curve 4 T1 (80 mph) runs inside T2 (100 mph)', () => {
    const [t1, t2] = oval.curves.find((c) => c.id === '4')!.trajectories;
    expect(ids(oval, t1!.squares)).toEqual(['4 A1', '4 B2', '4 B3']);
    expect(ids(oval, t2!.squares)).toEqual(['4 B1', '4 C2', '4 C3', '4 C4']);
    expect(Math.min(...t1!.squares.map((i) => oval.squares[i]!.speed!))).toBe(80);
    expect(Math.min(...t2!.squares.map((i) => oval.squares[i]!.speed!))).toBe(100);
  });

  it('[SC-CURVE-7] keeps the lane crossings of an arrow out of the ordinary steps', () => {
    expect(nextIds(oval, '4 A1')).toEqual(['4 A2']);
    expect(nextIds(oval, '4 B1')).not.toContain('4 C2');
  });

  it('[SC-MOVE-3] measures staggered squares as row + (k − 0.5) / n: 16 B2 is behind 16 A2, aligned squares are level', () => {
    expect(sq(oval, '16 A1').progress).toBe(16.25);
    expect(sq(oval, '16 A2').progress).toBe(16.75);
    expect(sq(oval, '16 B2').progress).toBe(16.5);
    expect(sq(oval, '16 C2').progress).toBe(16.375);
    expect(sq(oval, '10 B1').progress).toBe(sq(oval, '10 C1').progress);
    expect(sq(oval, '13B').progress).toBe(13.5);
  });

  it('[SC-QUAL-13] lists the grid in grid order: pole on the inside of the last row, two cars a row', () => {
    const grid = ids(oval, oval.grid);
    expect(grid).toHaveLength(oval.maxStarters);
    expect(grid.slice(0, 5)).toEqual(['28A', '28C', '27A', '27C', '26A']);
    expect(grid.at(-1)).toBe('17C');
  });

  it('lists the pit exit and the cloud row', () => {
    expect(ids(oval, oval.pit.exit)).toEqual(['1C', '2C']);
    expect(oval.cloudRow).toBe(14);
    expect(oval.rowsPerLap).toBe(28);
  });
});
