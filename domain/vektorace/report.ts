/**
 * Vektorace's words, for the emails and the web page (domain/race/report.ts): what a round's
 * events did to each car (its move in the notation, the gear it declared, its points, the curves
 * it passed, the attacks, the pit stop, the lost turn, giving way, the finish), the order of play,
 * the players table (the order of play, whose move is next, the tokens) and the shuffle's purpose. Moves are printed in the notation, which English
 * and Italian readers type alike.
 */

import type { Language } from '../race/language.ts';
import type { RaceReporter } from '../race/report.ts';
import { CIRCUIT_NAMES } from './circuit/shipped-names.ts';
import type { VektoraceEvent } from './events.ts';
import { racingCars } from './evolve.ts';
import { MOVE, START } from './id.ts';
import { printMove } from './notation.ts';
import { carToMove } from './rules.ts';
import type { VektoraceState } from './state.ts';

type Relocation = Extract<VektoraceEvent, { type: 'CarRelocated' }>['reason'];

interface Words {
  /** VK-START-2, VK-START-4: the start step's choices. */
  points(gomma: number, nitro: number): string;
  firstGear(gear: number): string;
  moved(move: string, gear: number, gomma: number, nitro: number): string;
  passed(curves: number[]): string;
  relocated: Record<Relocation, string>;
  attacked(kind: 'knock' | 'left' | 'right', by: string): string;
  lost: string;
  gaveWay(to: string): string;
  refilled(gomma: number, nitro: number): string;
  finished: string;
  retired(reason: string): string;
  /** VK-SP-2..4: the Super Power token taken, played, or swapped at a lap's end. */
  token(kind: 'chosen' | 'used' | 'swapped', power: string | null): string;
  round(round: number, order: string[]): string;
  order(order: string[]): string;
  headers: string[];
  status: Record<'racing' | 'finished' | 'out', string>;
  /** The start step, one car's move (numbered among all moves), a round of moves (VK-ORDER-1). */
  steps: { start: string; move(move: number): string; round(round: number): string };
  /** What the reader's car holds for its next move (VK-GEAR-1, VK-PRO-1, VK-SP-3, VK-ATK-5, VK-ATK-7, VK-PIT-4). */
  situation: {
    heading(car: string): string;
    gear(gear: number): string;
    points(gomma: number, nitro: number): string;
    token(power: string, used: boolean): string;
    knocked: string;
    attacked(left: boolean, right: boolean): string;
    boxBox: string;
  };
  /** The racing car whose move is next (VK-ORDER-1). */
  next: string;
  /** The column of the Super Power tokens, in a race with them; a token turned over (VK-SP-3). */
  power: string;
  used: string;
}

const cars = (order: string[]) => order.join(', ');
/** `1 punto`, `4 punti`: the Italian words' count of points. */
const points = (count: number): string => `${count} punt${count === 1 ? 'o' : 'i'}`;

