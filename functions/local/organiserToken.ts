/**
 * Local mode's secrets, each drawn on the first start and kept in the data folder, so a restart
 * keeps the same one: the organiser token, and the secret the reply addresses are signed with.
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

async function keptSecret(dataDir: string, name: string, bytes: number): Promise<string> {
  const file = join(dataDir, name);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(bytes).toString('base64url');
  // 'wx': two processes starting at once must not end up with different secrets.
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}

export const organiserToken = (dataDir: string): Promise<string> => keptSecret(dataDir, 'organiser-token', 24);

/** The key of the reply addresses' MACs (functions/notifier/reply-address.ts). */
export const replySecret = (dataDir: string): Promise<string> => keptSecret(dataDir, 'reply-secret', 32);
