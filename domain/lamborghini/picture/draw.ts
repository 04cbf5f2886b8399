/**
 * The Lamborghini pictures: the board (LB-GAP-5) with its squares, off-track squares, grid slots
 * and finish line, and the race: each car on its square with its number, and below the board a
 * legend, each car's line (its money in the Long game, the size of a hand the reader may not
 * see), the cards just played, and the hands of the reader's own cars. A hand is drawn only when
 * the view gives its cards and the car is the reader's (`focus`), or every car's when there is no
 * reader; another seat's hand is never drawn. The race a seat's choices draw, to be clicked on a
 * phone, shows a window of the board around the squares to click, over a footer of its width.
 */

import { svgDocument, windowAround } from '../../picture/document.ts';
import { carStyle } from '../../picture/palette.ts';
import { cssLength, element, group, type Point, points, textElement } from '../../picture/svg.ts';
import type { Language } from '../../race/language.ts';
import { squareKey } from '../board/geometry.ts';
import { boardName } from '../board/shipped-names.ts';
import type { Board } from '../board/types.ts';
import { card } from '../cards.ts';
import { type Layout, layoutOf, UNIT } from './layout.ts';
import type { CarOnPicture, PicturedRace } from './view.ts';
import { WORDS, type Words } from './words.ts';

const u = (factor: number): string => cssLength(factor * UNIT);
const FONT = { title: 1, row: 0.38, slot: 0.36, number: 0.5, words: 0.55 } as const;
/** A card's name and its detail, in units: legible on a phone, where the choices' pictures are 18 units wide. */
export const CHIP_FONT = { name: 0.6, detail: 0.48 } as const;
const ADVANCE = 0.56;
const LINE = 1.3 * UNIT;
const CHIP = { width: 7.4 * UNIT, height: 2 * UNIT, gap: 0.3 * UNIT } as const;
const KIND_COLOURS: Record<string, string> = {
  blue: '#0072B2',
  yellow: '#E69F00',
  red: '#D55E00',
  manoeuvre: '#009E73',
  banknote: '#6b7280',
  car: '#1c1917',
  driver: '#1c1917',
};

/** Technology cards whose value is a bonus added to speed or to a check (LB-TECH-2); the others' is a number of turns or damages. */
const BONUS = new Set(['aerodynamics', 'engine', 'setUp']);

const STYLE = [
  `.page{fill:#ffffff}`,
  `.title{font-size:${u(FONT.title)};font-weight:bold;fill:#1c1917}`,
  `.infield{fill:#ecfccb}`,
  `.square{fill:#f5f5f4;stroke:#78716c;stroke-width:${u(0.04)}}`,
  `.off-track{fill:#86efac;stroke:#15803d;stroke-width:${u(0.04)}}`,
  `.slot{fill:#bfdbfe}`,
  `.slot-name{font-size:${u(FONT.slot)};fill:#1e3a8a;text-anchor:middle;font-weight:bold}`,
  `.row-number{font-size:${u(FONT.row)};fill:#57534e;text-anchor:middle}`,
  `.finish-base{stroke:#ffffff;stroke-width:${u(0.3)}}`,
  `.finish-checks{stroke:#1c1917;stroke-width:${u(0.3)};stroke-dasharray:${u(0.15)}}`,
  `.body{stroke:#1c1917;stroke-width:${u(0.06)}}`,
  `.number{font-size:${u(FONT.number)};font-weight:bold;text-anchor:middle}`,
  `.words{font-size:${u(FONT.words)};fill:#1c1917}`,
  `.heading{font-size:${u(FONT.words)};font-weight:bold;fill:#1c1917}`,
  `.chip{fill:#ffffff;stroke:#44403c;stroke-width:${u(0.05)}}`,
  `.chip-text{font-size:${u(CHIP_FONT.name)};fill:#1c1917}`,
  `.chip-text.small{font-size:${u(CHIP_FONT.detail)};fill:#44403c}`,
  `.choice{cursor:pointer}`,
  `.car{pointer-events:none}`,
  `.choice .chip{stroke:#a16207;stroke-width:${u(0.12)}}`,
  `.target{fill:#facc15;fill-opacity:0.6;stroke:#a16207;stroke-width:${u(0.1)}}`,
  `.planned{fill:#1d4ed8}`,
  `.planned-number{font-size:${u(FONT.row)};fill:#ffffff;text-anchor:middle;font-weight:bold}`,
].join('');

