/**
 * The race's part of a Lamborghini race's state (LB-MOVE onwards) and the events that make it:
 * each Murcielago on the board, the round's order of play (LB-ORDER-1), the movement turn under
 * way with the choices it waits for, and the cars that finished, stopped or left. The events of a
 * movement (movement.ts, bump.ts, runaway.ts) are folded here as they are emitted, so a replay of
 * the events rebuilds every square, damage and card.
 */
import * as z from 'zod';
import { CardId } from './cards.ts';
import { brakesOf, lastingOf } from './play.ts';

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

/**
 * LB-CARD-1, LB-GAP-8: the player's standing instruction for his car's Brakes in another car's
 * turn, where a race by email cannot stop to ask him: play it against every damage about to be
 * applied (`always`, the default), only against a 2nd or 3rd damage (`fromSecond`), only against
 * the 3rd, permanent one (`third`), or never (`never`: he keeps it for his own turns).
 */
export const BrakesOutOfTurn = z.enum(['always', 'fromSecond', 'third', 'never']);
export type BrakesOutOfTurn = z.infer<typeof BrakesOutOfTurn>;

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
  /** LB-GAP-8: a Brakes played in the movement turn under way, and the damages it may still prevent in it. */
  brakes: z.number().int().optional(),
  /** LB-TECH-2: the Tyres and Fuel tank cards in effect. */
  lasting: z.array(Lasting),
  /** The player's instruction for a Brakes out of turn, seen by his seat alone; `always` when absent. */
  brakesOutOfTurn: BrakesOutOfTurn.optional(),
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
  /** LB-GAP-8: Set-up, Manoeuvre and Team played this turn, for the car's next manoeuvre check; 0 once it is made. */
  checkBonus: z.number().int().optional(),
  /** What is left of the plan sent. */
  plan: z.array(PlanItem),
  /** Nobody sent the move: the non-human player plans each step as it comes. */
  byNonHuman: z.boolean(),
  /** LB-RUN-2: the runaway check's incident voided the plan sent: the move waits for a new one. */
  replan: z.boolean().optional(),
});
export type Moving = z.infer<typeof Moving>;

export const Turn = z.object({
  car: z.string(),
  /** The Speed card of the turn (LB-MOVE-4), after any Luck. */
  drawn: CardId.optional(),
  /** LB-RUN-1: the runaway check of that card is made (it is made as the move is played, with the cards played for it). */
  runawayChecked: z.boolean().optional(),
  /** +1 squares won on runaway checks (LB-GAP-7). */
  plusOne: z.number().int(),
  /** The cards the car played this turn (LB-CARD-1). */
  played: z.array(CardId),
  /** LB-CARD-1 Proposed: the Brakes other cars played in this turn, each its own player's. */
  outOfTurn: z.array(z.object({ car: z.string(), card: CardId })).optional(),
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
  /** LB-GAP-6: the seats that have sent a submission, the human players; the non-human player plays the others throughout. */
  humans: z.array(z.string()).optional(),
});
export type RaceState = z.infer<typeof RaceState>;

const MovementReason = z.enum(['plusOne', 'damage', 'offTrack', 'leftTrack', 'aerodynamics', 'blocked']);

export const RaceEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('placed'),
    cars: z.array(
      z.object({
        car: z.string(),
        row: z.number().int(),
        lane: z.number().int(),
        distance: z.number().int(),
        /** The Long game's later race: the damages its player could not pay to repair (LB-LONG-3 (2)). */
        damages: z.number().int().optional(),
      }),
    ),
  }),
  z.object({ type: z.literal('roundBegan'), round: z.number().int(), order: z.array(z.string()) }),
  z.object({ type: z.literal('turnBegan'), car: z.string() }),
  z.object({ type: z.literal('cardPlayed'), car: z.string(), card: CardId }),
  /** The player's standing instruction for his Brakes out of turn, seen by his seat alone. */
  z.object({ type: z.literal('brakesInstructed'), car: z.string(), outOfTurn: BrakesOutOfTurn }),
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
  /** The cards put aside as the turn ends (LB-CARD-1): the car's, then any Brakes other cars played in it, each its own player's. */
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
export const drawnForTurn = (race: RaceState, card: string, use: string): RaceState => {
  if (!race.turn || (use !== 'movement' && use !== 'luck')) return race;
  const { runawayChecked: _checked, ...turn } = race.turn;
  return { ...race, turn: { ...turn, drawn: card } };
};

/** LB-GAP-6: `seat` sent a submission, so a human plays it. */
export const withHuman = (race: RaceState, seat: string): RaceState =>
  race.humans?.includes(seat) ? race : { ...race, humans: [...(race.humans ?? []), seat] };

const withTurn = (race: RaceState, change: (turn: Turn) => Turn): RaceState => (race.turn ? { ...race, turn: change(race.turn) } : race);

/** Folds a race event; the hands and the Speed deck are state.ts's. */
export const evolveRace = (race: RaceState, event: RaceEvent): RaceState => {
  switch (event.type) {
    case 'placed':
      return {
        ...race,
        cars: Object.fromEntries(
          event.cars.map(({ car, damages, ...at }) => [
            car,
            { ...at, damages: damages ?? 0, turnsWithThree: 0, recorded: 0, checks: 0, damagesThisTurn: 0, lasting: [], stopped: false },
          ]),
        ),
      };
    case 'roundBegan':
      return { ...race, round: event.round, previous: race.order, order: event.order };
    case 'turnBegan':
      return {
        ...race,
        turn: { car: event.car, plusOne: 0, played: [], choices: [] },
        cars: Object.fromEntries(Object.entries(race.cars).map(([car, { brakes: _brakes, ...state }]) => [car, { ...state, checks: 0, damagesThisTurn: 0 }])),
      };
    case 'cardPlayed': {
      // A Brakes played out of its car's turn is put aside with the moving car's cards as that turn ends, as its own player's.
      const lasting = lastingOf(event.card);
      const brakes = brakesOf(event.card);
      const played = withTurn(race, (turn) =>
        turn.car === event.car
          ? { ...turn, played: [...turn.played, event.card] }
          : { ...turn, outOfTurn: [...(turn.outOfTurn ?? []), { car: event.car, card: event.card }] },
      );
      return withCar(played, event.car, (car) => ({
        ...car,
        ...(lasting ? { lasting: [...car.lasting, lasting] } : {}),
        ...(brakes !== undefined ? { brakes } : {}),
      }));
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
      const runaway = event.reason === 'runaway' && race.turn?.car === event.car;
      const won = runaway && event.outcome === 'plusOne';
      const counted = runaway ? withTurn(race, (turn) => ({ ...turn, runawayChecked: true, plusOne: turn.plusOne + (won ? 1 : 0) })) : race;
      return withCar(counted, event.car, (car) => ({ ...car, checks: car.checks + 1 }));
    }
    case 'damaged':
      return withCar(race, event.car, (car) => ({ ...car, damages: event.damages, damagesThisTurn: car.damagesThisTurn + 1 }));
    case 'directed':
      return event.heading ? withCar(race, event.car, (car) => ({ ...car, direction: event.heading })) : race;
    case 'damageAvoided':
      return event.reason === 'brakes' ? withCar(race, event.car, (car) => ({ ...car, brakes: Math.max(0, (car.brakes ?? 0) - 1) })) : race;
    case 'brakesInstructed':
      return withCar(race, event.car, (car) => ({ ...car, brakesOutOfTurn: event.outOfTurn }));
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
