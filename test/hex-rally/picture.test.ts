/**
 * The hex rally picture (domain/hex-rally/picture.ts): the bare track and the race after a turn,
 * read back as XML rather than matched as text, and rendered to the emails' palette PNG. A seeded
 * race of six cars driven by the non-human player down Orc Pass gives the busy picture; states
 * made by hand give the conditions a seeded race may not show. This file also writes that race's
 * picture, SVG and PNG at the emails' size, to test-artifacts/picture/ (gitignored) for review.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HexRallyEvent } from '../../domain/hex-rally/events.ts';
import { DIRECTIONS, type Hex, hexKey, neighbour } from '../../domain/hex-rally/hex.ts';
import { HEX_RALLY_ID } from '../../domain/hex-rally/id.ts';
import { hexRallyPicture } from '../../domain/hex-rally/picture.ts';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import type { HexRallyState } from '../../domain/hex-rally/state.ts';
import { shippedCircuits } from '../../domain/hex-rally/track/index.ts';
import orcPassFile from '../../domain/hex-rally/tracks/orc-pass.json' with { type: 'json' };
import { playDeclarations } from '../../domain/hex-rally/turn.ts';
import { pictures } from '../../domain/pictures.ts';
import { emailPictureScale } from '../../functions/notifier/notifier.ts';
import { svgToPng } from '../../functions/picture/png.ts';
import { decodePng, PNG_SIGNATURE } from '../picture/decode-png.ts';
import { findAll, findOne, hasClass, named, parseXml, pointList, type XmlElement } from '../speed-circuit/picture/xml.ts';
import { seededDice } from '../support/dice.ts';
import { stateOn } from './support.ts';

const ORC_PASS = shippedCircuits()['orc-pass']!;
const LOOP = shippedCircuits()['test-loop']!;
const NUMBERS = ['3', '7', '12', '21', '5', '9'];

/** Six cars from the grid, humans and orcs in turn, driven by the non-human player for `turns` turns: the state and the last turn's events. */
const seededRace = (seed: number, turns: number): { state: HexRallyState; last: HexRallyEvent[] } => {
  let state = stateOn(
    ORC_PASS,
    ORC_PASS.grid.map((slot, i) => ({ car: NUMBERS[i]!, hex: slot.hex, facing: slot.facing, with: { driver: i % 2 === 0 ? 'orc' : 'human' } })),
  );
  const dice = seededDice(seed);
  let last: HexRallyEvent[] = [];
  for (let turn = 0; turn < turns; turn++) ({ state, events: last } = playDeclarations(ORC_PASS, state, {}, dice));
  return { state, last };
};

/** Turn 6 of seed 8: every car racing, in the climb to the crest, two of them in a drift. */
const midRace = seededRace(8, 6);

const carsOf = (root: XmlElement, className: 'car' | 'legend-car') => findAll(root, hasClass(className));
const byCar = (root: XmlElement, className: 'car' | 'legend-car', car: string) => findOne(root, (e) => hasClass(className)(e) && e.attrs['data-car'] === car);

/** The centre of a hex as the picture draws it: the mean of its polygon's corners. */
const hexCentre = (root: XmlElement, hex: Hex) => {
  const corners = pointList(findOne(root, (e) => e.name === 'polygon' && hasClass('hex')(e) && e.attrs['data-hex'] === hexKey(hex)).attrs.points!);
  return { x: corners.reduce((sum, p) => sum + p.x, 0) / 6, y: corners.reduce((sum, p) => sum + p.y, 0) / 6 };
};

/** The picture's title, the document's own. */
const titleOf = (root: XmlElement) => root.children.find((child) => child.name === 'title')!.text;

/** Degrees anticlockwise from east, 0–360, on a page whose y axis points down. */
const bearing = (from: { x: number; y: number }, to: { x: number; y: number }) =>
  ((((Math.atan2(from.y - to.y, to.x - from.x) * 180) / Math.PI) % 360) + 360) % 360;

