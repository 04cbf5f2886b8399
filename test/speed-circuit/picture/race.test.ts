import { describe, expect, it } from 'vitest';
import type { AicsEvent } from '../../../domain/speed-circuit/aics/events.ts';
import { type RaceState, startingCar } from '../../../domain/speed-circuit/aics/state.ts';
import { getCircuit } from '../../../domain/speed-circuit/circuit/index.ts';
import { raceViewFromState, renderRace } from '../../../domain/speed-circuit/picture/index.ts';
import { threeCars } from './fixtures.ts';
import { findAll, findOne, hasClass, named, parseXml, pointList } from './xml.ts';

const oval = getCircuit('test-oval');
const square = (id: string): number => oval.byId.get(id)!;
const centre = (id: string) => {
  const { x, y } = oval.geometry.centres[square(id)]!;
  return { x, y };
};

describe('the race picture', () => {
  const root = parseXml(renderRace(oval, threeCars));

  it('draws one numbered marker per car with its driver’s name in <title>', () => {
    const markers = findAll(root, hasClass('car'));
    expect(markers.map((m) => m.attrs['data-car'])).toEqual(['3', '12', '27']);
    expect(markers.map((m) => findOne(m, named('title')).text)).toEqual(['Ada <Lovelace> (car 3)', 'Nino & Co (car 12)', 'Graham (car 27)']);
    expect(markers.map((m) => findOne(m, named('text')).text)).toEqual(['3', '12', '27']);
    const [first] = markers;
    expect(Number(findOne(first!, named('text')).attrs.x)).toBe(centre('5B').x);
  });

  it('gives the cars different colours or shapes', () => {
    const looks = findAll(root, hasClass('shape')).map((shape) => `${shape.name} ${shape.attrs.fill}`);
    expect(new Set(looks).size).toBe(3);
  });

  it('draws each car’s squares of the last turn as a line ending at the car; a car that did not move has none', () => {
    const paths = findAll(root, hasClass('path-of'));
    expect(paths.map((p) => p.attrs['data-car'])).toEqual(['3', '12']);
    const [moved, short] = paths.map((p) => pointList(findOne(p, hasClass('path')).attrs.points!));
    expect(moved).toEqual(['3A', '4 A1', '4 B2', '4 B3', '5B'].map(centre));
    expect(short).toEqual([centre('1A'), centre('2B')]);
  });

  it('[SC-PIT-4] puts a car in the pits on the pit lane, off the track squares', () => {
    const inPits = findAll(root, hasClass('car'))[2]!;
    const x = Number(findOne(inPits, named('text')).attrs.x);
    const y = Number(findOne(inPits, named('text')).attrs.y);
    const nearest = Math.min(...oval.geometry.centres.map((c) => Math.hypot(c.x - x, c.y - y)));
    expect(nearest).toBeGreaterThan(15);
  });

  it('[SC-RAIN-3] places the blue weather marker over its box of the weather track 2..12', () => {
    const weather = findOne(root, hasClass('weather'));
    expect(weather.attrs['data-marker']).toBe('5');
    const boxes = findAll(weather, (e) => e.attrs['data-box'] !== undefined);
    expect(boxes.map((box) => box.attrs['data-box'])).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    const box5 = findOne(boxes[3]!, named('rect'));
    const tip = pointList(findOne(weather, hasClass('weather-marker')).attrs.points!)[2]!;
    expect(tip.x).toBeCloseTo(Number(box5.attrs.x) + Number(box5.attrs.width) / 2, 1);
    expect(findAll(weather, named('text')).some((t) => t.text === 'track wet')).toBe(true);
  });

  it('[SC-RAIN-5] colours boxes 2–4 wet, 5–6 changing and 7–12 dry', () => {
    const kinds = findAll(findOne(root, hasClass('weather')), named('rect')).map((rect) => rect.attrs.class);
    expect(kinds).toEqual(['wet', 'wet', 'wet', 'changing', 'changing', 'dry', 'dry', 'dry', 'dry', 'dry', 'dry']);
  });

  it('titles the picture with the circuit and the turn', () => {
    expect(root.children[0]).toMatchObject({ name: 'title', text: 'Test Oval after turn 7' });
    expect(findOne(root, hasClass('title')).text).toBe('Test Oval after turn 7');
  });

  it('gives the same string for the same view', () => {
    expect(renderRace(oval, threeCars)).toBe(renderRace(oval, structuredClone(threeCars)));
  });

  it.each([
    ['a car on no square', { ...threeCars, cars: [{ ...threeCars.cars[0]!, at: 999 }] }, 'cars[0].at'],
    ['a path through no square', { ...threeCars, cars: [{ ...threeCars.cars[0]!, path: [0, -1] }] }, 'cars[0].path[1]'],
    ['two cars sharing a colour', { ...threeCars, cars: [threeCars.cars[0]!, { ...threeCars.cars[1]!, colour: 0 }] }, 'cars[1].colour'],
    ['a colour outside the palette', { ...threeCars, cars: [{ ...threeCars.cars[0]!, colour: 26 }] }, 'cars[0].colour'],
    ['a weather marker off the track', { ...threeCars, weather: { marker: 13, track: 'dry' as const } }, 'weather.marker'],
  ])('refuses %s', (_, view, field) => {
    expect(() => renderRace(oval, view)).toThrow(expect.objectContaining({ field }));
  });
});

