import { type APIGatewayProxyResult, handle, type LambdaEvent } from 'hono/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, ORGANISER, startApi } from './world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-lambda');
});
afterAll(() => api.close());

const httpApiEvent = (method: string, path: string, body: string, headers: Record<string, string>): LambdaEvent => ({
  version: '2.0',
  routeKey: '$default',
  rawPath: path,
  rawQueryString: '',
  headers: { host: 'api.example.org', 'content-type': 'application/json', ...headers },
  requestContext: {
    accountId: '123456789012',
    apiId: 'api',
    authentication: null,
    authorizer: {},
    domainName: 'api.example.org',
    domainPrefix: 'api',
    http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
    requestId: 'id',
    routeKey: '$default',
    stage: '$default',
    time: '01/Mar/2025:12:00:00 +0000',
    timeEpoch: 1740830400000,
  },
  body: Buffer.from(body).toString('base64'),
  isBase64Encoded: true,
  cookies: [],
});
const invoke = (event: LambdaEvent) => handle(api.app)(event) as Promise<APIGatewayProxyResult>;

describe('the Lambda handler (API Gateway HTTP API v2)', () => {
  it('reads a base64-encoded body and answers JSON', async () => {
    const body = JSON.stringify({ id: 'lambda1', title: 'Lambda GP', circuitId: 'oval', rulesetId: 'toy-1' });
    const result = await invoke(httpApiEvent('POST', '/races', body, { authorization: `Bearer ${ORGANISER}` }));
    expect(result.statusCode).toBe(201);
    expect(JSON.parse(result.body)).toMatchObject({ race: { raceId: 'lambda1', title: 'Lambda GP' } });
  });

  it('answers a refused request with problem+json', async () => {
    const result = await invoke(httpApiEvent('POST', '/races/lambda1/entries', '{"name":""}', {}));
    expect(result.statusCode).toBe(400);
    expect(result.headers?.['content-type']).toBe('application/problem+json');
    expect(JSON.parse(result.body).errors.map((e: { field: string }) => e.field)).toEqual(['name', 'email']);
  });
});