describe('the hex rally race picture', () => {
  const root = parseXml(hexRallyPicture.race(ORC_PASS, midRace.state, midRace.last, 'en'));

  it('[HX-CORE-1] draws every car on its hex with its number and its nose toward its heading', () => {
    const markers = carsOf(root, 'car');
    expect(markers.map((m) => m.attrs['data-car']).sort()).toEqual([...NUMBERS].sort());
    for (const marker of markers) {
      const car = midRace.state.cars[marker.attrs['data-car']!]!;
      expect(findOne(marker, hasClass('number')).text).toBe(marker.attrs['data-car']);
      expect(marker.attrs['data-hex']).toBe(hexKey(car.hex));
      const body = findOne(marker, hasClass('body'));
      const centre = { x: Number(body.attrs.cx), y: Number(body.attrs.cy) };
      expect(centre.x).toBeCloseTo(hexCentre(root, car.hex).x, 1);
      expect(centre.y).toBeCloseTo(hexCentre(root, car.hex).y, 1);
      const tip = pointList(findOne(marker, hasClass('nose')).attrs.points!)[0]!;
      expect(bearing(centre, tip)).toBeCloseTo((car.facing - 1) * 60, 0);
    }
  });

  it('[HX-GAP-2] points a nose each of the six ways, anticlockwise from east: 1 = E, 2 = NE, 3 = NW, 4 = W, 5 = SW, 6 = SE', () => {
    const hexes = ['2,1', '4,1', '6,1', '8,1', '10,1', '5,2'].map((key) => {
      const [q, r] = key.split(',').map(Number) as [number, number];
      return { q, r };
    });
    const state = stateOn(
      LOOP,
      DIRECTIONS.map((facing, i) => ({ car: String(facing), hex: hexes[i]!, facing })),
    );
    const drawn = parseXml(hexRallyPicture.race(LOOP, state, [], 'en'));
    const headings = carsOf(drawn, 'car').map((marker) => {
      const body = findOne(marker, hasClass('body'));
      const tip = pointList(findOne(marker, hasClass('nose')).attrs.points!)[0]!;
      return [marker.attrs['data-facing'], Math.round(bearing({ x: Number(body.attrs.cx), y: Number(body.attrs.cy) }, tip))];
    });
    expect(headings).toEqual([
      ['1', 0],
      ['2', 60],
      ['3', 120],
      ['4', 180],
      ['5', 240],
      ['6', 300],
    ]);
    // North-east is the row above, half a hex to the right: the neighbour the rules step to.
    const from = hexCentre(drawn, { q: 5, r: 2 });
    const ne = hexCentre(drawn, neighbour({ q: 5, r: 2 }, 2));
    expect(bearing(from, ne)).toBeCloseTo(60, 0);
  });

  it('draws each car’s hexes of the last turn as a line in its colour through their centres, in the order it entered them', () => {
    const moved = midRace.last.flatMap((event) => (event.type === 'CarMoved' && event.path.length > 0 ? [event] : []));
    expect(moved.length).toBe(6);
    const paths = findAll(root, hasClass('path-of'));
    expect(paths.map((p) => p.attrs['data-car']).sort()).toEqual(moved.map((event) => event.car).sort());
    for (const event of moved) {
      const path = findOne(root, (e) => hasClass('path-of')(e) && e.attrs['data-car'] === event.car);
      expect(path.attrs['data-path']).toBe(event.path.map(hexKey).join(' '));
      const line = pointList(findOne(path, hasClass('path')).attrs.points!);
      expect(line.length).toBe(event.path.length);
      line.forEach((point, i) => {
        expect(point.x).toBeCloseTo(hexCentre(root, event.path[i]!).x, 1);
        expect(point.y).toBeCloseTo(hexCentre(root, event.path[i]!).y, 1);
      });
      const body = findOne(byCar(root, 'car', event.car), hasClass('body'));
      expect(findOne(path, hasClass('path')).attrs.stroke).toBe(body.attrs.fill);
      // The line ends at the car.
      expect(line.at(-1)!.x).toBeCloseTo(Number(body.attrs.cx), 1);
    }
  });

  it('draws no path on the grid, before any car has moved', () => {
    const grid = stateOn(
      ORC_PASS,
      ORC_PASS.grid.map((slot, i) => ({ car: NUMBERS[i]!, hex: slot.hex, facing: slot.facing })),
    );
    const placed: HexRallyEvent[] = ORC_PASS.grid.map((slot, i) => ({ type: 'CarPlaced', car: NUMBERS[i]!, hex: slot.hex, facing: slot.facing, toGo: 0 }));
    const drawn = parseXml(hexRallyPicture.race(ORC_PASS, grid, placed, 'en'));
    expect(findAll(drawn, hasClass('path-of'))).toEqual([]);
    expect(carsOf(drawn, 'car').length).toBe(6);
    expect(titleOf(drawn)).toBe('Orc Pass: the grid');
  });

  it('names the turn in the title, in English and in Italian, and gives every car its line in the legend', () => {
    expect(titleOf(root)).toBe('Orc Pass after turn 6');
    const italian = parseXml(hexRallyPicture.race(ORC_PASS, midRace.state, midRace.last, 'it'));
    expect(titleOf(italian)).toBe('Passo degli Orchi dopo il turno 6');
    const car = midRace.state.cars[5]!;
    const line = (drawn: XmlElement) => findOne(byCar(drawn, 'legend-car', '5'), named('title')).text;
    expect(line(root)).toBe(`Car 5 · orc · speed ${car.speed} · at ${hexKey(car.hex)}`);
    expect(line(italian)).toBe(`Auto 5 · orco · velocità ${car.speed} · in ${hexKey(car.hex)}`);
    expect(carsOf(root, 'legend-car').map((m) => m.attrs['data-car'])).toEqual(['3', '5', '7', '9', '12', '21']);
    // A language the picture does not speak gets English.
    expect(hexRallyPicture.race(ORC_PASS, midRace.state, midRace.last, 'fr')).toBe(hexRallyPicture.race(ORC_PASS, midRace.state, midRace.last, 'en'));
  });

  it('draws the same race the same way every time', () => {
    const again = seededRace(8, 6);
    expect(hexRallyPicture.race(ORC_PASS, again.state, again.last, 'en')).toBe(hexRallyPicture.race(ORC_PASS, midRace.state, midRace.last, 'en'));
    expect(hexRallyPicture.circuit(ORC_PASS, 'it')).toBe(hexRallyPicture.circuit(ORC_PASS, 'it'));
  });
});

