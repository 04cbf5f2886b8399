/**
 * The race's part of a Lamborghini race's state (LB-MOVE onwards) and the events that make it:
 * each Murcielago on the board, the round's order of play (LB-ORDER-1), the movement turn under
 * way with the choices it waits for, and the cars that finished, stopped or left. The events of a
 * movement (movement.ts, bump.ts, runaway.ts) are folded here as they are emitted, so a replay of
 * the events rebuilds every square, damage and card.
 */
import * as z from 'zod';
import { CardId } from './cards.ts';
import { lastingOf } from './play.ts';

const Heading = z.enum(['forward', 'forwardLeft', 'forwardRight']);

export const PlannedStep = z.strictObject({
  heading: z.enum(['forward', 'forwardLeft', 'forwardRight']),
  /** LB-SLIP-1: the free square beside the car followed, once per move. */
  slipstream: z.boolean().optional(),
});
export type PlannedStep = z.infer<typeof PlannedStep>;

/** A step of a player's plan, or a rear-end or push he declares when his car stands behind or beside another (LB-BUMP-1). */
export const PlanItem = z.union([PlannedStep, z.strictObject({ bump: z.enum(['rearEnd', 'push']), car: z.string() })]);
export type PlanItem = z.infer<typeof PlanItem>;

export const Lasting = z.object({ card: CardId, turns: z.number().int() });

export const RaceCar = z.object({
  row: z.number().int(),
  lane: z.number().int(),
  /** LB-GAP-5: the distance D. */
  distance: z.number().int(),
  damages: z.number().int(),
  /** LB-DMG-1 Proposed: the car's own turns ended with 3 damages, for the −4, −5, … series. */
  turnsWithThree: z.number().int(),
  /** LB-GAP-7: +1 squares won as the car hit, for its next turn. */
  recorded: z.number().int(),
  /** LB-GAP-7: the square an incident direction fixes for its next step. */
  direction: Heading.optional(),
  /** LB-CHECK-3, LB-INC-2: checks and damages in the movement turn under way, whichever car moves. */
  checks: z.number().int(),
  damagesThisTurn: z.number().int(),
  /** LB-TECH-2: the Tyres and Fuel tank cards in effect. */
  lasting: z.array(Lasting),
  stopped: z.boolean(),
  finished: z.object({ turn: z.number().int(), past: z.number().int(), moved: z.number().int() }).optional(),
  /** Withdrawn or eliminated: off the board, out of the classification's running order. */
  out: z.string().optional(),
});
export type RaceCar = z.infer<typeof RaceCar>;

/** A direction a player must choose (LB-INC-1: 12 by the car's own player, 5–7 by the player on his right). */
export const Choice = z.object({ car: z.string(), chooser: z.string() });
export type Choice = z.infer<typeof Choice>;

/** The moving car's movement once its speed total is worked out, kept between its steps. */
export const Moving = z.object({
  remaining: z.number().int(),
  slipstreamUsed: z.boolean(),
  aerodynamics: z.number().int(),
  gamble: z.boolean(),
  slipstreamCard: z.boolean(),
  clash: z.boolean(),
  /** What is left of the plan sent. */
  plan: z.array(PlanItem),
  /** Nobody sent the move: the non-human player plans each step as it comes. */
  byNonHuman: z.boolean(),
});
export type Moving = z.infer<typeof Moving>;

export const Turn = z.object({
  car: z.string(),
  /** The Speed card of the turn (LB-MOVE-4), after any Luck. */
  drawn: CardId.optional(),
  /** +1 squares won on runaway checks (LB-GAP-7). */
  plusOne: z.number().int(),
  /** The cards the car played this turn (LB-CARD-1). */
  played: z.array(CardId),
  moving: Moving.optional(),
  choices: z.array(Choice),
});
export type Turn = z.infer<typeof Turn>;

