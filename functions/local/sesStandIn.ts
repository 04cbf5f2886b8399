/**
 * The local SES stand-in (aws-ses-v2-local) in this process: the SES API for the mailer and a
 * mailbox page at `/`, on loopback. Given a file, its mailbox outlives the process: the kept
 * emails are loaded at start, and each new one is appended to the file before SES answers.
 */
import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import sesLocalModule from 'aws-ses-v2-local';
import { type Email, getStoreReadonly } from 'aws-ses-v2-local/dist/store.js';

// The package is CommonJS with `exports.default`: Node's ESM loader hands over the whole
// exports object, vitest's loader the function itself.
const sesLocal = (typeof sesLocalModule === 'function' ? sesLocalModule : sesLocalModule.default) as typeof sesLocalModule.default;

export interface SesStandIn {
  server: Server;
  /** `http://127.0.0.1:<port>`: the SES endpoint and the mailbox page. */
  url: string;
  close(): Promise<void>;
}

export interface SesStandInOptions {
  /** The port; 0 (the default) picks a free one. */
  port?: number;
  /**
   * Where the mailbox is kept across restarts, one email per line (JSON lines). The stand-in's
   * store is the module's, shared by every stand-in in the process: one with a file loads its
   * emails into that store and keeps there whatever arrives.
   */
  file?: string;
  /** Where a failure to keep an email is told. */
  log?: (line: string) => void;
  /** How long each SES call takes before it is answered, as SES in-region (the benchmark's 50 ms); none by default. */
  latencyMs?: number;
  /** SES's maximum send rate, emails a second: a call beyond it is refused with SES's `Throttling` error; unlimited by default. */
  ratePerSecond?: number;
}

/**
 * Emails the mailbox keeps, the newest: the stand-in holds them in memory with their pictures, and
 * a long race (26 players, 250 turns) would otherwise fill the process.
 */
export const MAILBOX_SIZE = 500;

const trim = (emails: Email[]) => {
  if (emails.length > MAILBOX_SIZE) emails.splice(0, emails.length - MAILBOX_SIZE);
};

/** The emails kept in `file`, oldest first; a line cut by a kill mid-write is skipped. */
export function readMailbox(file: string): Email[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const emails: Email[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const email = JSON.parse(line) as Email;
      if (typeof email?.messageId === 'string') emails.push(email);
    } catch {
      // The last line of a process killed while appending.
    }
  }
  return emails.slice(-MAILBOX_SIZE);
}

/** Rewrites `file` with exactly these emails, atomically (a kill leaves the old file or the new one). */
const rewrite = (file: string, emails: readonly Email[]) => {
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, emails.map((email) => `${JSON.stringify(email)}\n`).join(''));
  renameSync(temporary, file);
};

/** Keeps the store's new emails in `file`: appended as they come, the file compacted to the store now and then. */
function keepIn(file: string) {
  mkdirSync(dirname(file), { recursive: true });
  const { emails } = getStoreReadonly();
  const known = new Set(emails.map((email) => email.messageId));
  emails.unshift(...readMailbox(file).filter((email) => !known.has(email.messageId)));
  trim(emails);
  rewrite(file, emails);
  const kept = new WeakSet<Email>(emails);
  let lines = emails.length;
  return () => {
    // Read again: the stand-in's /clear-store replaces the array.
    const current = getStoreReadonly().emails;
    trim(current);
    let first = current.length;
    while (first > 0 && !kept.has(current[first - 1] as Email)) first--;
    const arrived = current.slice(first);
    if (arrived.length === 0) return;
    for (const email of arrived) kept.add(email);
    if (lines + arrived.length > 2 * MAILBOX_SIZE) {
      rewrite(file, current);
      lines = current.length;
    } else {
      appendFileSync(file, arrived.map((email) => `${JSON.stringify(email)}\n`).join(''));
      lines += arrived.length;
    }
  };
}

/** SES's answer to a call beyond the sending rate, in its query protocol, which the SDK retries as a throttle. */
const THROTTLED = `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>Sender</Type><Code>Throttling</Code><Message>Maximum sending rate exceeded.</Message></Error><RequestId>throttled</RequestId></ErrorResponse>`;

/**
 * Holds every request for `latencyMs`, and refuses the emails beyond `ratePerSecond` as SES does:
 * a bucket of one second's emails, refilled continuously.
 */
function paceRequests(server: Server, { latencyMs = 0, ratePerSecond }: Pick<SesStandInOptions, 'latencyMs' | 'ratePerSecond'>) {
  if (latencyMs === 0 && ratePerSecond === undefined) return;
  const listeners = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  let tokens = ratePerSecond ?? 0;
  let filledAt = performance.now();
  const admit = (): boolean => {
    if (ratePerSecond === undefined) return true;
    const now = performance.now();
    tokens = Math.min(ratePerSecond, tokens + ((now - filledAt) / 1000) * ratePerSecond);
    filledAt = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // Only the API calls are paced: the mailbox page and its JSON answer at once.
    if (request.method !== 'POST' || request.url !== '/') {
      for (const listener of listeners) listener(request, response);
      return;
    }
    if (!admit()) {
      request.resume();
      response.writeHead(400, { 'content-type': 'text/xml' }).end(THROTTLED);
      return;
    }
    setTimeout(() => {
      for (const listener of listeners) listener(request, response);
    }, latencyMs);
  });
}

export async function startSesStandIn({ port = 0, file, log = console.error, latencyMs, ratePerSecond }: SesStandInOptions = {}): Promise<SesStandIn> {
  const persist = file === undefined ? undefined : keepIn(file);
  const server = await sesLocal({ host: '127.0.0.1', port });
  // Express hands a failed listen to the callback, and the server comes back not listening.
  if (!server.listening) throw new Error(`the mailbox could not listen on 127.0.0.1:${port} (EADDRINUSE?)`);
  server.on('request', (_request, response) => {
    // Before the answer goes out: an email SES acknowledged is in the file (and the mailbox trimmed).
    const end = response.end.bind(response) as (...args: unknown[]) => typeof response;
    response.end = ((...args: unknown[]) => {
      try {
        if (persist) persist();
        else trim(getStoreReadonly().emails);
      } catch (error) {
        log(`the mailbox could not keep an email in ${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
      return end(...args);
    }) as typeof response.end;
  });
  paceRequests(server, { ...(latencyMs === undefined ? {} : { latencyMs }), ...(ratePerSecond === undefined ? {} : { ratePerSecond }) });
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
