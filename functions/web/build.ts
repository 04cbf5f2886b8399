/**
 * The web client's bundle, made by esbuild from functions/web/client, and the folder of every
 * asset the pages need: what local mode serves from memory and what the Lambda asset carries.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const STATIC_DIR = fileURLToPath(new URL('./static/', import.meta.url));
export const STATIC_FILES = ['index.html', 'race.html', 'organiser.html', 'season.html', 'style.css', 'icon.svg'] as const;
export const BUNDLE = 'app.js';

/** The client as one minified ES module. esbuild is a development tool: it is loaded only when a bundle is made. */
export async function buildClient(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./client/main.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [bundle] = result.outputFiles;
  if (bundle === undefined) throw new Error('esbuild produced no bundle for the web client');
  return bundle.text;
}

/** Writes the pages, the style sheet and the bundle into `dir`. */
export async function writeAssets(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await Promise.all(STATIC_FILES.map((file) => copyFile(join(STATIC_DIR, file), join(dir, file))));
  await writeFile(join(dir, BUNDLE), await buildClient());
}