export const RaceState = z.object({
  /** The round: every car still racing moves once in it (LB-ORDER-1). */
  round: z.number().int(),
  order: z.array(z.string()),
  /** The order of the round before, for cars side by side (LB-ORDER-1). */
  previous: z.array(z.string()),
  cars: z.record(z.string(), RaceCar),
  turn: Turn.optional(),
  /** Cars withdrawn before the race began. */
  out: z.record(z.string(), z.string()),
});
export type RaceState = z.infer<typeof RaceState>;

const MovementReason = z.enum(['plusOne', 'damage', 'offTrack', 'leftTrack', 'aerodynamics', 'blocked']);

export const RaceEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('placed'),
    cars: z.array(z.object({ car: z.string(), row: z.number().int(), lane: z.number().int(), distance: z.number().int() })),
  }),
  z.object({ type: z.literal('roundBegan'), round: z.number().int(), order: z.array(z.string()) }),
  z.object({ type: z.literal('turnBegan'), car: z.string() }),
  z.object({ type: z.literal('cardPlayed'), car: z.string(), card: CardId }),
  z.object({ type: z.literal('moving'), car: z.string(), moving: Moving, direction: Heading.optional() }),
  z.object({ type: z.literal('choiceAsked'), choice: Choice }),
  z.object({ type: z.literal('headingChosen'), car: z.string(), by: z.string(), heading: Heading, byNonHuman: z.boolean() }),
  z.object({ type: z.literal('recorded'), car: z.string(), squares: z.number().int() }),
  z.object({ type: z.literal('repaired'), car: z.string(), damages: z.number().int() }),
  z.object({ type: z.literal('moved'), car: z.string(), row: z.number().int(), lane: z.number().int(), distance: z.number().int(), free: z.boolean() }),
  z.object({
    type: z.literal('checked'),
    car: z.string(),
    reason: z.enum(['pass', 'runaway', 'bump']),
    total: z.number().int(),
    outcome: z.enum(['incident', 'nothing', 'plusOne']),
  }),
  z.object({ type: z.literal('damaged'), car: z.string(), damages: z.number().int() }),
  z.object({ type: z.literal('damageAvoided'), car: z.string(), reason: z.enum(['limit', 'permanent', 'brakes']) }),
  z.object({ type: z.literal('directed'), car: z.string(), heading: Heading.optional(), chooser: z.enum(['self', 'right']).optional() }),
  z.object({ type: z.literal('movementChanged'), car: z.string(), by: z.number().int(), reason: MovementReason }),
  z.object({ type: z.literal('bumped'), car: z.string(), hit: z.string(), kind: z.enum(['rearEnd', 'push']), chained: z.boolean() }),
  z.object({ type: z.literal('turnEnded'), car: z.string(), discarded: z.array(CardId) }),
  z.object({ type: z.literal('finished'), car: z.string(), round: z.number().int(), past: z.number().int(), moved: z.number().int() }),
  z.object({ type: z.literal('stopped'), car: z.string() }),
  /** The car leaves the race; its hand leaves the game face down, unseen (docs/rules-decisions.md). */
  z.object({ type: z.literal('withdrawn'), car: z.string(), reason: z.string() }),
]);
export type RaceEvent = z.infer<typeof RaceEvent>;

export const emptyRace = (): RaceState => ({ round: 0, order: [], previous: [], cars: {}, out: {} });

const withCar = (race: RaceState, car: string, change: (car: RaceCar) => RaceCar): RaceState => {
  const found = race.cars[car];
  return found ? { ...race, cars: { ...race.cars, [car]: change(found) } } : race;
};
/** LB-MOVE-4, LB-MAN-1 Luck: the Speed card of the turn, the first drawn or Luck's replacement. */
export const drawnForTurn = (race: RaceState, card: string, use: string): RaceState =>
  race.turn && (use === 'movement' || use === 'luck') ? { ...race, turn: { ...race.turn, drawn: card } } : race;

const withTurn = (race: RaceState, change: (turn: Turn) => Turn): RaceState => (race.turn ? { ...race, turn: change(race.turn) } : race);

