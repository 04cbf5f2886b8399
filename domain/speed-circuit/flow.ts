/**
 * The flow of a Speed Circuit race, whichever rulebook: pole laps (`qualifying`, every car at
 * once, SC-QUAL-1), the grid, the pre-race setups (`setup`, every car on the grid), then one
 * simultaneous turn after another (`racing`, the cars still racing) until the race is classified.
 * `speedCircuitRuleset` turns a rulebook's rules (rules.ts) into the generic race's game; referee.ts
 * gives it its referee.
 */
import * as z from 'zod';
import { Duration } from '../race/duration.ts';
import type { Ruleset, Step } from '../race/ruleset.ts';
import type { RaceRules } from './rules.ts';
import { QUALIFYING, RACING, SETUP } from './steps.ts';

export const MaxStarters = z.union([z.literal(24), z.literal(26)]);

/** What a Speed Circuit race records of the organiser's choices. */
export const SpeedCircuitSettings = z.object({
  laps: z.number().int(),
  maxStarters: MaxStarters,
  qualifyingWindow: Duration,
  turnWindow: Duration,
  /** SC-GNU-2 Proposed: consecutive moves the non-human player may make for a car. */
  maxConsecutiveMissedMoves: z.number().int(),
  /** The rulebook's race options, its defaults filled in; absent for a rulebook without options and in races created before it had any. */
  options: z.record(z.string(), z.unknown()).optional(),
});
export type SpeedCircuitSettings = z.infer<typeof SpeedCircuitSettings>;

/**
 * The organiser's choices as sent: each with its default. `options` are the rulebook's own (e.g.
 * `{ "finish": "allCars" }` in classic, SCC-WIN-2 Proposed), judged by its `optionsSchema`.
 */
const createSchema = (rules: { id: string; optionsSchema?: z.ZodType<unknown> | undefined }) =>
  z.strictObject({
    laps: z.number().int().min(1).max(20).default(6), // SC-GAME-4
    maxStarters: MaxStarters.default(24), // SC-QUAL-12
    qualifyingWindow: Duration.default('PT24H'), // SC-QUAL-1
    turnWindow: Duration.default('PT48H'), // SC-PBEM-3
    maxConsecutiveMissedMoves: z.number().int().min(0).max(100).default(5), // SC-GNU-2 Proposed
    // The rulebook's options with their defaults, even when none is sent; none at all for a rulebook without options.
    options: rules.optionsSchema
      ? (rules.optionsSchema.prefault({}) as z.ZodType<Record<string, unknown>>)
      : z
          .record(z.string(), z.unknown())
          .optional()
          .transform((asked = {}, ctx) => {
            const [name] = Object.keys(asked);
            if (name !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: `the ${rules.id} rules have no race options` });
            return undefined;
          }),
  });

const turnStep = (turn: number, cars: string[], window: string): Step => ({ id: `turn-${turn}`, kind: RACING, number: turn, rank: turn + 1, cars, window });

/** Steps as clients name them: `qualifying`, `setup`, `turn-N`. */
const rankOf = (id: string): number | undefined => {
  if (id === QUALIFYING) return 0;
  if (id === SETUP) return 1;
  const turn = /^turn-([1-9][0-9]{0,3})$/.exec(id)?.[1];
  return turn === undefined ? undefined : Number(turn) + 1;
};

/** The Speed Circuit flow over a rulebook's rules; a submission reaches them as the kind's schema parsed it. */
export function speedCircuitRuleset<Circuit, Qualifying, Setup, Move, State, Event, Options>(
  rules: RaceRules<Circuit, Qualifying, Setup, Move, State, Event, Options>,
): Ruleset<Circuit, State, Event, SpeedCircuitSettings> {
  return {
    id: rules.id,
    settingsSchema: SpeedCircuitSettings,
    createSchema: createSchema(rules),
    limits: (settings) => ({
      missedStepLimit: {
        steps: settings.maxConsecutiveMissedMoves,
        reason: `missed more than ${settings.maxConsecutiveMissedMoves} consecutive moves (SC-GNU-2)`,
      },
    }),
    circuitIds: rules.circuitIds,
    next({ state, played, cars, settings }) {
      if (played === undefined) return { id: QUALIFYING, kind: QUALIFYING, number: 0, rank: 0, cars, window: settings.qualifyingWindow };
      if (state === undefined) return undefined;
      if (played.kind === QUALIFYING) {
        const grid = rules.classification(state).filter((car) => cars.includes(car));
        return { id: SETUP, kind: SETUP, number: 0, rank: 1, cars: grid, window: settings.turnWindow };
      }
      return turnStep(played.kind === SETUP ? 1 : played.number + 1, rules.carsToMove(state), settings.turnWindow);
    },
    rankOf,
    kinds: {
      [QUALIFYING]: {
        schema: rules.qualifyingSchema,
        closesAtDeadline: 'pole laps',
        check: (circuit, _state, _car, qualifying) => rules.checkQualifying(circuit, qualifying as Qualifying),
      },
      [SETUP]: {
        schema: rules.setupSchema,
        check: (circuit, state, car, setup) => rules.checkSetup(circuit, state as State, car, setup as Setup),
      },
      [RACING]: {
        schema: rules.moveSchema,
        notation: { parse: (text) => rules.parseMoveText(text), print: (move) => rules.printMove(move as Move) },
        // SC-GNU-2: the turns a car is driven by the non-human player count toward its elimination.
        counted: true,
        check: (circuit, state, car, move) => rules.checkMove(circuit, state as State, car, move as Move),
      },
    },
    eventSchema: rules.eventSchema,
    ...(rules.eventVersion === undefined ? {} : { eventVersion: rules.eventVersion }),
    ...(rules.upcast ? { upcast: rules.upcast } : {}),
    evolve: (state, event) => rules.evolve(state, event),
    isFinished: (state) => rules.isFinished(state),
    classification: (state) => rules.classification(state),
    ...(rules.standingOrderSchema ? { standingOrderSchema: rules.standingOrderSchema } : {}),
    ...(rules.championship ? { championship: rules.championship } : {}),
  };
}
