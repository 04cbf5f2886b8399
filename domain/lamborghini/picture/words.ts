/** The few words of the Lamborghini picture, its title, legend and cards, in the languages of the emails. */
import type { Language } from '../../race/language.ts';
import type { Brand, ManoeuvreType, TechnologyType } from '../cards.ts';

export interface Words {
  title(board: string): string;
  key: Record<'track' | 'offTrack' | 'slot' | 'finish', string>;
  car(car: string): string;
  carCard(letter: string): string;
  driverCard(number: string): string;
  banknote(value: number): string;
  brands: Record<Brand, string>;
  technology: Record<TechnologyType, string>;
  manoeuvre: Record<ManoeuvreType, string>;
  /** Before a card's speed value, as it is read from the Speed deck. */
  speed: string;
  played: string;
  /** The face-down piles of the Strategic phase, and the cards face up on the table. */
  piles: Record<'car' | 'driver' | 'technology' | 'manoeuvre', string>;
  pilesHeading: string;
  table: string;
  hand(car: string): string;
  cards(count: number): string;
  money(amount: number): string;
  nothing: string;
  /** LB-FIN-1: the cars that finished, off the board; once the race is over, every car's place. */
  arrival: string;
  classification: string;
  how: Record<'stopped' | 'out', string>;
}

const dollars = (amount: number, separator: string): string =>
  `${amount < 0 ? '−' : ''}$${String(Math.abs(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, separator)}`;

export const WORDS: Record<Language, Words> = {
  en: {
    title: (board) => `Lamborghini: ${board}`,
    key: { track: 'track square', offTrack: 'off-track square', slot: 'grid slot', finish: 'finish line' },
    car: (car) => `Car ${car}`,
    carCard: (letter) => `Car ${letter}`,
    driverCard: (number) => `Driver ${number}`,
    banknote: (value) => dollars(value, ','),
    brands: { blue: 'Blue', yellow: 'Yellow', red: 'Red' },
    technology: {
      aerodynamics: 'Aerodynamics',
      brakes: 'Brakes',
      setUp: 'Set-up',
      engine: 'Engine',
      tyres: 'Tyres',
      fuelTank: 'Fuel tank',
      team: 'Team',
    },
    manoeuvre: {
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
    speed: 'speed',
    played: 'Cards just played',
    piles: { car: 'Car pile', driver: 'Driver pile', technology: 'Technology pile', manoeuvre: 'Manoeuvre pile' },
    pilesHeading: 'Face down',
    table: 'Face up on the table',
    hand: (car) => `Hand of car ${car}`,
    cards: (count) => `${count} card${count === 1 ? '' : 's'} in hand`,
    money: (amount) => dollars(amount, ','),
    nothing: 'none',
    arrival: 'Order of arrival',
    classification: 'Classification',
    how: { stopped: 'stopped', out: 'out of the race' },
  },
  it: {
    title: (board) => `Lamborghini: ${board.replace(/^Circuit\b/, 'Circuito')}`,
    key: { track: 'casella di pista', offTrack: 'casella fuori pista', slot: 'posto in griglia', finish: 'traguardo' },
    car: (car) => `Auto ${car}`,
    carCard: (letter) => `Auto ${letter}`,
    driverCard: (number) => `Pilota ${number}`,
    banknote: (value) => dollars(value, '.'),
    brands: { blue: 'Blu', yellow: 'Gialla', red: 'Rossa' },
    technology: {
      aerodynamics: 'Aerodinamica',
      brakes: 'Freni',
      setUp: 'Assetto',
      engine: 'Motore',
      tyres: 'Pneumatici',
      fuelTank: 'Serbatoio',
      team: 'Team',
    },
    manoeuvre: {
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
    speed: 'velocità',
    played: 'Carte appena giocate',
    piles: { car: 'mazzo Automobili', driver: 'mazzo Piloti', technology: 'mazzo Tecnologia', manoeuvre: 'mazzo Manovra' },
    pilesHeading: 'Coperte',
    table: 'Scoperte sul tavolo',
    hand: (car) => `Mano dell'auto ${car}`,
    cards: (count) => `${count} cart${count === 1 ? 'a' : 'e'} in mano`,
    money: (amount) => dollars(amount, '.'),
    nothing: 'nessuna',
    arrival: "Ordine d'arrivo",
    classification: 'Classifica',
    how: { stopped: 'ferma', out: 'fuori gara' },
  },
};
