/**
 * Car markers for up to 26 cars: the eight Okabe–Ito colours, which stay apart for the common
 * colour-vision deficiencies, times four marker shapes, so no two cars share colour and shape
 * and the shape still tells cars apart where colours blur. The number on each marker is black or
 * white, whichever contrasts more with its colour.
 */
import { invalid } from '../errors.ts';

const COLOURS = ['#000000', '#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7'] as const;

export const SHAPES = ['circle', 'square', 'diamond', 'hexagon'] as const;
export type MarkerShape = (typeof SHAPES)[number];

export const PALETTE_SIZE = 26;

export interface CarStyle {
  fill: string;
  text: '#000000' | '#FFFFFF';
  shape: MarkerShape;
}

export function carStyle(colour: number): CarStyle {
  if (!Number.isInteger(colour) || colour < 0 || colour >= PALETTE_SIZE) {
    throw invalid('colour', `colour index ${colour} is outside 0–${PALETTE_SIZE - 1}`);
  }
  const fill = COLOURS[colour % COLOURS.length]!;
  const text = contrast(fill, '#000000') >= contrast(fill, '#FFFFFF') ? '#000000' : '#FFFFFF';
  return { fill, text, shape: SHAPES[Math.floor(colour / COLOURS.length)]! };
}

/** WCAG 2 contrast ratio of two `#RRGGBB` colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
