/**
 * The email that brings a player his calendar feed's secret address (issue 30), to the address he
 * registered only, in his language: how to subscribe, and that asking again revokes it.
 */
import type { Language } from '../../domain/race/language.ts';
import { pathTo, RESOLVER_ROUTES } from '../http/routes.ts';
import { type Document, render } from './document.ts';
import type { Mailer } from './mailer.ts';

interface CalendarWords {
  subject: string;
  intro: string;
  advice: string;
  /** `url`: where to ask for a new feed, which revokes this one. */
  again(url: string, email: string): string;
}

const WORDS: Record<Language, CalendarWords> = {
  en: {
    subject: 'Speed Master: your calendar of deadlines',
    intro:
      'Every deadline of your races that waits for you, as a calendar to subscribe to: add this address as a calendar "from URL" (or "subscribe") in your calendar program. It changes as steps are played and deadlines move.',
    advice: 'Keep it to yourself: anyone who has it sees your deadlines.',
    again: (url, email) => `To revoke it, ask for a new one, which comes to this address only and replaces it: POST ${url} with {"email":"${email}"}.`,
  },
  it: {
    subject: 'Speed Master: il tuo calendario delle scadenze',
    intro:
      'Tutte le scadenze delle tue gare che attendono te, come calendario a cui abbonarti: aggiungi questo indirizzo come calendario "da URL" (o "iscriviti") nel tuo programma di calendario. Cambia quando i passi vengono giocati e le scadenze si spostano.',
    advice: 'Non darlo a nessuno: chi lo possiede vede le tue scadenze.',
    again: (url, email) => `Per revocarlo, chiedine uno nuovo, che arriva solo a questo indirizzo e lo sostituisce: POST ${url} con {"email":"${email}"}.`,
  },
};

/** The email of the feed whose secret id is `feedId`; `baseUrl`: the API's public base URL, the links being its paths without it. */
export function calendarFeedEmail(email: string, feedId: string, language: Language, baseUrl = ''): Document {
  const words = WORDS[language];
  return {
    subject: words.subject,
    blocks: [
      { kind: 'paragraph', text: words.intro },
      { kind: 'code', text: `${baseUrl}${pathTo(RESOLVER_ROUTES.calendarFeed, { feed: `${feedId}.ics` })}` },
      { kind: 'paragraph', text: words.advice },
      { kind: 'paragraph', text: words.again(`${baseUrl}${pathTo(RESOLVER_ROUTES.requestCalendarFeed)}`, email) },
    ],
  };
}

/** Sends the feed's email; the provider's message id once accepted. */
export const sendCalendarFeed =
  ({ mailer, baseUrl }: { mailer: Mailer; baseUrl?: string | undefined }) =>
  (email: string, feedId: string, language: Language): Promise<string> =>
    mailer.send(email, render(calendarFeedEmail(email, feedId, language, baseUrl), language));
