/**
 * Many races due at the same minute (issue 17): one 26-car race on Monza brought to its first
 * turn through the local HTTP API, copied under other race ids, and every copy's turn deadline
 * passed at once; then one scheduler run plays them all, with the SES stand-in answering each
 * call after `latencyMs` and refusing the emails beyond `ratePerSecond`, as SES does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AttributeValue, BatchWriteItemCommand, DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { rulesets } from '../domain/rulesets.ts';
import { aics } from '../domain/speed-circuit/aics/ruleset.ts';
import { type LocalStack, startLocal, TABLE } from '../functions/local/stack.ts';
import { keys, PARTITION_KEY } from '../functions/store/table.ts';
import { startMailbox, startStore } from './load.ts';
import { buildOf, CARS, CIRCUIT_ID, cars, LAPS, POLE_LAP_TEXT, RACE_SEED } from './players.ts';

type Item = Record<string, AttributeValue>;

/** Race ids of one length, so that a copy's items differ from the first race's only by the id. */
const raceIdOf = (n: number): string => `burst_${String(n).padStart(5, '0')}`;
const HOUR = 3_600_000;

export interface BurstOptions {
  races: number;
  /** How long SES takes to answer one call. */
  latencyMs: number;
  /** SES's sending rate, emails a second; unlimited without it. */
  ratePerSecond?: number;
}

export interface Burst {
  races: number;
  /** Wall time of the scheduler's run, until the last email was handed to SES. */
  ms: number;
  /** Races whose first turn was played by the run, and how many times each (the stream's `TurnResolved`). */
  played: number;
  playedTwice: number;
  emails: number;
}

const post = async (stack: LocalStack, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> => {
  const response = await fetch(`${stack.urls.api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${JSON.stringify(answer)}`);
  return answer;
};

/** The first race, through the API, to its first turn: registrations, pole laps, the grid, setups and the start. */
async function firstRace(stack: LocalStack): Promise<void> {
  const raceId = raceIdOf(0);
  const organiser = stack.organiserToken;
  await post(
    stack,
    '/races',
    { id: raceId, title: 'Burst GP', circuitId: CIRCUIT_ID, rulesetId: aics.id, laps: LAPS, maxStarters: CARS, seed: RACE_SEED },
    organiser,
  );
  const tokens = new Map<string, string>();
  for (const car of cars()) {
    const language = Number(car) % 2 === 0 ? 'it' : 'en';
    const body = await post(stack, `/races/${raceId}/entries`, { name: `Driver ${car}`, email: `driver${car}@example.org`, language });
    tokens.set(String(body.car), String(body.token));
  }
  await post(stack, `/races/${raceId}/close-registration`, undefined, organiser);
  for (const car of cars()) await post(stack, `/races/${raceId}/qualifying`, { build: buildOf(car), lapText: POLE_LAP_TEXT }, tokens.get(car));
  await post(stack, `/races/${raceId}/resolve`, undefined, organiser);
  for (const car of cars()) await post(stack, `/races/${raceId}/setup`, {}, tokens.get(car)).catch(() => undefined);
  await post(stack, `/races/${raceId}/resolve`, undefined, organiser);
}

/** Every item of the first race, its tokens and the table's other items left out. */
async function itemsOfFirstRace(client: DynamoDBClient): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: TABLE, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as Item[]));
    start = page.LastEvaluatedKey as Item | undefined;
  } while (start);
  return items.filter((item) => item[PARTITION_KEY]?.S?.includes(raceIdOf(0)) && !item[PARTITION_KEY]?.S?.startsWith(keys.token('')));
}

const renamed = (value: AttributeValue, from: string, to: string): AttributeValue => {
  if (value.S !== undefined) return { S: value.S.replaceAll(from, to) };
  if (value.M !== undefined) return { M: Object.fromEntries(Object.entries(value.M).map(([name, inner]) => [name, renamed(inner, from, to)])) };
  if (value.L !== undefined) return { L: value.L.map((inner) => renamed(inner, from, to)) };
  return value;
};

async function copyRace(client: DynamoDBClient, items: Item[], n: number): Promise<void> {
  const copies = items.map((item) => renamed({ M: item }, raceIdOf(0), raceIdOf(n)).M as Item);
  for (let i = 0; i < copies.length; i += 25) {
    let batch = copies.slice(i, i + 25);
    while (batch.length > 0) {
      const { UnprocessedItems } = await client.send(new BatchWriteItemCommand({ RequestItems: { [TABLE]: batch.map((Item) => ({ PutRequest: { Item } })) } }));
      batch = (UnprocessedItems?.[TABLE] ?? []).flatMap((request) => (request.PutRequest?.Item ? [request.PutRequest.Item as Item] : []));
    }
  }
}

export async function burst({ races, latencyMs, ratePerSecond }: BurstOptions): Promise<Burst> {
  const dataDir = await mkdtemp(join(tmpdir(), 'speed-master-burst-'));
  const dynamo = await startStore(join(dataDir, 'dynamodb'));
  const mailbox = await startMailbox({ latencyMs, ...(ratePerSecond === undefined ? {} : { ratePerSecond }) });
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const stack = await startLocal({ rulesets, dataDir, port: 0, resolveEveryMs: 3_600_000, dynamodb: dynamo.url, ses: mailbox.url, clock, log: () => {} });
  const raw = new DynamoDBClient({ endpoint: stack.urls.dynamodb, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await firstRace(stack);
    const items = await itemsOfFirstRace(raw);
    for (let n = 1; n < races; n++) await copyRace(raw, items, n);
    offset = 49 * HOUR;
    const start = performance.now();
    const resolutions = await stack.resolveDue();
    const ms = performance.now() - start;
    const turns = new Map<string, number>();
    for (const { raceId, events } of resolutions) turns.set(raceId, (turns.get(raceId) ?? 0) + events.filter((event) => event.type === 'TurnResolved').length);
    return {
      races,
      ms,
      played: [...turns.values()].filter((count) => count > 0).length,
      playedTwice: [...turns.values()].filter((count) => count > 1).length,
      emails: resolutions.reduce((sum, resolution) => sum + resolution.emails, 0),
    };
  } finally {
    raw.destroy();
    await stack.stop();
    await dynamo.stop();
    await mailbox.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** `npx tsx bench/burst.ts [races] [latencyMs] [ratePerSecond]`: one burst, printed. */
if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const [races = '10', latencyMs = '50', rate] = process.argv.slice(2);
  const result = await burst({ races: Number(races), latencyMs: Number(latencyMs), ...(rate ? { ratePerSecond: Number(rate) } : {}) });
  console.log(JSON.stringify({ ...result, msPerRace: Math.round(result.ms / result.races) }));
}
