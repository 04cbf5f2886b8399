import { describe, expect, it } from 'vitest';
import { compileCircuit, shippedCircuits } from '../../domain/vektorace/circuit/index.ts';
import defaultFile from '../../domain/vektorace/circuits/default.json' with { type: 'json' };
import { crossForward } from '../../domain/vektorace/crossing.ts';
import { formatUnits, surd } from '../../domain/vektorace/exact.ts';
import { degrees, type Point, point } from '../../domain/vektorace/geometry.ts';
import { travel } from '../../domain/vektorace/progress.ts';
import { refusal } from '../support/refusal.ts';
import { OVAL, trialLap } from './oval.ts';
import { car } from './support.ts';

const DEFAULT = shippedCircuits().default!;
const OTTO = shippedCircuits()['otto-curve']!;
const at = (x: number, y: number) => point(surd(x * 4), surd(y * 4));
const show = (p: Point) => `(${formatUnits(p.x)}, ${formatUnits(p.y)})`;

/** The default file with `change` applied to a copy. */
const edited = (change: (file: any) => void): unknown => {
  const file = structuredClone(defaultFile) as any;
  change(file);
  return file;
};

describe('shipped circuits (VK-GAP-9, VK-GAP-10, VK-GAP-11)', () => {
  it('[VK-GAP-9] the default circuit: six curves of radius ¾ with the gate directions and ends of the table', () => {
    expect(
      DEFAULT.curves.map((c) => [c.number, show(c.disc.centre), formatUnits(c.disc.radius), c.kerb, degrees(c.gate.travel), degrees(c.gate.direction)]),
    ).toEqual([
      [1, '(42, 8)', '0.75', 'L', 45, 315],
      [2, '(42, 22)', '0.75', 'L', 135, 45],
      [3, '(31, 24)', '0.75', 'L', 180, 90],
      [4, '(23, 23)', '0.75', 'R', 180, 270],
      [5, '(6, 20)', '0.75', 'L', 225, 135],
      [6, '(6, 8)', '0.75', 'L', 315, 225],
    ]);
    expect(DEFAULT.curves.map((c) => show(c.gateEnd))).toEqual(['(48, 2)', '(48, 28)', '(31, 30)', '(23, 17)', '(0, 26)', '(0, 2)']);
    expect(show(DEFAULT.curves[3]!.insideEnd)).toBe('(23, 30)');
    expect(show(DEFAULT.curves[0]!.insideEnd)).toBe('(42-3√2, 8+3√2)');
  });

  it('[VK-GAP-10] the default circuit: pit wall, pit area between entry x = 18 and exit x = 28, finish x = 18 from y 0 to 15 heading 0°, table 48 × 30', () => {
    expect([formatUnits(DEFAULT.size.width), formatUnits(DEFAULT.size.height)]).toEqual(['48', '30']);
    expect([show(DEFAULT.entry.origin), formatUnits(DEFAULT.entry.length!), degrees(DEFAULT.entry.direction)]).toEqual(['(18, 0)', '3.5', 90]);
    expect([show(DEFAULT.exit.origin), formatUnits(DEFAULT.exit.length!)]).toEqual(['(28, 0)', '3.5']);
    expect([show(DEFAULT.finish.from), show(DEFAULT.finish.to), degrees(DEFAULT.direction), formatUnits(DEFAULT.finish.length!)]).toEqual([
      '(18, 0)',
      '(18, 15)',
      0,
      '15',
    ]);
    expect(DEFAULT.pole.map(show)).toEqual(['(17.5, 4.5)', '(17.5, 12)']);
    expect(DEFAULT.curves.at(-1)!.number).toBe(6);
  });

  it('[VK-GAP-11] [VK-SETUP-3] the laps are decided before the start: a circuit gives 3 unless its file says otherwise', () => {
    expect(DEFAULT.laps).toBe(3);
    expect(compileCircuit(edited((f) => delete f.laps)).laps).toBe(3);
    expect(compileCircuit(edited((f) => (f.laps = 5))).laps).toBe(5);
  });

  it('[VK-COMP-1] the second shipped circuit uses all 8 curve tokens, numbered 1 to 8', () => {
    expect(OTTO.curves.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(show(OTTO.curves[1]!.gateEnd)).toBe('(60, 20)');
  });
});

describe('circuit validation names the element (VK-GAP-9, VK-GAP-10)', () => {
  const cases: [string, (file: any) => void, string, RegExp][] = [
    ['a curve number given twice', (f) => (f.curves[1].number = 1), 'curves[1].number', /given twice/],
    ['a curve number out of 1..K', (f) => (f.curves[5].number = 8), 'curves[5].number', /numbered 1 to 6/],
    ['a token over the table edge', (f) => (f.curves[0].centre = { x: 47.5, y: 8 }), 'curves[0].radius', /table edge/],
    ['overlapping tokens', (f) => (f.curves[1].centre = { x: 42, y: 9 }), 'curves[1]', /overlaps curve 1/],
    ['a coordinate not on the quarter grid', (f) => (f.curves[2].centre.x = 31.1), 'curves[2].centre.x', /multiple of ¼/],
    ['a diagonal line off the lattice', (f) => (f.curves[0].inside = 5.25), 'curves[0].inside', /multiple of ½/],
    ['an inside line off the table', (f) => (f.curves[3].inside = 8), 'curves[3].inside', /off the table/],
    ['an unknown heading', (f) => (f.curves[0].travel = 30), 'curves[0].travel', /expected a heading/],
    ['an unknown field', (f) => (f.curves[0].colour = 'red'), 'curves[0].colour', /nrecognized/],
    ['a token on the pit wall', (f) => Object.assign(f.curves[2], { centre: { x: 20, y: 4.5 }, inside: 3 }), 'curves[2]', /pit wall/],
    ['a pit area away from the wall', (f) => (f.pitArea = { from: { x: 18, y: 0 }, to: { x: 28, y: 3 } }), 'pitArea', /beside the pit wall/],
    ['a diagonal race direction [VK-SETUP-4] [VK-GEOM-2]', (f) => (f.finish.direction = 45), 'finish.direction', /square to the table edge/],
    ['a finish line along the race', (f) => (f.finish.to = { x: 30, y: 0 }), 'finish', /square to the race direction/],
    ['a finish line missing the pit lane', (f) => (f.finish = { from: { x: 10, y: 5 }, to: { x: 10, y: 15 }, direction: 0 }), 'finish', /pit lane/],
    [
      'a finish line away from the pit wall [VK-SETUP-1]',
      (f) => (f.finish = { from: { x: 19, y: 0 }, to: { x: 19, y: 15 }, direction: 0 }),
      'finish',
      /chequered side/,
    ],
    ['a pole car on the pit wall', (f) => (f.pole = { from: { x: 18, y: 4.25 }, to: { x: 18, y: 12 } }), 'pole.from', /pit wall/],
  ];
  for (const [what, change, field, message] of cases)
    it(`[VK-GAP-10] refuses ${what}, naming ${field}`, () => {
      const error = refusal(() => compileCircuit(edited(change)));
      expect(error.field).toBe(field);
      expect(error.message).toMatch(message);
    });
});

describe('crossing a curve line (VK-GAP-9 item 4)', () => {
  it('[VK-SETUP-2] the curves are taken in the order of their numbers: crossing curve 2’s gate while curve 1 is due passes nothing', () => {
    expect(travel(DEFAULT, 3, { laps: 0, due: 1 }, [at(45, 20), at(45, 27)], true)).toMatchObject({ passed: [], due: 1 });
    expect(travel(DEFAULT, 3, { laps: 0, due: 2 }, [at(45, 20), at(45, 27)], true)).toMatchObject({ passed: [2], due: 3 });
  });

  it('[VK-SETUP-2] the kerb side decides: passing curve 4 (kerb R) north of its token crosses the inside line', () => {
    expect(travel(DEFAULT, 3, { laps: 0, due: 4 }, [at(24, 26), at(22, 26)], true)).toMatchObject({ passed: [], wrongSide: [4] });
  });

  const curve1 = DEFAULT.curves[0]!.gate;
  const curve4 = DEFAULT.curves[3]!.gate;

  it('[VK-GAP-9] a segment crossing curve 1 forward south-east of the token passes through its gate', () => {
    expect(crossForward(curve1, at(41, 4), at(45, 8))).toBe('gate');
  });

  it('[VK-GAP-9] the same segment reversed is a backward crossing, which counts for nothing', () => {
    expect(crossForward(curve1, at(45, 8), at(41, 4))).toBeUndefined();
  });

  it('[VK-GAP-9] crossing curve 1 north-west of the token crosses its inside line (6 long), and farther the line beyond it', () => {
    expect(crossForward(curve1, at(38, 10), at(40, 12))).toBe('inside');
    expect(crossForward(curve1, at(33, 13), at(36, 16))).toBe('beyond');
  });

  it('[VK-GAP-9] ending exactly on the line is a forward crossing (β ≥ 0); starting on it is not (α < 0 needed)', () => {
    expect(crossForward(curve1, at(43, 2), at(44, 6))).toBe('gate');
    expect(crossForward(curve1, at(44, 6), at(46, 8))).toBeUndefined();
  });

  it('[VK-GAP-9] curve 4 (kerb R, gate 6 long): westward south of the token is the gate up to y = 17, beyond it below', () => {
    expect(crossForward(curve4, at(24, 20), at(22, 20))).toBe('gate');
    expect(crossForward(curve4, at(24, 17), at(22, 17))).toBe('gate');
    expect(crossForward(curve4, at(24, 16), at(22, 16))).toBe('beyond');
    expect(crossForward(curve4, at(24, 26), at(22, 26))).toBe('inside');
  });

  it('[VK-GAP-9] the finish line is crossed eastward between y = 0 and 15', () => {
    expect(crossForward(DEFAULT.finish, at(17, 8), at(19, 8))).toBe('gate');
    expect(crossForward(DEFAULT.finish, at(17, 2), at(19, 2))).toBe('gate');
    expect(crossForward(DEFAULT.finish, at(17, 20), at(19, 20))).toBe('beyond');
  });
});

describe('the trial lap (VK-MOVE-1)', () => {
  it('[VK-MOVE-1] an oval of two curves is a circuit, and a lap of it can be driven with the basic move alone: 3rd gear, white ends, no point spent', () => {
    expect(OVAL.curves.map((c) => c.number)).toEqual([1, 2]);
    const lap = trialLap(OVAL, car(13.5, 7, 0, 3));
    expect(lap).toBeDefined();
    expect(lap!.at(-1)).toMatchObject({ laps: 1, due: 1 });
  });
});
