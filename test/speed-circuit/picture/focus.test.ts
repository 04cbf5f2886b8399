/**
 * The email's picture of a large circuit, drawn around the reader's cars (SC-PBEM-8): the window
 * a circuit too large to be legible whole at 960 px is cut to, legible there, shared by readers
 * whose cars stand near each other.
 */
import { describe, expect, it } from 'vitest';
import { getCircuit } from '../../../domain/speed-circuit/circuit/index.ts';
import type { Circuit } from '../../../domain/speed-circuit/circuit/types.ts';
import { type RaceView, renderRace } from '../../../domain/speed-circuit/picture/index.ts';
import { emailPictureScale } from '../../../functions/notifier/notifier.ts';
import { svgToPng } from '../../../functions/picture/png.ts';
import { decodePng } from '../../picture/decode-png.ts';
import { threeCars } from './fixtures.ts';
import { findAll, hasClass, parseXml } from './xml.ts';

const monza = getCircuit('monza');
const oval = getCircuit('test-oval');

/** Cars on the first squares of rows `rows` of the circuit, numbered 1, 2, … */
const carsOn = (circuit: Circuit, rows: number[]): RaceView => ({
  turn: 5,
  cars: rows.map((row, i) => {
    const square = circuit.squares.find((s) => s.row === row && s.curve === undefined) ?? circuit.squares.find((s) => s.row === row)!;
    return { car: String(i + 1), driver: `Driver ${i + 1}`, colour: i, at: square.index, path: [] };
  }),
});

const viewBoxOf = (svg: string) => {
  const [x, y, width, height] = (/ viewBox="([^"]+)"/.exec(svg)?.[1] ?? '').split(' ').map(Number);
  return { x: x!, y: y!, width: width!, height: height! };
};

describe('the picture drawn around the reader’s cars', () => {
  const far = carsOn(monza, [2, 30]);
  const [first, second] = far.cars.map((car) => monza.geometry.centres[car.at as number]!);

  it('cuts a large circuit to a window 24 squares wide around the reader’s car, titled so', () => {
    const whole = viewBoxOf(renderRace(monza, far));
    const around = renderRace(monza, far, { focus: ['1'] });
    const box = viewBoxOf(around);
    expect(box.width).toBeLessThan(whole.width / 2);
    expect(first!.x).toBeGreaterThanOrEqual(box.x);
    expect(first!.x).toBeLessThanOrEqual(box.x + box.width);
    expect(first!.y).toBeGreaterThanOrEqual(box.y);
    expect(first!.y).toBeLessThanOrEqual(box.y + box.height);
    expect(parseXml(around).children.find((node) => node.name === 'title')?.text).toBe('Monza after turn 5, around car 1');
    // Every car is still drawn: the window shows those around the reader's.
    expect(findAll(parseXml(around), hasClass('car'))).toHaveLength(2);
  });

  it('gives readers whose cars are far apart different windows', () => {
    const box = viewBoxOf(renderRace(monza, far, { focus: ['2'] }));
    expect(second!.x).toBeGreaterThanOrEqual(box.x);
    expect(second!.x).toBeLessThanOrEqual(box.x + box.width);
    expect(box).not.toEqual(viewBoxOf(renderRace(monza, far, { focus: ['1'] })));
  });

  it('titles a window by the cars it shows, so readers whose cars stand near each other share one picture', () => {
    const near = carsOn(monza, [2, 2, 3, 30]);
    const forFirst = renderRace(monza, near, { focus: ['1'] });
    expect(renderRace(monza, near, { focus: ['2'] })).toBe(forFirst);
    expect(parseXml(forFirst).children.find((node) => node.name === 'title')?.text).toBe('Monza after turn 5, around cars 1, 2, 3');
    const field = carsOn(monza, [2, 2, 2, 2, 3, 3]);
    expect(parseXml(renderRace(monza, field, { focus: ['6'] })).children.find((node) => node.name === 'title')?.text).toBe('Monza after turn 5, around 6 cars');
    expect(parseXml(renderRace(monza, field, { focus: ['6'], language: 'it' })).children.find((node) => node.name === 'title')?.text).toBe(
      'Monza dopo il turno 5, intorno a 6 auto',
    );
  });

  it('draws few pictures for a whole field: a car on each of Monza’s rows gets one of at most 16 windows, on a grid of half a window', () => {
    const rows = [...new Set(monza.squares.map((square) => square.row))];
    const boxes = new Set(rows.map((row) => JSON.stringify(viewBoxOf(renderRace(monza, carsOn(monza, [row]), { focus: ['1'] })))));
    expect(rows.length).toBeGreaterThan(40);
    expect(boxes.size).toBeLessThanOrEqual(16);
  });

  it('leaves out the squares and labels that do not reach into the window, and keeps every one that does', () => {
    const around = renderRace(monza, far, { focus: ['1'] });
    const box = viewBoxOf(around);
    const drawn = new Set(findAll(parseXml(around), hasClass('square')).map((square) => square.attrs['data-square']));
    const inside = monza.squares.filter((square) =>
      monza.geometry.outlines[square.index]!.some(({ x, y }) => x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height),
    );
    expect(inside.length).toBeGreaterThan(50);
    for (const square of inside) expect(drawn.has(square.id), square.id).toBe(true);
    expect(drawn.size).toBeLessThan(findAll(parseXml(renderRace(monza, far)), hasClass('square')).length / 3);
    expect(findAll(parseXml(around), hasClass('name'))).toHaveLength(drawn.size);
  });

  it('draws a circuit that is legible whole, as a whole: the test oval', () => {
    expect(renderRace(oval, threeCars, { focus: ['3'] })).toBe(renderRace(oval, threeCars));
  });

  it('is at least 900 px wide in the email, with squares twice as large as the whole circuit’s, and at most 150 KB', async () => {
    const around = renderRace(monza, far, { focus: ['1'] });
    const whole = renderRace(monza, far);
    const png = decodePng(await svgToPng(around, { scale: emailPictureScale(around), palette: true }));
    const wholePng = decodePng(await svgToPng(whole, { scale: emailPictureScale(whole), palette: true }));
    expect(png.width).toBeGreaterThanOrEqual(900);
    const pixelsPerUnit = (picture: { width: number }, svg: string) => picture.width / viewBoxOf(svg).width;
    expect(pixelsPerUnit(png, around)).toBeGreaterThanOrEqual(1.8 * pixelsPerUnit(wholePng, whole));
    expect((await svgToPng(around, { scale: emailPictureScale(around), palette: true })).byteLength).toBeLessThanOrEqual(150 * 1024);
  });
});
