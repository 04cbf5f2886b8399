/** The few words a picture carries, in the languages of the emails. */
export type PictureLanguage = 'en' | 'it';

export interface Words {
  pits: string;
  weather: string;
  track(track: 'dry' | 'wet'): string;
  grid(circuit: string): string;
  afterTurn(circuit: string, turn: number): string;
}

/** Render options for a language a caller names freely: one the pictures do not speak gets English. */
export const pictureOptions = (language: string | undefined): { language: PictureLanguage } => ({ language: language === 'it' ? 'it' : 'en' });

export const WORDS: Record<PictureLanguage, Words> = {
  en: {
    pits: 'PITS',
    weather: 'Weather',
    track: (track) => `track ${track}`,
    grid: (circuit) => `${circuit}: the grid`,
    afterTurn: (circuit, turn) => `${circuit} after turn ${turn}`,
  },
  it: {
    pits: 'BOX',
    weather: 'Meteo',
    track: (track) => (track === 'dry' ? 'pista asciutta' : 'pista bagnata'),
    grid: (circuit) => `${circuit}: la griglia`,
    afterTurn: (circuit, turn) => `${circuit} dopo il turno ${turn}`,
  },
};
