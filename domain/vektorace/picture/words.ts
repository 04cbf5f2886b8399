/** The few words of the Vektorace picture, its title and its legend, in the languages of the emails. */
import type { Language } from '../../race/language.ts';

/** What the legend says a car's marks mean. */
export type CarCondition = 'finished' | 'out';

export type KeyMark = 'token' | 'inside' | 'gate' | 'wall' | 'pits' | 'finish' | 'pole' | 'heading' | 'vector' | 'boost' | 'relocated' | 'end' | CarCondition;

export interface Words {
  start(circuit: string): string;
  round(circuit: string, round: number, over: boolean): string;
  /** The title of a close-up of the ends (race.ts), short as its band is large on it. */
  closeUp: string;
  key: Record<KeyMark, string>;
  car(car: string): string;
  /** Its place in the order of play (VK-ORDER-2). */
  place(place: number): string;
  gear(gear: number): string;
  points(gomma: number, nitro: number): string;
  laps(laps: number, of: number): string;
  /** The curve due, or the finish line when `curve` is past the last curve. */
  due(curve: number, curves: number): string;
  boxBox: string;
  /** The move it made this round, as the notation writes it. */
  moved(move: string): string;
  turnLost: string;
  condition(condition: CarCondition, place: number | undefined): string;
}

const ordinal = (n: number): string => {
  const suffix = n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
};

export const WORDS: Record<Language, Words> = {
  en: {
    start: (circuit) => `${circuit}: the start`,
    round: (circuit, round, over) => (over ? `${circuit} after round ${round}` : `${circuit}, round ${round}`),
    closeUp: 'Possible ends',
    key: {
      token: 'curve token',
      inside: 'inside line',
      gate: 'gate and way round',
      wall: 'pit wall',
      pits: 'pit area',
      finish: 'finish line',
      pole: 'pole position',
      heading: 'nose',
      vector: 'vector this round',
      boost: 'BOOST',
      relocated: 'moved by an attack',
      end: 'possible end',
      finished: 'finished',
      out: 'out',
    },
    car: (car) => `Car ${car}`,
    place: (place) => ordinal(place),
    gear: (gear) => `gear ${gear}`,
    points: (gomma, nitro) => `Gomma ${gomma} · Nitro ${nitro}`,
    laps: (laps, of) => `lap ${Math.min(laps + 1, of)} of ${of}`,
    due: (curve, curves) => (curve > curves ? 'finish line next' : `curve ${curve} next`),
    boxBox: 'BOX-BOX',
    moved: (move) => `moved ${move}`,
    turnLost: 'turn lost',
    condition: (condition, place) => (condition === 'finished' && place !== undefined ? `finished ${ordinal(place)}` : condition),
  },
  it: {
    start: (circuit) => `${circuit}: la partenza`,
    round: (circuit, round, over) => (over ? `${circuit} dopo il round ${round}` : `${circuit}, round ${round}`),
    closeUp: 'Arrivi possibili',
    key: {
      token: 'curva',
      inside: 'linea interna',
      gate: 'passaggio e senso di marcia',
      wall: 'muretto box',
      pits: 'area dei box',
      finish: 'linea di arrivo',
      pole: 'pole position',
      heading: 'muso',
      vector: 'vettore del round',
      boost: 'BOOST',
      relocated: 'spostata da un attacco',
      end: 'arrivo possibile',
      finished: 'arrivata',
      out: 'fuori gara',
    },
    car: (car) => `Auto ${car}`,
    place: (place) => `${place}ª`,
    gear: (gear) => `marcia ${gear}`,
    points: (gomma, nitro) => `Gomma ${gomma} · Nitro ${nitro}`,
    laps: (laps, of) => `giro ${Math.min(laps + 1, of)} di ${of}`,
    due: (curve, curves) => (curve > curves ? 'poi la linea di arrivo' : `poi la curva ${curve}`),
    boxBox: 'BOX-BOX',
    moved: (move) => `mossa ${move}`,
    turnLost: 'turno perso',
    condition: (condition, place) => (condition === 'finished' ? (place === undefined ? 'arrivata' : `arrivata ${place}ª`) : 'fuori gara'),
  },
};
