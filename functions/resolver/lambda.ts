/**
 * The resolver Lambda (handler.ts) on the backend of functions/wiring.ts: run by an EventBridge
 * schedule, and by API Gateway for the organiser's "resolve now" and a car leaving the race.
 */
import { rulesets } from '../../domain/rulesets.ts';
import { BackendEnv } from '../storage.ts';
import { wireAws } from '../wiring.ts';
import { resolverHandler } from './handler.ts';

const env = BackendEnv.parse(process.env);

export const handler = resolverHandler({ ...wireAws(env, rulesets), config: { organiserTokenHash: env.ORGANISER_TOKEN_HASH } });
