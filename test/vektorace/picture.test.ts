/**
 * The Vektorace picture (domain/vektorace/picture.ts): the bare circuit and the race during or
 * after a round, read back as XML rather than matched as text, and rendered to the emails'
 * palette PNG. Six cars driven by the fixture of picture-race.ts give the busy picture; rounds
 * made by hand give the BOOST, the attacks and the cars that leave. Positions are checked against
 * the table as drawn: its rectangle gives the origin and the size of a unit. This file also
 * writes the six-car picture, SVG and PNG at the emails' size, to test-artifacts/picture/
 * (gitignored) for review.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pictures } from '../../domain/pictures.ts';
import { shippedCircuits } from '../../domain/vektorace/circuit/index.ts';
import type { Circuit } from '../../domain/vektorace/circuit/types.ts';
import type { VektoraceEvent } from '../../domain/vektorace/events.ts';
import { toNumber } from '../../domain/vektorace/exact.ts';
import { fromStored, type Heading, type Point, step, toStored } from '../../domain/vektorace/geometry.ts';
import { type Laid, lay } from '../../domain/vektorace/move.ts';
import type { Move } from '../../domain/vektorace/notation.ts';
import { type PicturedRace, vektoracePicture, vektoraceRaceWithEnds } from '../../domain/vektorace/picture.ts';
import { octagon } from '../../domain/vektorace/shapes.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';
import { emailPictureScale } from '../../functions/notifier/notifier.ts';
import { svgToPng } from '../../functions/picture/png.ts';
import { decodePng, PNG_SIGNATURE } from '../picture/decode-png.ts';
import { findAll, findOne, hasClass, named, parseXml, pointList, type XmlElement } from '../speed-circuit/picture/xml.ts';
import { CARS, raceOn } from './picture-race.ts';
import { at, car } from './support.ts';

const CIRCUITS = shippedCircuits();
const DEFAULT = CIRCUITS.default!;
const OTTO = CIRCUITS['otto-curve']!;

/** Round 12 on the default circuit: the six cars spread between curves 1 and 3. */
const midRace = raceOn(DEFAULT, 12);

const units = (p: Point) => ({ x: toNumber(p.x) / 4, y: toNumber(p.y) / 4 });

/** Where the picture puts a point of the table, from the table's rectangle as drawn (y up on the table, down on the page). */
const onPage = (root: XmlElement, circuit: Circuit, p: Point) => {
  const table = findOne(root, (e) => e.name === 'rect' && hasClass('table')(e));
  const unit = Number(table.attrs.width) / units({ x: circuit.size.width, y: circuit.size.height }).x;
  const { x, y } = units(p);
  const height = units({ x: circuit.size.height, y: circuit.size.height }).y;
  return { x: Number(table.attrs.x) + x * unit, y: Number(table.attrs.y) + (height - y) * unit, unit };
};

const mean = (list: readonly { x: number; y: number }[]) => ({
  x: list.reduce((sum, p) => sum + p.x, 0) / list.length,
  y: list.reduce((sum, p) => sum + p.y, 0) / list.length,
});

/** Degrees anticlockwise from east, 0–360, on a page whose y axis points down; within half a degree of 360 is 0. */
const bearing = (from: { x: number; y: number }, to: { x: number; y: number }) => {
  const degrees = ((((Math.atan2(from.y - to.y, to.x - from.x) * 180) / Math.PI) % 360) + 360) % 360;
  return degrees > 359.5 ? degrees - 360 : degrees;
};

const titleOf = (root: XmlElement) => root.children.find((child) => child.name === 'title')!.text;
const carsOf = (root: XmlElement) => findAll(root, hasClass('car'));
const byCar = (root: XmlElement, className: string, car: string) => findOne(root, (e) => hasClass(className)(e) && e.attrs['data-car'] === car);
const legendLine = (root: XmlElement, car: string) => findOne(byCar(root, 'legend-car', car), named('title')).text;
const keyWords = (root: XmlElement) => findAll(root, hasClass('key')).map((entry) => findOne(entry, hasClass('words')).text);

