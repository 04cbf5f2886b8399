/**
 * A deliberately tiny game played through the generic race in Speed Circuit's flow (pole laps,
 * grid, setups, turns): each car advances as many squares as its move says; a lap is `length`
 * squares. It exercises every call the race makes of such a game without any Speed Circuit rule.
 */
import * as z from 'zod';
import { standings } from '../../domain/championship.ts';
import { invalid } from '../../domain/errors.ts';
import { refereedSpeedCircuit } from '../../domain/speed-circuit/referee.ts';
import type { RaceRuleset } from '../../domain/speed-circuit/rules.ts';

const Circuit = z.object({ id: z.string(), length: z.number().int().min(1) });
type Circuit = z.infer<typeof Circuit>;
const Qualifying = z.object({ turns: z.number().int().min(1) });
const Setup = z.object({ tyres: z.enum(['soft', 'hard']) });
const Move = z.object({ speed: z.number().int().min(1).max(9) });
type Move = z.infer<typeof Move>;
const ToyEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('placed'), car: z.string(), square: z.number() }),
  z.object({ type: z.literal('tyres'), car: z.string(), tyres: z.enum(['soft', 'hard']) }),
  z.object({ type: z.literal('moved'), car: z.string(), square: z.number(), byGnu: z.boolean() }),
  z.object({ type: z.literal('out'), car: z.string(), reason: z.string() }),
]);
type ToyEvent = z.infer<typeof ToyEvent>;
interface ToyCar {
  square: number;
  tyres: 'soft' | 'hard';
  out: boolean;
}
interface ToyState {
  finishSquare: number;
  cars: Record<string, ToyCar>;
}

const evolve = (state: ToyState, event: ToyEvent): ToyState => {
  const car = state.cars[event.car] ?? { square: 0, tyres: 'hard', out: false };
  const next: ToyCar =
    event.type === 'placed'
      ? { ...car, square: event.square }
      : event.type === 'tyres'
        ? { ...car, tyres: event.tyres }
        : event.type === 'moved'
          ? { ...car, square: event.square }
          : { ...car, out: true };
  return { ...state, cars: { ...state.cars, [event.car]: next } };
};
const fold = (state: ToyState, events: ToyEvent[]): ToyState => events.reduce(evolve, state);
const running = (state: ToyState): string[] =>
  Object.entries(state.cars)
    .filter(([, c]) => !c.out && c.square < state.finishSquare)
    .map(([car]) => car);

export const toyRules: RaceRuleset<Circuit, z.infer<typeof Qualifying>, z.infer<typeof Setup>, Move, ToyState, ToyEvent> = {
  id: 'toy-1',
  compileCircuit: (file) => {
    const parsed = Circuit.safeParse(file);
    if (!parsed.success) throw invalid(String(parsed.error.issues[0]?.path.join('.') ?? ''), 'not a toy circuit');
    return parsed.data;
  },
  circuitIds: ['oval'],
  shippedCircuits: () => ({ oval: { id: 'oval', length: 10 } }),
  qualifyingSchema: Qualifying,
  setupSchema: Setup,
  moveSchema: Move,
  eventSchema: ToyEvent,
  parseMoveText: (text) => {
    const speed = Number(text.trim());
    if (!Number.isInteger(speed) || speed < 1 || speed > 9) throw invalid('text[0]', `expected a speed from 1 to 9, got "${text}"`);
    return { speed };
  },
  printMove: (move) => String(move.speed),
  checkQualifying: (_circuit, qualifying) => {
    if (qualifying.turns > 50) throw invalid('turns', 'a pole lap cannot take more than 50 turns');
  },
  qualify: ({ circuit, laps, maxStarters, entrants, qualifying, dice }) => {
    const timed = entrants.filter((e) => qualifying[e.car]).sort((a, b) => (qualifying[a.car]?.turns ?? 0) - (qualifying[b.car]?.turns ?? 0));
    const drawn = entrants
      .filter((e) => !qualifying[e.car])
      .map((e) => ({ e, lot: dice.roll({ purpose: 'qualifyingDraw', car: e.car, count: 1, sides: 1000 }).dice[0] ?? 0 }))
      .sort((a, b) => a.lot - b.lot)
      .map(({ e }) => e);
    const starters = [...timed, ...drawn].slice(0, maxStarters);
    const events: ToyEvent[] = starters.map((e, i) => ({ type: 'placed', car: e.car, square: -i }));
    return { state: fold({ finishSquare: laps * circuit.length, cars: {} }, events), events };
  },
  checkSetup: (_circuit, state, car) => {
    if (!state.cars[car]) throw invalid('car', `car ${car} is not on the grid`);
  },
  start: (_circuit, state, setups) => {
    const events: ToyEvent[] = Object.entries(setups).flatMap(([car, setup]) => (setup ? [{ type: 'tyres' as const, car, tyres: setup.tyres }] : []));
    return { state: fold(state, events), events };
  },
  checkMove: (_circuit, _state, _car, move) => {
    if (move.speed > 6) throw invalid('speed', 'a toy car goes at most 6 squares a turn');
  },
  carsToMove: running,
  resolveTurn: (_circuit, state, moves, dice) => {
    const events: ToyEvent[] = running(state).map((car) => {
      const move = moves[car];
      const speed = move ? move.speed : (dice.roll({ purpose: 'gnu', car, count: 1, sides: 3 }).dice[0] ?? 1);
      return { type: 'moved', car, square: (state.cars[car]?.square ?? 0) + speed, byGnu: !move };
    });
    return { state: fold(state, events), events };
  },
  evolve,
  isFinished: (state) => running(state).length === 0,
  eliminate: (state, car, reason) => {
    const events: ToyEvent[] = [{ type: 'out', car, reason }];
    return { state: fold(state, events), events };
  },
  classification: (state) =>
    Object.entries(state.cars)
      .sort(([, a], [, b]) => Number(a.out) - Number(b.out) || b.square - a.square)
      .map(([car]) => car),
};

