/**
 * What the picture reads of a race as its reader may see it (the game's `view`): each car's
 * square, its hand (the cards for the reader's own cars, a count for the others'), the money of
 * the Long game, and the cards the last step turned face up. Read loosely: a view hides what the
 * reader may not see by replacing it, and the picture draws only what is there.
 */
import * as z from 'zod';
import type { Board } from '../board/types.ts';
import { CardId } from '../cards.ts';
import { arrivalOrder, classification, raceOver, runnersOf } from '../order.ts';

export interface CarOnPicture {
  car: string;
  colour: number;
  row: number;
  lane: number;
  /** The cards of its hand when the reader may see them, else how many it holds. */
  hand: string[] | number | undefined;
  money: number | undefined;
}

/** A car that finished or, once the race is over, its place in the classification (LB-FIN-1 Proposed). */
export interface Placed {
  car: string;
  colour: number;
  place: number;
  how: 'finished' | 'stopped' | 'out';
}

export interface PicturedRace {
  cars: CarOnPicture[];
  /** The cars that finished in their order of arrival; once the race is over, the whole classification. */
  classification: Placed[];
  /** Every car has finished, stopped or left. */
  over: boolean;
  /** The cards each car (or seat) turned face up in the last step, by car in the order it first played. */
  played: { car: string; cards: string[] }[];
}

const Seen = z.looseObject({
  seats: z.record(z.string(), z.array(z.string())).optional(),
  grid: z.array(z.string()).optional(),
  murcielagos: z.record(z.string(), z.looseObject({ hand: z.union([z.array(z.string()), z.number()]).optional() })).optional(),
  /** Where the race has put each car (race-state.ts); before the cars are placed, the grid's slots. */
  race: z
    .looseObject({
      cars: z.record(
        z.string(),
        z.looseObject({
          row: z.number().int(),
          lane: z.number().int(),
          distance: z.number().optional(),
          stopped: z.boolean().optional(),
          finished: z.object({ turn: z.number(), past: z.number(), moved: z.number() }).optional(),
          out: z.unknown().optional(),
        }),
      ),
      order: z.array(z.string()).optional(),
    })
    .optional(),
  long: z.looseObject({ money: z.record(z.string(), z.number()) }).optional(),
});

/** An event that shows cards: a car's or a seat's, naming one card or several. */
const Shown = z.looseObject({
  type: z.string(),
  car: z.string().optional(),
  seat: z.string().optional(),
  card: CardId.optional(),
  cards: z.array(CardId).optional(),
});

/** Dealt face down or paid for: not cards played. */
const NOT_PLAYED = new Set(['granted', 'brought', 'paid', 'pileShuffled', 'speedDeckShuffled', 'carriedIn']);

/** The race as the picture draws it, from what the reader may see and the last step's events. */
export function raceView(board: Board, state: unknown, events: readonly unknown[]): PicturedRace {
  const seen = Seen.safeParse(state).data ?? {};
  const grid = seen.grid ?? [];
  const seatOf = (car: string) => Object.entries(seen.seats ?? {}).find(([, cars]) => cars.includes(car))?.[0] ?? car;
  const order = [...new Set([...Object.values(seen.seats ?? {}).flat(), ...grid])].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  const cars = order.flatMap((car, colour): CarOnPicture[] => {
    const placed = seen.race?.cars[car];
    // LB-FIN-1 Proposed: a car that finished is taken off the board, as is one that left the race.
    if (placed !== undefined && (placed.finished !== undefined || placed.out !== undefined)) return [];
    const square = placed ?? board.grid[grid.indexOf(car)];
    if (square === undefined) return [];
    return [{ car, colour, row: square.row, lane: square.lane, hand: seen.murcielagos?.[car]?.hand, money: seen.long?.money[seatOf(car)] }];
  });
  const played = new Map<string, string[]>();
  for (const event of events) {
    const shown = Shown.safeParse(event).data;
    const who = shown?.car ?? shown?.seat;
    if (!shown || who === undefined || NOT_PLAYED.has(shown.type)) continue;
    const cards = [...(shown.card ? [shown.card] : []), ...(shown.cards ?? [])];
    if (cards.length > 0) played.set(who, [...(played.get(who) ?? []), ...cards]);
  }
  const colourOf = (car: string) => order.indexOf(car);
  return { cars, ...classificationOf(seen.race, colourOf), played: [...played].map(([car, cards]) => ({ car, cards })) };
}

/**
 * LB-FIN-1 Proposed, LB-FIN-2: the cars that finished, off the board, in their order of arrival;
 * once every car has finished, stopped or left, the classification (race-flow.ts): the stopped
 * cars after them, the cars that left last.
 */
function classificationOf(race: z.infer<typeof Seen>['race'], colourOf: (car: string) => number): Pick<PicturedRace, 'classification' | 'over'> {
  const cars = Object.fromEntries(Object.entries(race?.cars ?? {}).map(([car, at]) => [car, { ...at, distance: at.distance ?? 0 }]));
  const runners = runnersOf(cars);
  const over = Object.keys(cars).length > 0 && raceOver(runners);
  const ranked = over ? classification(cars, race?.order ?? []) : arrivalOrder(runners);
  const howOf = (car: string): Placed['how'] => (cars[car]!.out !== undefined ? 'out' : cars[car]!.finished !== undefined ? 'finished' : 'stopped');
  return { classification: ranked.map((car, index) => ({ car, colour: colourOf(car), place: index + 1, how: howOf(car) })), over };
}
