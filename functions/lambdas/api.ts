/**
 * The API Lambda behind API Gateway HTTP API (payload v2, base64 bodies included): the same
 * Hono app as local mode, on the storage of functions/race/storage.ts. It reads races, decides no
 * command, plays no step and sends no email: the routes that do go to the resolver Lambda (functions/lambdas/resolver.ts,
 * `RESOLVER_ROUTES`), which keeps the pictures, their renderer and the emails out of this bundle.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { handle } from 'hono/aws-lambda';
import * as z from 'zod';
import { rulesetLoaders } from '../../domain/ruleset-loaders.ts';
import { createApp } from '../api/app.ts';
import { BackendEnv } from '../env.ts';
import { rulesetsOnDemand } from '../race/rulesets-on-demand.ts';
import { decidesNothing, wireStorage } from '../race/storage.ts';
import { prebuiltAssets } from '../web/assets.ts';

const env = BackendEnv.extend({
  /** The web pages and the client, written into the bundle at deploy time. */
  WEB_ASSETS_DIR: z.string().min(1),
}).parse(process.env);

// Each game is built when a request first names it: building all five at start slowed every cold start.
const storage = wireStorage({ client: new DynamoDBClient({}), table: env.TABLE_NAME, ...rulesetsOnDemand(rulesetLoaders), decider: decidesNothing });

export const handler = handle(
  createApp({
    ...storage,
    webAssets: prebuiltAssets(env.WEB_ASSETS_DIR),
    config: { organiserTokenHash: env.ORGANISER_TOKEN_HASH },
  }),
);