const expectNear = (actual: { x: number; y: number }, expected: { x: number; y: number }, what: string) => {
  expect(actual.x, `${what} x`).toBeCloseTo(expected.x, 1);
  expect(actual.y, `${what} y`).toBeCloseTo(expected.y, 1);
};

describe('the Vektorace race picture', () => {
  const svg = vektoracePicture.race(DEFAULT, midRace.state, midRace.events, 'en');
  const root = parseXml(svg);

  it('[VK-GAP-2] draws every car as the octagon of width 1 centred on its position, its number on it, its nose the side facing its heading', () => {
    const markers = carsOf(root);
    expect(markers.map((m) => m.attrs['data-car']).sort()).toEqual([...CARS].sort());
    for (const marker of markers) {
      const number = marker.attrs['data-car']!;
      const state = midRace.state.cars[number]!;
      expect(findOne(marker, hasClass('number')).text).toBe(number);
      const corners = pointList(findOne(marker, hasClass('base')).attrs.points!);
      expect(corners.length).toBe(8);
      const centre = mean(corners);
      const expected = onPage(root, DEFAULT, fromStored(state.position));
      expectNear(centre, expected, `car ${number}`);
      // The rules' own octagon, corner by corner.
      const exact = octagon(fromStored(state.position)).map((v) => onPage(root, DEFAULT, v));
      for (const corner of exact) expect(corners.some((c) => Math.hypot(c.x - corner.x, c.y - corner.y) < 0.05)).toBe(true);
      const tip = pointList(findOne(marker, hasClass('nose')).attrs.points!)[1]!;
      expect(bearing(centre, tip), `car ${number}`).toBeCloseTo(state.heading * 45, 0);
      expect(marker.attrs['data-heading']).toBe(String(state.heading));
    }
  });

  it('[VK-GAP-9] draws each car’s vectors of the round in its colour under it, one cell per gear, from where it started', () => {
    const moved = midRace.events.flatMap((event) => (event.type === 'CarMoved' ? [event] : []));
    expect(moved.length).toBe(6);
    expect(findAll(root, hasClass('move')).map((m) => m.attrs['data-car'])).toEqual(expect.arrayContaining(moved.map((event) => event.car)));
    for (const event of moved) {
      const group = byCar(root, 'move', event.car);
      const vector = findOne(group, (e) => e.name === 'polygon' && hasClass('vector')(e));
      expect(event.move.kind).toBe('drive');
      if (event.move.kind !== 'drive') continue;
      expect(vector.attrs['data-cells']).toBe(String(event.move.gear));
      expect(vector.attrs.fill).toBe(findOne(byCar(root, 'car', event.car), hasClass('base')).attrs.fill);
      // The vector runs from its first cell S to its last E (path[1], path[2]): the hull of their octagons.
      const shape = pointList(vector.attrs.points!);
      for (const cell of [event.path[1]!, event.path[2]!]) {
        const centre = onPage(root, DEFAULT, fromStored(cell));
        const far = Math.max(...shape.map((p) => Math.hypot(p.x - centre.x, p.y - centre.y)));
        expect(far).toBeGreaterThan(0.5 * centre.unit);
      }
      expectNear(
        mean(shape),
        mean([onPage(root, DEFAULT, fromStored(event.path[1]!)), onPage(root, DEFAULT, fromStored(event.path[2]!))]),
        `vector of ${event.car}`,
      );
      expectNear(mean(pointList(findOne(group, hasClass('start')).attrs.points!)), onPage(root, DEFAULT, fromStored(event.path[0]!)), `start of ${event.car}`);
    }
  });

  it('names the circuit and the round in the title, in English and in Italian, and gives every car its line in the legend, in the order of play', () => {
    expect(titleOf(root)).toBe('Default oval with chicane after round 12');
    const italian = parseXml(vektoracePicture.race(DEFAULT, midRace.state, midRace.events, 'it'));
    expect(titleOf(italian)).toBe('Ovale predefinito con chicane dopo il round 12');
    expect(findAll(root, hasClass('legend-car')).map((m) => m.attrs['data-car'])).toEqual(midRace.state.order);
    const first = midRace.state.order[0]!;
    const c = midRace.state.cars[first]!;
    const moved = midRace.events.find((e) => e.type === 'CarMoved' && e.car === first);
    expect(moved?.type).toBe('CarMoved');
    const move = moved?.type === 'CarMoved' && moved.move.kind === 'drive' ? moved.move : undefined;
    const text = `${move!.gear} ${{ front: 'F', 'front-left': 'FL', 'front-right': 'FR', left: 'SL', right: 'SR' }[move!.placement]}`;
    expect(legendLine(root, first)).toMatch(
      new RegExp(`^Car ${first} · 1st · gear ${c.gear} · Gomma ${c.gomma} · Nitro ${c.nitro} · lap 1 of 3 · curve ${c.due} next · moved ${text} `),
    );
    expect(legendLine(italian, first)).toMatch(
      new RegExp(`^Auto ${first} · 1ª · marcia ${c.gear} · Gomma ${c.gomma} · Nitro ${c.nitro} · giro 1 di 3 · poi la curva ${c.due} · mossa ${text} `),
    );
    expect(keyWords(root)).toEqual([
      'curve token',
      'gate and way round',
      'inside line',
      'pit wall',
      'pit area',
      'finish line',
      'pole position',
      'nose',
      'vector this round',
      'BOOST',
      'moved by an attack',
      'finished',
      'out',
    ]);
    expect(keyWords(italian)).toEqual([
      'curva',
      'passaggio e senso di marcia',
      'linea interna',
      'muretto box',
      'area dei box',
      'linea di arrivo',
      'pole position',
      'muso',
      'vettore del round',
      'BOOST',
      'spostata da un attacco',
      'arrivata',
      'fuori gara',
    ]);
    // A language the picture does not speak gets English.
    expect(vektoracePicture.race(DEFAULT, midRace.state, midRace.events, 'fr')).toBe(svg);
  });

  it('draws the same race the same way every time', () => {
    const again = raceOn(DEFAULT, 12);
    expect(vektoracePicture.race(DEFAULT, again.state, again.events, 'en')).toBe(svg);
    expect(vektoracePicture.circuit(OTTO, 'it')).toBe(vektoracePicture.circuit(OTTO, 'it'));
  });

  it('draws the start with no vectors, before any car has moved', () => {
    const grid = raceOn(DEFAULT, 0);
    const drawn = parseXml(vektoracePicture.race(DEFAULT, grid.state, grid.events, 'en'));
    expect(titleOf(drawn)).toBe('Default oval with chicane: the start');
    expect(findAll(drawn, hasClass('move'))).toEqual([]);
    expect(carsOf(drawn).length).toBe(6);
    for (const marker of carsOf(drawn)) expect(marker.attrs['data-heading']).toBe(String(DEFAULT.direction));
  });

  it('draws a six-car race on the circuit with all 8 curves', () => {
    const race = raceOn(OTTO, 10);
    const drawn = parseXml(vektoracePicture.race(OTTO, race.state, race.events, 'it'));
    expect(titleOf(drawn)).toBe('Otto curve dopo il round 10');
    for (const marker of carsOf(drawn)) {
      const state = race.state.cars[marker.attrs['data-car']!]!;
      expectNear(mean(pointList(findOne(marker, hasClass('base')).attrs.points!)), onPage(drawn, OTTO, fromStored(state.position)), marker.attrs['data-car']!);
    }
    expect(findAll(drawn, hasClass('move')).length).toBe(6);
  });
});

