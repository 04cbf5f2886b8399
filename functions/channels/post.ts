/**
 * Posting to a chat, tried again with backoff: a 429 or a 5xx, or no answer at all, is tried again
 * after the wait its `Retry-After` asks (capped) or a doubling one, up to `CHANNEL_TRIES` times,
 * and told as `transient` if the chat is still down, for a later run to try again (announcer.ts);
 * any other refusal (the webhook deleted: 404) is final at once. The outcome is told, never thrown.
 */

/** What a chat answered to one post. */
export interface WebhookAnswer {
  status: number;
  /** Its `Retry-After`, in milliseconds. */
  retryAfterMs?: number;
}

/** Where the posts go out: `fetch` (`fetchWebhooks`), or the simulation's gate in the crash tests. */
export interface Webhooks {
  post(url: string, body: unknown): Promise<WebhookAnswer>;
}

export const CHANNEL_TRIES = 3;
/** How long after its step a post whose chat is down is still tried again by later runs, before it is given up. */
export const CHANNEL_RETRY_MS = 6 * 60 * 60 * 1000;
/** The first wait between two tries, doubled each time. */
const BACKOFF_MS = 1000;
/** The longest wait between two tries, whatever `Retry-After` asks. */
const MAX_WAIT_MS = 8000;
/** How long one post may take. */
export const POST_TIMEOUT_MS = 5000;
/** Longer than every try and every wait of one message: how long a sender holds one (announcer.ts), shorter than the scheduler's minute. */
export const CHANNEL_CLAIM_MS = CHANNEL_TRIES * POST_TIMEOUT_MS + (CHANNEL_TRIES - 1) * MAX_WAIT_MS + 5000;

export type Posted = { delivered: true; status: number; tries: number } | { delivered: false; reason: string; tries: number; transient: boolean };

const retryable = (status: number) => status === 429 || status >= 500;

/** `Retry-After` as seconds or as a date, in milliseconds from `now`. */
export const retryAfterMs = (header: string | null, now: number): number | undefined => {
  if (header === null) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
};

export const fetchWebhooks = (): Webhooks => ({
  async post(url, body) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    const wait = retryAfterMs(response.headers.get('retry-after'), Date.now());
    return { status: response.status, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
  },
});

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Posts `body` to `url` until a chat takes it, refuses it for good, or `CHANNEL_TRIES` tries are spent. */
export async function postWithRetries(webhooks: Webhooks, url: string, body: unknown, sleep: (ms: number) => Promise<void> = pause): Promise<Posted> {
  let reason = '';
  for (let tries = 1; ; tries++) {
    let wait: number | undefined;
    try {
      const answer = await webhooks.post(url, body);
      if (answer.status >= 200 && answer.status < 300) return { delivered: true, status: answer.status, tries };
      reason = `answered ${answer.status}`;
      if (!retryable(answer.status)) return { delivered: false, reason, tries, transient: false };
      wait = answer.retryAfterMs;
    } catch (error) {
      // The message, never the address: a webhook's address is its secret.
      reason = `no answer (${error instanceof Error ? error.name : 'error'})`;
    }
    if (tries >= CHANNEL_TRIES) return { delivered: false, reason, tries, transient: true };
    await sleep(Math.min(MAX_WAIT_MS, wait ?? BACKOFF_MS * 2 ** (tries - 1)));
  }
}
