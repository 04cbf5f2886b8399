/**
 * What one race costs on AWS: the usage the meter counted on the local stack, priced with the
 * published on-demand prices of one region. Durations are the local ones plus in-region DynamoDB
 * latency for every call, as if the calls of an invocation ran one after the other (an upper bound).
 */
import { LAMBDA_MEMORY_MB } from '../infra/stack.ts';
import type { Usage } from './meter.ts';

export const REGION = 'us-east-1';

/** Published on-demand prices, USD, us-east-1, no free tier (AWS pricing pages, 2025). */
export const PRICES = {
  /** Per million write request units (1 KB each), standard table class. */
  dynamoWriteUnit: 0.625 / 1e6,
  /** Per million read request units (a strongly consistent read of 4 KB is one). */
  dynamoReadUnit: 0.125 / 1e6,
  /** Per GB-month of table storage, and of point-in-time recovery. */
  dynamoStorageGbMonth: 0.25,
  pitrGbMonth: 0.2,
  /** Lambda on arm64: per request, per GB-second. */
  lambdaRequest: 0.2 / 1e6,
  lambdaGbSecond: 0.0000133334,
  /** HTTP API, first 300 million requests a month. */
  httpApiRequest: 1.0 / 1e6,
  /** SQS FIFO, per request (a message is sent, received and deleted: three). */
  sqsFifoRequest: 0.5 / 1e6,
  /** Per email sent. */
  sesEmail: 0.1 / 1000,
  sesAttachmentGb: 0.12,
};

const LAMBDA_GB = LAMBDA_MEMORY_MB / 1024;
/**
 * What one resolver run is on AWS with the fan-out (functions/fanout): the scheduled dispatcher, a
 * worker for the step message and one for the email message; each message sent, received and
 * deleted.
 */
const INVOCATIONS_PER_RUN = 3;
const MESSAGES_PER_RUN = 2;
const SQS_REQUESTS_PER_MESSAGE = 3;
/** TOOLCHAIN.md: a PutItem takes 10–20 ms in-region; the low end, as reads are faster. */
const IN_REGION_DYNAMO_MS = 10;

export interface RaceActivity {
  usage: Usage;
  apiRequests: number;
  apiMeanMs: number;
  resolverRuns: number;
  resolverMeanMs: number;
}

export interface CostLine {
  item: string;
  quantity: string;
  usd: number;
}

export function raceCost({ usage, apiRequests, apiMeanMs, resolverRuns, resolverMeanMs }: RaceActivity): CostLine[] {
  const { api, resolver } = usage.dynamo;
  const readUnits = api.readUnits + resolver.readUnits;
  const writeUnits = api.writeUnits + resolver.writeUnits;
  const invocationMs = (meanMs: number, calls: number, runs: number) => meanMs + (calls / Math.max(1, runs)) * IN_REGION_DYNAMO_MS;
  const gbSeconds =
    (LAMBDA_GB * (apiRequests * invocationMs(apiMeanMs, api.calls, apiRequests) + resolverRuns * invocationMs(resolverMeanMs, resolver.calls, resolverRuns))) /
    1000;
  const invocations = apiRequests + resolverRuns * INVOCATIONS_PER_RUN;
  const sqsRequests = resolverRuns * MESSAGES_PER_RUN * SQS_REQUESTS_PER_MESSAGE;
  const storedGb = usage.bytesWritten / 1024 ** 3;
  return [
    { item: 'DynamoDB writes', quantity: `${writeUnits} WRU in ${api.calls + resolver.calls} calls`, usd: writeUnits * PRICES.dynamoWriteUnit },
    { item: 'DynamoDB reads', quantity: `${readUnits} RRU`, usd: readUnits * PRICES.dynamoReadUnit },
    {
      item: 'DynamoDB storage + PITR, per month kept',
      quantity: `${(usage.bytesWritten / 1024 ** 2).toFixed(1)} MB`,
      usd: storedGb * (PRICES.dynamoStorageGbMonth + PRICES.pitrGbMonth),
    },
    {
      item: 'Lambda requests',
      quantity: `${invocations} (${apiRequests} API, ${resolverRuns} resolver runs × ${INVOCATIONS_PER_RUN})`,
      usd: invocations * PRICES.lambdaRequest,
    },
    { item: 'SQS FIFO requests', quantity: `${sqsRequests} (${resolverRuns * MESSAGES_PER_RUN} messages)`, usd: sqsRequests * PRICES.sqsFifoRequest },
    { item: 'Lambda duration', quantity: `${gbSeconds.toFixed(1)} GB-s at ${LAMBDA_MEMORY_MB} MB arm64`, usd: gbSeconds * PRICES.lambdaGbSecond },
    { item: 'HTTP API requests', quantity: `${apiRequests}`, usd: apiRequests * PRICES.httpApiRequest },
    { item: 'SES emails', quantity: `${usage.emails}`, usd: usage.emails * PRICES.sesEmail },
    {
      item: 'SES attachments (the pictures)',
      quantity: `${(usage.emailBytes / 1e9).toFixed(2)} GB`,
      usd: (usage.emailBytes / 1e9) * PRICES.sesAttachmentGb,
    },
  ];
}

export const totalUsd = (lines: readonly CostLine[]): number => lines.reduce((sum, line) => sum + line.usd, 0);