/** Two cars racing, by hand: car 1 at (30, 10) heading 0°, car 2 at (30, 14) heading 45°, 4 Gomma and 4 Nitro each. */
const handMade = (more: Partial<VektoraceState> = {}, cars: VektoraceState['cars'] = {}): PicturedRace => ({
  laps: 3,
  round: 5,
  order: ['1', '2'],
  toMove: [],
  finishers: [],
  cars: { 1: car(30, 10, 0, 4), 2: car(30, 14, 1, 3), ...cars },
  ...more,
});

const moved = (number: string, laid: Laid, move: Move): VektoraceEvent => ({
  type: 'CarMoved',
  car: number,
  move,
  path: laid.path.map(toStored),
  position: toStored(laid.position),
  heading: laid.heading,
  gear: 4,
  gomma: 4,
  nitro: 3,
  laps: 0,
  due: 1,
  passed: [],
  boxBox: false,
});

describe('a round’s moves on the picture', () => {
  // Car 1 from (25, 10) heading 0°: 4th gear in front, BOOST 2, onto the front-left cell; then it closes up, one unit on.
  const start = at(25, 10);
  const boosted = lay(start, 0, 4, { placement: 'front', boost: 2, end: { cell: 1, turn: 0 } });
  const closedUp = step(boosted.position, 0);
  // Car 2 from (27, 12) heading 45°: 3rd gear, the lateral shift to the right.
  const shifted = lay(at(27, 12), 1, 3, { placement: 'right', end: { cell: 0, turn: 0 } });
  const events: VektoraceEvent[] = [
    { type: 'RoundStarted', round: 5, order: ['1', '2'] },
    moved('1', boosted, { kind: 'drive', gear: 4, placement: 'front', boost: 2, end: { cell: 1, turn: 0 }, next: 4 }),
    { type: 'CarRelocated', car: '1', position: toStored(closedUp), heading: 0, reason: 'close-up' },
    moved('2', shifted, { kind: 'drive', gear: 3, placement: 'right', end: { cell: 0, turn: 0 }, next: 3 }),
  ];
  const state = handMade({}, { 1: car(closedUp, 0, 0, 4), 2: car(shifted.position, 0, 1, 3) });
  const root = parseXml(vektoracePicture.race(DEFAULT, state, events, 'en'));

  it('[VK-BOOST-2] draws the BOOST vector apart, after the vector, with its own cells', () => {
    const vectors = findAll(byCar(root, 'move', '1'), (e) => e.name === 'polygon' && hasClass('vector')(e));
    expect(vectors.map((v) => [v.attrs.class, v.attrs['data-cells']])).toEqual([
      ['vector', '4'],
      ['vector boost', '2'],
    ]);
    const [plain, boost] = vectors.map((v) => mean(pointList(v.attrs.points!)));
    // Vector 4 from (26, 10) to (29, 10), BOOST 2 from (30, 10) to (31, 10).
    expectNear(plain!, onPage(root, DEFAULT, at(27.5, 10)), 'vector 4');
    expectNear(boost!, onPage(root, DEFAULT, at(30.5, 10)), 'BOOST 2');
    expect(findAll(byCar(root, 'move', '1'), hasClass('cell')).length).toBe(6);
  });

  it('[VK-GOMMA-4] draws a lateral shift’s vector beside the car, along its heading', () => {
    const vector = findOne(byCar(root, 'move', '2'), (e) => e.name === 'polygon' && hasClass('vector')(e));
    const cells = shifted.path.slice(1, 3).map((p) => onPage(root, DEFAULT, p));
    expectNear(mean(pointList(vector.attrs.points!)), mean(cells), 'shifted vector');
    expect(bearing(cells[0]!, cells[1]!)).toBeCloseTo(45, 0);
    // The first cell is the car's right-hand neighbour: 45° − 90°.
    expect(bearing(onPage(root, DEFAULT, at(27, 12)), cells[0]!)).toBeCloseTo(315, 0);
  });

  it('[VK-SLIP-2] draws where an attack moved the car after its move, and the car where it stands', () => {
    const line = findOne(byCar(root, 'move', '1'), hasClass('relocation'));
    expectNear({ x: Number(line.attrs.x1), y: Number(line.attrs.y1) }, onPage(root, DEFAULT, boosted.position), 'from');
    expectNear({ x: Number(line.attrs.x2), y: Number(line.attrs.y2) }, onPage(root, DEFAULT, closedUp), 'to');
    expectNear(mean(pointList(findOne(byCar(root, 'car', '1'), hasClass('base')).attrs.points!)), onPage(root, DEFAULT, closedUp), 'car 1');
    expect(legendLine(root, '1')).toBe('Car 1 · 1st · gear 4 · Gomma 4 · Nitro 4 · lap 1 of 3 · curve 1 next · moved 4 F B2 FL0 >4');
  });
});

