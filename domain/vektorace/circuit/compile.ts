/**
 * Compiles a circuit file (docs/vektorace-circuits.md) into the exact `Circuit` the rules drive
 * on (VK-GAP-9, VK-GAP-10); every refusal names the element of the file.
 */
import { invalid } from '../../errors.ts';
import { compare, fromUnits, type Surd, sign, sub, ZERO } from '../exact.ts';
import {
  along,
  discOverlaps,
  discsOverlap,
  dot,
  type Heading,
  locate,
  minus,
  type Point,
  type Polygon,
  plus,
  point,
  polygonsOverlap,
  rectangle,
  segmentsMeet,
  turn,
  unit,
} from '../geometry.ts';
import { octagon } from '../shapes.ts';
import { type CircuitFile, type CurveFile, parseCircuitFile } from './schema.ts';
import type { Circuit, Curve, Gate } from './types.ts';

const units = (n: number): Surd => fromUnits(n)!;
const place = (p: { x: number; y: number }): Point => point(units(p.x), units(p.y));
const heading = (degrees: number): Heading => turn(degrees / 45, 0);

const onTable = (table: Polygon, p: Point): boolean => locate(table, p) <= 0;

/** The rectangle with corners `from` and `to`, in any order; undefined when it has no area. */
const box = (from: Point, to: Point): Polygon | undefined => {
  const [x0, x1] = compare(from.x, to.x) <= 0 ? [from.x, to.x] : [to.x, from.x];
  const [y0, y1] = compare(from.y, to.y) <= 0 ? [from.y, to.y] : [to.y, from.y];
  if (compare(x0, x1) === 0 || compare(y0, y1) === 0) return undefined;
  return rectangle(point(x0, y0), point(x1, y1));
};

/** Where the ray from `origin` along `h` leaves the table (the origin on it). */
const toEdge = (origin: Point, h: Heading, size: { width: Surd; height: Surd }): Point => {
  const u = unit(h);
  const room = (at: Surd, toward: Surd, limit: Surd): Surd | undefined => {
    const s = sign(toward);
    return s === 0 ? undefined : s > 0 ? sub(limit, at) : at;
  };
  const rooms = [room(origin.x, u.x, size.width), room(origin.y, u.y, size.height)].filter((r): r is Surd => r !== undefined);
  const least = rooms.reduce((a, b) => (compare(a, b) <= 0 ? a : b));
  // Along a diagonal both coordinates change by the same amount.
  const dx = sign(u.x) === 0 ? ZERO : sign(u.x) > 0 ? least : sub(ZERO, least);
  const dy = sign(u.y) === 0 ? ZERO : sign(u.y) > 0 ? least : sub(ZERO, least);
  return plus(origin, point(dx, dy));
};

/** `length` units from `origin` along `h`, refused where it leaves the (i + j√2)/4 lattice. */
const lineEnd = (field: string, origin: Point, h: Heading, length: number): Point => {
  const end = along(h, units(length));
  if (!end) throw invalid(field, `${length} units along a diagonal leaves the exact lattice: a diagonal line's length must be a multiple of ½`);
  return plus(origin, end);
};

const compileCurve = (curve: CurveFile, i: number, table: Polygon, size: { width: Surd; height: Surd }): Curve => {
  const field = `curves[${i}]`;
  const centre = place(curve.centre);
  const disc = { centre, radius: units(curve.radius) };
  const travel = heading(curve.travel);
  const direction = turn(travel, curve.kerb === 'L' ? -2 : 2);
  if (!onTable(table, centre)) throw invalid(`${field}.centre`, `curve ${curve.number}'s centre is off the table`);
  const edgeGap = [centre.x, centre.y, sub(size.width, centre.x), sub(size.height, centre.y)];
  if (edgeGap.some((gap) => compare(gap, disc.radius) < 0)) throw invalid(`${field}.radius`, `curve ${curve.number}'s token reaches over the table edge`);
  const gateEnd = curve.gate === undefined ? toEdge(centre, direction, size) : lineEnd(`${field}.gate`, centre, direction, curve.gate);
  const insideEnd = lineEnd(`${field}.inside`, centre, turn(direction, 4), curve.inside);
  if (!onTable(table, gateEnd)) throw invalid(`${field}.gate`, `curve ${curve.number}'s gate runs off the table`);
  if (!onTable(table, insideEnd)) throw invalid(`${field}.inside`, `curve ${curve.number}'s inside line runs off the table`);
  const gate: Gate = { origin: centre, travel, direction, length: curve.gate === undefined ? undefined : units(curve.gate), inside: units(curve.inside) };
  return { number: curve.number, disc, kerb: curve.kerb, gate, gateEnd, insideEnd };
};

const compileCurves = (file: CircuitFile, table: Polygon, size: { width: Surd; height: Surd }): Curve[] => {
  const curves = file.curves.map((curve, i) => compileCurve(curve, i, table, size));
  file.curves.forEach((curve, i) => {
    const first = file.curves.findIndex((other) => other.number === curve.number);
    if (first !== i) throw invalid(`curves[${i}].number`, `curve ${curve.number} is given twice, also as curves[${first}]`);
    if (curve.number > file.curves.length)
      throw invalid(`curves[${i}].number`, `curve ${curve.number} among ${file.curves.length} curves: the curves are numbered 1 to ${file.curves.length}`);
  });
  curves.forEach((curve, i) => {
    const j = curves.slice(0, i).findIndex((other) => discsOverlap(curve.disc, other.disc));
    if (j >= 0) throw invalid(`curves[${i}]`, `curve ${curve.number}'s token overlaps curve ${curves[j]!.number}'s (curves[${j}])`);
  });
  return [...curves].sort((a, b) => a.number - b.number);
};

