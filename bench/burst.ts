/**
 * Many races due at the same minute (issue 17): one 26-car race on Monza brought to its first
 * turn through the local HTTP API, 25 of its players' moves sent, copied under other race ids,
 * and every copy's turn deadline passed at once; then one scheduler run plays them all through
 * the fan-out, with the SES stand-in answering each call after `latencyMs` and refusing the
 * emails beyond `ratePerSecond`, as SES does, and the email workers paced at that rate.
 *
 * Meanwhile the players of other races, not due, send their moves one after another from the
 * load thread, a round of 25 every few seconds, and two rounds on a quiet system before the
 * burst: the move latency the burst costs other races. Each round goes to a race of its own
 * (copies of one brought to its first turn), so that every move is its player's first of the
 * turn, as most are, on a ballot as small in the quiet rounds as during the burst.
 *
 * As on AWS, where the scheduled run and its workers are Lambdas apart from the API's, they run
 * on a thread of their own (burst-workers.ts), which yields the CPU to the API's thread. The
 * scripts give the process 16 libuv threads (`UV_THREADPOOL_SIZE` in package.json): dynalite's
 * LevelDB calls run on that pool, 4 threads by default, where the API's would queue behind the
 * workers', as they never do on DynamoDB.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { type AttributeValue, BatchWriteItemCommand, DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { rulesets } from '../domain/rulesets.ts';
import type { AicsRaceState } from '../domain/speed-circuit/aics/qualifying/index.ts';
import { aics, aics as aicsRuleset } from '../domain/speed-circuit/aics/ruleset.ts';
import { pathTo, RESOLVER_ROUTES } from '../functions/http/routes.ts';
import { type LocalStack, startLocal, TABLE } from '../functions/local/stack.ts';
import { pack, unpack } from '../functions/store/packed.ts';
import { keys, PARTITION_KEY } from '../functions/store/table.ts';
import type { WorkersData, WorkersRun } from './burst-workers.ts';
import { startLoad, startMailbox, startStore } from './load.ts';
import { buildOf, CARS, CIRCUIT_ID, cars, LAPS, POLE_LAP_TEXT, playersMoves, RACE_SEED } from './players.ts';

type Item = Record<string, AttributeValue>;

/** Race ids of one length, so that a copy's items differ from the first race's only by the id. */
const raceIdOf = (n: number): string => `burst_${String(n).padStart(5, '0')}`;
const otherIdOf = (n: number): string => `other_${String(n).padStart(5, '0')}`;
const HOUR = 3_600_000;
/** Between two rounds of the other races' moves during the burst. */
const ROUND_MS = 8_000;
/** Rounds of the other races' moves when the burst has no bound to size them by (unpaced). */
const UNPACED_ROUNDS = 10;

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
  /** The physical bound: the emails at SES's rate, in ms; 0 without a rate. */
  boundMs: number;
  /** Move latencies of the other race's players, in ms, on a quiet system and during the burst. */
  quietMoves: number[];
  burstMoves: number[];
  /** Races whose first turn was played by the run, and how many times each (the stream's `TurnResolved`). */
  played: number;
  playedTwice: number;
  emails: number;
  /** What the scheduler's run reported failed (a race, or its emails, that went to the dead letters). */
  failures: string[];
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

/** A race, through the API, to its first turn: registrations, pole laps, the grid, setups and the start; its players' tokens and its game. */
async function raceToFirstTurn(stack: LocalStack, raceId: string): Promise<{ tokens: Map<string, string>; game: AicsRaceState }> {
  const organiser = stack.organiserToken;
  await post(
    stack,
    pathTo(RESOLVER_ROUTES.createRace),
    { id: raceId, title: 'Burst GP', circuitId: CIRCUIT_ID, rulesetId: aics.id, laps: LAPS, maxStarters: CARS, seed: RACE_SEED },
    organiser,
  );
  const tokens = new Map<string, string>();
  for (const car of cars()) {
    const language = Number(car) % 2 === 0 ? 'it' : 'en';
    const body = await post(stack, pathTo(RESOLVER_ROUTES.register, { id: raceId }), {
      name: `Driver ${car}`,
      email: `${raceId}.driver${car}@example.org`,
      language,
    });
    tokens.set(String(body.car), String(body.token));
  }
  await post(stack, pathTo(RESOLVER_ROUTES.closeRegistration, { id: raceId }), undefined, organiser);
  for (const car of cars())
    await post(stack, pathTo(RESOLVER_ROUTES.submitQualifying, { id: raceId }), { build: buildOf(car), lapText: POLE_LAP_TEXT }, tokens.get(car));
  await post(stack, pathTo(RESOLVER_ROUTES.resolve, { id: raceId }), undefined, organiser);
  for (const car of cars()) await post(stack, pathTo(RESOLVER_ROUTES.submitSetup, { id: raceId }), {}, tokens.get(car)).catch(() => undefined);
  const { race } = (await post(stack, pathTo(RESOLVER_ROUTES.resolve, { id: raceId }), undefined, organiser)) as { race: { game: AicsRaceState } };
  return { tokens, game: race.game };
}

