/**
 * The parts every handler builds on one DynamoDB table: the race store, the ballots, the race
 * index, the records, the circuits and the decider's context. The API Lambda runs on these
 * alone; functions/wiring.ts adds the notifier and the resolver for everything else.
 */
import { randomBytes } from 'node:crypto';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { own } from '../../domain/own.ts';
import type { decider } from '../../domain/race/decide.ts';
import { type RaceEvent, raceEventSchema, storedEventSchema } from '../../domain/race/events.ts';
import type { AnyRuleset, Race } from '../../domain/race/index.ts';
import { raceReader } from '../../domain/race/reading.ts';
import { RaceState } from '../../domain/race/state.ts';
import { raceUpcaster, type Upcaster } from '../../domain/race/upcast.ts';
import { createBallots } from '../store/ballots.ts';
import { createCircuits } from '../store/circuits.ts';
import { raceContext } from '../store/context.ts';
import { createEventStore } from '../store/eventStore.ts';
import { createIdempotency } from '../store/idempotency.ts';
import { createRaceIndex } from '../store/raceIndex.ts';
import { createRecords } from '../store/records.ts';

export interface StorageOptions {
  client: DynamoDBClient;
  table: string;
  rulesets: Record<string, AnyRuleset>;
  /**
   * What decides the races' commands (domain/race/decide.ts): the functions that take commands
   * pass it; the API function, which only reads races, passes one that refuses, and so carries none
   * of the rules that decide.
   */
  decider: typeof decider;
  /** The game of a race or a circuit created without naming one; the first of `rulesets` by default. */
  defaultRulesetId?: string;
  /** Loads a game into `rulesets` (every game without an id) before a race of it is read, where games load on demand (functions/race/rulesets-on-demand.ts). */
  ready?: (rulesetId?: string) => Promise<void>;
  clock?: () => Date;
  /** 32 fresh random bytes as 64 hex digits: dice seeds, player tokens, race ids. */
  random?: () => string;
}

/** The decider of a function that only reads races (the API function): every command is the resolver function's (`RESOLVER_ROUTES`). */
export const decidesNothing: typeof decider = () => {
  const refuse = (): never => {
    throw new Error('this function only reads races: every command goes to the resolver function');
  };
  return { decide: refuse, postpone: refuse };
};

export function wireStorage({
  client,
  table,
  rulesets,
  decider,
  defaultRulesetId,
  ready = () => Promise.resolve(),
  clock = () => new Date(),
  random = () => randomBytes(32).toString('hex'),
}: StorageOptions) {
  const race: Race = { ...raceReader(rulesets, defaultRulesetId), ...decider(rulesets, defaultRulesetId) };
  // Races written before their commits kept their ruleset are read with every game's schema, built
  // when such a race is first read: building every game's at once would slow every start.
  const eventSchema: z.ZodType<RaceEvent> = z.lazy(() => storedEventSchema(rulesets));
  const schemas = new Map<string, z.ZodType<RaceEvent>>();
  const schema = (rulesetId: string): z.ZodType<RaceEvent> | undefined => {
    const ruleset = own(rulesets, rulesetId);
    if (!ruleset) return undefined;
    const known = schemas.get(rulesetId) ?? (raceEventSchema(ruleset) as z.ZodType<RaceEvent>);
    schemas.set(rulesetId, known);
    return known;
  };
  const kinds = { of: (state: RaceState) => state.settings?.rulesetId, schema, ready };
  // A stored event of an older version is read in today's shape: the race's own upcasters, and
  // its game's for the game events inside (a commit of no known kind gets the race's alone).
  const upcasters = new Map<string | undefined, Upcaster>();
  const upcast = (event: unknown, kind: string | undefined): unknown => {
    const known = upcasters.get(kind) ?? raceUpcaster(kind === undefined ? undefined : own(rulesets, kind));
    upcasters.set(kind, known);
    return known(event);
  };
  const store = createEventStore({ client, table, eventSchema, snapshotSchema: RaceState, kinds, upcast, now: clock });
  const ballots = createBallots({ client, table, eventSchema, kindSchema: schema, kindReady: ready, upcast, clock });
  const index = createRaceIndex({ client, table });
  const records = createRecords({ client, table });
  const idempotency = createIdempotency({ client, table });
  const circuits = createCircuits({ records, rulesets, ready });
  const context = raceContext({ records, circuits });
  return { rulesets, race, store, ballots, index, records, idempotency, circuits, context, clock, random };
}
