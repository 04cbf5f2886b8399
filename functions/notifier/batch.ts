/**
 * The emails of one announcement to every player (a turn's, the grid's) as one batch: the sender
 * claims the batch with one marker, reads every player's marker in one call, sends those not done
 * `SENDS_IN_FLIGHT` at a time, marks each done as SES accepts it (delivery.ts's markers; those
 * accepted together in one write), and marks the batch done last (later senders then read that one
 * marker). An email is in flight until its marker is written, so a crash repeats at most
 * `SENDS_IN_FLIGHT` emails. The batch's claim lasts as long as one email's, and a sender starts an email
 * only while its claim outlasts that email's SES call: it extends the claim when it runs short,
 * and stops if another sender took the batch meanwhile (what it could not start stays owed). Apart from delivery.ts, which the API's bundle carries for the registration emails.
 */
import type { Entry } from '../../domain/race/state.ts';
import { BATCH_WRITE_ITEMS, type Done, type Marker, type Records } from '../store/records.ts';
import { keys } from '../store/table.ts';
import { eachBounded } from './bounded.ts';
import { type Compose, EMAIL_CLAIM_MS, type EmailKind } from './delivery.ts';
import { render } from './document.ts';
import type { RaceFacts } from './emails.ts';
import { groupCommit } from './groupCommit.ts';
import { type Mailer, SES_TIMEOUTS } from './mailer.ts';

/**
 * Emails one sender hands to SES at once: a race's 26 emails take a few SES round trips rather
 * than 26, and a crash sends at most these twice (handed to SES, not yet marked).
 */
export const SENDS_IN_FLIGHT = 8;

/** One email of a batch: to the player of `car`, written by `compose`. */
export interface Letter {
  car: string;
  compose: Compose;
}

/** What a batch did: emails sent now, and whether every one is out (none is held by another sender). */
export interface BatchOutcome {
  sent: number;
  complete: boolean;
}

/** The batch marker's recipient: no car is named so. */
const EVERYONE = '*';

export interface BatchOptions {
  mailer: Mailer;
  records: Pick<Records, 'claim' | 'release' | 'complete' | 'completeAll' | 'markers' | 'extend'>;
  clock?: () => Date;
  /** How long a sender may hold a batch before another one may take it; `EMAIL_CLAIM_MS` by default. */
  claimMs?: number;
  /** The longest one email's SES call may take (the SES client's request timeout, SES_TIMEOUTS), shorter than `claimMs`. */
  sendMs?: number;
}

export function createBatches({ mailer, records, clock = () => new Date(), claimMs = EMAIL_CLAIM_MS, sendMs = SES_TIMEOUTS.requestTimeout }: BatchOptions) {
  /** Sends every letter once, as one batch per (race, kind, turn): see the module's comment. */
  return async (race: RaceFacts, kind: EmailKind, turn: number, letters: Letter[]): Promise<BatchOutcome> => {
    const addressed = letters.filter(({ car }) => race.entries[car]);
    if (addressed.length === 0) return { sent: 0, complete: true };
    const batch = keys.sent(race.raceId, `${EVERYONE}#${kind}`);
    const now = clock();
    let until = new Date(now.getTime() + claimMs).toISOString();
    const lease = await records.claim(batch, turn, now.toISOString(), until);
    if (lease !== 'taken') return { sent: 0, complete: lease === 'done' };
    // One extension at a time, shared by the sends waiting for it.
    let extending: Promise<boolean> | undefined;
    const holdFor = async (ms: number): Promise<boolean> => {
      if (clock().getTime() + ms <= Date.parse(until)) return true;
      extending ??= (async () => {
        const later = new Date(clock().getTime() + claimMs).toISOString();
        const kept = await records.extend(batch, turn, until, later);
        if (kept) until = later;
        extending = undefined;
        return kept;
      })();
      return extending;
    };
    const markerOf = (car: string) => keys.sent(race.raceId, `${car}#${kind}`);
    const markers = await records.markers(addressed.map(({ car }) => ({ pk: markerOf(car), sk: turn })));
    // A claim of a sender that sent this email alone (before batches) is his until it expires.
    const heldBy = (marker: Marker | undefined) => marker?.state === 'claimed' && marker.until >= now.toISOString();
    const owed = addressed.filter((_, i) => markers[i]?.state !== 'done' && !heldBy(markers[i]));
    const held = markers.some(heldBy);
    let lost = false;
    let sent = 0;
    const markDone = groupCommit((done: Done[]) => records.completeAll(done), BATCH_WRITE_ITEMS);
    try {
      await eachBounded(owed, SENDS_IN_FLIGHT, async ({ car, compose }) => {
        const entry = race.entries[car] as Entry;
        const email = render(await compose(entry), entry.language);
        // An email starts only if its SES call ends within the claim: another sender may take the batch after it.
        if (lost || !(await holdFor(sendMs))) {
          lost = true;
          return;
        }
        const messageId = await mailer.send(entry.email, email);
        sent += 1;
        await markDone({ pk: markerOf(car), sk: turn, attributes: { messageId } });
      });
    } catch (error) {
      // What was not sent is known: the next try need not wait for the claim to expire.
      if (!lost) await records.release(batch, turn);
      throw error;
    }
    // A claim lost to another sender is his to give back.
    if (lost) return { sent, complete: false };
    if (held) {
      await records.release(batch, turn);
      return { sent, complete: false };
    }
    await records.complete(batch, turn, {});
    return { sent, complete: true };
  };
}