describe('cars that leave the race', () => {
  const state = handMade(
    { order: ['2', '5'], finishers: ['1'] },
    {
      1: car(19, 8, 0, 4, { status: 'finished', laps: 3 }),
      2: car(30, 14, 1, 3),
      3: car(40, 20, 2, 2, { status: 'out' }),
      4: car(10, 10, 4, 2, { status: 'out' }),
      5: car(33, 6, 0, 3, { boxBox: true }),
    },
  );
  // Car 1 finished and car 3 went out this round; car 4 went out before; car 2 lost its turn.
  const events: VektoraceEvent[] = [
    { type: 'RoundStarted', round: 5, order: ['1', '2', '3', '5'] },
    { type: 'CarFinished', car: '1' },
    { type: 'TurnLost', car: '2', heading: 1 },
    { type: 'CarRetired', car: '3', reason: 'withdrawn' },
  ];
  const root = parseXml(vektoracePicture.race(DEFAULT, state, events, 'en'));
  const italian = parseXml(vektoracePicture.race(DEFAULT, state, events, 'it'));

  it('[VK-WIN-1] draws a car that finished this round where it crossed the line, ringed with two rows of squares like the line, with its place', () => {
    const marker = byCar(root, 'car', '1');
    expect(marker.attrs['data-condition']).toBe('finished');
    expect(findAll(marker, hasClass('chequer')).length).toBe(2);
    expect(legendLine(root, '1')).toBe('Car 1 · finished 1st');
    expect(legendLine(italian, '1')).toBe('Auto 1 · arrivata 1ª');
  });

  it('draws a car that went out this round faded and crossed out; one out before is in the legend only', () => {
    const marker = byCar(root, 'car', '3');
    expect(findOne(marker, hasClass('base')).attrs.class).toBe('base faded');
    expect(findAll(marker, hasClass('cross')).length).toBe(2);
    expect(carsOf(root).map((m) => m.attrs['data-car'])).not.toContain('4');
    expect(byCar(root, 'legend-car', '4').attrs['data-condition']).toBe('out');
    expect([legendLine(root, '4'), legendLine(italian, '4')]).toEqual(['Car 4 · out', 'Auto 4 · fuori gara']);
  });

  it('[VK-LIMIT-3] says which car lost its turn, and [VK-PIT-4] which called BOX-BOX', () => {
    expect(legendLine(root, '2')).toBe('Car 2 · 1st · gear 3 · Gomma 4 · Nitro 4 · lap 1 of 3 · curve 1 next · turn lost');
    expect(legendLine(italian, '2')).toBe('Auto 2 · 1ª · marcia 3 · Gomma 4 · Nitro 4 · giro 1 di 3 · poi la curva 1 · turno perso');
    expect(legendLine(root, '5')).toBe('Car 5 · 2nd · gear 3 · Gomma 4 · Nitro 4 · lap 1 of 3 · curve 1 next · BOX-BOX');
    // The legend: the order of play, then the finishers, then the others.
    expect(findAll(root, hasClass('legend-car')).map((m) => m.attrs['data-car'])).toEqual(['2', '5', '1', '3', '4']);
    expect(titleOf(root)).toBe('Default oval with chicane after round 5');
    expect(titleOf(parseXml(vektoracePicture.race(DEFAULT, { ...state, toMove: ['5'] }, events, 'en')))).toBe('Default oval with chicane, round 5');
  });

  it('[VK-WIN-1] [VK-ATK-3] draws two cars that crossed the line onto one spot side by side, and one a racing car drove over beside it', () => {
    // Cars 1 and 3 both finished at (19, 8) heading 0°; car 2, still racing, stands where car 4 went out.
    const crowded = handMade(
      { order: ['2'], finishers: ['1', '3'] },
      {
        1: car(19, 8, 0, 4, { status: 'finished', laps: 3 }),
        2: car(30, 14, 1, 3),
        3: car(19, 8, 0, 4, { status: 'finished', laps: 3 }),
        4: car(30, 14, 4, 2, { status: 'out' }),
      },
    );
    const left: VektoraceEvent[] = [
      { type: 'RoundStarted', round: 5, order: ['1', '3', '2', '4'] },
      { type: 'CarFinished', car: '1' },
      { type: 'CarFinished', car: '3' },
      { type: 'CarRetired', car: '4', reason: 'withdrawn' },
    ];
    const drawn = parseXml(vektoracePicture.race(DEFAULT, crowded, left, 'en'));
    const centre = (number: string) => mean(pointList(findOne(byCar(drawn, 'car', number), hasClass('base')).attrs.points!));
    const spot = onPage(drawn, DEFAULT, at(19, 8));
    // The first to finish where it crossed, the second beside it, square to its heading (up the page for 0°), clear of its chequered ring.
    expectNear(centre('1'), spot, 'car 1');
    expectNear(centre('3'), { x: spot.x, y: spot.y - 1.75 * spot.unit }, 'car 3');
    // The racing car where it stands; the car that went out beside it, as far.
    const racing = onPage(drawn, DEFAULT, at(30, 14));
    expectNear(centre('2'), racing, 'car 2');
    expect(Math.hypot(centre('4').x - racing.x, centre('4').y - racing.y)).toBeCloseTo(1.75 * racing.unit, 1);
  });

  it('[VK-GAP-9] says when the finish line is the next to pass', () => {
    const due = handMade({}, { 2: car(30, 14, 1, 3, { due: DEFAULT.curves.length + 1, laps: 2 }) });
    const drawn = parseXml(vektoracePicture.race(DEFAULT, due, [], 'en'));
    expect(legendLine(drawn, '2')).toBe('Car 2 · 2nd · gear 3 · Gomma 4 · Nitro 4 · lap 3 of 3 · finish line next');
  });
});

