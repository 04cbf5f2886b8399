/**
 * Leapfrog, a toy game of moves played one after another, on the game-flow contract alone
 * (domain/race/ruleset.ts): cars on a strip of squares, all on square 0 at the start. In each round
 * every car still racing moves once, 1 to 3 squares; the car to move is always the one furthest
 * behind among those that have not moved this round (the lower car number on the same square). A
 * car that ends its move on another car's square bumps it back one square, so a move can change
 * who moves next within the round. The first car to reach the end of the strip ends the race. A
 * car that does not move by its move's deadline is moved one square by the non-human player.
 */
import * as z from 'zod';
import { invalid } from '../../domain/errors.ts';
import { Duration } from '../../domain/race/duration.ts';
import { byCarNumber, Car } from '../../domain/race/events.ts';
import type { Ruleset } from '../../domain/race/ruleset.ts';

const Strip = z.strictObject({ id: z.string(), length: z.number().int().min(2).max(100) });
type Strip = z.infer<typeof Strip>;

const LeapfrogSettings = z.object({ moveWindow: Duration, maxMissedMoves: z.number().int() });
type LeapfrogSettings = z.infer<typeof LeapfrogSettings>;

const CreateLeapfrog = z.strictObject({
  moveWindow: Duration.default('PT24H'),
  maxMissedMoves: z.number().int().min(0).max(20).default(3),
});

const Move = z.strictObject({ squares: z.literal([1, 2, 3]) });
type Move = z.infer<typeof Move>;

const LeapfrogCar = z.object({
  square: z.number().int(),
  /** Moves made so far: the cars that have made the fewest have still to move this round. */
  moves: z.number().int(),
  out: z.boolean(),
});
const LeapfrogState = z.object({ length: z.number().int(), cars: z.record(Car, LeapfrogCar) });
type LeapfrogState = z.infer<typeof LeapfrogState>;

const LeapfrogEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('moved'), car: Car, from: z.number().int(), to: z.number().int(), byNonHuman: z.boolean() }),
  z.object({ type: z.literal('bumped'), car: Car, to: z.number().int() }),
  z.object({ type: z.literal('out'), car: Car, reason: z.string() }),
]);
type LeapfrogEvent = z.infer<typeof LeapfrogEvent>;

const MOVE = 'move';

const evolve = (state: LeapfrogState, event: LeapfrogEvent): LeapfrogState => {
  const car = state.cars[event.car];
  if (!car) return state;
  const next =
    event.type === 'moved'
      ? { ...car, square: event.to, moves: car.moves + 1 }
      : event.type === 'bumped'
        ? { ...car, square: event.to }
        : { ...car, out: true };
  return { ...state, cars: { ...state.cars, [event.car]: next } };
};

const racing = (state: LeapfrogState, cars: readonly string[]): string[] => cars.filter((car) => state.cars[car]?.out === false);

const isFinished = (state: LeapfrogState): boolean =>
  Object.values(state.cars).some((car) => !car.out && car.square >= state.length) || racing(state, Object.keys(state.cars)).length === 0;

/** The car that moves next: of those with the fewest moves (still to move this round), the one furthest behind. */
const nextMover = (state: LeapfrogState, cars: readonly string[]): string | undefined => {
  const running = racing(state, cars);
  const fewest = Math.min(...running.map((car) => state.cars[car]?.moves ?? 0));
  const square = (car: string) => state.cars[car]?.square ?? 0;
  return running.filter((car) => state.cars[car]?.moves === fewest).sort((a, b) => square(a) - square(b) || byCarNumber(a, b))[0];
};

const STEP_ID = /^move-(0|[1-9][0-9]{0,5})$/;

export const leapfrog: Ruleset<Strip, LeapfrogState, LeapfrogEvent, LeapfrogSettings> = {
  id: 'leapfrog',
  settingsSchema: LeapfrogSettings,
  createSchema: CreateLeapfrog,
  limits: (settings) => ({ missedStepLimit: { steps: settings.maxMissedMoves, reason: `missed more than ${settings.maxMissedMoves} moves in a row` } }),
  compileCircuit: (file) => {
    const parsed = Strip.safeParse(file);
    if (!parsed.success) throw invalid(parsed.error.issues[0]?.path.join('.') || 'circuit', 'not a leapfrog strip');
    return parsed.data;
  },
  circuitIds: ['strip'],
  shippedCircuits: () => ({ strip: { id: 'strip', length: 12 } }),
  next({ state, played, cars, settings }) {
    if (state === undefined || isFinished(state)) return undefined;
    const mover = nextMover(state, cars);
    if (mover === undefined) return undefined;
    // Steps are numbered on through the race: each move has its own ballot and its own deadline.
    const rank = played === undefined ? 0 : played.rank + 1;
    return { id: `move-${rank}`, kind: MOVE, number: rank, rank, cars: [mover], window: settings.moveWindow };
  },
  rankOf: (id) => {
    const rank = STEP_ID.exec(id)?.[1];
    return rank === undefined ? undefined : Number(rank);
  },
  kinds: {
    [MOVE]: {
      schema: Move,
      notation: {
        parse: (text) => {
          const squares = /^\s*([123])\s*$/.exec(text)?.[1];
          if (squares === undefined) throw invalid('text', `expected 1, 2 or 3 squares, got "${text}"`);
          return { squares: Number(squares) as Move['squares'] };
        },
        print: (move) => String((move as Move).squares),
      },
      // Every move fits the strip: a car that would overshoot its end stops on it.
      check: () => undefined,
      counted: true,
    },
  },
  eventSchema: LeapfrogEvent,
  evolve,
  isFinished,
  classification: (state) =>
    Object.keys(state.cars).sort((a, b) => {
      const [x, y] = [state.cars[a]!, state.cars[b]!];
      return Number(x.out) - Number(y.out) || y.square - x.square || byCarNumber(a, b);
    }),
  referee: {
    begin: ({ circuit, entrants }) => ({
      state: { length: circuit.length, cars: Object.fromEntries(entrants.map(({ car }) => [car, { square: 0, moves: 0, out: false }])) },
      events: [],
    }),
    play: {
      [MOVE]: ({ state, step, submissions }) => {
        const before = state as LeapfrogState;
        // A step whose car has left the race since it opened moves nobody.
        const events: LeapfrogEvent[] = step.cars.flatMap((car) => {
          const move = submissions[car] as Move | undefined;
          const from = before.cars[car]?.square ?? 0;
          const to = Math.min(before.length, from + (move?.squares ?? 1));
          const bumped = Object.entries(before.cars).filter(([other, { square, out }]) => other !== car && !out && square === to);
          return [
            { type: 'moved', car, from, to, byNonHuman: move === undefined } as const,
            ...bumped.map(([other]) => ({ type: 'bumped', car: other, to: to - 1 }) as const),
          ];
        });
        return { state: events.reduce(evolve, before), events };
      },
    },
    eliminate: (state, car, reason) => {
      const events: LeapfrogEvent[] = [{ type: 'out', car, reason }];
      return { state: events.reduce(evolve, state), events };
    },
  },
};
