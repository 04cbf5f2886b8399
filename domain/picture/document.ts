/**
 * The SVG document around a game's drawing: a title band above the circuit, an optional band below
 * it, and a pixel size of `scale` pixels per user unit so the labels are readable at 100%.
 */
import { invalid } from '../errors.ts';
import type { PictureLanguage } from './language.ts';
import { element, num, textElement } from './svg.ts';

export interface RenderOptions {
  /** Replaces the default title (the circuit's name, and the turn for a race). */
  title?: string;
  /** Pixels per user unit of the circuit geometry; the default 2 draws a Speed Circuit square about 40 px wide. */
  scale?: number;
  /** The language of the picture's words; English by default. */
  language?: PictureLanguage;
}

const DEFAULT_SCALE = 2;

export interface Page {
  title: string;
  /** The drawing's unit in user units (a straight square, a hex): the title band's height and margin derive from it. */
  size: number;
  width: number;
  height: number;
  /** Height of the band below the circuit, 0 for none. */
  footer: number;
  style: string;
  defs: readonly string[];
  layers: readonly string[];
}

export function svgDocument(page: Page, options: RenderOptions): string {
  const scale = options.scale ?? DEFAULT_SCALE;
  if (!(scale > 0) || !Number.isFinite(scale)) throw invalid('options.scale', `scale ${scale} is not a positive number`);
  const header = 1.6 * page.size;
  const height = header + page.height + page.footer;
  const body = [
    textElement('title', {}, page.title),
    textElement('style', {}, page.style),
    element('defs', {}, page.defs),
    element('rect', { class: 'page', x: 0, y: -header, width: page.width, height }),
    textElement('text', { class: 'title', x: page.size, y: -header / 2, dy: '0.35em' }, page.title),
    ...page.layers.filter((layer) => layer !== ''),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: num(page.width * scale),
      height: num(height * scale),
      viewBox: `0 ${num(-header)} ${num(page.width)} ${num(height)}`,
      'font-family': 'DejaVu Sans, Arial, Helvetica, sans-serif',
    },
    body,
  )}\n`;
}