describe('the end positions to choose from', () => {
  const state = handMade();
  // Three ends on one cell, (31, 10), turned left, kept and turned right; one on the cell to the left.
  const ends = [
    { id: 'F+', position: toStored(at(31, 10)), heading: 1 as Heading, label: '4 F F+ >4 · free' },
    { id: 'F0', position: toStored(at(31, 10)), heading: 0 as Heading },
    { id: 'F-', position: toStored(at(31, 10)), heading: 7 as Heading },
    { id: 'FL0', position: toStored(step(at(30, 10), 1)), heading: 0 as Heading, label: '4 F FL0 >4 · 1 Gomma' },
  ];
  const root = parseXml(vektoraceRaceWithEnds(DEFAULT, state, [], 'en', { ends }));

  it('draws each end as a mark with its data-end, the base it would stand on and a dart from its centre toward the heading the car would take, over the cars', () => {
    const marks = findAll(root, (e) => e.attrs['data-end'] !== undefined);
    expect(marks.map((m) => m.attrs['data-end'])).toEqual(['F+', 'F0', 'F-', 'FL0']);
    marks.forEach((mark, i) => {
      const end = ends[i]!;
      const [back, , tip] = pointList(findOne(mark, hasClass('end-mark')).attrs.points!);
      const centre = onPage(root, DEFAULT, fromStored(end.position));
      expectNear(back!, centre, `end ${end.id}`);
      expectNear(mean(pointList(findOne(mark, hasClass('end-cell')).attrs.points!)), centre, `end ${end.id}`);
      expect(bearing(centre, tip!)).toBeCloseTo(end.heading * 45, 0);
      expect(findOne(mark, named('title')).text).toBe(end.label ?? end.id);
    });
    // Over the cars, so that a click reaches them.
    const layers = findOne(root, named('svg')).children.map((child) => child.attrs.class);
    expect(layers.indexOf('ends')).toBeGreaterThan(layers.indexOf('cars'));
    expect(keyWords(root)).toContain('possible end');
  });

  it('refuses two ends with one id, naming the field', () => {
    expect(() => vektoraceRaceWithEnds(DEFAULT, state, [], 'en', { ends: [ends[0]!, { ...ends[1]!, id: 'F+' }] })).toThrow(
      expect.objectContaining({ kind: 'invalid', field: 'ends[1].id' }),
    );
  });

  it('draws a close-up of the part of the table around the ends and their car, every end and the car in it, when asked', () => {
    const close = parseXml(vektoraceRaceWithEnds(DEFAULT, state, [], 'en', { ends, closeUp: true, car: '2' }));
    const whole = findOne(root, named('svg')).attrs.viewBox!.split(' ').map(Number);
    const [x, y, width, height] = findOne(close, named('svg')).attrs.viewBox!.split(' ').map(Number) as [number, number, number, number];
    // At least a fifth of the table across, in its proportions: wider here, to take in car 2 above the ends.
    expect(width).toBeGreaterThan(whole[2]! / 5);
    expect(width).toBeLessThan(whole[2]! / 3);
    for (const { position } of [...ends, state.cars['2']!]) {
      const centre = onPage(close, DEFAULT, fromStored(position));
      // Its whole base and dart in sight: a unit at least from every edge, the title band over it.
      expect(centre.x).toBeGreaterThan(x + centre.unit);
      expect(centre.x).toBeLessThan(x + width - centre.unit);
      expect(centre.y).toBeGreaterThan(y + 1.6 * centre.unit + centre.unit);
      expect(centre.y).toBeLessThan(y + height - centre.unit);
    }
  });

  it('draws none, and says nothing of them, when none are given', () => {
    const plain = parseXml(vektoracePicture.race(DEFAULT, state, [], 'en'));
    expect(findAll(plain, (e) => e.attrs['data-end'] !== undefined)).toEqual([]);
    expect(keyWords(plain)).not.toContain('possible end');
  });
});

