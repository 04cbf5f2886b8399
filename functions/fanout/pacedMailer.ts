/**
 * A mailer that hands SES at most `ratePerSecond` emails a second (SES's maximum send rate, shared
 * out among the email workers): one email every 1/rate seconds, each send waiting its turn, never
 * a burst, so that the network's jitter meets the slack of SES's own bucket rather than its limit.
 * Throttled calls that slip through anyway are retried by the SES client.
 */
import type { Mailer } from '../notifier/mailer.ts';

export function pacedMailer(mailer: Mailer, ratePerSecond: number): Mailer {
  if (!(ratePerSecond > 0)) throw new RangeError(`the send rate must be positive, got ${ratePerSecond}`);
  const intervalMs = 1000 / ratePerSecond;
  // The instant the next email may go.
  let next = 0;
  const turn = (): number => {
    const now = performance.now();
    const slot = Math.max(next, now);
    next = slot + intervalMs;
    return slot - now;
  };
  return {
    async send(to, email) {
      const waitMs = turn();
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      return mailer.send(to, email);
    },
  };
}
