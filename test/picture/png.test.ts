import { describe, expect, it } from 'vitest';
import { getCircuit } from '../../domain/speed-circuit/circuit/index.ts';
import { renderRace } from '../../domain/speed-circuit/picture/index.ts';
import { svgToPng } from '../../functions/picture/png.ts';
import { threeCars } from '../speed-circuit/picture/fixtures.ts';
import { findOne, named, parseXml } from '../speed-circuit/picture/xml.ts';
import { decodePng, PNG_SIGNATURE } from './decode-png.ts';

const svg = renderRace(getCircuit('test-oval'), threeCars);
const root = findOne(parseXml(svg), named('svg'));
const [minX, minY, viewWidth] = root.attrs.viewBox!.split(' ').map(Number) as [number, number, number];
const width = Number(root.attrs.width);
const height = Number(root.attrs.height);

/** The pixel under a point of the SVG's user space, at `scale` pixels per SVG pixel. */
const pixelAt = (scale: number, x: number, y: number) => {
  const perUnit = (width / viewWidth) * scale;
  return [Math.floor((x - minX) * perUnit), Math.floor((y - minY) * perUnit)] as const;
};

const hex = ([r, g, b]: readonly number[]) => `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0').toUpperCase()).join('')}`;

const word = (weight: 'normal' | 'bold') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60"><rect width="300" height="60" fill="#ffffff"/>` +
  `<text x="10" y="45" font-family="DejaVu Sans" font-size="40" font-weight="${weight}">Monza</text></svg>`;

const darkPixels = (bytes: Uint8Array): number => {
  const png = decodePng(bytes);
  let dark = 0;
  for (let y = 0; y < png.height; y++) for (let x = 0; x < png.width; x++) if (png.pixel(x, y)[0] < 128) dark++;
  return dark;
};

describe('svgToPng', () => {
  it('renders the race picture as a PNG of the SVG’s size times the scale', async () => {
    for (const scale of [1, 0.5]) {
      const bytes = await svgToPng(svg, { scale });
      expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      const png = decodePng(bytes);
      expect({ width: png.width, height: png.height }).toEqual({ width: Math.round(width * scale), height: Math.round(height * scale) });
    }
  });

  it('draws each car’s marker in its colour where the SVG puts it', async () => {
    const png = decodePng(await svgToPng(svg));
    for (const car of ['3', '12', '27']) {
      const marker = findOne(root, (e) => e.attrs.class === 'car' && e.attrs['data-car'] === car);
      const circle = findOne(marker, named('circle'));
      const [cx, cy, r] = [circle.attrs.cx, circle.attrs.cy, circle.attrs.r].map(Number) as [number, number, number];
      // Above the car number, well inside the marker's edge.
      expect(hex(png.pixel(...pixelAt(1, cx, cy - 0.75 * r))), `car ${car}`).toBe(circle.attrs.fill);
    }
  });

  it('writes text with the DejaVu Sans faces it was given, regular and bold, with no system font', async () => {
    const regular = darkPixels(await svgToPng(word('normal')));
    const bold = darkPixels(await svgToPng(word('bold')));
    expect(regular).toBeGreaterThan(500);
    expect(bold).toBeGreaterThan(regular * 1.2);
  });

  it('as a palette PNG keeps every car marker in its exact colour, in at most 256 colours and a fraction of the bytes', async () => {
    const full = await svgToPng(svg);
    const bytes = await svgToPng(svg, { palette: true });
    const png = decodePng(bytes);
    expect(png.colours).toBeLessThanOrEqual(256);
    expect(bytes.length).toBeLessThan(full.length / 2);
    for (const car of ['3', '12', '27']) {
      const marker = findOne(root, (e) => e.attrs.class === 'car' && e.attrs['data-car'] === car);
      const circle = findOne(marker, named('circle'));
      const [cx, cy, r] = [circle.attrs.cx, circle.attrs.cy, circle.attrs.r].map(Number) as [number, number, number];
      expect(hex(png.pixel(...pixelAt(1, cx, cy - 0.75 * r))), `car ${car}`).toBe(circle.attrs.fill);
    }
    // Anti-aliased edges take the nearest colour of the palette: the picture stays the same picture.
    const rgba = decodePng(full);
    let difference = 0;
    for (let y = 0; y < png.height; y++) for (let x = 0; x < png.width; x++) difference += Math.abs(png.pixel(x, y)[1] - rgba.pixel(x, y)[1]);
    expect(difference / (png.width * png.height)).toBeLessThan(2);
  });

  it('refuses a scale that is not a positive number', async () => {
    await expect(svgToPng(svg, { scale: 0 })).rejects.toThrow('scale 0 is not a positive number');
  });
});