describe('the Vektorace circuit picture', () => {
  for (const circuit of [DEFAULT, OTTO]) {
    const root = parseXml(vektoracePicture.circuit(circuit, 'en'));

    it(`[VK-GAP-9] ${circuit.id}: draws every curve token with its number, its gate to its end and its inside line`, () => {
      const curves = findAll(root, hasClass('curve'));
      expect(curves.map((c) => c.attrs['data-curve'])).toEqual(circuit.curves.map((c) => String(c.number)));
      for (const curve of circuit.curves) {
        const drawn = findOne(root, (e) => hasClass('curve')(e) && e.attrs['data-curve'] === String(curve.number));
        expect(findOne(drawn, hasClass('curve-number')).text).toBe(String(curve.number));
        const disc = findOne(drawn, hasClass('disc'));
        const centre = onPage(root, circuit, curve.disc.centre);
        expectNear({ x: Number(disc.attrs.cx), y: Number(disc.attrs.cy) }, centre, `curve ${curve.number}`);
        expect(Number(disc.attrs.r)).toBeCloseTo((toNumber(curve.disc.radius) / 4) * centre.unit, 1);
        const inside = findOne(drawn, hasClass('inside-line'));
        expectNear({ x: Number(inside.attrs.x1), y: Number(inside.attrs.y1) }, centre, 'inside line from the centre');
        expectNear({ x: Number(inside.attrs.x2), y: Number(inside.attrs.y2) }, onPage(root, circuit, curve.insideEnd), 'inside line end');
        const gate = findOne(drawn, hasClass('gate'));
        expectNear({ x: Number(gate.attrs.x2), y: Number(gate.attrs.y2) }, onPage(root, circuit, curve.gateEnd), 'gate end');
        expect(bearing(centre, { x: Number(gate.attrs.x2), y: Number(gate.attrs.y2) })).toBeCloseTo(curve.gate.direction * 45, 0);
      }
      expect(titleOf(root)).toBe(circuit.name);
    });

    it(`[VK-GAP-10] ${circuit.id}: draws the table edge, the pit wall, the pit area with its entry and exit lines, the finish line and the pole segment`, () => {
      const table = findOne(root, (e) => e.name === 'rect' && hasClass('table')(e));
      const corner = onPage(root, circuit, at(0, units({ x: circuit.size.height, y: circuit.size.height }).y));
      expectNear({ x: Number(table.attrs.x), y: Number(table.attrs.y) }, corner, 'table');
      for (const [className, shape] of [
        ['pit-wall', circuit.pitWall],
        ['pit-area', circuit.pitArea],
      ] as const) {
        const drawn = pointList(findOne(root, (e) => e.name === 'polygon' && hasClass(className)(e)).attrs.points!);
        expect(drawn.length).toBe(4);
        shape.forEach((v, i) => {
          expectNear(drawn[i]!, onPage(root, circuit, v), `${className} corner ${i}`);
        });
      }
      for (const [className, gate] of [
        ['entry', circuit.entry],
        ['exit', circuit.exit],
      ] as const) {
        const line = findOne(root, (e) => hasClass('pit-line')(e) && hasClass(className)(e));
        expectNear({ x: Number(line.attrs.x1), y: Number(line.attrs.y1) }, onPage(root, circuit, gate.origin), className);
      }
      const finish = findOne(findOne(root, hasClass('finish-line')), hasClass('base'));
      expectNear({ x: Number(finish.attrs.x1), y: Number(finish.attrs.y1) }, onPage(root, circuit, circuit.finish.from), 'finish from');
      expectNear({ x: Number(finish.attrs.x2), y: Number(finish.attrs.y2) }, onPage(root, circuit, circuit.finish.to), 'finish to');
      expect(findOne(root, hasClass('finish-line')).attrs['data-direction']).toBe(String(circuit.direction));
      const pole = root.children.find(hasClass('pole'))!;
      expectNear({ x: Number(pole.attrs.x1), y: Number(pole.attrs.y1) }, onPage(root, circuit, circuit.pole[0]), 'pole from');
      expectNear({ x: Number(pole.attrs.x2), y: Number(pole.attrs.y2) }, onPage(root, circuit, circuit.pole[1]), 'pole to');
    });
  }

  it('explains its marks in English and Italian', () => {
    expect(keyWords(parseXml(vektoracePicture.circuit(DEFAULT, 'en')))).toEqual([
      'curve token',
      'gate and way round',
      'inside line',
      'pit wall',
      'pit area',
      'finish line',
      'pole position',
    ]);
    expect(keyWords(parseXml(vektoracePicture.circuit(DEFAULT, 'it')))).toEqual([
      'curva',
      'passaggio e senso di marcia',
      'linea interna',
      'muretto box',
      'area dei box',
      'linea di arrivo',
      'pole position',
    ]);
  });
});

