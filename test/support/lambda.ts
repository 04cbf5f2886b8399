/** An API Gateway HTTP API (payload v2) event as AWS hands it to a Lambda, the body base64-encoded. */
import type { LambdaEvent } from 'hono/aws-lambda';

export const httpApiEvent = (method: string, path: string, headers: Record<string, string> = {}, body = ''): LambdaEvent => ({
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