const wordsAt = (text: string, at: Point, className = 'words'): string => textElement('text', { class: className, x: at.x, y: at.y, dy: '0.35em' }, text);
const widthOf = (text: string, font: number = FONT.words): number => text.length * ADVANCE * font * UNIT;

function boardLayers(board: Board, layout: Layout): string[] {
  const slots = new Map(board.grid.map((square, index) => [squareKey(square.row, square.lane), index]));
  const squares = [...board.squares.values()].map((square) => {
    const { polygon, centre } = layout.cell(square.row, square.lane);
    const slot = slots.get(squareKey(square.row, square.lane));
    const className = square.offTrack ? 'off-track' : slot === undefined ? 'square' : 'square slot';
    return element('g', { 'data-square': squareKey(square.row, square.lane) }, [
      element('polygon', { class: className, points: points(polygon) }),
      ...(slot === undefined ? [] : [textElement('text', { class: 'slot-name', x: centre.x, y: centre.y, dy: '0.35em' }, `G${slot + 1}`)]),
    ]);
  });
  const rowNumbers = Array.from({ length: board.rows }, (_, row) => row)
    .filter((row) => row % 5 === 0)
    .map((row) => {
      const at = layout.rowLabel(row);
      return textElement('text', { class: 'row-number', x: at.x, y: at.y, dy: '0.35em' }, String(row));
    });
  const { from, to } = layout.finish;
  const finish = element('g', { class: 'finish' }, [
    element('line', { class: 'finish-base', x1: from.x, y1: from.y, x2: to.x, y2: to.y }),
    element('line', { class: 'finish-checks', x1: from.x, y1: from.y, x2: to.x, y2: to.y }),
  ]);
  return [group('squares', squares), group('row-numbers', rowNumbers), finish];
}

/** A board's layout and its drawn squares, the same in every picture of it: worked out once per compiled board. */
const DRAWN = new WeakMap<Board, { layout: Layout; layers: string[] }>();
const drawnBoard = (board: Board): { layout: Layout; layers: string[] } => {
  const known = DRAWN.get(board);
  if (known) return known;
  const layout = layoutOf(board);
  const drawn = { layout, layers: boardLayers(board, layout) };
  DRAWN.set(board, drawn);
  return drawn;
};

const marker = (car: Pick<CarOnPicture, 'car' | 'colour'>, at: Point): string => {
  const style = carStyle(car.colour);
  return element('g', { class: 'car', 'data-car': car.car }, [
    element('circle', { class: 'body', fill: style.fill, cx: at.x, cy: at.y, r: 0.4 * UNIT }),
    textElement('text', { class: 'number', fill: style.text, x: at.x, y: at.y, dy: '0.35em' }, car.car),
  ]);
};

