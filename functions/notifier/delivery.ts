/**
 * Sending one email to one player once, per (race, player, kind, turn), through a marker item:
 * the sender claims it for a short lease, sends, and marks it done right after SES accepted the
 * email. Another sender meanwhile (the resolver's next run recovering a crash) skips a claimed
 * email and leaves the step owed until it is done, so two senders never send the same email, and
 * an email is never lost: a sender that dies leaves its claim to expire, and the next run sends
 * it. The price is at most one duplicate per crash: the email in flight when the sender died
 * after SES accepted it and before the marker said so.

 */
import type { RaceState } from '../../domain/race/state.ts';
import type { Records } from '../store/records.ts';
import { keys } from '../store/table.ts';
import { type Document, render } from './document.ts';
import { type RaceFacts, registrationEmail } from './emails.ts';
import type { Mailer } from './mailer.ts';
import type { Reader } from './messages.ts';

export type EmailKind =
  | 'registered'
  | 'token'
  | 'substitute'
  | 'relieved'
  | 'closed'
  | 'grid'
  | 'started'
  | 'turn'
  | 'step'
  | 'reminder'
  | 'finished'
  | 'last'
  | 'deadline';
export type Compose = (reader: Reader) => Document | Promise<Document>;

/** One email's fate in `sendOnce`: sent now, sent before, or being sent by someone else. */
export type Sending = 'sent' | 'done' | 'busy';

/** How long a sender holds an email: longer than one SES call may take (the SES client's timeout is shorter). */
export const EMAIL_CLAIM_MS = 30_000;

export interface DeliveryOptions {
  mailer: Mailer;
  records: Pick<Records, 'claim' | 'release' | 'complete'>;
  clock?: () => Date;
  /** How long a sender may hold an email before another one may send it; `EMAIL_CLAIM_MS` by default. */
  claimMs?: number;
  /** Public base URL of the API, for the dice checks and the pictures. */
  baseUrl?: string;
  /** Public base URL of the web pages, for the race page; the API's by default. */
  webUrl?: string;
}

export function createDelivery({ mailer, records, baseUrl, webUrl = baseUrl, clock = () => new Date(), claimMs = EMAIL_CLAIM_MS }: DeliveryOptions) {
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

  /**
   * Sends `car` the email `compose` writes in his language, unless he has it or someone is sending
   * it; `takeOver`: unless he has it, the one sending it being known to be dead.
   */
  const sendOnce = async (race: RaceFacts, car: string, kind: EmailKind, turn: number, compose: Compose, takeOver = false): Promise<Sending> => {
    const entry = race.entries[car];
    if (!entry) return 'done';
    const marker = keys.sent(race.raceId, `${car}#${kind}`);
    const now = clock();
    const until = new Date(now.getTime() + claimMs).toISOString();
    // Taken over, any claim has run out by now.
    const claim = await records.claim(marker, turn, takeOver ? until : now.toISOString(), until);
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

  return { factsOf, sendOnce };
}

/** The emails the API sends itself: a player's secret token (SC-PBEM-1), which nothing stores. */
export interface Registration {
  /**
   * `state` is the race right after his registration; whether the email went out now or before.
   * `takeOver`: sent by the retry of a registration whose first attempt died, maybe sending it.
   */
  registered(state: RaceState, car: string, token: string, takeOver?: boolean): Promise<boolean>;
  /** A token issued to `car` since his registration, by the `EntryTokenIssued` of commit `commit`. */
  tokenIssued(state: RaceState, car: string, token: string, commit: number): Promise<boolean>;
}

export const registration = ({ factsOf, sendOnce }: ReturnType<typeof createDelivery>): Registration => {
  const send = async (state: RaceState, car: string, kind: EmailKind, turn: number, token: string, takeOver = false) => {
    const race = factsOf(state);
    return (await sendOnce(race, car, kind, turn, (reader) => registrationEmail(race, car, token, reader), takeOver)) !== 'busy';
  };
  return {
    registered: (state, car, token, takeOver) => send(state, car, 'registered', 0, token, takeOver),
    tokenIssued: (state, car, token, commit) => send(state, car, 'token', commit, token),
  };
};

/** The emails of a seat handed over to a substitute (docs/substitutes.md), sent by the function that has the games' words. */
export interface Handovers {
  /**
   * Sends the seat's newest driver his token (which nothing stores) with what the seat holds, and
   * the driver before him word that he drives it no more, each once per tenure; whether the
   * substitute's went out now or before. `takeOver` as for `registered`.
   */
  handedOver(state: RaceState, seat: string, token: string, takeOver?: boolean): Promise<boolean>;
}
