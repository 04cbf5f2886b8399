/**
 * Where the web pages come from. On Lambda there is no esbuild: the assets were written into the
 * function's bundle at deploy time and `WEB_ASSETS_DIR` names their folder. Everywhere else (npm
 * start, tests) the pages are read from functions/web/static and the client is bundled in-process
 * on first request.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUNDLE, buildClient, STATIC_DIR, type STATIC_FILES } from './build.ts';

export type AssetName = (typeof STATIC_FILES)[number] | typeof BUNDLE;

export interface WebAssets {
  get(name: AssetName): Promise<string>;
}

/** Each asset is read or built once, then kept: the files never change while the process lives. */
function cached(load: (name: AssetName) => Promise<string>): WebAssets {
  const kept = new Map<AssetName, Promise<string>>();
  return {
    get(name) {
      let asset = kept.get(name);
      if (asset === undefined) {
        asset = load(name);
        // A failed build is tried again on the next request rather than kept.
        asset.catch(() => kept.delete(name));
        kept.set(name, asset);
      }
      return asset;
    },
  };
}

export const prebuiltAssets = (dir: string): WebAssets => cached((name) => readFile(join(dir, name), 'utf8'));

export const sourceAssets = (): WebAssets => cached((name) => (name === BUNDLE ? buildClient() : readFile(join(STATIC_DIR, name), 'utf8')));
