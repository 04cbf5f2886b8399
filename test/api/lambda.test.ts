import { type APIGatewayProxyResult, handle, type LambdaEvent } from 'hono/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpApiEvent } from '../support/lambda.ts';
import { type Api, ORGANISER, startApi } from './world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-lambda');
});
afterAll(() => api.close());

const invoke = (event: LambdaEvent) => handle(api.app)(event) as Promise<APIGatewayProxyResult>;

describe('the Lambda handler (API Gateway HTTP API v2)', () => {
  it('reads a base64-encoded body and answers JSON', async () => {
    const body = JSON.stringify({ id: 'lambda1', title: 'Lambda GP', circuitId: 'oval', rulesetId: 'toy-1' });
    const result = await invoke(httpApiEvent('POST', '/races', { authorization: `Bearer ${ORGANISER}` }, body));
    expect(result.statusCode).toBe(201);
    expect(JSON.parse(result.body)).toMatchObject({ race: { raceId: 'lambda1', title: 'Lambda GP' } });
  });

  it('answers a refused request with problem+json', async () => {
    const result = await invoke(httpApiEvent('POST', '/races/lambda1/entries', {}, '{"name":""}'));
    expect(result.statusCode).toBe(400);
    expect(result.headers?.['content-type']).toBe('application/problem+json');
    expect(JSON.parse(result.body).errors.map((e: { field: string }) => e.field)).toEqual(['name', 'email']);
  });
});
