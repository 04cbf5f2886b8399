/** The few words of the hex rally picture, its title and its legend, in the languages of the emails. */
import type { Language } from '../../race/language.ts';
import type { Driver } from '../car.ts';

/** What the legend says a car is doing, and the marks it explains. */
export type CarCondition = 'drift' | 'skid' | 'finished' | 'out';

export interface Words {
  grid(track: string): string;
  afterTurn(track: string, turn: number): string;
  key: Record<'finish' | 'wall' | 'slot' | 'path' | 'heading' | CarCondition, string>;
  car(car: string): string;
  drivers: Record<Driver, string>;
  speed(speed: number): string;
  laps(laps: number, of: number): string;
  at(hex: string): string;
  /** A car's condition in its line of the legend; `place` for a car that finished. */
  condition(condition: CarCondition, place: number | undefined): string;
}

export const WORDS: Record<Language, Words> = {
  en: {
    grid: (track) => `${track}: the grid`,
    afterTurn: (track, turn) => `${track} after turn ${turn}`,
    key: {
      finish: 'finish line',
      wall: 'wall',
      slot: 'grid slot',
      path: 'last turn',
      heading: 'heading',
      drift: 'drift',
      skid: 'skid',
      finished: 'finished',
      out: 'out',
    },
    car: (car) => `Car ${car}`,
    drivers: { human: 'human', orc: 'orc' },
    speed: (speed) => `speed ${speed}`,
    laps: (laps, of) => `lap ${Math.min(laps + 1, of)} of ${of}`,
    at: (hex) => `at ${hex}`,
    condition: (condition, place) => {
      if (condition !== 'finished' || place === undefined) return { drift: 'in a drift', skid: 'in a skid', finished: 'finished', out: 'out' }[condition];
      const suffix =
        place % 10 === 1 && place % 100 !== 11 ? 'st' : place % 10 === 2 && place % 100 !== 12 ? 'nd' : place % 10 === 3 && place % 100 !== 13 ? 'rd' : 'th';
      return `finished ${place}${suffix}`;
    },
  },
  it: {
    grid: (track) => `${track}: la griglia`,
    afterTurn: (track, turn) => `${track} dopo il turno ${turn}`,
    key: {
      finish: 'traguardo',
      wall: 'muro',
      slot: 'casella di partenza',
      path: 'ultimo turno',
      heading: 'direzione',
      drift: 'deriva',
      skid: 'sbandata',
      finished: 'arrivata',
      out: 'fuori gara',
    },
    car: (car) => `Auto ${car}`,
    drivers: { human: 'umano', orc: 'orco' },
    speed: (speed) => `velocità ${speed}`,
    laps: (laps, of) => `giro ${Math.min(laps + 1, of)} di ${of}`,
    at: (hex) => `in ${hex}`,
    condition: (condition, place) => {
      if (condition !== 'finished' || place === undefined)
        return { drift: 'in deriva', skid: 'in sbandata', finished: 'arrivata', out: 'fuori gara' }[condition];
      return `arrivata ${place}ª`;
    },
  },
};