describe('a car’s condition on the picture', () => {
  const hex = (q: number, r: number): Hex => ({ q, r });
  const state = stateOn(
    LOOP,
    [
      { car: '1', hex: hex(5, 1), speed: 4, with: { effect: 'drift' } },
      { car: '2', hex: hex(7, 1), speed: 5, with: { effect: 'skid' } },
      { car: '3', hex: hex(2, 5), with: { status: 'finished' } },
      { car: '4', hex: hex(9, 1), facing: 4, with: { status: 'out' } },
      { car: '5', hex: hex(9, 3), speed: 2 },
      { car: '6', hex: hex(10, 3), facing: 2, with: { status: 'out' } },
    ],
    { finishers: ['3'], retired: ['6', '4'], turn: 9 },
  );
  // Car 3 finished and car 4 went out in the last turn; car 6 went out before it.
  const last: HexRallyEvent[] = [
    { type: 'CarFinished', car: '3' },
    { type: 'CarRetired', car: '4', reason: 'durability' },
  ];
  const root = parseXml(hexRallyPicture.race(LOOP, state, last, 'en'));
  const condition = (car: string) => byCar(root, 'car', car);

  it('[HX-GAP-8] rings a car in a drift once and a car in a skid twice, and says which in the legend', () => {
    expect(condition('1').attrs['data-condition']).toBe('drift');
    expect(findAll(condition('1'), hasClass('drift')).length).toBe(1);
    expect(condition('2').attrs['data-condition']).toBe('skid');
    expect(findAll(condition('2'), hasClass('skid')).length).toBe(2);
    expect(condition('5').attrs['data-condition']).toBe('racing');
    expect(findAll(condition('5'), (e) => hasClass('drift')(e) || hasClass('skid')(e))).toEqual([]);
    expect(findOne(byCar(root, 'legend-car', '1'), named('title')).text).toBe('Car 1 · orc · speed 4 · in a drift · at 5,1');
    expect(findOne(byCar(root, 'legend-car', '2'), named('title')).text).toBe('Car 2 · orc · speed 5 · in a skid · at 7,1');
  });

  it('[HX-GAP-7] draws a car that finished in the last turn where it crossed the line, ringed with two rows of squares like the line, with its place', () => {
    expect(condition('3').attrs['data-hex']).toBe('2,5');
    expect(findAll(condition('3'), hasClass('chequer')).length).toBe(2);
    expect(findOne(byCar(root, 'legend-car', '3'), named('title')).text).toBe('Car 3 · orc · finished 1st · at 2,5');
  });

  it('[HX-GAP-6] draws a car that went out in the last turn faded and crossed out where it went out; one out before is off the map, in the legend only', () => {
    expect(findOne(condition('4'), hasClass('body')).attrs.class).toBe('body faded');
    expect(findAll(condition('4'), hasClass('cross')).length).toBe(2);
    expect(carsOf(root, 'car').map((m) => m.attrs['data-car'])).not.toContain('6');
    const gone = byCar(root, 'legend-car', '6');
    expect(gone.attrs['data-condition']).toBe('out');
    expect(gone.attrs['data-facing']).toBe('2');
    expect(findOne(gone, hasClass('number')).text).toBe('6');
    expect(findOne(gone, named('title')).text).toBe('Car 6 · orc · out');
  });

  it('says the conditions in Italian', () => {
    const italian = parseXml(hexRallyPicture.race(LOOP, state, last, 'it'));
    const line = (car: string) => findOne(byCar(italian, 'legend-car', car), named('title')).text;
    expect([line('1'), line('2'), line('3'), line('6')]).toEqual([
      'Auto 1 · orco · velocità 4 · in deriva · in 5,1',
      'Auto 2 · orco · velocità 5 · in sbandata · in 7,1',
      'Auto 3 · orco · arrivata 1ª · in 2,5',
      'Auto 6 · orco · fuori gara',
    ]);
    const key = findAll(italian, hasClass('key')).map((entry) => findOne(entry, hasClass('words')).text);
    expect(key).toEqual(['traguardo', 'muro', 'casella di partenza', 'ultimo turno', 'direzione', 'deriva', 'sbandata', 'arrivata', 'fuori gara']);
  });

  it('on a circuit, gives a racing car its lap', () => {
    const circuit = parseXml(hexRallyPicture.race(LOOP, { ...state, lapsToFinish: 3 }, [], 'en'));
    expect(findOne(byCar(circuit, 'legend-car', '5'), named('title')).text).toBe('Car 5 · orc · speed 2 · lap 1 of 3 · at 9,3');
  });

  it('refuses a car or a path off the track, naming the field', () => {
    const lost = stateOn(LOOP, [{ car: '1', hex: hex(0, 0) }]);
    expect(() => hexRallyPicture.race(LOOP, lost, [], 'en')).toThrow(expect.objectContaining({ kind: 'invalid', field: 'cars.1.hex' }));
    const moved: HexRallyEvent = { type: 'CarMoved', car: '5', path: [hex(40, 40)], hex: hex(9, 3), facing: 1, speed: 2, toGo: 0, increase: 0, failures: 0 };
    expect(() => hexRallyPicture.race(LOOP, state, [moved], 'en')).toThrow(expect.objectContaining({ kind: 'invalid', field: 'events.path[0]' }));
  });
});

