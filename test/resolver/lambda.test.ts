import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynalite, type LocalDynamo } from '../support/dynalite.ts';
import { startSes, type LocalSes } from '../support/ses.ts';

let dynamo: LocalDynamo;
let ses: LocalSes;
beforeAll(async () => {
  [dynamo, ses] = await Promise.all([startDynalite(), startSes()]);
});
afterAll(() => Promise.all([dynamo.close(), ses.close()]));

describe('resolver Lambda', () => {
  it('builds its clients from the environment, as on AWS, and answers a scheduled event', async () => {
    const endpoint = await dynamo.client.config.endpoint?.();
    Object.assign(process.env, {
      TABLE_NAME: dynamo.table,
      SENDER_EMAIL: 'master@example.org',
      AWS_REGION: 'local',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: `${endpoint?.protocol}//${endpoint?.hostname}:${endpoint?.port}`,
      AWS_ENDPOINT_URL_SES: ses.endpoint,
    });
    const { handler } = await import('../../functions/resolver/lambda.ts');

    expect(await handler({ time: '2025-03-01T10:00:00Z' })).toEqual({ resolved: [], emails: 0 });
  });
});