describe('the picture’s words', () => {
  const texts = (svg: string) => findAll(parseXml(svg), named('text')).map((t) => t.text);

  it('speaks English by default and Italian for an Italian reader', () => {
    const english = texts(renderRace(oval, threeCars));
    expect(english).toEqual(expect.arrayContaining(['PITS', 'Weather', 'track wet']));
    const italian = renderRace(oval, threeCars, { language: 'it' });
    expect(texts(italian)).toEqual(expect.arrayContaining(['BOX', 'Meteo', 'pista bagnata']));
    expect(findOne(parseXml(italian), named('svg')).children.find(named('title'))?.text).toBe('Ovale di prova dopo il turno 7');
    expect(texts(italian)).not.toContain('PITS');
  });
});

describe('raceViewFromState', () => {
  const build = { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 };
  const car = (number: string, driver: string, at: string) =>
    startingCar({ car: number, driver, build, square: square(at), laps: 6, tyres: 'dry', softTyres: false });
  const state: RaceState = {
    circuit: oval.id,
    laps: 6,
    turn: 3,
    weather: { tendency: 'uncertain', marker: 6, track: 'dry' },
    cloudLaps: 0,
    finishers: [],
    classification: null,
    cars: {
      '12': car('12', 'Nino', '5B'),
      '3': { ...car('3', 'Ada', '28A'), position: { at: 'pits' } },
      '7': { ...car('7', 'Gone', '28C'), position: { at: 'off' }, status: 'eliminated' },
      '20': car('20', 'Graham', '28B'),
    },
  };
  const moved: AicsEvent = {
    type: 'CarMoved',
    car: '12',
    declared: 120,
    speed: 120,
    bonus: 0,
    path: ['4 A1', '4 B2', '4 B3', '5B'],
    to: { at: 'track', square: square('5B') },
    curve: null,
  };

  it('shows the cars still on the circuit or in the pits, coloured in car-number order over every entered car', () => {
    const view = raceViewFromState(oval, state, [{ type: 'TurnStarted', turn: 3 }, moved]);
    expect(view.cars.map(({ car, driver, colour, at }) => ({ car, driver, colour, at }))).toEqual([
      { car: '3', driver: 'Ada', colour: 0, at: 'pits' },
      { car: '12', driver: 'Nino', colour: 2, at: square('5B') },
      { car: '20', driver: 'Graham', colour: 3, at: square('28B') },
    ]);
    expect(view.turn).toBe(3);
    expect(view.weather).toEqual({ marker: 6, track: 'dry' });
  });

  it('takes each car’s path of the last turn from its CarMoved event', () => {
    const view = raceViewFromState(oval, state, [moved]);
    expect(view.cars.find((c) => c.car === '12')!.path).toEqual(['4 A1', '4 B2', '4 B3', '5B'].map(square));
    expect(view.cars.find((c) => c.car === '20')!.path).toEqual([]);
    expect(raceViewFromState(oval, state).cars.every((c) => c.path.length === 0)).toBe(true);
  });

  it('draws a car that finished in the last turn where it crossed the line, though it has left the track (SC-WIN-1 Proposed)', () => {
    const finishedState: RaceState = { ...state, cars: { ...state.cars, '12': { ...state.cars['12']!, position: { at: 'off' }, status: 'finished' } } };
    const crossed: AicsEvent = { type: 'CarFinished', car: '12', turn: 3, beyond: 1, laneIndex: 1 };
    expect(raceViewFromState(oval, finishedState, [moved, crossed]).cars.find((c) => c.car === '12')?.at).toBe(square('5B'));
    // A car that finished in an earlier turn, and one eliminated, are not on the picture.
    expect(raceViewFromState(oval, finishedState, []).cars.map(({ car }) => car)).toEqual(['3', '20']);
  });

  it('refuses a path through a square the circuit does not have', () => {
    expect(() => raceViewFromState(oval, state, [{ ...moved, path: ['99Z'] }])).toThrow(expect.objectContaining({ field: 'events.path' }));
  });
});
