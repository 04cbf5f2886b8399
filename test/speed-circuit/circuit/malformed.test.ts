import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/errors.ts';
import { compileCircuit } from '../../../domain/speed-circuit/circuit/index.ts';
import ovalFile from '../../../domain/speed-circuit/circuits/test-oval.json' with { type: 'json' };

type Json = Record<string, any>;

/** The test oval with one change; sections[1] is the hairpin 4, sections[3] the right kink 10. */
const oval = (change: (file: Json) => void): Json => {
  const file = structuredClone(ovalFile) as Json;
  change(file);
  return file;
};

const rejection = (file: unknown): DomainError => {
  try {
    compileCircuit(file);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
};

const cases: { title: string; file: Json; field: string; reason: RegExp }[] = [
  {
    title: 'a speed that is not a multiple of 20',
    file: oval((f) => (f.sections[1].lanes.B[1] = 90)),
    field: 'sections[1].lanes.B[1]',
    reason: /multiple of 20/,
  },
  {
    title: 'a speed of 0',
    file: oval((f) => (f.sections[1].lanes.A[0] = 0)),
    field: 'sections[1].lanes.A[0]',
    reason: /positive/,
  },
  {
    title: 'a lane the circuit does not have',
    file: oval((f) => (f.sections[1].lanes.D = [140])),
    field: 'sections[1].lanes.D',
    reason: /unknown lane D: the circuit has 3 lanes \(A–C\)/,
  },
  {
    title: 'a curve with fewer lanes than the circuit',
    file: oval((f) => delete f.sections[3].lanes.C),
    field: 'sections[3].lanes',
    reason: /lane C missing/,
  },
  {
    title: 'a circuit declaring more lanes than its curves print',
    file: oval((f) => (f.lanes = 4)),
    field: 'sections[1].lanes',
    reason: /lane D missing/,
  },
  {
    title: 'a trajectory stepping backwards',
    file: oval((f) => (f.sections[1].trajectories.T2 = ['B1', 'C1', 'C2', 'C3', 'C4'])),
    field: 'curve 4 trajectory T2 (4 B1 → 4 C1)',
    reason: /not one step forward: from 4 B1 the arrow can only go to 4 C2 in lane C/,
  },
  {
    title: 'a trajectory skipping a square',
    file: oval((f) => (f.sections[1].trajectories.T1 = ['A1', 'B3'])),
    field: 'curve 4 trajectory T1 (4 A1 → 4 B3)',
    reason: /can only go to 4 B2/,
  },
  {
    title: 'a trajectory jumping over a lane',
    file: oval((f) => (f.sections[1].trajectories.T1 = ['A1', 'C3', 'C4'])),
    field: 'curve 4 trajectory T1 (4 A1 → 4 C3)',
    reason: /same or an adjacent lane/,
  },
  {
    title: 'a trajectory ending before the end of its lane',
    file: oval((f) => (f.sections[1].trajectories.T1 = ['A1', 'B2'])),
    field: 'curve 4 trajectory T1 (4 B2)',
    reason: /ends on the last square of a lane \(lane B ends at 4 B3\)/,
  },
  {
    title: 'a trajectory starting where no car can enter',
    file: oval((f) => (f.sections[1].trajectories.T1 = ['A2', 'B3'])),
    field: 'curve 4 trajectory T1 (4 A2)',
    reason: /reachable in one step from row 3/,
  },
  {
    title: 'a trajectory through a square the curve does not have',
    file: oval((f) => (f.sections[1].trajectories.T1 = ['A1', 'B4'])),
    field: 'sections[1].trajectories.T1[1]',
    reason: /curve 4 has no square B4/,
  },
  {
    title: 'a one-square lane written with the index of a longer lane',
    file: oval((f) => (f.sections[3].aligned = [['A2', 'B1']])),
    field: 'sections[3].aligned[0][0]',
    reason: /curve 10 has no square A2/,
  },
  {
    title: 'T2 slower than T1',
    file: oval((f) => {
      const { T1, T2 } = f.sections[1].trajectories;
      f.sections[1].trajectories = { T1: T2, T2: T1 };
    }),
    field: 'curve 4 trajectory T2',
    reason: /must be faster than T1/,
  },
  {
    title: 'a name with a control character, which the picture could not draw',
    file: oval((f) => (f.name = 'Test\u0001Oval')),
    field: 'name',
    reason: /contains U\+0001, a control character/,
  },
  {
    title: 'a trajectory name that is not T1, T2, …',
    file: oval((f) => (f.sections[7].trajectories = { X1: ['A1', 'B2', 'B3'] })),
    field: 'sections[7].trajectories.X1',
    reason: /a trajectory is named T1, T2/,
  },
  {
    title: 'trajectories numbered with a gap',
    file: oval((f) => (f.sections[7].trajectories = { T2: ['A1', 'B2', 'B3'] })),
    field: 'sections[7].trajectories',
    reason: /without gaps; found T2/,
  },
  {
    title: 'aligned squares two lanes apart',
    file: oval((f) => (f.sections[1].aligned = [['A1', 'C1']])),
    field: 'curve 4 aligned 4 A1 / 4 C1',
    reason: /level in adjacent lanes/,
  },
  {
    title: 'aligned squares that are not level',
    file: oval((f) => (f.sections[1].aligned = [['A1', 'B1']])),
    field: 'curve 4 aligned 4 A1 / 4 B1',
    reason: /not square 1 of 2 in lane A and square 1 of 3 in lane B/,
  },
  {
    title: 'a grid square that does not exist',
    file: oval((f) => (f.grid = ['99A', ...Array.from({ length: 23 }, (_, i) => `${28 - i}B`)])),
    field: 'grid[0]',
    reason: /square 99A does not exist/,
  },
  {
    title: 'a grid square listed twice',
    file: oval((f) => (f.grid = ['28A', '28A'])),
    field: 'grid[1]',
    reason: /28A is listed twice/,
  },
  {
    title: 'a grid square in a curve',
    file: oval((f) => (f.grid = ['16 A1'])),
    field: 'grid[0]',
    reason: /16 A1 is a curve square/,
  },
  {
    title: 'too few grid squares for the starters',
    file: oval((f) => (f.grid = ['28A', '28C', '27A'])),
    field: 'grid',
    reason: /holds 3 squares but up to 24 cars start/,
  },
  {
    title: 'a grid rule running out of rows',
    file: oval((f) => (f.grid = { fromRow: 5, lanes: ['A', 'C'] })),
    field: 'grid.fromRow',
    reason: /24 grid squares need 12 rows from row 5/,
  },
  {
    title: 'a grid rule with an unknown lane',
    file: oval((f) => (f.grid = { lanes: ['A', 'E'] })),
    field: 'grid.lanes[1]',
    reason: /unknown lane E/,
  },
  {
    title: 'an unknown pit exit',
    file: oval((f) => (f.pitExit = ['1D'])),
    field: 'pitExit[0]',
    reason: /square 1D does not exist/,
  },
  {
    title: 'a cloud row beyond the lap',
    file: oval((f) => (f.cloudRow = 29)),
    field: 'cloudRow',
    reason: /row 29 does not exist: the lap has rows 1–28/,
  },
  {
    title: 'a cloud row 0',
    file: oval((f) => (f.cloudRow = 0)),
    field: 'cloudRow',
    reason: /too small/i,
  },
  {
    title: 'an unsupported number of starters',
    file: oval((f) => (f.maxStarters = 25)),
    field: 'maxStarters',
    reason: /expected one of 24\|26/,
  },
  {
    title: 'a straight of no rows',
    file: oval((f) => (f.sections[0].straight = 0)),
    field: 'sections[0].straight',
    reason: /too small/i,
  },
  {
    title: 'a curve turning neither left nor right',
    file: oval((f) => (f.sections[1].turn = 'up')),
    field: 'sections[1].turn',
    reason: /expected one of "left"\|"right"/,
  },
  {
    title: 'a lap without curves',
    file: oval((f) => (f.sections = [{ straight: 30 }])),
    field: 'sections',
    reason: /at least one curve/,
  },
  {
    title: 'curves that do not turn the lap round',
    file: oval((f) => {
      f.sections[3].turn = 'left';
      f.sections[5].turn = 'right';
      f.sections[1].turn = 'right';
    }),
    field: 'sections',
    reason: /turn 0° in all/,
  },
  { title: 'no object at all', file: 42 as unknown as Json, field: 'file', reason: /object/ },
  {
    title: '[SCC-MOVE-3] a lane pair of the circuit that is not two adjacent lanes',
    file: oval((f) => (f.diagonals = ['AB', 'AC'])),
    field: 'diagonals[1]',
    reason: /AC is not a pair of adjacent lanes of curve 4/,
  },
  {
    title: '[SCC-MOVE-3] a lane pair of a curve naming a lane the circuit does not have',
    file: oval((f) => (f.sections[3].diagonals = ['CD'])),
    field: 'sections[3].diagonals[0]',
    reason: /CD is not a pair of adjacent lanes of curve 10/,
  },
  {
    title: '[SCC-MOVE-3] a lane pair written with more than two lanes',
    file: oval((f) => (f.sections[1].diagonals = ['ABC'])),
    field: 'sections[1].diagonals[0]',
    reason: /ABC is not a pair of adjacent lanes of curve 4/,
  },
];

describe('malformed circuit files', () => {
  it.each(cases)('rejects $title, naming $field', ({ file, field, reason }) => {
    const error = rejection(file);
    expect(error.kind).toBe('invalid');
    expect(error.field).toBe(field);
    expect(error.message).toMatch(reason);
  });

  it('never crashes on arbitrary JSON: it compiles or answers a DomainError', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(rejection(value).kind).toBe('invalid');
      }),
    );
  });

  it('never crashes when any one value of a valid file is replaced', () => {
    const leaves = (value: unknown, path: (string | number)[] = []): (string | number)[][] =>
      value !== null && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, Array.isArray(value) ? Number(k) : k]))
        : [path];
    const paths = leaves(ovalFile);
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, replacement) => {
        const file = oval((f) => {
          const parent = path.slice(0, -1).reduce((node: Json, key) => node[key], f);
          parent[path.at(-1)!] = replacement;
        });
        try {
          compileCircuit(file);
        } catch (error) {
          expect(error).toBeInstanceOf(DomainError);
        }
      }),
    );
  });
});
