/**
 * Local mode's organiser token: drawn on the first start and kept in the data folder, so a
 * restart keeps the same one.
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function organiserToken(dataDir: string): Promise<string> {
  const file = join(dataDir, 'organiser-token');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const token = randomBytes(24).toString('base64url');
  // 'wx': two processes starting at once must not end up with different tokens.
  await writeFile(file, `${token}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}