describe('the Vektorace picture in the emails', () => {
  it('is registered under the ruleset id vektorace', () => {
    expect(pictures.vektorace).toBe(vektoracePicture);
  });

  it('renders a six-car race on the default circuit as a palette PNG at least 960 px wide and at most 150 KB, each car in its colour', async () => {
    const svg = vektoracePicture.race(DEFAULT, midRace.state, midRace.events, 'en');
    const bytes = await svgToPng(svg, { scale: emailPictureScale(svg), palette: true });
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const png = decodePng(bytes);
    expect(png.width).toBeGreaterThanOrEqual(960);
    expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
    const root = parseXml(svg);
    const [minX, minY, viewWidth] = root.attrs.viewBox!.split(' ').map(Number) as [number, number, number];
    const perUnit = png.width / viewWidth;
    const hex = ([r, g, b]: readonly number[]) => `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0').toUpperCase()).join('')}`;
    for (const marker of carsOf(root)) {
      const base = findOne(marker, hasClass('base'));
      const centre = mean(pointList(base.attrs.points!));
      const unit = onPage(root, DEFAULT, at(0, 0)).unit;
      // Below the car number, well inside the base's edge.
      const pixel = png.pixel(Math.floor((centre.x - minX) * perUnit), Math.floor((centre.y + 0.33 * unit - minY) * perUnit));
      expect(hex(pixel), `car ${marker.attrs['data-car']}`).toBe(base.attrs.fill);
    }
    const folder = new URL('../../test-artifacts/picture/', import.meta.url);
    mkdirSync(folder, { recursive: true });
    writeFileSync(new URL('vektorace-default.svg', folder), svg);
    writeFileSync(new URL('vektorace-default.png', folder), bytes);
  });
});