/** A card as a small face-up card: its name and value, then its brand and the speed value read from the Speed deck; `mark`, a choice it is clicked for. */
export function chip(id: string, words: Words, at: Point, mark?: string): string {
  const found = card(id);
  const [name, detail, colour] =
    found.kind === 'technology'
      ? [
          `${words.technology[found.type]} ${BONUS.has(found.type) ? '+' : ''}${found.value}`,
          `${words.brands[found.brand]} · ${words.speed} ${found.speed}`,
          KIND_COLOURS[found.brand],
        ]
      : found.kind === 'manoeuvre'
        ? [words.manoeuvre[found.type], `${words.speed} ${found.speed}`, KIND_COLOURS.manoeuvre]
        : found.kind === 'banknote'
          ? [words.banknote(found.value), `${words.speed} ${found.speed}`, KIND_COLOURS.banknote]
          : [found.kind === 'car' ? words.carCard(id.slice(1)) : words.driverCard(id.slice(1)), words.money(found.price), KIND_COLOURS[found.kind]];
  return element('g', { class: mark === undefined ? 'card' : 'card choice', 'data-card': id, ...(mark === undefined ? {} : { 'data-choice': mark }) }, [
    element('rect', { class: 'chip', x: at.x, y: at.y, width: CHIP.width, height: CHIP.height, rx: 0.15 * UNIT }),
    element('rect', { fill: colour, x: at.x, y: at.y, width: 0.3 * UNIT, height: CHIP.height }),
    textElement(
      'text',
      { class: 'chip-text', x: at.x + 0.5 * UNIT, y: at.y + 0.62 * UNIT, dy: '0.35em' },
      `${name}${found.kind !== 'car' && found.kind !== 'driver' && 'arrow' in found && found.arrow ? ' ▲' : ''}`,
    ),
    textElement('text', { class: 'chip-text small', x: at.x + 0.5 * UNIT, y: at.y + 1.42 * UNIT, dy: '0.35em' }, detail),
  ]);
}

/** A row of the footer: a heading, then chips wrapping under it, each with its choice's mark in `marks`. */
export function chipRows(
  heading: string,
  cards: readonly string[],
  words: Words,
  width: number,
  top: number,
  marks: ReadonlyMap<string, string> = new Map(),
): { layer: string; height: number } {
  const left = UNIT;
  const perRow = Math.max(1, Math.floor((width - 2 * UNIT) / (CHIP.width + CHIP.gap)));
  const rows = Math.max(1, Math.ceil(cards.length / perRow));
  const chips = cards.map((id, index) =>
    chip(
      id,
      words,
      { x: left + (index % perRow) * (CHIP.width + CHIP.gap), y: top + LINE + Math.floor(index / perRow) * (CHIP.height + CHIP.gap) },
      marks.get(id),
    ),
  );
  const none = cards.length === 0 ? [wordsAt(words.nothing, { x: left, y: top + LINE + CHIP.height / 2 })] : [];
  return {
    layer: element('g', {}, [wordsAt(heading, { x: left, y: top + LINE / 2 }, 'heading'), ...chips, ...none]),
    height: LINE + rows * (CHIP.height + CHIP.gap),
  };
}

/** The cards one car turned up in the last step: its marker, then the cards wrapping beside it. */
function playedRow(
  car: Pick<CarOnPicture, 'car' | 'colour'>,
  cards: readonly string[],
  words: Words,
  width: number,
  top: number,
): { layer: string; height: number } {
  const left = 2.4 * UNIT;
  const perRow = Math.max(1, Math.floor((width - left - UNIT) / (CHIP.width + CHIP.gap)));
  const rows = Math.ceil(cards.length / perRow);
  const chips = cards.map((id, index) =>
    chip(id, words, { x: left + (index % perRow) * (CHIP.width + CHIP.gap), y: top + Math.floor(index / perRow) * (CHIP.height + CHIP.gap) }),
  );
  return {
    layer: element('g', { class: 'played', 'data-car': car.car }, [marker(car, { x: 1.5 * UNIT, y: top + CHIP.height / 2 }), ...chips]),
    height: rows * (CHIP.height + CHIP.gap),
  };
}

/** The legend: each kind of square and the finish line, wrapping into rows no wider than `width`. */
function keyRows(words: Words, width: number, top: number): { layer: string; height: number } {
  const samples: [string | undefined, string][] = [
    ['square', words.key.track],
    ['off-track', words.key.offTrack],
    ['square slot', words.key.slot],
    [undefined, words.key.finish],
  ];
  const KEY = 1.4 * UNIT;
  let x = UNIT;
  let y = top;
  const entries = samples.map(([className, text]) => {
    const wide = 1.2 * UNIT + widthOf(text);
    if (x > UNIT && x + wide > width - UNIT) {
      x = UNIT;
      y += KEY;
    }
    const at = { x, y };
    x += wide + UNIT;
    const sample =
      className === undefined
        ? ['finish-base', 'finish-checks'].map((line) =>
            element('line', { class: line, x1: at.x + 0.45 * UNIT, y1: at.y + 0.1 * UNIT, x2: at.x + 0.45 * UNIT, y2: at.y + 1.1 * UNIT }),
          )
        : [element('rect', { class: className, x: at.x, y: at.y + 0.15 * UNIT, width: 0.9 * UNIT, height: 0.9 * UNIT })];
    return element('g', { class: 'key' }, [...sample, wordsAt(text, { x: at.x + 1.2 * UNIT, y: at.y + 0.6 * UNIT })]);
  });
  return { layer: element('g', { class: 'legend-key' }, entries), height: y - top + KEY };
}