const WORDS: Record<Language, Words> = {
  en: {
    points: (gomma, nitro) => `starts with ${gomma} Gomma and ${nitro} Nitro points`,
    firstGear: (gear) => `every car makes its first move in gear ${gear}`,
    moved: (move, gear, gomma, nitro) => `moved ${move}: next in gear ${gear}, ${gomma} Gomma and ${nitro} Nitro points left`,
    passed: (curves) => `passed curve${curves.length === 1 ? '' : 's'} ${curves.join(', ')}`,
    relocated: {
      'close-up': 'closed up in the slipstream',
      overtake: 'overtook from the slipstream',
      'side-attack': 'closed up in a side attack',
      'off-table': 'fell off the table and restarts on its edge in 1st gear',
    },
    attacked: (kind, by) => (kind === 'knock' ? `knocked by car ${by}: no gear down next move` : `side-attacked on the ${kind} by car ${by}`),
    lost: 'no move possible: lost its turn, restarts in 1st gear',
    gaveWay: (to) => `gave way to car ${to}`,
    refilled: (gomma, nitro) => `pit stop: ${gomma} Gomma and ${nitro} Nitro points taken`,
    finished: 'crossed the finish line: finished',
    retired: (reason) => `out of the race: ${reason}`,
    token: (kind, power) =>
      kind === 'chosen'
        ? `took Super Power token ${power}`
        : kind === 'used'
          ? `played Super Power token ${power}`
          : power === null
            ? 'lap ended: discarded its token, the reserve is empty'
            : `lap ended: swapped its token for ${power}`,
    round: (round, order) => `round ${round}, order of play: ${cars(order)}`,
    order: (order) => `order of play now: ${cars(order)}`,
    headers: ['Order', 'Gear', 'Gomma', 'Nitro', 'Laps', 'Status'],
    status: { racing: 'racing', finished: 'finished', out: 'out' },
    steps: { start: 'start', move: (move) => `move ${move}`, round: (round) => `round ${round}` },
    situation: {
      heading: (car) => `Your car ${car}`,
      gear: (gear) => `gear declared for the next move: ${gear}`,
      points: (gomma, nitro) => `${gomma} Gomma and ${nitro} Nitro points`,
      token: (power, used) => `Super Power token ${power}${used ? ', used' : ', not used yet'}`,
      knocked: 'knocked: no gear down at the end of the next move',
      attacked: (left, right) => `side-attacked on the ${left && right ? 'left and right' : left ? 'left' : 'right'} last round`,
      boxBox: 'BOX-BOX called: the pit stop is still to make',
    },
    next: 'moves now',
    power: 'Super Power',
    used: 'used',
  },
  it: {
    points: (gomma, nitro) => `parte con ${points(gomma)} Gomma e ${nitro} Nitro`,
    firstGear: (gear) => `tutte le auto fanno la prima mossa in ${gear}ª`,
    moved: (move, gear, gomma, nitro) => `ha mosso ${move}: prossima mossa in ${gear}ª, restano ${points(gomma)} Gomma e ${nitro} Nitro`,
    passed: (curves) => `ha superato la curv${curves.length === 1 ? 'a' : 'e'} ${curves.join(', ')}`,
    relocated: {
      'close-up': 'si è accodata in scia',
      overtake: 'ha sorpassato in scia',
      'side-attack': 'si è accostata con un attacco laterale',
      'off-table': 'è uscita dal tavolo e riparte dal bordo in 1ª',
    },
    attacked: (kind, by) =>
      kind === 'knock'
        ? `bussata dall'auto ${by}: niente marcia in meno alla prossima mossa`
        : `attaccata sul lato ${kind === 'left' ? 'sinistro' : 'destro'} dall'auto ${by}`,
    lost: 'nessuna mossa possibile: perde il turno, riparte in 1ª',
    gaveWay: (to) => `ha ceduto il passo all'auto ${to}`,
    refilled: (gomma, nitro) => `pit stop: presi ${points(gomma)} Gomma e ${nitro} Nitro`,
    finished: 'ha tagliato il traguardo: arrivata',
    retired: (reason) => `fuori gara: ${reason}`,
    token: (kind, power) =>
      kind === 'chosen'
        ? `ha preso il Super Potere ${power}`
        : kind === 'used'
          ? `ha usato il Super Potere ${power}`
          : power === null
            ? 'fine giro: ha scartato il Super Potere, la riserva è vuota'
            : `fine giro: ha cambiato il Super Potere con ${power}`,
    round: (round, order) => `round ${round}, ordine di gioco: ${cars(order)}`,
    order: (order) => `ordine di gioco ora: ${cars(order)}`,
    headers: ['Ordine', 'Marcia', 'Gomma', 'Nitro', 'Giri', 'Stato'],
    status: { racing: 'in gara', finished: 'arrivata', out: 'fuori' },
    steps: { start: 'partenza', move: (move) => `mossa ${move}`, round: (round) => `round ${round}` },
    situation: {
      heading: (car) => `La tua auto ${car}`,
      gear: (gear) => `marcia dichiarata per la prossima mossa: ${gear}ª`,
      points: (gomma, nitro) => `${points(gomma)} Gomma e ${nitro} Nitro`,
      token: (power, used) => `Super Potere ${power}${used ? ', già usato' : ', non ancora usato'}`,
      knocked: 'bussata: niente marcia in meno alla fine della prossima mossa',
      attacked: (left, right) => `attaccata sul lato ${left && right ? 'sinistro e destro' : left ? 'sinistro' : 'destro'} nel round precedente`,
      boxBox: 'BOX-BOX chiamato: il pit stop è ancora da fare',
    },
    next: 'muove ora',
    power: 'Super Potere',
    used: 'usato',
  },
};

const carLines = (words: Words, event: VektoraceEvent): string[] => {
  switch (event.type) {
    case 'PointsChosen':
      return [words.points(event.gomma, event.nitro)];
    case 'CarMoved':
      return [words.moved(printMove(event.move), event.gear, event.gomma, event.nitro), ...(event.passed.length > 0 ? [words.passed(event.passed)] : [])];
    case 'CarRelocated':
      return [words.relocated[event.reason]];
    case 'Attacked':
      return [words.attacked(event.kind, event.by)];
    case 'TurnLost':
      return [words.lost];
    case 'GaveWay':
      return [words.gaveWay(event.to)];
    case 'Refilled':
      return [words.refilled(event.gomma, event.nitro)];
    case 'CarFinished':
      return [words.finished];
    case 'CarRetired':
      return [words.retired(event.reason)];
    case 'SuperPowerChosen':
      return [words.token('chosen', event.power)];
    case 'SuperPowerUsed':
      return [words.token('used', event.power)];
    case 'SuperPowerSwapped':
      return [words.token('swapped', event.power)];
    default:
      return [];
  }
};

const raceLines = (words: Words, event: VektoraceEvent): string[] => {
  if (event.type === 'RoundStarted') return [words.round(event.round, event.order)];
  if (event.type === 'OrderChanged') return [words.order(event.order)];
  if (event.type === 'FirstGearChosen') return [words.firstGear(event.gear)];
  return [];
};

