/**
 * Sending one email to one player at most once, per (race, player, kind, turn): before sending, a
 * marker item is looked up and the email is skipped if it is there; the marker is written
 * (`putIfAbsent`) only after SES has accepted the email. So an email is never lost: a crash
 * before the marker leaves the email to be sent again by the retry. The price is a duplicate in
 * one narrow case: the process dies, or the marker write fails, after SES accepted the email and
 * before the marker is stored (one PutItem).
 */
import type { RaceState } from '../../domain/race/state.ts';
import type { Records } from '../store/records.ts';
import { keys } from '../store/table.ts';
import { render, type Document } from './document.ts';
import { registrationEmail, type RaceFacts } from './emails.ts';
import type { Mailer } from './mailer.ts';
import type { Reader } from './messages.ts';

export type EmailKind = 'registered' | 'grid' | 'turn' | 'finished';
export type Compose = (reader: Reader) => Document | Promise<Document>;

export interface DeliveryOptions {
  mailer: Mailer;
  records: Pick<Records, 'get' | 'putIfAbsent'>;
  /** Public base URL of the API, for the dice checks and the pictures. */
  baseUrl?: string;
  /** Public base URL of the web pages, for the race page; the API's by default. */
  webUrl?: string;
}

export function createDelivery({ mailer, records, baseUrl, webUrl = baseUrl }: DeliveryOptions) {
  const factsOf = (state: RaceState): RaceFacts => {
    if (!state.settings) throw new Error('a race without settings has nobody to email');
    return { raceId: state.settings.raceId, title: state.settings.title, entries: state.entries, ...(baseUrl ? { baseUrl } : {}), ...(webUrl ? { webUrl } : {}) };
  };

  /** Sends `car` the email `compose` writes in his language, unless he has it already; 1 when sent. */
  const sendOnce = async (race: RaceFacts, car: string, kind: EmailKind, turn: number, compose: Compose): Promise<number> => {
    const entry = race.entries[car];
    if (!entry) return 0;
    const marker = keys.sent(race.raceId, `${car}#${kind}`);
    if (await records.get(marker, turn)) return 0;
    const messageId = await mailer.send(entry.email, render(await compose(entry), entry.language));
    await records.putIfAbsent(marker, turn, { messageId });
    return 1;
  };

  return { factsOf, sendOnce };
}

/** The email the API sends itself: the new player's secret token (SC-PBEM-1), which nothing stores. */
export interface Registration {
  /** `state` is the race right after his registration; 1 when the email went out. */
  registered(state: RaceState, car: string, token: string): Promise<number>;
}

export const registration = ({ factsOf, sendOnce }: ReturnType<typeof createDelivery>): Registration => ({
  registered(state, car, token) {
    const race = factsOf(state);
    return sendOnce(race, car, 'registered', 0, (reader) => registrationEmail(race, car, token, reader));
  },
});
