/** The project's source as the architecture tests read it: files by folder, as paths from the root. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The TypeScript files under `folder`, as paths from the root. */
export const sources = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => normalize(join(folder, file)));

export const text = (file: string): string => readFileSync(join(root, file), 'utf8');
