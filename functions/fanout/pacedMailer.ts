/**
 * A mailer that hands SES at most `ratePerSecond` emails a second (SES's maximum send rate, shared
 * out among the email workers): a bucket of one second's emails, refilled continuously, each send
 * waiting its turn. Throttled calls that slip through anyway are retried by the SES client.
 */
import type { Mailer } from '../notifier/mailer.ts';

export function pacedMailer(mailer: Mailer, ratePerSecond: number): Mailer {
  if (!(ratePerSecond > 0)) throw new RangeError(`the send rate must be positive, got ${ratePerSecond}`);
  const intervalMs = 1000 / ratePerSecond;
  // The instant the next email may go; a burst of one second's emails may go at once after a quiet spell.
  let next = 0;
  const turn = (): number => {
    const now = performance.now();
    next = Math.max(next, now - 1000 + intervalMs) + intervalMs;
    return next - intervalMs - now;
  };
  return {
    async send(to, email) {
      const waitMs = turn();
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      return mailer.send(to, email);
    },
  };
}