/** The toy game's one race option: laps of half the circuit. */
const ToyOptions = z.object({ shortLaps: z.boolean().default(false) }).strict();

/** The toy game with a race option, for the race's handling of options. */
const toyWithOptionsRules: RaceRuleset<Circuit, z.infer<typeof Qualifying>, z.infer<typeof Setup>, Move, ToyState, ToyEvent, z.infer<typeof ToyOptions>> = {
  ...toyRules,
  id: 'toy-options',
  optionsSchema: ToyOptions,
  qualify: ({ options, ...input }) =>
    toyRules.qualify({ ...input, circuit: { ...input.circuit, length: input.circuit.length / (options?.shortLaps ? 2 : 1) } }),
};

/**
 * The toy game with a deck, for the race's handling of shuffles: the cars without a pole lap are
 * put on the grid in the order of one race-wide shuffle, and a car the non-human player drives
 * goes as fast as the top card of its own shuffled speed deck (1 to 3).
 */
const toyWithDeckRules: RaceRuleset<Circuit, z.infer<typeof Qualifying>, z.infer<typeof Setup>, Move, ToyState, ToyEvent> = {
  ...toyRules,
  id: 'toy-deck',
  qualify: ({ circuit, laps, maxStarters, entrants, qualifying, dice }) => {
    const timed = entrants.filter((e) => qualifying[e.car]).sort((a, b) => (qualifying[a.car]?.turns ?? 0) - (qualifying[b.car]?.turns ?? 0));
    const drawn = dice.shuffle({ purpose: 'gridDraw', items: entrants.filter((e) => !qualifying[e.car]) }).items;
    const starters = [...timed, ...drawn].slice(0, maxStarters);
    const events: ToyEvent[] = starters.map((e, i) => ({ type: 'placed', car: e.car, square: -i }));
    return { state: fold({ finishSquare: laps * circuit.length, cars: {} }, events), events };
  },
  resolveTurn: (_circuit, state, moves, dice) => {
    const events: ToyEvent[] = running(state).map((car) => {
      const move = moves[car];
      const speed = move ? move.speed : (dice.shuffle({ purpose: 'speedDeck', car, items: [1, 2, 3] }).items[0] ?? 1);
      return { type: 'moved', car, square: (state.cars[car]?.square ?? 0) + speed, byGnu: !move };
    });
    return { state: fold(state, events), events };
  },
};

export const toy = refereedSpeedCircuit(toyRules);
/** The toy game whose players may leave a standing order (a speed), which its turns ignore. */
export const toyWithOrders = refereedSpeedCircuit({ ...toyRules, id: 'toy-orders', standingOrderSchema: Move });
export const toyWithOptions = refereedSpeedCircuit(toyWithOptionsRules);
export const toyWithDeck = refereedSpeedCircuit(toyWithDeckRules);

/** The toy scored 3, 2 and 1 points for the first three places, for championships, seasons and ratings. */
const toyChampionship = {
  points: (state: ToyState) => Object.fromEntries(toyRules.classification(state).map((car, place) => [car, [3, 2, 1][place] ?? 0])),
  standings,
};
export const toyLeague = refereedSpeedCircuit({ ...toyRules, id: 'toy-league', championship: toyChampionship });
/** The league's toy whose races go on from one another, as Lamborghini's Long game's do (`championship.carry`): it hands on nothing its races read. */
export const toyCarrying: typeof toyLeague = { ...toyLeague, id: 'toy-carry', championship: { ...toyChampionship, carry: () => ({}) } };
