/**
 * Builds the API's dependencies on one DynamoDB table (AWS, dynalite in tests and local mode) so
 * the Lambda handler, local mode and the tests all run the same code.
 */
import { randomBytes } from 'node:crypto';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createRace, type AnyRuleset } from '../../domain/race/index.ts';
import { storedEventSchema } from '../../domain/race/events.ts';
import { RaceState } from '../../domain/race/state.ts';
import type { Mailer } from '../notifier/mailer.ts';
import { createNotifier } from '../notifier/notifier.ts';
import { createResolver } from '../resolver/resolver.ts';
import { createEventStore } from '../store/eventStore.ts';
import { createRaceIndex } from '../store/raceIndex.ts';
import { createRecords } from '../store/records.ts';
import type { ApiDeps } from './app.ts';
import { createCircuits } from './circuits.ts';
import { raceContext } from './context.ts';

export interface WiringOptions {
  client: DynamoDBClient;
  table: string;
  rulesets: Record<string, AnyRuleset>;
  mailer: Mailer;
  config: ApiDeps['config'];
  clock?: () => Date;
  random?: () => string;
  /** Public base URL of the API, for links in the emails. */
  baseUrl?: string;
}

export function createApiDeps({ client, table, rulesets, mailer, config, clock = () => new Date(), random, baseUrl }: WiringOptions): ApiDeps {
  const store = createEventStore({ client, table, eventSchema: storedEventSchema(rulesets), snapshotSchema: RaceState, now: clock });
  const index = createRaceIndex({ client, table });
  const records = createRecords({ client, table });
  const circuits = createCircuits({ records, rulesets });
  const notifier = createNotifier({ mailer, records, rulesets, ...(baseUrl ? { baseUrl } : {}) });
  const resolver = createResolver({ race: createRace(rulesets), store, index, notifier, context: raceContext({ records, circuits }), clock });
  return {
    rulesets,
    store,
    index,
    records,
    circuits,
    notifier,
    resolver,
    clock,
    random: random ?? (() => randomBytes(32).toString('hex')),
    config,
  };
}
