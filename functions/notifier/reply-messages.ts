/**
 * The words of the reply loop, one table per language: the line a step email adds under its
 * reply address, and the answers to a reply (its receipt, or why it was refused).
 */
import type { Language } from '../../domain/race/language.ts';

export interface ReplyMessages {
  /** Under a step email that carries a reply address. */
  hint: string;
  subject(original: string): string;
  /** The submission `text` for `step` (the step in the game's words) is in, revision `revision`. */
  received(car: string, step: string, text: string, revision: number): string;
  waitingFor(cars: string[]): string;
  everyoneIn: string;
  refused(car: string, step: string, text: string): string;
  /** One refused field and its reason. */
  field(field: string, reason: string): string;
  /** The reply came for a step already played (or a race over). */
  closed: string;
  /** The reply's first line was empty. */
  empty: string;
  withdrawRefused: string;
  /** `player`: the game's name for its non-human player, with its article. */
  standingOrder(set: boolean, player: string): string;
  /** The address of the web page, where anything an email cannot do is done. */
  page(url: string): string;
}

const en: ReplyMessages = {
  hint: 'To send your next submission, reply to this email with it on the first line, written as on the race page (for example your move text).',
  subject: (original) => (/^re:/i.test(original) ? original : `Re: ${original}`),
  received: (car, step, text, revision) =>
    `Received for car ${car}, ${step}: ${text} (revision ${revision}; the latest one you send before the deadline is played).`,
  waitingFor: (cars) => `Still awaited: car ${cars.join(', car ')}.`,
  everyoneIn: 'Every car has sent in: the step is played soon.',
  refused: (car, step, text) => `Your reply for car ${car}, ${step} was not accepted: "${text}".`,
  field: (field, reason) => `${field}: ${reason}`,
  closed:
    'Thank you for your reply, but the step it was for has already been played: nothing was changed. The newest email of the race has the address for the step open now.',
  empty: 'Your reply had no text above the quoted email: write your submission on its first line.',
  withdrawRefused:
    'A withdrawal is not accepted by email: it cannot be undone, so it is done on the race page, with the Withdraw button, or through the API with your token.',
  standingOrder: (set, player) =>
    set
      ? 'Noted: nothing is sent for this step, and your standing order is played for your car if nothing else arrives before the deadline.'
      : `You have no standing order: ${player} plays for your car if nothing arrives before the deadline. Set one on the race page.`,
  page: (url) => `Race page: ${url}`,
};

const it: ReplyMessages = {
  hint: 'Per inviare la tua prossima scelta, rispondi a questa email scrivendola sulla prima riga, come sulla pagina della gara (per esempio il testo della tua mossa).',
  subject: (original) => (/^(re|r):/i.test(original) ? original : `Re: ${original}`),
  received: (car, step, text, revision) =>
    `Ricevuto per l'auto ${car}, ${step}: ${text} (revisione ${revision}; viene giocata l'ultima che invii entro la scadenza).`,
  waitingFor: (cars) => `Si attende ancora: auto ${cars.join(', auto ')}.`,
  everyoneIn: 'Tutte le auto hanno inviato: il passo sarà giocato a breve.',
  refused: (car, step, text) => `La tua risposta per l'auto ${car}, ${step} non è stata accettata: "${text}".`,
  field: (field, reason) => `${field}: ${reason}`,
  closed:
    "Grazie della risposta, ma il passo a cui rispondeva è già stato giocato: non è cambiato nulla. L'email più recente della gara ha l'indirizzo per il passo aperto ora.",
  empty: "La tua risposta non aveva testo sopra l'email citata: scrivi la tua scelta sulla prima riga.",
  withdrawRefused:
    'Il ritiro non si accetta via email: non si può annullare, quindi si fa sulla pagina della gara, con il pulsante del ritiro, o tramite API con la tua chiave.',
  standingOrder: (set, player) =>
    set
      ? 'Preso nota: per questo passo non si invia nulla, e se entro la scadenza non arriva altro la tua auto gioca il suo ordine permanente.'
      : `Non hai un ordine permanente: se entro la scadenza non arriva nulla, per la tua auto giocherà ${player}. Puoi impostarlo sulla pagina della gara.`,
  page: (url) => `Pagina della gara: ${url}`,
};

export const replyMessages: Record<Language, ReplyMessages> = { en, it };
