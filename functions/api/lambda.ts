/**
 * The API Lambda behind API Gateway HTTP API (payload v2, base64 bodies included): the same
 * Hono app as local mode. Clients are created once per execution environment.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { handle } from 'hono/aws-lambda';
import * as z from 'zod';
import { rulesets } from '../../domain/rulesets.ts';
import { createSesMailer } from '../notifier/mailer.ts';
import { createApp } from './app.ts';
import { createApiDeps } from './wiring.ts';

const env = z
  .object({
    TABLE_NAME: z.string().min(3),
    SENDER_EMAIL: z.email(),
    /** sha256 (hex) of the organiser's bearer token; the token itself is never deployed. */
    ORGANISER_TOKEN_HASH: z.string().regex(/^[0-9a-f]{64}$/),
    PUBLIC_URL: z.url().optional(),
  })
  .parse(process.env);

const deps = createApiDeps({
  client: new DynamoDBClient({}),
  table: env.TABLE_NAME,
  rulesets,
  mailer: createSesMailer({ client: new SESClient({}), sender: env.SENDER_EMAIL }),
  config: { organiserTokenHash: env.ORGANISER_TOKEN_HASH },
  ...(env.PUBLIC_URL ? { baseUrl: env.PUBLIC_URL } : {}),
});

export const handler = handle(createApp(deps));
