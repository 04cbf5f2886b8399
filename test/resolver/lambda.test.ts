import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDynamo, startDynalite } from '../support/dynalite.ts';
import { httpApiEvent } from '../support/lambda.ts';
import { type LocalSes, startSes } from '../support/ses.ts';

let dynamo: LocalDynamo;
let ses: LocalSes;
beforeAll(async () => {
  [dynamo, ses] = await Promise.all([startDynalite(), startSes()]);
});
afterAll(() => Promise.all([dynamo.close(), ses.close()]));

const ORGANISER = 'organiser-secret';

describe('resolver Lambda', () => {
  it('builds its clients from the environment, as on AWS, and answers a scheduled event and the HTTP routes it serves', async () => {
    const endpoint = await dynamo.client.config.endpoint?.();
    Object.assign(process.env, {
      TABLE_NAME: dynamo.table,
      SENDER_EMAIL: 'master@example.org',
      AWS_REGION: 'local',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: `${endpoint?.protocol}//${endpoint?.hostname}:${endpoint?.port}`,
      AWS_ENDPOINT_URL_SES: ses.endpoint,
      ORGANISER_TOKEN_HASH: createHash('sha256').update(ORGANISER).digest('hex'),
      // No race is due: the run sends SQS nothing.
      STEPS_QUEUE_URL: 'https://sqs.local/000000000000/steps.fifo',
      EMAILS_QUEUE_URL: 'https://sqs.local/000000000000/emails.fifo',
    });
    const { handler } = await import('../../functions/lambdas/resolver.ts');

    expect(await handler({ time: '2025-03-01T10:00:00Z' })).toEqual({ dispatched: 0 });

    // The routes API Gateway sends it are the API's own, organiser token and problems included.
    const resolveNow = (headers: Record<string, string>) =>
      handler(httpApiEvent('POST', '/races/r404/resolve', headers)) as Promise<{ statusCode: number; headers?: Record<string, string> }>;
    expect(await resolveNow({})).toMatchObject({ statusCode: 401, headers: { 'content-type': 'application/problem+json' } });
    expect(await resolveNow({ authorization: `Bearer ${ORGANISER}` })).toMatchObject({ statusCode: 404 });
  });
});
