/**
 * The resolver and its notifier built from AWS clients, the same way on Lambda and in local mode.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SESClient } from '@aws-sdk/client-ses';
import { createRace, type AnyRuleset } from '../../domain/race/index.ts';
import { storedEventSchema } from '../../domain/race/events.ts';
import { RaceState } from '../../domain/race/state.ts';
import { createCircuits } from '../api/circuits.ts';
import { raceContext } from '../api/context.ts';
import { createSesMailer } from '../notifier/mailer.ts';
import { createNotifier, type Notifier } from '../notifier/notifier.ts';
import type { RaceReporter } from '../notifier/emails.ts';
import { createEventStore } from '../store/eventStore.ts';
import { createRaceIndex } from '../store/raceIndex.ts';
import { createRecords } from '../store/records.ts';
import { createResolver, type Resolver } from './resolver.ts';

export interface ResolverWiring {
  dynamo: DynamoDBClient;
  table: string;
  ses: SESClient;
  sender: string;
  rulesets: Record<string, AnyRuleset>;
  reporters?: Record<string, RaceReporter>;
  baseUrl?: string;
  clock?: () => Date;
}

export function wireResolver({ dynamo, table, ses, sender, rulesets, reporters, baseUrl, clock }: ResolverWiring): { resolver: Resolver; notifier: Notifier } {
  const records = createRecords({ client: dynamo, table });
  const notifier = createNotifier({
    mailer: createSesMailer({ client: ses, sender }),
    records,
    rulesets,
    ...(reporters ? { reporters } : {}),
    ...(baseUrl ? { baseUrl } : {}),
  });
  const resolver = createResolver({
    race: createRace(rulesets),
    store: createEventStore({ client: dynamo, table, eventSchema: storedEventSchema(rulesets), snapshotSchema: RaceState, ...(clock ? { now: clock } : {}) }),
    index: createRaceIndex({ client: dynamo, table }),
    notifier,
    context: raceContext({ records, circuits: createCircuits({ records, rulesets }) }),
    ...(clock ? { clock } : {}),
  });
  return { resolver, notifier };
}