const across = (direction: Heading): boolean => direction % 2 === 0;

/** The segment from → to, along an axis, as a gate crossed along `travel` (VK-GAP-9 item 4). */
const lineGate = (from: Point, to: Point, travel: Heading): Gate => {
  const line = minus(to, from);
  const direction: Heading = sign(line.x) > 0 ? 0 : sign(line.y) > 0 ? 2 : sign(line.x) < 0 ? 4 : 6;
  const length = sign(line.x) === 0 ? line.y : line.x;
  return { origin: from, travel, direction, length: sign(length) < 0 ? sub(ZERO, length) : length, inside: ZERO };
};

export const compileCircuit = (input: unknown): Circuit => {
  const file = parseCircuitFile(input);
  const size = { width: units(file.table.width), height: units(file.table.height) };
  const table = rectangle(point(ZERO, ZERO), point(size.width, size.height));
  const direction = heading(file.finish.direction);
  if (!across(direction)) throw invalid('finish.direction', 'the race direction must be square to the table edge (VK-SETUP-4): 0, 90, 180 or 270');
  const curves = compileCurves(file, table, size);

  const pitWall = box(place(file.pitWall.from), place(file.pitWall.to));
  if (!pitWall) throw invalid('pitWall', 'the pit wall has no area');
  if (pitWall.some((v) => !onTable(table, v))) throw invalid('pitWall', 'the pit wall is off the table');
  const pitArea = box(place(file.pitArea.from), place(file.pitArea.to));
  if (!pitArea) throw invalid('pitArea', 'the pit area has no area');
  if (pitArea.some((v) => !onTable(table, v))) throw invalid('pitArea', 'the pit area is off the table');
  if (polygonsOverlap(pitWall, pitArea)) throw invalid('pitArea', 'the pit area overlaps the pit wall');
  const t = unit(direction);
  const span = (polygon: Polygon): [Surd, Surd] => {
    const values = polygon.map((v) => dot(v, t));
    return [values.reduce((a, b) => (compare(a, b) <= 0 ? a : b)), values.reduce((a, b) => (compare(a, b) >= 0 ? a : b))];
  };
  const [wallStart, wallEnd] = span(pitWall);
  const [entryAt, exitAt] = span(pitArea);
  if (
    compare(wallStart, entryAt) !== 0 ||
    compare(wallEnd, exitAt) !== 0 ||
    !pitWall.some((v) => pitArea.some((w) => compare(v.x, w.x) === 0 && compare(v.y, w.y) === 0))
  )
    throw invalid('pitArea', 'the pit area must lie beside the pit wall along its whole length, in the race direction');
  const sideAt = (value: Surd): [Point, Point] => {
    const [a, b] = pitArea.filter((v) => compare(dot(v, t), value) === 0);
    return [a!, b!];
  };

  const from = place(file.finish.from);
  const to = place(file.finish.to);
  const line = minus(to, from);
  if (sign(dot(line, t)) !== 0 || (sign(line.x) === 0 && sign(line.y) === 0))
    throw invalid('finish', 'the finish line must be a segment square to the race direction');
  if (!onTable(table, from) || !onTable(table, to)) throw invalid('finish', 'the finish line runs off the table');
  if (!segmentsMeet(from, to, pitArea[0]!, pitArea[2]!) && !pitArea.some((v, i) => segmentsMeet(from, to, v, pitArea[(i + 1) % 4]!)))
    throw invalid('finish', 'the finish line must run across the pit lane (VK-GAP-10)');
  const [chequeredA, chequeredB] = pitWall.filter((v) => compare(dot(v, t), wallStart) === 0);
  if (!segmentsMeet(from, to, chequeredA!, chequeredB!))
    throw invalid('finish', 'the finish line must run through the chequered side of the pit wall (VK-SETUP-1)');
  const finish = { ...lineGate(from, to, direction), from, to };

  const pole: [Point, Point] = [place(file.pole.from), place(file.pole.to)];
  if (sign(dot(minus(pole[1], pole[0]), t)) !== 0)
    throw invalid('pole', 'the pole segment must be square to the race direction, the cars facing it side by side');
  pole.forEach((centre, i) => {
    const base = octagon(centre);
    const field = `pole.${i === 0 ? 'from' : 'to'}`;
    if (base.some((v) => !onTable(table, v))) throw invalid(field, 'a pole car here is off the table');
    if (polygonsOverlap(base, pitWall) || polygonsOverlap(base, pitArea)) throw invalid(field, 'a pole car here overlaps the pit wall or the pit area');
    const token = curves.find((curve) => discOverlaps(curve.disc, base));
    if (token) throw invalid(field, `a pole car here overlaps curve ${token.number}`);
  });

  curves.forEach((curve) => {
    const i = file.curves.findIndex((c) => c.number === curve.number);
    if (discOverlaps(curve.disc, pitWall)) throw invalid(`curves[${i}]`, `curve ${curve.number}'s token overlaps the pit wall`);
    if (discOverlaps(curve.disc, pitArea)) throw invalid(`curves[${i}]`, `curve ${curve.number}'s token overlaps the pit area`);
  });

  return {
    id: file.id,
    name: file.name,
    ...(file.description === undefined ? {} : { description: file.description }),
    file,
    size,
    table,
    laps: file.laps,
    direction,
    curves,
    pitWall,
    pitArea,
    entry: lineGate(...sideAt(entryAt), direction),
    exit: lineGate(...sideAt(exitAt), direction),
    finish,
    pole,
  };
};
