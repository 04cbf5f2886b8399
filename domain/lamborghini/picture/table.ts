/**
 * The table of the Strategic and Economic phases as a seat sees it (LB-DRAFT-3, LB-DRAFT-5,
 * LB-LONG-3): the face-down piles with their sizes, the cards face up, each seat's cards chosen
 * face up in front of it with its money, and the reader's own hands. A pile or card the reader may
 * pick carries its choice's mark (`data-choice`), to be clicked.
 */
import { svgDocument } from '../../picture/document.ts';
import { carStyle } from '../../picture/palette.ts';
import { element, textElement } from '../../picture/svg.ts';
import type { Language } from '../../race/language.ts';
import type { Pile } from '../draft.ts';
import { CHIP_FONT, chipRows } from './draw.ts';
import { UNIT } from './layout.ts';
import { WORDS } from './words.ts';

export interface TableSeat {
  seat: string;
  colour: number;
  /** The cards it has chosen face up, or its Car and Driver cards once paired. */
  cards: readonly string[];
  money: number | undefined;
}

export interface PicturedTable {
  title: string;
  piles: Record<Pile, number>;
  faceUp: readonly string[];
  seats: readonly TableSeat[];
  /** The hands of the reader's cars, card by card. */
  hands: readonly { car: string; cards: readonly string[] }[];
}

const WIDTH = 18 * UNIT;
const LINE = 1.3 * UNIT;
const BACK = { width: 4 * UNIT, height: 1.6 * UNIT, gap: 0.3 * UNIT } as const;
const PILES: readonly Pile[] = ['car', 'driver', 'technology', 'manoeuvre'];

const STYLE = [
  '.page{fill:#ffffff}',
  `.title{font-size:${UNIT}px;font-weight:bold;fill:#1c1917}`,
  `.heading{font-size:${0.55 * UNIT}px;font-weight:bold;fill:#1c1917}`,
  `.words{font-size:${0.55 * UNIT}px;fill:#1c1917}`,
  `.back{fill:#1e3a8a;stroke:#1c1917;stroke-width:${0.05 * UNIT}px}`,
  `.back-text{font-size:${0.55 * UNIT}px;fill:#ffffff}`,
  `.chip{fill:#ffffff;stroke:#44403c;stroke-width:${0.05 * UNIT}px}`,
  `.chip-text{font-size:${CHIP_FONT.name * UNIT}px;fill:#1c1917}`,
  `.chip-text.small{font-size:${CHIP_FONT.detail * UNIT}px;fill:#44403c}`,
  `.body{stroke:#1c1917;stroke-width:${0.06 * UNIT}px}`,
  '.choice{cursor:pointer}',
  `.choice .chip,.choice .back{stroke:#a16207;stroke-width:${0.12 * UNIT}px}`,
].join('');

const text = (className: string, x: number, y: number, words: string): string => textElement('text', { class: className, x, y, dy: '0.35em' }, words);

export function renderTable(table: PicturedTable, language: Language, marks: ReadonlyMap<string, string>): string {
  const words = WORDS[language];
  const layers: string[] = [];
  let top = 0.4 * UNIT;
  layers.push(text('heading', UNIT, top + LINE / 2, words.pilesHeading));
  top += LINE;
  PILES.forEach((pile, index) => {
    const x = UNIT + (index % 2) * (BACK.width * 2 + BACK.gap);
    const y = top + Math.floor(index / 2) * (BACK.height + BACK.gap);
    const mark = marks.get(`pile.${pile}`);
    layers.push(
      element('g', { class: mark === undefined ? 'pile' : 'pile choice', 'data-pile': pile, ...(mark === undefined ? {} : { 'data-choice': mark }) }, [
        element('rect', { class: 'back', x, y, width: BACK.width * 2, height: BACK.height, rx: 0.15 * UNIT }),
        text('back-text', x + 0.4 * UNIT, y + BACK.height / 2, `${words.piles[pile]}: ${table.piles[pile]}`),
      ]),
    );
  });
  top += 2 * (BACK.height + BACK.gap) + 0.4 * UNIT;
  const faceUp = chipRows(words.table, table.faceUp, words, WIDTH, top, marks);
  layers.push(faceUp.layer);
  top += faceUp.height + 0.4 * UNIT;
  for (const seat of table.seats) {
    const style = carStyle(seat.colour);
    const heading = [words.car(seat.seat), ...(seat.money === undefined ? [] : [words.money(seat.money)])].join(' · ');
    const row = chipRows(heading, seat.cards, words, WIDTH, top);
    layers.push(
      element('g', { class: 'seat', 'data-seat': seat.seat }, [
        element('circle', { class: 'body', fill: style.fill, cx: 0.55 * UNIT, cy: top + LINE / 2, r: 0.35 * UNIT }),
        row.layer,
      ]),
    );
    top += row.height + 0.2 * UNIT;
  }
  for (const { car, cards } of table.hands) {
    const hand = chipRows(words.hand(car), cards, words, WIDTH, top, marks);
    layers.push(element('g', { class: 'hand', 'data-car': car }, [hand.layer]));
    top += hand.height + 0.4 * UNIT;
  }
  return svgDocument({ title: table.title, size: UNIT, width: WIDTH, height: top, footer: 0, style: STYLE, defs: [], layers }, {});
}
