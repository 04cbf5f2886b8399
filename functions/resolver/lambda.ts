/**
 * The resolver Lambda, run by an EventBridge schedule (scheduled.ts). Clients are created once
 * per execution environment and reused across invocations.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import * as z from 'zod';
import { rulesets } from '../../domain/rulesets.ts';
import { scheduledHandler } from './scheduled.ts';
import { wireResolver } from './wiring.ts';

const env = z
  .object({
    TABLE_NAME: z.string().min(3),
    SENDER_EMAIL: z.email(),
    /** The API's public URL, for the links in the emails; the emails go without links when absent. */
    PUBLIC_URL: z.url().optional(),
  })
  .parse(process.env);

const { resolver } = wireResolver({
  dynamo: new DynamoDBClient({}),
  ses: new SESClient({}),
  table: env.TABLE_NAME,
  sender: env.SENDER_EMAIL,
  rulesets,
  ...(env.PUBLIC_URL ? { baseUrl: env.PUBLIC_URL } : {}),
});

export const handler = scheduledHandler(resolver);
