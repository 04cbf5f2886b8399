/**
 * The band below a game's drawing: entries of a sample and its words, flowing left to right in
 * rows and wrapping at the page's width. Each game gives its own sizes (`LegendLayout`).
 */
import { element, type Point, textElement } from './svg.ts';

export interface LegendEntry {
  width: number;
  draw(at: Point): string;
}

export interface LegendLayout {
  /** The room left and right of the rows. */
  margin: number;
  row: number;
  /** Between an entry's words and the next entry. */
  gap: number;
  /** The room of a sample before its words, and where its centre stands from the entry's left. */
  sample: number;
  sampleCentre: number;
  /** How wide `characters` of the legend's words are drawn. */
  wordsWidth(characters: number): number;
  /** The room under the last row. */
  bottom: number;
}

const words = (text: string, at: Point): string => textElement('text', { class: 'words', x: at.x, y: at.y, dy: '0.35em' }, text);

/** A sample drawn in its space, then its words. */
export const legendEntry = (
  layout: LegendLayout,
  text: string,
  sample: (centre: Point) => string,
  className: string,
  attrs: Record<string, string> = {},
): LegendEntry => ({
  width: layout.sample + layout.wordsWidth(text.length) + layout.gap,
  draw: (at) =>
    element('g', { class: className, ...attrs }, [sample({ x: at.x + layout.sampleCentre, y: at.y }), words(text, { x: at.x + layout.sample, y: at.y })]),
});

/** Rows of entries, each row as wide as the page allows. */
export function flowLegend(layout: LegendLayout, rows: readonly LegendEntry[][], width: number, top: number): { layer: string; height: number } {
  const left = layout.margin;
  const drawn: string[] = [];
  let y = top + layout.row / 2;
  for (const row of rows) {
    let x = left;
    for (const item of row) {
      if (x > left && x + item.width > width - left) {
        x = left;
        y += layout.row;
      }
      drawn.push(item.draw({ x, y }));
      x += item.width;
    }
    y += layout.row;
  }
  return { layer: element('g', { class: 'legend' }, drawn), height: y - layout.row / 2 - top + layout.bottom };
}
