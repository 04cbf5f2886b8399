/**
 * The resolver Lambda (handler.ts) on the backend of functions/wiring.ts: run by an EventBridge
 * schedule, and by API Gateway for the organiser's "resolve now" and a car leaving the race.
 */
import * as z from 'zod';
import { rulesets } from '../../domain/rulesets.ts';
import { BackendEnv } from '../storage.ts';
import { wireAws } from '../wiring.ts';
import { resolverHandler } from './handler.ts';

const env = BackendEnv.extend({
  /** sha256 (hex) of the organiser's bearer token, for the routes it serves. */
  ORGANISER_TOKEN_HASH: z.string().regex(/^[0-9a-f]{64}$/),
}).parse(process.env);

export const handler = resolverHandler({ ...wireAws(env, rulesets), config: { organiserTokenHash: env.ORGANISER_TOKEN_HASH } });
