/**
 * The Lamborghini pictures (domain/lamborghini/picture.ts): the board (LB-GAP-5) of both circuits
 * and the race on its grid after the Set-up, the cards the step turned up, and the reader's own
 * hand; another seat's hand is never drawn. Drawn to PNG as the emails are.
 */
import { describe, expect, it } from 'vitest';
import { shippedBoards } from '../../domain/lamborghini/board/index.ts';
import type { Board } from '../../domain/lamborghini/board/types.ts';
import { lamborghiniPicture } from '../../domain/lamborghini/picture.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import { LamborghiniCreate } from '../../domain/lamborghini/settings.ts';
import type { LamborghiniEvent, LamborghiniState } from '../../domain/lamborghini/state.ts';
import type { GameViewer, Step } from '../../domain/race/ruleset.ts';
import { emailPictureScale } from '../../functions/notifier/notifier.ts';
import { svgToPng } from '../../functions/picture/png.ts';
import { decodePng, PNG_SIGNATURE } from '../picture/decode-png.ts';
import { findAll, findOne, hasClass, named, parseXml, pointList, type XmlElement } from '../speed-circuit/picture/xml.ts';
import { seededDice } from '../support/dice.ts';
import { raceOf } from './race-driver.ts';

const BOARDS = shippedBoards();
const entrants = ['1', '2', '3', '4'].map((car) => ({ car, name: `Player ${car}`, seat: car }));

/** A Long race played by the non-human player to its grid, as the race begins: its state and the last step's events. */
const toGrid = (board: Board, seed: number): { state: LamborghiniState; last: LamborghiniEvent[] } => {
  const settings = LamborghiniCreate.parse({ version: 'long' });
  const dice = seededDice(seed);
  const begun = lamborghini.referee!.begin!({ circuit: board, entrants, settings, dice });
  let { state } = begun;
  let last = begun.events;
  for (let played: Step | undefined; ; ) {
    const step = lamborghini.next({ state, played, cars: entrants.map(({ car }) => car), settings });
    if (step === undefined || state.grid.length > 0) break;
    const result = lamborghini.referee!.play[step.kind]!({ circuit: board, state, step, submissions: {}, dice, standingOrders: {}, entrants, settings });
    state = result.state;
    last = result.events;
    played = step;
  }
  return { state, last };
};

/** The picture a seat's email carries: drawn from what that seat may see, around its cars. */
const pictureFor = (board: Board, race: { state: LamborghiniState; last: LamborghiniEvent[] }, cars: string[], language = 'en') => {
  const viewer: GameViewer = { cars, finished: false };
  return lamborghiniPicture.race(
    board,
    lamborghini.view!(race.state, viewer),
    race.last.map((event) => lamborghini.viewEvent!(event, viewer)),
    language,
    cars.length > 0 ? cars : undefined,
  );
};

const cardsIn = (svg: string, className: string): string[] =>
  findAll(parseXml(svg), hasClass(className)).flatMap((group) =>
    findAll(group, (node) => node.attrs['data-card'] !== undefined).map((node) => node.attrs['data-card']!),
  );