function carLines(cars: readonly CarOnPicture[], words: Words, top: number): { layer: string; height: number } {
  const lines = cars.map((car, index) => {
    const y = top + index * LINE + LINE / 2;
    const parts = [
      words.car(car.car),
      ...(car.money === undefined ? [] : [words.money(car.money)]),
      ...(typeof car.hand === 'number' ? [words.cards(car.hand)] : []),
    ];
    return element('g', { class: 'car-line', 'data-car': car.car }, [marker(car, { x: 1.5 * UNIT, y }), wordsAt(parts.join(' · '), { x: 2.4 * UNIT, y })]);
  });
  return { layer: element('g', { class: 'cars-legend' }, lines), height: cars.length * LINE };
}

/**
 * LB-FIN-1 Proposed: the cars off the board that finished, each by its place and marker, and once
 * the race is over every car's place; at `at`, its top left. Empty when no car has finished.
 */
function classificationLines(race: PicturedRace, words: Words, at: Point): { layer: string; width: number; height: number } {
  const { classification } = race;
  if (classification.length === 0) return { layer: '', width: 0, height: 0 };
  const heading = race.over ? words.classification : words.arrival;
  const texts = classification.map(({ car, how }) => [words.car(car), ...(how === 'finished' ? [] : [words.how[how]])].join(' · '));
  const lines = classification.map((placed, index) => {
    const y = at.y + (index + 1) * LINE + LINE / 2;
    return element('g', { class: 'placed', 'data-car': placed.car, 'data-place': placed.place }, [
      wordsAt(`${placed.place}.`, { x: at.x, y }),
      marker(placed, { x: at.x + 2 * UNIT, y }),
      wordsAt(texts[index]!, { x: at.x + 2.9 * UNIT, y }),
    ]);
  });
  return {
    layer: element('g', { class: 'classification' }, [wordsAt(heading, { x: at.x, y: at.y + LINE / 2 }, 'heading'), ...lines]),
    width: Math.max(widthOf(heading), ...texts.map((text) => 2.9 * UNIT + widthOf(text))),
    height: (classification.length + 1) * LINE,
  };
}

export function renderBoard(board: Board, language: Language): string {
  const words = WORDS[language];
  const { layout, layers } = drawnBoard(board);
  const top = layout.height;
  return svgDocument(
    {
      title: words.title(boardName(board, language)),
      size: UNIT,
      width: layout.width,
      height: layout.height,
      footer: 1.6 * UNIT,
      style: STYLE,
      defs: [],
      layers: [...layers, keyRows(words, Number.POSITIVE_INFINITY, top + 0.2 * UNIT).layer],
    },
    {},
  );
}

/** What a seat's choices mark on the race: the squares its next step or a direction leads to, the squares planned so far, the cards of its hand to play. */
export interface RaceMarks {
  squares: readonly { row: number; lane: number; mark: string }[];
  path: readonly { row: number; lane: number }[];
  cards: ReadonlyMap<string, string>;
}

