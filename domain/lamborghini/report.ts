/**
 * Lamborghini's words, for the emails and the web page (domain/race/report.ts): what a step's
 * events did to each car (the Speed card drawn, the cards played, the checks, damages, directions,
 * bumps, the squares moved, the finish), the players table, the prompts of the steps and the
 * purposes of the shuffles and draws. Only what every player may see is told: a card dealt face
 * down is never named (LB-PREP-2..4), a card played is.
 */
import type { Language } from '../race/events.ts';
import type { RaceReporter } from '../race/report.ts';
import { card, speedCard } from './cards.ts';
import type { LamborghiniEvent, LamborghiniState } from './state.ts';

interface Words {
  drew(value: number, use: 'movement' | 'luck'): string;
  played(name: string): string;
  checked(reason: 'pass' | 'runaway' | 'bump', total: number, outcome: 'incident' | 'nothing' | 'plusOne'): string;
  damaged(damages: number): string;
  avoided: string;
  directed(heading: string | undefined, chooser: 'self' | 'right' | undefined): string;
  chose(heading: string, by: string): string;
  bumped(kind: 'rearEnd' | 'push', hit: string): string;
  moved(squares: number, distance: number): string;
  finished(past: number): string;
  stopped: string;
  withdrawn(reason: string): string;
  headings: Record<'forward' | 'forwardLeft' | 'forwardRight', string>;
  headers: string[];
  status: Record<'racing' | 'finished' | 'stopped' | 'out', string>;
}

const WORDS: Record<Language, Words> = {
  en: {
    drew: (value, use) => `drew a ${value}${use === 'luck' ? ' with Luck' : ''} for its speed`,
    played: (name) => `played ${name}`,
    checked: (reason, total, outcome) =>
      `${{ pass: 'passing check', runaway: 'runaway check', bump: 'bump check' }[reason]}: ${total}, ${{ incident: 'an incident', nothing: 'nothing happens', plusOne: '+1 square' }[outcome]}`,
    damaged: (damages) => `took a damage (${damages} in all)`,
    avoided: 'took no further damage',
    directed: (heading, chooser) =>
      heading
        ? `incident direction: ${heading}`
        : chooser === 'self'
          ? 'chooses its incident direction'
          : 'the player on its right chooses its incident direction',
    chose: (heading, by) => `direction ${heading}, chosen by seat ${by}`,
    bumped: (kind, hit) => `${kind === 'rearEnd' ? 'rear-ended' : 'pushed'} car ${hit}`,
    moved: (squares, distance) => `moved ${squares} square${squares === 1 ? '' : 's'}, distance ${distance}`,
    finished: (past) => `crossed the finish line after its laps, ${past} square${past === 1 ? '' : 's'} past it`,
    stopped: 'stopped for good by its damage',
    withdrawn: (reason) => `out of the race: ${reason}`,
    headings: { forward: 'forward', forwardLeft: 'forward-left', forwardRight: 'forward-right' },
    headers: ['Car', 'Driver', 'Distance', 'Damage', 'Cards', 'Status'],
    status: { racing: 'racing', finished: 'finished', stopped: 'stopped', out: 'out' },
  },
  it: {
    drew: (value, use) => `estrae un ${value}${use === 'luck' ? ' con Fortuna' : ''} per la velocità`,
    played: (name) => `gioca ${name}`,
    checked: (reason, total, outcome) =>
      `${{ pass: 'verifica di passaggio', runaway: 'verifica per velocità eccessiva', bump: 'verifica di tamponamento' }[reason]}: ${total}, ${{ incident: 'incidente', nothing: 'non succede nulla', plusOne: '+1 casella' }[outcome]}`,
    damaged: (damages) => `subisce un danno (${damages} in tutto)`,
    avoided: 'non subisce altri danni',
    directed: (heading, chooser) =>
      heading
        ? `direzione dell'incidente: ${heading}`
        : chooser === 'self'
          ? "sceglie la direzione dell'incidente"
          : "il giocatore alla sua destra sceglie la direzione dell'incidente",
    chose: (heading, by) => `direzione ${heading}, scelta dal posto ${by}`,
    bumped: (kind, hit) => `${kind === 'rearEnd' ? 'tampona' : 'spinge'} l'auto ${hit}`,
    moved: (squares, distance) => `avanza di ${squares} casell${squares === 1 ? 'a' : 'e'}, distanza ${distance}`,
    finished: (past) => `taglia il traguardo dopo i suoi giri, ${past} casell${past === 1 ? 'a' : 'e'} oltre`,
    stopped: 'ferma per sempre per i danni',
    withdrawn: (reason) => `fuori gara: ${reason}`,
    headings: { forward: 'avanti', forwardLeft: 'avanti a sinistra', forwardRight: 'avanti a destra' },
    headers: ['Auto', 'Pilota', 'Distanza', 'Danni', 'Carte', 'Stato'],
    status: { racing: 'in gara', finished: 'arrivata', stopped: 'ferma', out: 'fuori' },
  },
};

