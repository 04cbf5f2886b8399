import { describe, expect, it } from 'vitest';
import { shippedCircuits } from '../../../domain/speed-circuit/circuit/index.ts';
import monacoFile from '../../../domain/speed-circuit/circuits/monaco.json' with { type: 'json' };
import monzaFile from '../../../domain/speed-circuit/circuits/monza.json' with { type: 'json' };
import ovalFile from '../../../domain/speed-circuit/circuits/test-oval.json' with { type: 'json' };

interface Point {
  x: number;
  y: number;
}

const files: Record<string, { sections: { angle?: number; turn?: string }[] }> = {
  'test-oval': ovalFile,
  monza: monzaFile,
  monaco: monacoFile,
};

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

const area = (polygon: Point[]): number =>
  Math.abs(polygon.reduce((sum, p, i) => sum + p.x * polygon[(i + 1) % polygon.length]!.y - polygon[(i + 1) % polygon.length]!.x * p.y, 0)) / 2;

describe.each(Object.values(shippedCircuits()))('geometry of $id', (circuit) => {
  const { centres, outlines, width, height } = circuit.geometry;

  it('gives every square a centre inside the page and an outline of at least four corners', () => {
    expect(centres).toHaveLength(circuit.squares.length);
    expect(outlines).toHaveLength(circuit.squares.length);
    for (const [i, c] of centres.entries()) {
      expect(c.x).toBeGreaterThan(0);
      expect(c.x).toBeLessThan(width);
      expect(c.y).toBeGreaterThan(0);
      expect(c.y).toBeLessThan(height);
      expect(outlines[i]!.length).toBeGreaterThanOrEqual(4);
      expect(area(outlines[i]!)).toBeGreaterThan(0);
    }
  });

  it('closes the lap: the last row and row 1 sit one lane-width apart like any two straight rows', () => {
    const straightAhead = circuit.squares
      .filter((s) => !s.curve)
      .flatMap((s) =>
        s.next
          .map((i) => circuit.squares[i]!)
          .filter((t) => !t.curve && t.physicalLane === s.physicalLane)
          .map((t) => [s, t] as const),
      );
    expect(straightAhead.filter(([s]) => s.beforeLine)).toHaveLength(circuit.lanes);
    for (const [s, t] of straightAhead) {
      const step = distance(centres[s.index]!, centres[t.index]!);
      expect(step).toBeGreaterThan(15);
      expect(step).toBeLessThan(25);
    }
  });

  it('turns the centre line by each curve angle and makes outer lanes longer', () => {
    const sections = files[circuit.id]!.sections.filter((s) => s.turn);
    circuit.curves.forEach((curve, i) => {
      const squares = curve.squares.map((s) => circuit.squares[s]!);
      const lane = (physical: number) => squares.filter((s) => s.physicalLane === physical);
      const entry = centres[lane(0)[0]!.index]!;
      const exit = centres[lane(0).at(-1)!.index]!;
      const perSquare = (sections[i]!.angle! * Math.PI) / 180 / lane(0).length;
      const expected = (curve.turn === 'left' ? -1 : 1) * perSquare * (lane(0).length - 1);
      expect(Math.cos(exit.heading - entry.heading - expected)).toBeCloseTo(1, 2);
      const laneAreas = Array.from({ length: circuit.lanes }, (_, p) => lane(p).reduce((sum, s) => sum + area(outlines[s.index]!), 0));
      const insideOut = curve.turn === 'left' ? laneAreas : [...laneAreas].reverse();
      insideOut.slice(1).forEach((a, p) => {
        expect(a).toBeGreaterThan(insideOut[p]!);
      });
    });
  });
});
