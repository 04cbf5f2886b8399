/**
 * The words of the organiser's commands on a race's seats (issue 29), in English and Italian: the
 * language the page speaks (words.ts) picks the table.
 */
import type { Language } from '../../../domain/race/language.ts';
import { languageOf } from './words.ts';

const en = {
  handOver: 'Hand a seat over',
  seat: 'Seat',
  substitute: 'Substitute’s name',
  email: 'His email address, where his token goes',
  language: 'His language',
  languages: { en: 'English', it: 'Italiano' } as Record<string, string>,
  waiveMinimum: 'Put him in even if his record falls short of the minimum this race asks',
  handOverConfirm: (car: string, name: string) => `Hand the seat of ${car} to ${name || '…'}`,
  handedOver: (car: string, name: string) => `${name} now drives car ${car}; his token has gone to his address.`,
  reissue: 'Send a new token',
  reissueConfirm: (car: string) => `Email ${car} a new token`,
  reissued: (car: string) => `A new token is on its way to ${car}.`,
};

export type SeatWords = typeof en;

const it: SeatWords = {
  handOver: 'Passa un posto',
  seat: 'Posto',
  substitute: 'Nome del sostituto',
  email: 'Il suo indirizzo email, dove arriva il suo codice',
  language: 'La sua lingua',
  languages: { en: 'English', it: 'Italiano' },
  waiveMinimum: 'Fallo entrare anche se il suo curriculum non arriva al minimo che questa gara chiede',
  // «l'auto 2 (Hunt)» → «dell'auto 2 (Hunt)».
  handOverConfirm: (car, name) => `Passa il posto d${car.startsWith("l'") ? 'el' : 'i '}${car} a ${name || '…'}`,
  handedOver: (car, name) => `Ora ${name} guida l'auto ${car}; il suo codice è andato al suo indirizzo.`,
  reissue: 'Manda un nuovo codice',
  // «l'auto 2 (Hunt)» → «all'auto 2 (Hunt)».
  reissueConfirm: (car) => `Manda per email un nuovo codice a${car.startsWith("l'") ? 'l' : ' '}${car}`,
  reissued: (car) => `Un nuovo codice sta arrivando a${car.startsWith("l'") ? 'l' : ' '}${car}.`,
};

const tables: Record<Language, SeatWords> = { en, it };

export const seatSaid = (): SeatWords => tables[languageOf()];
