/**
 * The composition root: the race store, the race index, the records, the circuits, the notifier
 * and the resolver, built once on one DynamoDB table and one mailer. Both Lambda handlers, local
 * mode and the tests build the backend here, so they all run the same code on the same parts.
 */
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { storedEventSchema } from '../domain/race/events.ts';
import { createRace, type AnyRuleset } from '../domain/race/index.ts';
import { RaceState } from '../domain/race/state.ts';
import { createCircuits } from './api/circuits.ts';
import { raceContext } from './api/context.ts';
import { createSesMailer, type Mailer } from './notifier/mailer.ts';
import { createNotifier } from './notifier/notifier.ts';
import { createResolver } from './resolver/resolver.ts';
import { createBallots } from './store/ballots.ts';
import { createEventStore } from './store/eventStore.ts';
import { createRaceIndex } from './store/raceIndex.ts';
import { createRecords } from './store/records.ts';

export interface WiringOptions {
  client: DynamoDBClient;
  table: string;
  rulesets: Record<string, AnyRuleset>;
  mailer: Mailer;
  /** Public base URL of the API, for the links in the emails; without it the emails have none. */
  baseUrl?: string;
  /** Public base URL of the web pages, for the race page the emails link to; the API's by default. */
  webUrl?: string;
  clock?: () => Date;
  /** 32 fresh random bytes as 64 hex digits: dice seeds, player tokens, race ids. */
  random?: () => string;
}

export function wire({ client, table, rulesets, mailer, baseUrl, webUrl, clock = () => new Date(), random = () => randomBytes(32).toString('hex') }: WiringOptions) {
  const race = createRace(rulesets);
  const eventSchema = storedEventSchema(rulesets);
  const store = createEventStore({ client, table, eventSchema, snapshotSchema: RaceState, now: clock });
  const ballots = createBallots({ client, table, eventSchema });
  const index = createRaceIndex({ client, table });
  const records = createRecords({ client, table });
  const circuits = createCircuits({ records, rulesets });
  const context = raceContext({ records, circuits });
  const notifier = createNotifier({ mailer, records, rulesets, circuits, ...(baseUrl ? { baseUrl } : {}), ...(webUrl ? { webUrl } : {}) });
  const resolver = createResolver({ race, store, ballots, index, notifier, context, clock });
  return { rulesets, race, store, ballots, index, records, circuits, context, notifier, resolver, clock, random };
}

export type Backend = ReturnType<typeof wire>;

/** What both Lambdas read from their environment. */
export const BackendEnv = z.object({
  TABLE_NAME: z.string().min(3),
  SENDER_EMAIL: z.email(),
  /** The API's public URL, for the links in the emails. */
  PUBLIC_URL: z.url().optional(),
  /** The web pages' public URL, for the race page the emails link to; PUBLIC_URL without it. */
  WEB_URL: z.url().optional(),
});
export type BackendEnv = z.infer<typeof BackendEnv>;

/** The backend on AWS: clients from the Lambda's environment, created once per execution environment. */
export const wireAws = (env: BackendEnv, rulesets: Record<string, AnyRuleset>): Backend =>
  wire({
    client: new DynamoDBClient({}),
    table: env.TABLE_NAME,
    rulesets,
    mailer: createSesMailer({ client: async () => new (await import('@aws-sdk/client-ses')).SESClient({}), sender: env.SENDER_EMAIL }),
    ...(env.PUBLIC_URL ? { baseUrl: env.PUBLIC_URL } : {}),
    ...(env.WEB_URL ? { webUrl: env.WEB_URL } : {}),
  });
