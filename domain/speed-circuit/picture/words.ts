/** The few words a Speed Circuit picture carries, in the languages of the emails. */
import type { Language } from '../../race/language.ts';

export interface Words {
  pits: string;
  weather: string;
  track(track: 'dry' | 'wet'): string;
  grid(circuit: string): string;
  afterTurn(circuit: string, turn: number): string;
  /** The title of a part of the circuit, by the cars it shows: the same for every reader it is drawn for. */
  around(title: string, cars: readonly string[]): string;
}

/** More cars than this in a window are counted, not named: their numbers would overflow the title band. */
const NAMED_AT_MOST = 4;

export const WORDS: Record<Language, Words> = {
  en: {
    pits: 'PITS',
    weather: 'Weather',
    track: (track) => `track ${track}`,
    grid: (circuit) => `${circuit}: the grid`,
    afterTurn: (circuit, turn) => `${circuit} after turn ${turn}`,
    around: (title, cars) =>
      cars.length > NAMED_AT_MOST ? `${title}, around ${cars.length} cars` : `${title}, around car${cars.length === 1 ? '' : 's'} ${cars.join(', ')}`,
  },
  it: {
    pits: 'BOX',
    weather: 'Meteo',
    track: (track) => (track === 'dry' ? 'pista asciutta' : 'pista bagnata'),
    grid: (circuit) => `${circuit}: la griglia`,
    afterTurn: (circuit, turn) => `${circuit} dopo il turno ${turn}`,
    around: (title, cars) =>
      cars.length > NAMED_AT_MOST
        ? `${title}, intorno a ${cars.length} auto`
        : `${title}, intorno ${cars.length === 1 ? "all'auto" : 'alle auto'} ${cars.join(', ')}`,
  },
};
