/**
 * A whole 26-car race through the local HTTP API (backend issue, point 11): the players' moves
 * posted to the move route (`RESOLVER_ROUTES.submitMove`), the steps played by the resolver as the scheduler would.
 * Measures the move latency with all 26 players sending at once early in the race and at turn
 * 60, against the raw store latency on the same DynamoDB stand-in, and counts what the race
 * would use on AWS.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { storedEventSchema } from '../domain/race/events.ts';
import { createRace, type RaceEvent, type RaceState } from '../domain/race/index.ts';
import { RaceState as RaceStateSchema } from '../domain/race/state.ts';
import { rulesets } from '../domain/rulesets.ts';
import type { AicsRaceState } from '../domain/speed-circuit/aics/qualifying/index.ts';
import { aics } from '../domain/speed-circuit/aics/ruleset.ts';
import { pathTo, RESOLVER_ROUTES } from '../functions/http/routes.ts';
import { type LocalStack, startLocal, TABLE } from '../functions/local/stack.ts';
import { createEventStore } from '../functions/store/eventStore.ts';
import { type Load, startLoad, startMailbox, startStore } from './load.ts';
import { type Meter, startMeter, type Usage } from './meter.ts';
import { buildOf, CARS, CIRCUIT_ID, cars, LAPS, POLE_LAP_TEXT, playersMoves, RACE_SEED } from './players.ts';
import { timed } from './stats.ts';

const RACE_ID = 'bench';
/**
 * Turns in which all the moves are posted at once: the race's first turns and those from turn 60.
 * The first of all warms the API's code up, as the raw pairs get a round of their own; its figure
 * is reported apart.
 */
export const WARM_UP_TURN = 1;
export const EARLY_TURNS = [2, 3, 4];
export const LATE_TURNS = [60, 61, 62];
const RAW_PAIRS = 200;
/**
 * Before each burst sent at once, of moves or of raw pairs: players send a turn's moves once they
 * have read its email, never in the instant the turn is played, so every burst starts on a quiet
 * process, as on a Lambda.
 */
const QUIET_MS = 1_000;
const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

export interface ApiRace {
  /** One conditional PutItem plus one Query, in ms, one pair at a time. */
  raw: number[];
  /** The same with 26 pairs sent at once (one partition each, as 26 cars' moves), in ms. */
  rawAtOnce: number[];
  /** Move latencies with 26 moves posted at once, by turn. */
  atOnce: Map<number, number[]>;
  /** Move latencies with the moves posted one after the other (every other turn), by turn. */
  oneAtATime: Map<number, number[]>;
  events: RaceEvent[];
  turns: number;
  finished: boolean;
  apiRequests: number;
  /** Mean ms of an API request made alone: what one Lambda invocation would take. */
  apiMeanMs: number;
  resolverRuns: number;
  resolverMeanMs: number;
  usage: Usage;
}

interface Driver {
  stack: LocalStack;
  meter: Meter;
  tokens: Map<string, string>;
  /** Latencies of API requests made alone. */
  alone: number[];
  requests: number;
  /** The players' thread: every timed request goes from there. */
  load: Load;
}

async function post(driver: Driver, path: string, body: unknown, token?: string): Promise<Response> {
  driver.requests++;
  return fetch(`${driver.stack.urls.api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectOk(response: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** An API request made while nothing else runs: its latency is what one invocation would take. */
async function alone(driver: Driver, path: string, body: unknown, token: string | undefined, what: string): Promise<Record<string, unknown>> {
  const { value, ms } = await timed(() => post(driver, path, body, token));
  driver.alone.push(ms);
  return expectOk(value, what);
}

/** The moves of one turn, sent by the load thread all at once or one after the other; their latencies. */
const sendMoves = async (driver: Driver, turn: number, moves: Record<string, unknown>, atOnce: boolean): Promise<number[]> => {
  const posts = Object.entries(moves).map(([car, move]) => ({
    path: pathTo(RESOLVER_ROUTES.submitMove, { id: RACE_ID }),
    token: driver.tokens.get(car) ?? '',
    body: { turn, ...(move as object) },
  }));
  driver.requests += posts.length;
  if (atOnce) await quiet();
  return driver.load.run({ kind: 'posts', api: driver.stack.urls.api, posts, atOnce });
};

/** Raw pairs one at a time, after 20 to warm up. */
async function rawStoreLatency(driver: Driver): Promise<number[]> {
  const pairs = Array.from({ length: RAW_PAIRS + 20 }, (_, i) => ({ pk: 'BENCH#raw', sk: i + 1 }));
  const latencies = await driver.load.run({ kind: 'raw', endpoint: driver.stack.urls.dynamodb, table: TABLE, pairs, atOnce: false });
  return latencies.slice(20);
}

/** Raw pairs 26 at once (one partition each, as 26 cars' moves), as many rounds as the moves are sent at once, after one round to warm up. */
async function rawStoreLatencyAtOnce(driver: Driver): Promise<number[]> {
  const samples: number[] = [];
  for (let round = 0; round <= EARLY_TURNS.length + LATE_TURNS.length; round++) {
    const pairs = cars().map((car) => ({ pk: `BENCH#raw#${car}`, sk: round + 1 }));
    await quiet();
    const latencies = await driver.load.run({ kind: 'raw', endpoint: driver.stack.urls.dynamodb, table: TABLE, pairs, atOnce: true });
    if (round > 0) samples.push(...latencies);
  }
  return samples;
}

