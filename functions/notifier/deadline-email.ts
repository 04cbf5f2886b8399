/**
 * The short email each player still racing gets when the open step's deadline moves (issue 30): a
 * pause, a resume, an absence under the `wait` policy, a grace, the organiser's extension or
 * shortening. It says the new deadline in the reader's time zone and why, and nothing secret: no
 * car's submission, and of an absence only that the step waits, never whose nor until when.
 */
import type { Language } from '../../domain/race/language.ts';
import type { Entry } from '../../domain/race/state.ts';
import { API_ROUTES, pathTo } from '../http/routes.ts';
import type { DeadlineMove } from './announcements.ts';
import type { Document } from './document.ts';
import type { RaceFacts } from './emails.ts';
import { formatInstant, messages } from './messages.ts';

interface DeadlineWords {
  moved(title: string): string;
  pausedSubject(title: string): string;
  resumedSubject(title: string): string;
  /** `reason`: the one given for the pause, which the race page shows anyone. */
  paused(by: 'organiser' | 'vote', reason: string): string;
  /** Whole hours the step had left when the clock stopped (0: less than one). */
  left(hours: number): string;
  until(when: string): string;
  resumed(by: 'organiser' | 'until', reason: string | undefined): string;
  absence: string;
  grace: string;
  organiser: string;
  /** `step`: the step open, in the reader's words, when the email is the race's newest news. */
  deadline(when: string, step: string | undefined): string;
}

const WORDS: Record<Language, DeadlineWords> = {
  en: {
    moved: (title) => `${title}: the deadline has moved`,
    pausedSubject: (title) => `${title}: the race is paused`,
    resumedSubject: (title) => `${title}: the race has resumed`,
    paused: (by, reason) =>
      `${by === 'organiser' ? 'the organiser has paused the race' : 'a majority of the players has voted to pause the race'}: "${reason}". Its clock is stopped: no step is played and no deadline runs until it resumes.`,
    left: (hours) =>
      `The step open had ${hours < 1 ? 'less than an hour' : hours === 1 ? '1 hour' : `${hours} hours`} left; it gets them back when the race resumes.`,
    until: (when) => `The pause ends on ${when}.`,
    resumed: (by, reason) =>
      `${by === 'organiser' ? `the organiser has resumed the race${reason ? `: "${reason}"` : ''}` : 'the race has resumed at the end of its pause'}. The step open has again the time it had left.`,
    absence: 'the step waits for a player who declared an absence, as the race’s rules allow.',
    grace: 'a player who sent nothing by the deadline gets the one grace the race’s rules give.',
    organiser: 'the organiser has moved the deadline.',
    deadline: (when, step) => `New deadline${step ? ` for ${step}` : ''}: ${when}.`,
  },
  it: {
    moved: (title) => `${title}: la scadenza è cambiata`,
    pausedSubject: (title) => `${title}: la gara è in pausa`,
    resumedSubject: (title) => `${title}: la gara è ripresa`,
    paused: (by, reason) =>
      `${by === 'organiser' ? "l'organizzatore ha messo in pausa la gara" : 'la maggioranza dei giocatori ha votato per mettere in pausa la gara'}: "${reason}". Il suo orologio è fermo: nessun passo si gioca e nessuna scadenza corre finché non riprende.`,
    left: (hours) =>
      `Al passo aperto ${hours < 1 ? "mancava meno di un'ora" : hours === 1 ? 'mancava 1 ora' : `mancavano ${hours} ore`}: le ritrova quando la gara riprende.`,
    until: (when) => `La pausa finisce ${when}.`,
    resumed: (by, reason) =>
      `${by === 'organiser' ? `l'organizzatore ha ripreso la gara${reason ? `: "${reason}"` : ''}` : 'la gara è ripresa alla fine della sua pausa'}. Il passo aperto ha di nuovo il tempo che gli mancava.`,
    absence: 'il passo attende un giocatore che ha dichiarato un’assenza, come permettono le regole della gara.',
    grace: 'un giocatore che non ha inviato niente entro la scadenza riceve l’unica proroga che le regole della gara concedono.',
    organiser: "l'organizzatore ha spostato la scadenza.",
    deadline: (when, step) => `Nuova scadenza${step ? ` (${step})` : ''}: ${when}.`,
  },
};

/** The email of `event` to `reader`, a seat's driver; `step`: the step open, in his words, when `event` is the race's newest news. */
export function deadlineEmail(race: RaceFacts, event: DeadlineMove, step: string | undefined, reader: Entry): Document {
  const m = messages[reader.language];
  const words = WORDS[reader.language];
  const greeting = m.greeting(reader.name);
  const when = (iso: string) => formatInstant(iso, reader);
  const link = race.webUrl ? [m.raceLink(race.webUrl + pathTo(API_ROUTES.race, { id: race.raceId }))] : [];
  const told = (subject: string, ...lines: string[]): Document => ({
    subject,
    blocks: [...lines, ...link].map((text) => ({ kind: 'paragraph', text })),
  });
  if (event.type === 'RacePaused')
    return told(
      words.pausedSubject(race.title),
      `${greeting} ${words.paused(event.by, event.reason)}`,
      words.left(Math.floor(event.left / 3_600_000)),
      ...(event.until ? [words.until(when(event.until))] : []),
    );
  if (event.type === 'RaceResumed')
    return told(words.resumedSubject(race.title), `${greeting} ${words.resumed(event.by, event.reason)}`, words.deadline(when(event.deadline), step));
  const why = event.reason === 'absence' ? words.absence : event.reason === 'grace' ? words.grace : words.organiser;
  return told(words.moved(race.title), `${greeting} ${why}`, words.deadline(when(event.deadline), step));
}
