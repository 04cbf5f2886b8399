/**
 * Sending one email to one player once, per (race, player, kind, turn), through a marker item:
 * the sender claims it for a short lease, sends, and marks it done right after SES accepted the
 * email. Another sender meanwhile (the resolver's next run recovering a crash) skips a claimed
 * email and leaves the step owed until it is done, so two senders never send the same email, and
 * an email is never lost: a sender that dies leaves its claim to expire, and the next run sends
 * it. The price is at most one duplicate per crash: the email in flight when the sender died
 * after SES accepted it and before the marker said so.
 *
 * The emails of one announcement to every player (a turn's, the grid's) go as a batch: the sender
 * claims the batch with one marker, reads every player's marker in one call, sends those not done
 * `SENDS_IN_FLIGHT` at a time, marks each done as SES accepts it, and marks the batch done last
 * (later senders then read that one marker). A crash repeats at most the emails in flight. The
 * batch's claim lasts as long as one email's, and a sender starts an email only while its claim
 * outlasts that email's SES call; what it could not start stays owed, for the next run.
 */
import type { Entry, RaceState } from '../../domain/race/state.ts';
import type { Marker, Records } from '../store/records.ts';
import { keys } from '../store/table.ts';
import { eachBounded } from './bounded.ts';
import { type Document, render } from './document.ts';
import { type RaceFacts, registrationEmail } from './emails.ts';
import { type Mailer, SES_TIMEOUTS } from './mailer.ts';
import type { Reader } from './messages.ts';

export type EmailKind = 'registered' | 'token' | 'grid' | 'started' | 'turn' | 'step' | 'reminder' | 'finished';
export type Compose = (reader: Reader) => Document | Promise<Document>;

/** One email's fate in `sendOnce`: sent now, sent before, or being sent by someone else. */
export type Sending = 'sent' | 'done' | 'busy';

/** How long a sender holds an email: longer than one SES call may take (the SES client's timeout is shorter). */
export const EMAIL_CLAIM_MS = 30_000;

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

export interface DeliveryOptions {
  mailer: Mailer;
  records: Pick<Records, 'claim' | 'release' | 'complete' | 'markers'>;
  clock?: () => Date;
  /** How long a sender may hold an email before another one may send it; `EMAIL_CLAIM_MS` by default. */
  claimMs?: number;
  /** The longest one email's SES call may take (the SES client's request timeout, SES_TIMEOUTS), shorter than `claimMs`. */
  sendMs?: number;
  /** Public base URL of the API, for the dice checks and the pictures. */
  baseUrl?: string;
  /** Public base URL of the web pages, for the race page; the API's by default. */
  webUrl?: string;
}

export function createDelivery({
  mailer,
  records,
  baseUrl,
  webUrl = baseUrl,
  clock = () => new Date(),
  claimMs = EMAIL_CLAIM_MS,
  sendMs = SES_TIMEOUTS.requestTimeout,
}: DeliveryOptions) {
  const factsOf = (state: RaceState): RaceFacts => {
    if (!state.settings) throw new Error('a race without settings has nobody to email');
    return {
      raceId: state.settings.raceId,
      title: state.settings.title,
      entries: state.entries,
      ...(baseUrl ? { baseUrl } : {}),
      ...(webUrl ? { webUrl } : {}),
    };
  };

  /** Sends `car` the email `compose` writes in his language, unless he has it or someone is sending it. */
  const sendOnce = async (race: RaceFacts, car: string, kind: EmailKind, turn: number, compose: Compose): Promise<Sending> => {
    const entry = race.entries[car];
    if (!entry) return 'done';
    const marker = keys.sent(race.raceId, `${car}#${kind}`);
    const now = clock();
    const claim = await records.claim(marker, turn, now.toISOString(), new Date(now.getTime() + claimMs).toISOString());
    if (claim !== 'taken') return claim;
    let messageId: string;
    try {
      messageId = await mailer.send(entry.email, render(await compose(entry), entry.language));
    } catch (error) {
      // Not sent, and known: the next try need not wait for the claim to expire.
      await records.release(marker, turn);
      throw error;
    }
    await records.complete(marker, turn, { messageId });
    return 'sent';
  };

  /** Sends every letter once, as one batch per (race, kind, turn): see the module's comment. */
  const sendBatch = async (race: RaceFacts, kind: EmailKind, turn: number, letters: Letter[]): Promise<BatchOutcome> => {
    const addressed = letters.filter(({ car }) => race.entries[car]);
    if (addressed.length === 0) return { sent: 0, complete: true };
    const batch = keys.sent(race.raceId, `${EVERYONE}#${kind}`);
    const now = clock();
    const until = now.getTime() + claimMs;
    const lease = await records.claim(batch, turn, now.toISOString(), new Date(until).toISOString());
    if (lease !== 'taken') return { sent: 0, complete: lease === 'done' };
    const markerOf = (car: string) => keys.sent(race.raceId, `${car}#${kind}`);
    const markers = await records.markers(addressed.map(({ car }) => ({ pk: markerOf(car), sk: turn })));
    // A claim of a sender that sent this email alone (before batches) is his until it expires.
    const heldBy = (marker: Marker | undefined) => marker?.state === 'claimed' && marker.until >= now.toISOString();
    const owed = addressed.filter((_, i) => markers[i]?.state !== 'done' && !heldBy(markers[i]));
    let held = markers.some(heldBy);
    let sent = 0;
    try {
      await eachBounded(owed, SENDS_IN_FLIGHT, async ({ car, compose }) => {
        // An email starts only if its SES call ends within the lease: another sender may take the batch after it.
        if (clock().getTime() + sendMs > until) {
          held = true;
          return;
        }
        const entry = race.entries[car] as Entry;
        const messageId = await mailer.send(entry.email, render(await compose(entry), entry.language));
        sent += 1;
        await records.complete(markerOf(car), turn, { messageId });
      });
    } catch (error) {
      // What was not sent is known: the next try need not wait for the lease to expire.
      await records.release(batch, turn);
      throw error;
    }
    if (held) {
      await records.release(batch, turn);
      return { sent, complete: false };
    }
    await records.complete(batch, turn, {});
    return { sent, complete: true };
  };

  return { factsOf, sendOnce, sendBatch };
}

/** The emails the API sends itself: a player's secret token (SC-PBEM-1), which nothing stores. */
export interface Registration {
  /** `state` is the race right after his registration; whether the email went out now or before. */
  registered(state: RaceState, car: string, token: string): Promise<boolean>;
  /** A token issued to `car` since his registration, by the `EntryTokenIssued` of commit `commit`. */
  tokenIssued(state: RaceState, car: string, token: string, commit: number): Promise<boolean>;
}

export const registration = ({ factsOf, sendOnce }: ReturnType<typeof createDelivery>): Registration => {
  const send = async (state: RaceState, car: string, kind: EmailKind, turn: number, token: string) => {
    const race = factsOf(state);
    return (await sendOnce(race, car, kind, turn, (reader) => registrationEmail(race, car, token, reader))) !== 'busy';
  };
  return {
    registered: (state, car, token) => send(state, car, 'registered', 0, token),
    tokenIssued: (state, car, token, commit) => send(state, car, 'token', commit, token),
  };
};
