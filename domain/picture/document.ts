/**
 * The SVG document around a game's drawing: a title band above the circuit, an optional band below
 * it, and a pixel size of `scale` pixels per user unit so the labels are readable at 100%.
 */
import { invalid } from '../errors.ts';
import type { Language } from '../race/language.ts';
import { element, num, textElement } from './svg.ts';

export interface RenderOptions {
  /** Replaces the default title (the circuit's name, and the turn for a race). */
  title?: string;
  /** Pixels per user unit of the circuit geometry; the default 2 draws a Speed Circuit square about 40 px wide. */
  scale?: number;
  /** The language of the picture's words; English by default. */
  language?: Language;
  /** The cars the picture is drawn around, where the drawing is too large to be legible whole (an email's reader's); the whole drawing otherwise. */
  focus?: readonly string[];
}

export interface Point {
  x: number;
  y: number;
}

/** A part of the drawing, in user units. */
export interface Window extends Point {
  width: number;
  height: number;
}

/**
 * The part of a `width` × `height` drawing shown around `points`, of the size of `window`: none
 * when the drawing is not half as large again, whole. Its corners stand on a grid of half a window,
 * so that readers whose cars are near each other get the same picture, drawn once.
 */
export function windowAround(
  drawing: { width: number; height: number },
  points: readonly Point[],
  window: { width: number; height: number },
): Window | undefined {
  if (points.length === 0 || (drawing.width <= 1.5 * window.width && drawing.height <= 1.5 * window.height)) return undefined;
  const centre = { x: points.reduce((sum, p) => sum + p.x, 0) / points.length, y: points.reduce((sum, p) => sum + p.y, 0) / points.length };
  const corner = (along: number, size: number, at: number): number => {
    if (along <= size) return (along - size) / 2;
    const step = size / 2;
    const last = Math.ceil((along - size) / step);
    const index = Math.min(last, Math.max(0, Math.round((at - size / 2) / step)));
    return Math.min(index * step, along - size);
  };
  return {
    x: corner(drawing.width, window.width, centre.x),
    y: corner(drawing.height, window.height, centre.y),
    width: window.width,
    height: window.height,
  };
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
  /** The part of the drawing shown (windowAround), its title band over it; the whole drawing when absent. */
  window?: Window;
}

export function svgDocument(page: Page, options: RenderOptions): string {
  const scale = options.scale ?? DEFAULT_SCALE;
  if (!(scale > 0) || !Number.isFinite(scale)) throw invalid('options.scale', `scale ${scale} is not a positive number`);
  const header = 1.6 * page.size;
  const shown = page.window ?? { x: 0, y: 0, width: page.width, height: page.height + page.footer };
  const height = header + shown.height;
  const band = [
    element('rect', { class: 'page', x: shown.x, y: shown.y - header, width: shown.width, height: page.window ? header : height }),
    textElement('text', { class: 'title', x: shown.x + page.size, y: shown.y - header / 2, dy: '0.35em' }, page.title),
  ];
  const layers = page.layers.filter((layer) => layer !== '');
  const body = [
    textElement('title', {}, page.title),
    textElement('style', {}, page.style),
    element('defs', {}, page.defs),
    // A window cuts through the drawing: its band goes over it.
    ...(page.window
      ? [element('rect', { class: 'page', x: shown.x, y: shown.y, width: shown.width, height: shown.height }), ...layers, ...band]
      : [...band, ...layers]),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: num(shown.width * scale),
      height: num(height * scale),
      viewBox: `${num(shown.x)} ${num(shown.y - header)} ${num(shown.width)} ${num(height)}`,
      'font-family': 'DejaVu Sans, Arial, Helvetica, sans-serif',
    },
    body,
  )}\n`;
}