const TYPE_NAMES: Record<Language, Record<string, string>> = {
  en: {
    aerodynamics: 'Aerodynamics',
    brakes: 'Brakes',
    setUp: 'Set-up',
    engine: 'Engine',
    tyres: 'Tyres',
    fuelTank: 'Fuel tank',
    team: 'Team',
    skilful: 'Skilful',
    gamble: 'Gamble',
    luck: 'Luck',
    manoeuvre: 'Manoeuvre',
    slipstream: 'Slipstream',
    clash: 'Clash',
    fast: 'Fast',
    winner: 'Winner',
    willpower: 'Willpower',
  },
  it: {
    aerodynamics: 'Aerodinamica',
    brakes: 'Freni',
    setUp: 'Assetto',
    engine: 'Motore',
    tyres: 'Pneumatici',
    fuelTank: 'Serbatoio',
    team: 'Team',
    skilful: 'Abile',
    gamble: 'Azzardo',
    luck: 'Fortuna',
    manoeuvre: 'Manovra',
    slipstream: 'Scia',
    clash: 'Scontro',
    fast: 'Veloce',
    winner: 'Vincente',
    willpower: 'Volontà',
  },
};

const BRAND_NAMES: Record<Language, Record<'blue' | 'yellow' | 'red', string>> = {
  en: { blue: 'Blue', yellow: 'Yellow', red: 'Red' },
  it: { blue: 'Blu', yellow: 'Gialla', red: 'Rossa' },
};

const cardName = (id: string, language: Language): string => {
  const found = card(id);
  if (found.kind !== 'technology' && found.kind !== 'manoeuvre') return id;
  const name = TYPE_NAMES[language][found.type] ?? found.type;
  return found.kind === 'technology' ? `${name} (${BRAND_NAMES[language][found.brand]})` : name;
};

const lines = (words: Words, language: Language, car: string, events: readonly LamborghiniEvent[]): string[] => {
  const out: string[] = [];
  let squares = 0;
  let distance = 0;
  const flush = () => {
    if (squares > 0) out.push(words.moved(squares, distance));
    squares = 0;
  };
  for (const event of events) {
    if (!('car' in event) || event.car !== car) continue;
    if (event.type === 'moved') {
      squares += 1;
      distance = event.distance;
      continue;
    }
    flush();
    switch (event.type) {
      case 'speedDrawn':
        if (event.use === 'movement' || event.use === 'luck') out.push(words.drew(speedCard(event.card).speed, event.use));
        break;
      case 'cardPlayed':
        out.push(words.played(cardName(event.card, language)));
        break;
      case 'checked':
        out.push(words.checked(event.reason, event.total, event.outcome));
        break;
      case 'damaged':
        out.push(words.damaged(event.damages));
        break;
      case 'damageAvoided':
        out.push(words.avoided);
        break;
      case 'directed':
        out.push(words.directed(event.heading && words.headings[event.heading], event.chooser));
        break;
      case 'headingChosen':
        out.push(words.chose(words.headings[event.heading], event.by));
        break;
      case 'bumped':
        out.push(words.bumped(event.kind, event.hit));
        break;
      case 'finished':
        out.push(words.finished(event.past));
        break;
      case 'stopped':
        out.push(words.stopped);
        break;
      case 'withdrawn':
        out.push(words.withdrawn(event.reason));
        break;
    }
  }
  flush();
  return out;
};

export const lamborghiniReporter: RaceReporter = {
  describe(car, events, language) {
    return car === null ? [] : lines(WORDS[language], language, car, events as LamborghiniEvent[]);
  },

  playerColumns(game, language) {
    const words = WORDS[language];
    const state = game as LamborghiniState | undefined;
    return {
      headers: words.headers,
      cells: (car) => {
        const murcielago = state?.murcielagos[car];
        const at = state?.race.cars[car];
        if (!murcielago || !at) return words.headers.map(() => '-');
        const status = at.out !== undefined ? 'out' : at.finished ? 'finished' : at.stopped ? 'stopped' : 'racing';
        const hand = murcielago.hand as unknown;
        // A hand another seat sees is only its number of cards (the game's view).
        const cards = Array.isArray(hand) ? hand.length : Number(hand);
        return [murcielago.carCard, murcielago.driverCard, String(at.distance), String(at.damages), String(cards), words.status[status]];
      },
    };
  },

  // LB-FIN-3: in the Short game the classification is the result; it scores no points.
  points: () => ({}),

  prompts: {
    en: {
      turnUp: 'turn up a Technology or Manoeuvre card, then a Driver or Car card',
      choose: 'choose your card(s) from those face up',
      pairing: 'pair your Murcielagos with their cards',
      move: 'play your card(s) and plan your steps',
      direction: 'choose the incident direction',
    },
    it: {
      turnUp: 'scopri una carta Tecnologia o Manovra, poi una Pilota o Automobile',
      choose: 'scegli la tua carta (o le tue carte) fra quelle scoperte',
      pairing: 'abbina le tue Murcielago alle loro carte',
      move: 'gioca la tua carta e scegli le caselle',
      direction: "scegli la direzione dell'incidente",
    },
  },

  purposes: {
    en: {
      carPile: 'Car cards shuffled',
      driverPile: 'Driver cards shuffled',
      technologyPile: 'Technology cards shuffled',
      manoeuvrePile: 'Manoeuvre cards shuffled',
      speedDeck: 'Speed deck shuffled',
      firstPlayer: 'first player drawn',
    },
    it: {
      carPile: 'carte Automobili mescolate',
      driverPile: 'carte Piloti mescolate',
      technologyPile: 'carte Tecnologia mescolate',
      manoeuvrePile: 'carte Manovra mescolate',
      speedDeck: 'mazzo Velocità mescolato',
      firstPlayer: 'sorteggio del primo giocatore',
    },
  },
};
