import { describe, expect, it } from 'vitest';
import { shippedCircuits } from '../../../domain/speed-circuit/circuit/index.ts';
import type { Circuit, Square } from '../../../domain/speed-circuit/circuit/types.ts';
import { renderCircuit } from '../../../domain/speed-circuit/picture/index.ts';
import { findAll, findOne, hasClass, named, parseXml, pointList, type XmlElement } from './xml.ts';

const mean = (points: { x: number; y: number }[]) => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});
const centresOfRow = (circuit: Circuit, row: number) =>
  circuit.squares.filter((square) => square.row === row).map((square) => circuit.geometry.centres[square.index]!);
const number = (element: XmlElement, attribute: string): number => Number(element.attrs[attribute]);
/** The label texts placed at a square's centre, as printed (two decimals). */
const labelsAt = (labels: XmlElement[], circuit: Circuit, square: Square): string[] => {
  const { x } = circuit.geometry.centres[square.index]!;
  return labels.filter((label) => Math.abs(number(label, 'x') - x) < 0.006).map((label) => label.text);
};

describe.each(Object.values(shippedCircuits()))('the picture of $id', (circuit) => {
  const svg = renderCircuit(circuit);
  const root = parseXml(svg);
  const labels = findAll(findOne(root, hasClass('labels')), named('text'));

  it('is a well-formed SVG document framing the geometry, titled with the circuit name', () => {
    expect(root.name).toBe('svg');
    expect(root.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
    const [x, , width] = root.attrs.viewBox!.split(' ').map(Number);
    expect([x, width]).toEqual([0, circuit.geometry.width]);
    expect(root.children[0]).toMatchObject({ name: 'title', text: circuit.name });
    expect(findOne(root, hasClass('title')).text).toBe(circuit.name);
  });

  it('draws one outline per square, curve squares filled apart', () => {
    const outlines = findAll(root, hasClass('square'));
    expect(outlines.map((outline) => outline.attrs['data-square'])).toEqual(circuit.squares.map((square) => square.id));
    expect(outlines.filter(hasClass('curve'))).toHaveLength(circuit.squares.filter((square) => square.speed !== undefined).length);
    for (const outline of outlines) expect(pointList(outline.attrs.points!).length).toBeGreaterThanOrEqual(4);
  });

  it('[SC-NOTATION-5] prints each straight square’s row and lane on it', () => {
    for (const square of circuit.squares.filter((s) => s.speed === undefined)) {
      expect(labelsAt(labels, circuit, square)).toContain(`${square.row}${square.lane}`);
    }
  });

  it('[SC-NOTATION-6] prints each curve square’s lane and index on it, and the group number beside the curve', () => {
    for (const square of circuit.squares.filter((s) => s.speed !== undefined)) {
      expect(labelsAt(labels, circuit, square)).toContain(square.n > 1 ? `${square.lane}${square.k}` : square.lane);
    }
    const groups = findAll(root, hasClass('group')).map((label) => label.text);
    expect(groups).toEqual(circuit.curves.map((curve) => curve.id));
  });

  it('[SC-NOTATION-1] shows every row number of the lap', () => {
    const printed = new Set([...labels.map((label) => label.text.match(/^\d+/)?.[0])]);
    for (let row = 1; row <= circuit.rowsPerLap; row++) expect(printed).toContain(String(row));
  });

  it('[SC-CURVE-1] prints every curve square’s speed in it', () => {
    const curveSquares = circuit.squares.filter((square) => square.speed !== undefined);
    for (const square of curveSquares) expect(labelsAt(labels, circuit, square)).toContain(String(square.speed));
    expect(findAll(root, hasClass('speed'))).toHaveLength(curveSquares.length);
  });

  it('[SC-NOTATION-4] draws one arrow per trajectory through its squares, named T1, T2, …', () => {
    const trajectories = circuit.curves.flatMap((curve) => curve.trajectories);
    const arrows = findAll(root, hasClass('trajectory'));
    expect(arrows.map((arrow) => arrow.attrs['data-trajectory'])).toEqual(trajectories.map((t) => `${t.curve} ${t.name}`));
    arrows.forEach((arrow, i) => {
      const line = findOne(arrow, named('polyline'));
      expect(line.attrs['marker-end']).toBe('url(#arrow)');
      expect(pointList(line.attrs.points!)).toHaveLength(trajectories[i]!.squares.length);
      expect(findOne(arrow, named('text')).text).toBe(trajectories[i]!.name);
    });
    expect(findAll(root, (e) => e.name === 'marker' && e.attrs.id === 'arrow')).toHaveLength(1);
  });

  it('draws the start/finish line across the track between the last row and row 1', () => {
    const base = findOne(findOne(root, hasClass('start-finish')), hasClass('base'));
    const middle = { x: (number(base, 'x1') + number(base, 'x2')) / 2, y: (number(base, 'y1') + number(base, 'y2')) / 2 };
    const between = mean([...centresOfRow(circuit, 1), ...centresOfRow(circuit, circuit.rowsPerLap)]);
    expect(Math.hypot(middle.x - between.x, middle.y - between.y)).toBeLessThan(1);
    const length = Math.hypot(number(base, 'x2') - number(base, 'x1'), number(base, 'y2') - number(base, 'y1'));
    expect(length).toBeCloseTo(circuit.lanes * 20, 0);
  });

  it('[SC-RAIN-7] draws the cloud line across the track where the cloud row begins, with a cloud', () => {
    const cloud = findOne(root, hasClass('cloud-row'));
    expect(cloud.attrs['data-row']).toBe(String(circuit.cloudRow));
    const line = findOne(cloud, hasClass('cloud-line'));
    const middle = { x: (number(line, 'x1') + number(line, 'x2')) / 2, y: (number(line, 'y1') + number(line, 'y2')) / 2 };
    const between = mean([...centresOfRow(circuit, circuit.cloudRow - 1), ...centresOfRow(circuit, circuit.cloudRow)]);
    expect(Math.hypot(middle.x - between.x, middle.y - between.y)).toBeLessThan(1);
    expect(findAll(findOne(cloud, hasClass('cloud')), named('circle')).length).toBeGreaterThan(0);
  });

  it('[SC-PIT-5] draws the pit lane beside the start/finish line and an arrow onto each pit-exit square', () => {
    const pits = findOne(root, hasClass('pits'));
    const lane = pointList(findOne(pits, hasClass('pit-lane')).attrs.points!);
    const line = mean(centresOfRow(circuit, 1));
    expect(Math.min(...lane.map((p) => Math.hypot(p.x - line.x, p.y - line.y)))).toBeLessThan(3 * 20);
    const ways = findAll(pits, hasClass('pit-way'));
    expect(ways).toHaveLength(circuit.pit.exit.length);
    ways.forEach((way, i) => {
      const exit = circuit.geometry.centres[circuit.pit.exit[i]!]!;
      expect(Math.hypot(number(way, 'x2') - exit.x, number(way, 'y2') - exit.y)).toBeLessThan(10);
    });
    expect(findAll(root, hasClass('pit-exit')).map((e) => e.attrs['data-square'])).toEqual(
      [...circuit.pit.exit].sort((a, b) => a - b).map((index) => circuit.squares[index]!.id),
    );
  });
});

describe('circuit picture options', () => {
  const circuit = Object.values(shippedCircuits())[0]!;

  it('escapes a title so the document stays well-formed', () => {
    const svg = renderCircuit(circuit, { title: 'Rossi & Bianchi <"cup">' });
    expect(findOne(parseXml(svg), hasClass('title')).text).toBe('Rossi & Bianchi <"cup">');
    expect(svg).toContain('Rossi &amp; Bianchi &lt;&quot;cup&quot;&gt;');
  });

  it('sizes the document at `scale` pixels per unit and refuses a scale that is not positive', () => {
    const root = parseXml(renderCircuit(circuit, { scale: 3 }));
    expect(Number(root.attrs.width)).toBeCloseTo(circuit.geometry.width * 3, 1);
    expect(() => renderCircuit(circuit, { scale: 0 })).toThrow(expect.objectContaining({ field: 'options.scale' }));
  });

  it('gives the same string for the same circuit', () => {
    expect(renderCircuit(circuit)).toBe(renderCircuit(circuit));
  });
});
