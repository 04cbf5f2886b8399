/**
 * The words of the league channels' form on the organiser's page (issue 30 point 4), in English
 * and Italian: the language the page speaks (words.ts) picks the table.
 */
import type { Language } from '../../../domain/race/language.ts';
import { languageOf } from './words.ts';

type Kind = 'discord' | 'slack' | 'telegram';

const en = {
  heading: 'League channels',
  intro: 'A chat told of each step played, who is late, and the finish of a race, or of every race of a championship.',
  kind: 'Chat',
  kinds: { discord: 'Discord webhook', slack: 'Slack webhook', telegram: 'Telegram bot' } satisfies Record<Kind, string>,
  url: 'Webhook address',
  urlHelp: 'Kept secret: it is never shown again, only its start.',
  botToken: 'Bot token',
  botTokenHelp: 'As BotFather gives it; kept secret.',
  chatId: 'Chat id',
  chatIdHelp: 'Digits (a group’s start with -100) or @channelname.',
  race: 'Race',
  noRace: '(none)',
  championship: 'or championship id',
  language: 'Language of its posts',
  languages: { en: 'English', it: 'Italiano' } satisfies Record<Language, string>,
  bind: 'Bind the channel',
  bindConfirm: (kind: Kind, to: string, language: Language) => `Bind the ${en.kinds[kind]} ${to}, in ${en.languages[language]}`,
  toRace: (raceId: string) => `to race ${raceId}`,
  toChampionship: (id: string) => `to championship ${id}`,
  nothingBound: 'to nothing yet',
  bound: (target: string) => `Bound: ${target}.`,
  notBound: (reason: string) => `Not bound: ${reason}`,
  listHeading: 'Channels bound',
  none: 'No channel is bound.',
  tells: (races: string[], championship: string | undefined) =>
    `Tells ${championship ? `championship ${championship} (${races.join(', ')})` : races.length === 1 ? `race ${races[0]}` : `races ${races.join(', ')}`}`,
  remove: 'Remove',
  removeConfirm: (target: string) => `Remove ${target}: it is told nothing more`,
  removed: (target: string) => `Removed: ${target}.`,
  notRemoved: (reason: string) => `Not removed: ${reason}`,
  notLoaded: (reason: string) => `The channels could not be loaded: ${reason}`,
};

type ChannelWords = typeof en;

const it: ChannelWords = {
  heading: 'Canali della lega',
  intro: 'Una chat a cui si dice ogni passo giocato, chi è in ritardo e l’arrivo di una gara, o di ogni gara di un campionato.',
  kind: 'Chat',
  kinds: { discord: 'webhook Discord', slack: 'webhook Slack', telegram: 'bot Telegram' },
  url: 'Indirizzo del webhook',
  urlHelp: 'Resta segreto: non si mostra più, solo il suo inizio.',
  botToken: 'Token del bot',
  botTokenHelp: 'Come lo dà BotFather; resta segreto.',
  chatId: 'Id della chat',
  chatIdHelp: 'Cifre (quelle di un gruppo iniziano con -100) o @nomecanale.',
  race: 'Gara',
  noRace: '(nessuna)',
  championship: 'o id del campionato',
  language: 'Lingua dei suoi messaggi',
  languages: { en: 'English', it: 'Italiano' },
  bind: 'Collega il canale',
  bindConfirm: (kind, to, language) => `Collega il ${it.kinds[kind]} ${to}, in ${it.languages[language]}`,
  toRace: (raceId) => `alla gara ${raceId}`,
  toChampionship: (id) => `al campionato ${id}`,
  nothingBound: 'a niente, per ora',
  bound: (target) => `Collegato: ${target}.`,
  notBound: (reason) => `Non collegato: ${reason}`,
  listHeading: 'Canali collegati',
  none: 'Nessun canale è collegato.',
  tells: (races, championship) =>
    `Racconta ${championship ? `il campionato ${championship} (${races.join(', ')})` : races.length === 1 ? `la gara ${races[0]}` : `le gare ${races.join(', ')}`}`,
  remove: 'Rimuovi',
  removeConfirm: (target) => `Rimuovi ${target}: non gli si dice più nulla`,
  removed: (target) => `Rimosso: ${target}.`,
  notRemoved: (reason) => `Non rimosso: ${reason}`,
  notLoaded: (reason) => `Non si sono potuti caricare i canali: ${reason}`,
};

const tables: Record<Language, ChannelWords> = { en, it };

export const channelSaid = (): ChannelWords => tables[languageOf()];