/** Every item of race `raceId`, its tokens and the table's other items left out. */
async function itemsOfRace(client: DynamoDBClient, raceId: string): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: TABLE, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as Item[]));
    start = page.LastEvaluatedKey as Item | undefined;
  } while (start);
  return items.filter((item) => item[PARTITION_KEY]?.S?.includes(raceId) && !item[PARTITION_KEY]?.S?.startsWith(keys.token('')));
}

/** The value with every `from` replaced by `to`, inside packed JSON too (functions/store/packed.ts). */
const renamed = (value: AttributeValue, from: string, to: string): AttributeValue => {
  if (value.S !== undefined) return { S: value.S.replaceAll(from, to) };
  if (value.B !== undefined) return pack((unpack(value) ?? '').replaceAll(from, to));
  if (value.M !== undefined) return { M: Object.fromEntries(Object.entries(value.M).map(([name, inner]) => [name, renamed(inner, from, to)])) };
  if (value.L !== undefined) return { L: value.L.map((inner) => renamed(inner, from, to)) };
  return value;
};

/** The race's items under another id; its players' tokens, whose hashes the race keeps, send for the copy too. */
async function copyRace(client: DynamoDBClient, items: Item[], from: string, to: string): Promise<void> {
  const copies = items.map((item) => renamed({ M: item }, from, to).M as Item);
  for (let i = 0; i < copies.length; i += 25) {
    let batch = copies.slice(i, i + 25);
    while (batch.length > 0) {
      const { UnprocessedItems } = await client.send(new BatchWriteItemCommand({ RequestItems: { [TABLE]: batch.map((Item) => ({ PutRequest: { Item } })) } }));
      batch = (UnprocessedItems?.[TABLE] ?? []).flatMap((request) => (request.PutRequest?.Item ? [request.PutRequest.Item as Item] : []));
    }
  }
}

