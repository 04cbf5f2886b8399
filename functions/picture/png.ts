/**
 * SVG to PNG for the emails, with resvg compiled to WebAssembly: no native binary, so the same
 * code runs on a laptop and on Lambda arm64. Lambda has no system fonts, so the DejaVu Sans faces
 * the pictures ask for are handed over as buffers.
 *
 * The WebAssembly module and the fonts are files (assets.ts), found the way Node finds a
 * package's files: from the source tree in `node_modules`, and from an esbuild bundle in the
 * `node_modules` folder its deployment copies beside it. They are read and the module compiled
 * once per process, on the first picture, so a Lambda that sends no picture pays nothing.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { PICTURE_ASSETS } from './assets.ts';
import { toPalettePng } from './palette.ts';

const packages = createRequire(import.meta.url);
const read = (asset: string) => readFile(packages.resolve(asset));

let fonts: Promise<Uint8Array[]> | undefined;

const load = async (): Promise<Uint8Array[]> => {
  const [wasm, ...faces] = await Promise.all([read(PICTURE_ASSETS.wasm), ...PICTURE_ASSETS.fonts.map(read)]);
  await initWasm(wasm!);
  return faces;
};

/** Reads the files and starts the WebAssembly module, once; a failure is retried by the next call. */
const ready = (): Promise<Uint8Array[]> => {
  fonts ??= load().catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
};

export interface PngOptions {
  /** Pixels per SVG pixel: the PNG is the SVG's `width` × `height` times this, rounded. */
  scale?: number;
  /** A palette PNG of at most 256 colours (palette.ts) rather than full RGBA: for the emails. */
  palette?: boolean;
}

/** An SVG drawn as a PNG: `svgToPng` here, or on another thread (functions/local/pictureThreads.ts). */
export type Rasterise = (svg: string, options?: PngOptions) => Promise<Uint8Array>;

export async function svgToPng(svg: string, { scale = 1, palette = false }: PngOptions = {}): Promise<Uint8Array> {
  if (!(scale > 0) || !Number.isFinite(scale)) throw new RangeError(`scale ${scale} is not a positive number`);
  const fontBuffers = await ready();
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
  });
  try {
    const image = resvg.render();
    try {
      return palette ? toPalettePng(image.pixels, image.width, image.height) : image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