describe('the hex rally track picture', () => {
  const root = parseXml(hexRallyPicture.circuit(ORC_PASS, 'en'));

  it('names every hex of the track by its id, all 205 of Orc Pass', () => {
    const ids = findAll(root, hasClass('id')).map((label) => label.text);
    expect(ids.length).toBe(205);
    expect(new Set(ids)).toEqual(new Set(ORC_PASS.cells.keys()));
    expect(titleOf(root)).toBe('Orc Pass');
  });

  it('[HX-GAP-7] draws the walls: every hex the map marks # beside the track, and no track hex', () => {
    const walls = new Set(findAll(findOne(root, hasClass('walls')), hasClass('wall')).map((wall) => wall.attrs['data-hex']));
    const beside = (key: string) => {
      const [q, r] = key.split(',').map(Number) as [number, number];
      return DIRECTIONS.some((d) => ORC_PASS.cells.has(hexKey(neighbour({ q, r }, d))));
    };
    const marked = orcPassFile.rows.flatMap((text, r) => [...text].flatMap((char, c) => (char === '#' ? [`${(c - r) / 2},${r}`] : [])));
    expect(marked.filter(beside).every((key) => walls.has(key))).toBe(true);
    expect([...walls].filter((key) => ORC_PASS.cells.has(key!))).toEqual([]);
    expect([...walls].every((key) => beside(key!))).toBe(true);
  });

  it('[HX-GAP-7] draws the finish line along the sides a car crosses it by, driving west or within 60° of it: east of 37,1–37,3, north-east of 37,2 and 37,3', () => {
    const corners = (key: string) =>
      pointList(findOne(root, (e) => e.name === 'polygon' && e.attrs['data-hex'] === key).attrs.points!).map((p) => `${p.x},${p.y}`);
    const shared = (a: string, b: string) =>
      corners(a)
        .filter((corner) => corners(b).includes(corner))
        .sort();
    const expected = [
      ['37,1', '38,1'],
      ['37,2', '38,2'],
      ['37,2', '38,1'],
      ['37,3', '38,3'],
      ['37,3', '38,2'],
    ].map(([line, from]) => shared(line!, from!));
    const drawn = findAll(findOne(root, hasClass('finish-line')), hasClass('base')).map((side) =>
      [`${side.attrs.x1},${side.attrs.y1}`, `${side.attrs.x2},${side.attrs.y2}`].sort(),
    );
    expect(drawn.sort()).toEqual(expected.sort());
  });

  it('numbers the grid slots, pole first, each with the way the cars face there', () => {
    const slots = findAll(root, hasClass('grid-slot'));
    expect(slots.map((slot) => [slot.attrs['data-slot'], slot.attrs['data-hex'], slot.attrs['data-facing']])).toEqual(
      ORC_PASS.grid.map((slot, i) => [String(i + 1), hexKey(slot.hex), String(slot.facing)]),
    );
    expect(slots.map((slot) => findOne(slot, hasClass('slot-number')).text)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(findAll(findOne(root, hasClass('hexes')), hasClass('slot')).length).toBe(6);
  });

  it('explains its marks in English and Italian', () => {
    const key = (drawn: XmlElement) => findAll(drawn, hasClass('key')).map((entry) => findOne(entry, hasClass('words')).text);
    expect(key(root)).toEqual(['finish line', 'wall', 'grid slot']);
    expect(key(parseXml(hexRallyPicture.circuit(ORC_PASS, 'it')))).toEqual(['traguardo', 'muro', 'casella di partenza']);
  });
});

describe('the hex rally picture in the emails', () => {
  it('is registered under the game’s id, which its own small module gives', () => {
    expect(HEX_RALLY_ID).toBe(hexRally.id);
    expect(pictures[hexRally.id]).toBe(hexRallyPicture);
  });

  it('renders Orc Pass with six cars as a palette PNG at least 900 px wide and at most 150 KB, each car in its colour', async () => {
    const svg = hexRallyPicture.race(ORC_PASS, midRace.state, midRace.last, 'en');
    const scale = emailPictureScale(svg);
    const bytes = await svgToPng(svg, { scale, palette: true });
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const png = decodePng(bytes);
    expect(png.width).toBeGreaterThanOrEqual(900);
    expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
    const svgRoot = parseXml(svg);
    const [minX, minY, viewWidth] = svgRoot.attrs.viewBox!.split(' ').map(Number) as [number, number, number];
    const perUnit = png.width / viewWidth;
    const hex = ([r, g, b]: readonly number[]) => `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0').toUpperCase()).join('')}`;
    for (const marker of carsOf(svgRoot, 'car')) {
      const body = findOne(marker, hasClass('body'));
      const [cx, cy, r] = [body.attrs.cx, body.attrs.cy, body.attrs.r].map(Number) as [number, number, number];
      // Below the car number, well inside the body's edge.
      const pixel = png.pixel(Math.floor((cx - minX) * perUnit), Math.floor((cy + 0.75 * r - minY) * perUnit));
      expect(hex(pixel), `car ${marker.attrs['data-car']}`).toBe(body.attrs.fill);
    }
    const folder = new URL('../../test-artifacts/picture/', import.meta.url);
    mkdirSync(folder, { recursive: true });
    writeFileSync(new URL('hex-rally-orc-pass.svg', folder), svg);
    writeFileSync(new URL('hex-rally-orc-pass.png', folder), bytes);
  });
});