/** Before the start step is played no car has its points or its first gear yet. */
const pointsChosen = (state: VektoraceState): boolean => state.round > 0 || state.lastRound.some((event) => event.type === 'FirstGearChosen');

export const vektoraceReporter: RaceReporter = {
  circuits: CIRCUIT_NAMES,
  organiser: {
    en: {
      name: 'Vektorace',
      settings: {
        laps: 'Laps',
        maxStarters: 'Most cars at the start',
        moveWindow: 'Time for each move',
        startWindow: 'Time for the start',
        gomma: 'Gomma points of each car (the rest are Nitro)',
        firstGear: 'First gear (3, 4 or 5)',
        maxConsecutiveMissedMoves: 'Missed moves in a row before a car is out',
        superPowers: 'Super Power tokens (VK-SP-1)',
      },
    },
    it: {
      name: 'Vektorace',
      settings: {
        laps: 'Giri',
        maxStarters: 'Auto al via, al massimo',
        moveWindow: 'Tempo per ogni mossa',
        startWindow: 'Tempo per la partenza',
        gomma: 'Punti Gomma di ogni auto (il resto è Nitro)',
        firstGear: 'Prima marcia (3, 4 o 5)',
        maxConsecutiveMissedMoves: "Mosse saltate di fila prima che un'auto sia fuori",
        superPowers: 'Gettoni Super Power (VK-SP-1)',
      },
    },
  },
  describe(car, events, language) {
    const words = WORDS[language];
    const list = events as VektoraceEvent[];
    if (car === null) return list.flatMap((event) => raceLines(words, event));
    return list.filter((event) => 'car' in event && event.car === car).flatMap((event) => carLines(words, event));
  },

  playerColumns(game, language) {
    const words = WORDS[language];
    const state = game as VektoraceState;
    const headers = [...words.headers, ...(state.reserve === undefined ? [] : [words.power])];
    // Before the start step is played no car has its points or its first gear yet, and no car is to move.
    const chosen = pointsChosen(state);
    const next = chosen ? carToMove(state, Object.keys(state.cars)) : undefined;
    return {
      headers,
      cells: (car) => {
        const c = state.cars[car];
        if (!c) return headers.map(() => '-');
        const unknown = (value: number) => (chosen ? String(value) : '-');
        // Only the cars still racing take turns: a finished or retired car has no place in the order of play.
        const place = racingCars(state).indexOf(car);
        const token = c.power === undefined ? '-' : `${c.power.power}${c.power.used ? ` (${words.used})` : ''}`;
        return [
          place < 0 ? '-' : String(place + 1),
          unknown(c.gear),
          unknown(c.gomma),
          unknown(c.nitro),
          `${c.laps}/${state.laps}`,
          car === next ? words.next : words.status[c.status],
          ...(state.reserve === undefined ? [] : [token]),
        ];
      },
    };
  },

  // The rulebook scores no points: the classification is the result.
  points: () => ({}),

  stepName({ id, kind, number }, language) {
    const { steps } = WORDS[language];
    // A round is told by the name the game gives it (`round-3`), with the number of the move that closed it.
    const round = /^round-(\d+)$/.exec(id);
    if (round) return steps.round(Number(round[1]));
    return kind === START ? steps.start : kind === MOVE ? steps.move(number) : id;
  },

  situation(game, seat, language) {
    const words = WORDS[language].situation;
    const state = game as VektoraceState;
    if (!pointsChosen(state)) return [];
    return seat.flatMap((car) => {
      const c = state.cars[car];
      if (c?.status !== 'racing') return [];
      const lines = [
        words.gear(c.gear),
        words.points(c.gomma, c.nitro),
        ...(c.power ? [words.token(c.power.power, c.power.used)] : []),
        ...(c.knocked ? [words.knocked] : []),
        ...(c.attacked.left || c.attacked.right ? [words.attacked(c.attacked.left, c.attacked.right)] : []),
        ...(c.boxBox ? [words.boxBox] : []),
      ];
      return [{ heading: words.heading(car), lines }];
    });
  },

  prompts: {
    en: {
      start:
        'Send your start, such as G4N4 (Gomma and Nitro points), then >4 (the first gear) from pole, and PCGA (the Super Power tokens wanted) with the tokens',
      move: 'Send your move, such as 4 F F0 >5 (gear, placement, end, next gear)',
    },
    it: {
      start:
        'Invia la tua partenza, per esempio G4N4 (punti Gomma e Nitro), poi >4 (la prima marcia) dalla pole, e PCGA (i Super Poteri voluti) con i Super Poteri',
      move: 'Invia la tua mossa, per esempio 4 F F0 >5 (marcia, posizione, arrivo, marcia seguente)',
    },
  },

  purposes: {
    en: { grid: 'starting order (Grid tokens)' },
    it: { grid: 'ordine di partenza (gettoni Grid)' },
  },
};