/** The scheduled run and its workers on a thread of their own (burst-workers.ts). */
async function startWorkers(data: WorkersData): Promise<{ run(): Promise<WorkersRun>; stop(): Promise<void> }> {
  const entry = JSON.stringify(new URL('./burst-workers.ts', import.meta.url).href);
  const worker = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`, { eval: true, workerData: data });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await next<'ready'>();
  return {
    run: () => {
      const answer = next<WorkersRun>();
      worker.postMessage('run');
      return answer;
    },
    stop: async () => {
      const stopped = next<'stopped'>();
      worker.postMessage('stop');
      await stopped;
      await worker.terminate();
    },
  };
}

export async function burst({ races, latencyMs, ratePerSecond }: BurstOptions): Promise<Burst> {
  const dataDir = await mkdtemp(join(tmpdir(), 'speed-master-burst-'));
  const dynamo = await startStore(join(dataDir, 'dynamodb'));
  const mailbox = await startMailbox({ latencyMs, ...(ratePerSecond === undefined ? {} : { ratePerSecond }) });
  const shared = new SharedArrayBuffer(Float64Array.BYTES_PER_ELEMENT);
  const offset = new Float64Array(shared);
  const clock = () => new Date(Date.now() + (offset[0] ?? 0));
  // The API alone here: the scheduled run is the workers' thread's.
  const stack = await startLocal({ rulesets, dataDir, port: 0, resolveEveryMs: 3_600_000, dynamodb: dynamo.url, ses: mailbox.url, clock, log: () => {} });
  const workers = await startWorkers({
    dataDir,
    dynamodb: dynamo.url,
    ses: mailbox.url,
    ...(ratePerSecond === undefined ? {} : { sesRatePerSecond: ratePerSecond }),
    // On AWS every worker is a Lambda of its own; here the pictures at least leave the workers' thread.
    pictureThreads: Math.max(1, availableParallelism() - 1),
    offset: shared,
  });
  const raw = new DynamoDBClient({ endpoint: stack.urls.dynamodb, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const load = startLoad();
  try {
    const circuit = aicsRuleset.shippedCircuits()[CIRCUIT_ID];
    if (!circuit) throw new Error(`no circuit ${CIRCUIT_ID}`);
    // One player never sends: the turn waits for its deadline, and the non-human player moves his car alone.
    const movesOf = (raceId: string, { tokens, game }: Awaited<ReturnType<typeof raceToFirstTurn>>) =>
      Object.entries(playersMoves(circuit, game, cars().slice(1))).map(([car, move]) => ({
        path: pathTo(RESOLVER_ROUTES.submitMove, { id: raceId }),
        token: tokens.get(car) ?? '',
        body: { turn: 1, ...move },
      }));
    for (const { path, token, body } of movesOf(raceIdOf(0), await raceToFirstTurn(stack, raceIdOf(0)))) await post(stack, path, body, token);
    const items = await itemsOfRace(raw, raceIdOf(0));
    for (let n = 1; n < races; n++) await copyRace(raw, items, raceIdOf(0), raceIdOf(n));
    offset[0] = 49 * HOUR;
    // Brought to its first turn after the clock moved, with its copies: due two days later.
    const other = await raceToFirstTurn(stack, otherIdOf(0));
    const rounds = 2 + (ratePerSecond === undefined ? UNPACED_ROUNDS : Math.ceil((races * CARS) / ratePerSecond / (ROUND_MS / 1000)) + 5);
    const otherItems = await itemsOfRace(raw, otherIdOf(0));
    for (let n = 1; n < rounds; n++) await copyRace(raw, otherItems, otherIdOf(0), otherIdOf(n));
    let round = 0;
    const sendMoves = () => {
      // Past the rounds foreseen, a race's players send again: corrections, on a fuller ballot.
      const raceId = otherIdOf(round++ % rounds);
      return load.run({ kind: 'posts', api: stack.urls.api, posts: movesOf(raceId, other), atOnce: false });
    };
    // A first round warms the API's code up; the second is the quiet figure.
    await sendMoves();
    const quietMoves = await sendMoves();

    const start = performance.now();
    let running = true;
    const burstMoves: number[] = [];
    const during = (async () => {
      while (running) {
        burstMoves.push(...(await sendMoves()));
        await new Promise((resolve) => setTimeout(resolve, ROUND_MS));
      }
    })();
    const run = await workers.run();
    const ms = performance.now() - start;
    running = false;
    await during;
    const turns = run.turns.map(([, count]) => count);
    return {
      races,
      ms,
      boundMs: ratePerSecond === undefined ? 0 : (races * CARS * 1000) / ratePerSecond,
      quietMoves,
      burstMoves,
      played: turns.filter((count) => count > 0).length,
      playedTwice: turns.filter((count) => count > 1).length,
      emails: run.emails,
      failures: run.failures,
    };
  } finally {
    await load.stop();
    raw.destroy();
    await workers.stop();
    await stack.stop();
    await dynamo.stop();
    await mailbox.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench:burst -- [races] [latencyMs] [ratePerSecond]`: one burst, printed; 1,000 races at
 * 50 ms a call and 50 emails a second by default (the 500 a second is more than this
 * 2-core machine draws and composes: its CPU, not SES, would then set the pace; 0: unpaced).
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const [races = '1000', latencyMs = '50', rate = '50'] = process.argv.slice(2);
  const result = await burst({ races: Number(races), latencyMs: Number(latencyMs), ...(rate === '0' ? {} : { ratePerSecond: Number(rate) }) });
  const p50 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;
  console.log(
    JSON.stringify({
      races: result.races,
      seconds: Math.round(result.ms / 100) / 10,
      boundSeconds: result.boundMs / 1000,
      ratioToBound: result.boundMs > 0 ? Math.round((result.ms / result.boundMs) * 100) / 100 : null,
      msPerRace: Math.round(result.ms / result.races),
      played: result.played,
      playedTwice: result.playedTwice,
      emails: result.emails,
      moveP50QuietMs: Math.round(p50(result.quietMoves)),
      moveP50BurstMs: Math.round(p50(result.burstMoves)),
      failures: result.failures.length,
    }),
  );
  for (const failure of result.failures.slice(0, 5)) console.log(failure);
}