export async function apiRace(): Promise<ApiRace> {
  const dataDir = await mkdtemp(join(tmpdir(), 'speed-master-bench-'));
  const meter = startMeter();
  const dynamo = await startStore(join(dataDir, 'dynamodb'));
  const mailbox = await startMailbox();
  const stack = await startLocal({ rulesets, dataDir, port: 0, resolveEveryMs: 3_600_000, dynamodb: dynamo.url, ses: mailbox.url, log: () => {} });
  const reader = new DynamoDBClient({ endpoint: stack.urls.dynamodb, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  meter.ignore(reader);
  const load = startLoad();
  try {
    return await playRace({ stack, meter, tokens: new Map(), alone: [], requests: 0, load }, reader);
  } finally {
    await load.stop();
    meter.stop();
    reader.destroy();
    await stack.stop();
    await dynamo.stop();
    await mailbox.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function playRace(driver: Driver, reader: DynamoDBClient): Promise<ApiRace> {
  const { stack, meter } = driver;
  const race = createRace(rulesets);
  const circuit = aics.shippedCircuits()[CIRCUIT_ID]!;
  const organiser = stack.organiserToken;
  let state: RaceState = race.initialState;
  const resolverTimes: number[] = [];
  /** Plays the due step as the scheduled resolver would, and takes the race as it left it. */
  const resolve = async (expected: RaceEvent['type']) => {
    meter.caller = 'resolver';
    const { value, ms } = await timed(() => stack.resolveDue());
    meter.caller = 'api';
    resolverTimes.push(ms);
    const resolution = value.find((candidate) => candidate.raceId === RACE_ID && candidate.events.some((event) => event.type === expected));
    if (!resolution) throw new Error(`the resolver did not write ${expected}`);
    state = resolution.state;
  };

  await alone(
    driver,
    pathTo(RESOLVER_ROUTES.createRace),
    {
      id: RACE_ID,
      title: 'Bench GP',
      circuitId: CIRCUIT_ID,
      rulesetId: aics.id,
      laps: LAPS,
      maxStarters: CARS,
      maxConsecutiveMissedMoves: 100,
      seed: RACE_SEED,
    },
    organiser,
    'create the race',
  );
  for (const car of cars()) {
    const language = Number(car) % 2 === 0 ? 'it' : 'en';
    const body = await alone(
      driver,
      pathTo(RESOLVER_ROUTES.register, { id: RACE_ID }),
      { name: `Driver ${car}`, email: `driver${car}@example.org`, language },
      undefined,
      'register',
    );
    driver.tokens.set(String(body.car), String(body.token));
  }
  await alone(driver, pathTo(RESOLVER_ROUTES.closeRegistration, { id: RACE_ID }), undefined, organiser, 'close registration');
  for (const car of cars())
    await alone(
      driver,
      pathTo(RESOLVER_ROUTES.submitQualifying, { id: RACE_ID }),
      { build: buildOf(car), lapText: POLE_LAP_TEXT },
      driver.tokens.get(car),
      'pole lap',
    );
  await resolve('GridPublished');
  for (const car of race.awaited(state)) await alone(driver, pathTo(RESOLVER_ROUTES.submitSetup, { id: RACE_ID }), {}, driver.tokens.get(car), 'setup');
  await resolve('RaceStarted');

  const raw = await rawStoreLatency(driver);
  const rawAtOnce = await rawStoreLatencyAtOnce(driver);
  const atOnce = new Map<number, number[]>();
  const oneAtATime = new Map<number, number[]>();
  while (state.phase === 'racing') {
    const turn = state.turn;
    const moves = playersMoves(circuit, state.game as AicsRaceState, race.awaited(state));
    if (turn === WARM_UP_TURN || EARLY_TURNS.includes(turn) || LATE_TURNS.includes(turn)) atOnce.set(turn, await sendMoves(driver, turn, moves, true));
    else {
      const latencies = await sendMoves(driver, turn, moves, false);
      oneAtATime.set(turn, latencies);
      driver.alone.push(...latencies);
    }
    await resolve('TurnResolved');
  }

  // The whole log, read by the benchmark's own client, which the meter leaves out.
  const store = createEventStore({ client: reader, table: TABLE, eventSchema: storedEventSchema(rulesets), snapshotSchema: RaceStateSchema });
  const events = (await store.readCommits(RACE_ID)).flatMap((commit) => commit.events);
  const mean = (samples: number[]) => samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length);
  return {
    raw,
    rawAtOnce,
    atOnce,
    oneAtATime,
    events,
    turns: events.filter((event) => event.type === 'TurnResolved').length,
    finished: state.phase === 'finished',
    apiRequests: driver.requests,
    apiMeanMs: mean(driver.alone),
    resolverRuns: resolverTimes.length,
    resolverMeanMs: mean(resolverTimes),
    usage: meter.usage(),
  };
}
