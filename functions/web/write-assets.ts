/** `tsx functions/web/write-assets.ts <dir>`: the web assets into a folder, for the API Lambda's bundle (see functions/web/assets.ts). */
import { writeAssets } from './build.ts';

const dir = process.argv[2];
if (dir === undefined) {
  console.error('usage: tsx functions/web/write-assets.ts <output folder>');
  process.exit(2);
}
await writeAssets(dir);