describe('the Lamborghini pictures', () => {
  it.each(Object.keys(BOARDS))('[LB-GAP-5] draws every square of %s once, off-track squares and grid slots marked, and the finish line', (id) => {
    const board = BOARDS[id]!;
    const svg = lamborghiniPicture.circuit(board);
    const root = parseXml(svg);
    const squares = findAll(root, (node) => node.attrs['data-square'] !== undefined).map((node) => node.attrs['data-square']);
    expect([...squares].sort()).toEqual([...board.squares.keys()].sort());
    expect(findAll(root, (node) => node.name === 'polygon' && hasClass('off-track')(node))).toHaveLength(
      [...board.squares.values()].filter(({ offTrack }) => offTrack).length,
    );
    expect(
      findAll(root, hasClass('slot-name'))
        .map(({ text }) => text)
        .sort(),
    ).toEqual(board.grid.map((_, index) => `G${index + 1}`));
    expect(findAll(root, hasClass('finish'))).toHaveLength(1);
    // No two squares are drawn on top of each other: their centres stand apart.
    const centres = findAll(root, (node) => node.name === 'polygon' && node.attrs.class !== undefined && /square|off-track/.test(node.attrs.class)).map(
      (node) => {
        const list = pointList(node.attrs.points!);
        return `${Math.round(list.reduce((sum, p) => sum + p.x, 0) / list.length)},${Math.round(list.reduce((sum, p) => sum + p.y, 0) / list.length)}`;
      },
    );
    expect(new Set(centres).size).toBe(board.squares.size);
    expect(lamborghiniPicture.circuit(board)).toBe(svg);
  });

  it.each(Object.keys(BOARDS))('draws each car of a race on %s on its grid slot with its number, and the cards the last step turned up', (id) => {
    const board = BOARDS[id]!;
    const race = toGrid(board, 3);
    const svg = pictureFor(board, race, []);
    const root = parseXml(svg);
    const cars = findAll(findAll(root, hasClass('cars'))[0]!, hasClass('car'));
    expect(cars.map((node) => node.attrs['data-car']).sort()).toEqual(['1', '2', '3', '4']);
    const slots = findAll(root, hasClass('slot-name'));
    for (const node of cars) {
      const number = findAll(node, hasClass('number'))[0]!;
      expect(number.text).toBe(node.attrs['data-car']);
      const slot = slots.find(({ text }) => text === `G${race.state.grid.indexOf(node.attrs['data-car']!) + 1}`)!;
      expect([number.attrs.x, number.attrs.y]).toEqual([slot.attrs.x, slot.attrs.y]);
    }
    const drawn = race.last.flatMap((event) => (event.type === 'chose' ? event.cards : event.type === 'speedDrawn' ? [event.card] : []));
    expect(cardsIn(svg, 'played').sort()).toEqual([...drawn].sort());
    expect(pictureFor(board, race, [])).toBe(svg);
  });

  it("shows each seat its own hand and never another seat's", () => {
    const board = BOARDS['circuit-a']!;
    const race = toGrid(board, 5);
    for (const seat of ['1', '2', '3', '4']) {
      const svg = pictureFor(board, race, [seat]);
      const hand = race.state.murcielagos[seat]!.hand;
      expect(hand.length).toBeGreaterThan(0);
      expect(cardsIn(svg, 'hand')).toEqual(hand);
      for (const other of ['1', '2', '3', '4'].filter((one) => one !== seat)) {
        // What the others hold and nobody saw turned up: their granted cards.
        const secret = race.state.murcielagos[other]!.hand.filter((id) => !Object.values(race.state.draft.held).flat().includes(id));
        for (const id of secret) expect(svg).not.toContain(`data-card="${id}"`);
      }
    }
    expect(cardsIn(pictureFor(board, race, []), 'hand')).toEqual([]);
  });

  it('writes its legend in English and Italian', () => {
    const board = BOARDS['circuit-b']!;
    const race = toGrid(board, 6);
    expect(pictureFor(board, race, ['1'], 'en')).toContain('off-track square');
    const italian = pictureFor(board, race, ['1'], 'it');
    expect(italian).toContain('casella fuori pista');
    expect(italian).toContain('Carte appena giocate');
    expect(italian).toContain('Circuito B');
  });

  describe('[LB-FIN-1] [LB-FIN-2] the cars that finished, off the board', () => {
    const board = BOARDS['circuit-a']!;
    const finished = raceOf(4, 1, seededDice(2), () => ({}), { laps: 1 }).state;
    const viewed = (state: LamborghiniState, language = 'en') =>
      parseXml(lamborghiniPicture.race(board, lamborghini.view!(state, { cars: [], finished: lamborghini.isFinished(state) }), [], language, undefined));
    const placedIn = (root: XmlElement) => findAll(findOne(root, hasClass('classification')), hasClass('placed'));
    /** The row numbers stand inside the loop by lane 1: what lies between them lies in the loop. */
    const insideLoop = (root: XmlElement, at: { x: number; y: number }) => {
      const labels = findAll(root, hasClass('row-number')).map((node) => ({ x: Number(node.attrs.x), y: Number(node.attrs.y) }));
      const [xs, ys] = [labels.map(({ x }) => x), labels.map(({ y }) => y)];
      return at.x > Math.min(...xs) && at.x < Math.max(...xs) && at.y > Math.min(...ys) && at.y < Math.max(...ys);
    };

    it('once the race is over, draws its classification inside the loop, each car by its place and marker, and no car on the board', () => {
      expect(lamborghini.isFinished(finished)).toBe(true);
      const root = viewed(finished);
      expect(findAll(root, hasClass('cars')).flatMap((group) => findAll(group, hasClass('car')))).toEqual([]);
      const placed = placedIn(root);
      expect(placed.map((node) => node.attrs['data-car'])).toEqual(lamborghini.classification(finished));
      expect(placed.map((node) => node.attrs['data-place'])).toEqual(['1', '2', '3', '4']);
      expect(findOne(findOne(root, hasClass('classification')), hasClass('heading')).text).toBe('Classification');
      for (const node of placed) {
        const circle = findOne(node, named('circle'));
        expect(insideLoop(root, { x: Number(circle.attrs.cx), y: Number(circle.attrs.cy) })).toBe(true);
        expect(findOne(node, hasClass('number')).text).toBe(node.attrs['data-car']);
      }
      // A stopped car is said to be stopped; the cars that crossed the line, by their place alone.
      for (const node of placed) {
        const stopped = finished.race.cars[node.attrs['data-car']!]!.stopped === true;
        expect(findAll(node, hasClass('words')).at(-1)!.text).toBe(`Car ${node.attrs['data-car']}${stopped ? ' · stopped' : ''}`);
      }
      expect(findOne(findOne(viewed(finished, 'it'), hasClass('classification')), hasClass('heading')).text).toBe('Classifica');
    });

    it('during the race, lists the cars that finished in their order of arrival while the others race on the board', () => {
      const first = raceOf(4, 1, seededDice(2), () => ({}), { laps: 1, until: (state) => Object.values(state.race.cars).some((car) => car.finished) }).state;
      const root = viewed(first);
      const arrived = Object.keys(first.race.cars).filter((car) => first.race.cars[car]!.finished);
      expect(placedIn(root).map((node) => node.attrs['data-car'])).toEqual(arrived);
      expect(findOne(findOne(root, hasClass('classification')), hasClass('heading')).text).toBe('Order of arrival');
      const onBoard = findAll(findOne(root, hasClass('cars')), hasClass('car')).map((node) => node.attrs['data-car']);
      expect(onBoard.sort()).toEqual(['1', '2', '3', '4'].filter((car) => !arrived.includes(car) && first.race.cars[car]!.out === undefined));
      expect(findOne(findOne(viewed(first, 'it'), hasClass('classification')), hasClass('heading')).text).toBe("Ordine d'arrivo");
      expect(findAll(viewed(toGrid(board, 3).state), hasClass('classification'))).toEqual([]);
    });
  });

  it('renders as an email picture: a PNG at least 900 px wide and at most 150 KB', async () => {
    const board = BOARDS['circuit-a']!;
    const svg = pictureFor(board, toGrid(board, 7), ['2']);
    const bytes = await svgToPng(svg, { scale: emailPictureScale(svg), palette: true });
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(decodePng(bytes).width).toBeGreaterThanOrEqual(900);
    expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
  });
});