/** Folds a race event; the hands and the Speed deck are state.ts's. */
export const evolveRace = (race: RaceState, event: RaceEvent): RaceState => {
  switch (event.type) {
    case 'placed':
      return {
        ...race,
        cars: Object.fromEntries(
          event.cars.map(({ car, ...at }) => [
            car,
            { ...at, damages: 0, turnsWithThree: 0, recorded: 0, checks: 0, damagesThisTurn: 0, lasting: [], stopped: false },
          ]),
        ),
      };
    case 'roundBegan':
      return { ...race, round: event.round, previous: race.order, order: event.order };
    case 'turnBegan':
      return {
        ...race,
        turn: { car: event.car, plusOne: 0, played: [], choices: [] },
        cars: Object.fromEntries(Object.entries(race.cars).map(([car, state]) => [car, { ...state, checks: 0, damagesThisTurn: 0 }])),
      };
    case 'cardPlayed': {
      const lasting = lastingOf(event.card);
      const played = withTurn(race, (turn) => ({ ...turn, played: [...turn.played, event.card] }));
      return lasting ? withCar(played, event.car, (car) => ({ ...car, lasting: [...car.lasting, lasting] })) : played;
    }
    case 'moving':
      return withCar(
        withTurn(race, (turn) => ({ ...turn, moving: event.moving })),
        event.car,
        ({ direction: _direction, ...car }) => ({ ...car, ...(event.direction ? { direction: event.direction } : {}) }),
      );
    case 'choiceAsked':
      return withTurn(race, (turn) => ({ ...turn, choices: [...turn.choices, event.choice] }));
    case 'headingChosen':
      return withCar(
        withTurn(race, (turn) => ({ ...turn, choices: turn.choices.slice(1) })),
        event.car,
        (car) => ({ ...car, direction: event.heading }),
      );
    case 'recorded':
      return withCar(race, event.car, (car) => ({ ...car, recorded: car.recorded + event.squares }));
    case 'repaired':
      return withCar(race, event.car, (car) => ({ ...car, damages: event.damages }));
    case 'moved':
      return withCar(race, event.car, ({ direction: _direction, ...car }) => ({ ...car, row: event.row, lane: event.lane, distance: event.distance }));
    case 'checked': {
      // LB-GAP-7: a +1 square won on the runaway check counts in the turn's movement.
      const won = event.reason === 'runaway' && event.outcome === 'plusOne' && race.turn?.car === event.car;
      const counted = won ? withTurn(race, (turn) => ({ ...turn, plusOne: turn.plusOne + 1 })) : race;
      return withCar(counted, event.car, (car) => ({ ...car, checks: car.checks + 1 }));
    }
    case 'damaged':
      return withCar(race, event.car, (car) => ({ ...car, damages: event.damages, damagesThisTurn: car.damagesThisTurn + 1 }));
    case 'directed':
      return event.heading ? withCar(race, event.car, (car) => ({ ...car, direction: event.heading })) : race;
    case 'damageAvoided':
    case 'movementChanged':
    case 'bumped':
      return race;
    case 'turnEnded':
      return withCar({ ...race, turn: undefined }, event.car, (car) => ({
        ...car,
        recorded: 0,
        turnsWithThree: car.damages >= 3 ? car.turnsWithThree + 1 : car.turnsWithThree,
        lasting: car.lasting.filter(({ turns }) => turns > 1).map((entry) => ({ ...entry, turns: entry.turns - 1 })),
      }));
    case 'finished':
      return withCar(race, event.car, (car) => ({ ...car, finished: { turn: event.round, past: event.past, moved: event.moved } }));
    case 'stopped':
      return withCar(race, event.car, (car) => ({ ...car, stopped: true }));
    case 'withdrawn':
      return race.cars[event.car]
        ? withCar(race, event.car, (car) => ({ ...car, out: event.reason }))
        : { ...race, out: { ...race.out, [event.car]: event.reason } };
  }
};
