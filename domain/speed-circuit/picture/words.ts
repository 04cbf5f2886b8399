/** The few words a Speed Circuit picture carries, in the languages of the emails. */
import type { PictureLanguage } from '../../picture/language.ts';

export interface Words {
  pits: string;
  weather: string;
  track(track: 'dry' | 'wet'): string;
  grid(circuit: string): string;
  afterTurn(circuit: string, turn: number): string;
  /** The title of a picture drawn around the reader's cars. */
  around(title: string, cars: readonly string[]): string;
}

export const WORDS: Record<PictureLanguage, Words> = {
  en: {
    pits: 'PITS',
    weather: 'Weather',
    track: (track) => `track ${track}`,
    grid: (circuit) => `${circuit}: the grid`,
    afterTurn: (circuit, turn) => `${circuit} after turn ${turn}`,
    around: (title, cars) => `${title}, around car${cars.length === 1 ? '' : 's'} ${cars.join(', ')}`,
  },
  it: {
    pits: 'BOX',
    weather: 'Meteo',
    track: (track) => (track === 'dry' ? 'pista asciutta' : 'pista bagnata'),
    grid: (circuit) => `${circuit}: la griglia`,
    afterTurn: (circuit, turn) => `${circuit} dopo il turno ${turn}`,
    around: (title, cars) => `${title}, intorno ${cars.length === 1 ? "all'auto" : 'alle auto'} ${cars.join(', ')}`,
  },
};
