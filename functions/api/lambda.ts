/**
 * The API Lambda behind API Gateway HTTP API (payload v2, base64 bodies included): the same
 * Hono app as local mode, on the backend of functions/wiring.ts.
 */
import { handle } from 'hono/aws-lambda';
import * as z from 'zod';
import { rulesets } from '../../domain/rulesets.ts';
import { BackendEnv, wireAws } from '../wiring.ts';
import { createApp } from './app.ts';

const env = BackendEnv.extend({
  /** sha256 (hex) of the organiser's bearer token; the token itself is never deployed. */
  ORGANISER_TOKEN_HASH: z.string().regex(/^[0-9a-f]{64}$/),
}).parse(process.env);

export const handler = handle(createApp({ ...wireAws(env, rulesets), config: { organiserTokenHash: env.ORGANISER_TOKEN_HASH } }));
