/** The channels' own words, in English and Italian; the rest are the emails' (functions/notifier/messages.ts). */
import type { Language } from '../../domain/race/language.ts';

export interface ChannelWords {
  /** Who sent nothing for the step: the non-human player played for them. */
  late(names: string[]): string;
  racePage: string;
  /** A line of the final classification. */
  placed(place: number, car: string, driver: string, points: number): string;
  /** The race's own lines, and the cars', are cut here: `more` of them are on the race page. */
  more(count: number): string;
}

export const channelWords: Record<Language, ChannelWords> = {
  en: {
    late: (names) => `Late (the non-human player played for them): ${names.join(', ')}`,
    racePage: 'Race page',
    placed: (place, car, driver, points) => `${place}. car ${car}, ${driver}: ${points} ${points === 1 ? 'point' : 'points'}`,
    more: (count) => `…and ${count} more on the race page`,
  },
  it: {
    late: (names) => `In ritardo (ha giocato per loro il giocatore non umano): ${names.join(', ')}`,
    racePage: 'Pagina della gara',
    placed: (place, car, driver, points) => `${place}. auto ${car}, ${driver}: ${points} ${points === 1 ? 'punto' : 'punti'}`,
    more: (count) => `…e altre ${count} sulla pagina della gara`,
  },
};