/** The squares planned, numbered in order, then the squares to click, each with its choice's mark. */
function markLayers(layout: Layout, marks: RaceMarks): string[] {
  const planned = marks.path.map((square, index) => {
    const { centre } = layout.cell(square.row, square.lane);
    return element('g', { class: 'planned-square' }, [
      element('circle', { class: 'planned', cx: centre.x, cy: centre.y, r: 0.3 * UNIT }),
      textElement('text', { class: 'planned-number', x: centre.x, y: centre.y, dy: '0.35em' }, String(index + 1)),
    ]);
  });
  const targets = marks.squares.map(({ row, lane, mark }) =>
    element('polygon', { class: 'choice target', 'data-choice': mark, points: points(layout.cell(row, lane).polygon) }),
  );
  return [group('plan', planned), group('targets', targets)];
}

/**
 * The choices' race drawn at a phone's width: the board around the squares to click (or the
 * reader's cars), large enough to tap a square, over the footer at the table picture's width.
 */
const CHOICE_WIDTH = 18 * UNIT;
const CHOICE_WINDOW = { width: 14 * UNIT, height: 10 * UNIT } as const;

export function renderRace(board: Board, race: PicturedRace, language: Language, focus: readonly string[] | undefined, marks?: RaceMarks): string {
  const words = WORDS[language];
  const { layout, layers } = drawnBoard(board);
  const readers = focus ?? race.cars.map(({ car }) => car);
  // The squares to click next, else the end of the plan, else the reader's cars.
  const around = marks?.squares.length ? marks.squares : marks?.path.length ? marks.path.slice(-1) : race.cars.filter(({ car }) => readers.includes(car));
  const window = marks
    ? windowAround(
        layout,
        around.map(({ row, lane }) => layout.cell(row, lane).centre),
        CHOICE_WINDOW,
      )
    : undefined;
  const width = window ? CHOICE_WIDTH : layout.width;
  const height = window ? (window.height * width) / window.width : layout.height;
  let top = height + 0.2 * UNIT;
  const key = keyRows(words, width, top);
  const footer: string[] = [key.layer];
  top += key.height + 0.2 * UNIT;
  // The classification inside the loop, where the board is empty; below it where it does not fit.
  const { infield } = layout;
  const inside = classificationLines(race, words, infield);
  const fits = inside.width <= infield.width && inside.height <= infield.height;
  if (!fits) {
    const below = classificationLines(race, words, { x: UNIT, y: top });
    footer.push(below.layer);
    top += below.height + (below.height > 0 ? 0.4 * UNIT : 0);
  }
  const lines = carLines(race.cars, words, top);
  footer.push(lines.layer);
  top += lines.height + 0.4 * UNIT;
  footer.push(wordsAt(words.played, { x: UNIT, y: top + LINE / 2 }, 'heading'));
  top += LINE;
  if (race.played.length === 0) {
    footer.push(wordsAt(words.nothing, { x: UNIT, y: top + LINE / 2 }));
    top += LINE;
  }
  for (const { car, cards } of race.played) {
    const row = playedRow(race.cars.find((one) => one.car === car) ?? { car, colour: 0 }, cards, words, width, top);
    footer.push(row.layer);
    top += row.height;
  }
  top += 0.4 * UNIT;
  for (const car of race.cars) {
    if (!readers.includes(car.car) || !Array.isArray(car.hand)) continue;
    const hand = chipRows(words.hand(car.car), car.hand, words, width, top, marks?.cards);
    footer.push(element('g', { class: 'hand', 'data-car': car.car }, [hand.layer]));
    top += hand.height + 0.4 * UNIT;
  }
  const onBoard = race.cars.map((car) => marker(car, layout.cell(car.row, car.lane).centre));
  // The marks lie under the cars, which let a click through to the square they stand on (a car to rear-end or push).
  const drawn = [...layers, ...(fits ? [inside.layer] : []), ...(marks ? markLayers(layout, marks) : []), group('cars', onBoard)];
  return svgDocument(
    {
      title: words.title(boardName(board, language)),
      size: UNIT,
      width,
      height,
      footer: top - height,
      style: STYLE,
      defs: [],
      layers: [
        ...(window
          ? [element('svg', { class: 'window', x: 0, y: 0, width, height, viewBox: `${window.x} ${window.y} ${window.width} ${window.height}` }, drawn)]
          : drawn),
        ...footer,
      ],
    },
    {},
  );
}
