/**
 * `npm start -- --demo`: a race on a shipped circuit with a few players registered, created
 * through the HTTP API like any organiser would, so it exercises the real path; `playDemoRace`
 * then takes it a few turns into racing with the game's demo script (domain/demos.ts), so a
 * newcomer sees cars move at once.
 */
import type { DemoScript } from '../../domain/race/demo.ts';
export interface DemoPlayer {
  name: string;
  email: string;
  language: 'it' | 'en';
}

export const DEMO_RACE_ID = 'demo';
export const DEMO_TITLE = 'Speed Master demo';
/** The turns `playDemoRace` plays: the race is then at turn DEMO_TURNS + 1, waiting for the players. */
export const DEMO_TURNS = 3;

const players: DemoPlayer[] = [
  { name: 'Alice', email: 'alice@example.org', language: 'en' },
  { name: 'Bruno', email: 'bruno@example.org', language: 'it' },
  { name: 'Carla', email: 'carla@example.org', language: 'it' },
];

export interface Demo {
  raceId: string;
  /** Each player's car and secret token, for driving the race from the command line. */
  players: { name: string; car: string; token: string }[];
}

type Json = Record<string, unknown>;

const call = async (method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<{ status: number; body: Json }> => {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
};
const post = (url: string, body: unknown, token?: string) => call('POST', url, body, token);

/** A call that must succeed. */
const ok = async (method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<Json> => {
  const answer = await call(method, url, body, token);
  if (answer.status >= 300) throw new Error(`demo: ${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** Creates the demo race, or returns undefined when a previous start already did. */
export async function createDemoRace(api: string, organiserToken: string, rulesetId: string, circuitId: string): Promise<Demo | undefined> {
  const created = await post(`${api}/races`, { id: DEMO_RACE_ID, title: DEMO_TITLE, rulesetId, circuitId }, organiserToken);
  if (created.status === 409) return undefined;
  if (created.status !== 201) throw new Error(`creating the demo race failed: ${JSON.stringify(created.body)}`);
  const registered = [];
  for (const player of players) {
    const { status, body } = await post(`${api}/races/${DEMO_RACE_ID}/entries`, player);
    if (status !== 201) throw new Error(`registering ${player.name} failed: ${JSON.stringify(body)}`);
    registered.push({ name: player.name, car: String(body.car), token: String(body.token) });
  }
  return { raceId: DEMO_RACE_ID, players: registered };
}

export interface RaceView {
  phase: string;
  turn: number;
  game: { cars: Record<string, unknown> };
}

/** What the demo's first player would send for the turn now open, as the demo script plays it: a move the race takes without a warning. */
export const sampleMove = (demo: Demo, race: RaceView, script: DemoScript): unknown => {
  const [first] = demo.players;
  const car = first && race.game.cars[first.car];
  return car === undefined ? undefined : script.move(0, car);
};

/**
 * Takes the demo race (registered by createDemoRace) into racing as its players and its
 * organiser would, sending what the game's demo script says: closes registration, sends the pole
 * laps, has the organiser resolve the qualifying (the grid) and the setup (the start), then plays
 * `turns` turns with the players' moves, each resolved by the organiser. A move the API refuses is
 * left to the non-human player. Every resolve names its step, so the scheduler playing one first
 * does no harm.
 */
export async function playDemoRace(api: string, organiserToken: string, demo: Demo, script: DemoScript, turns = DEMO_TURNS): Promise<RaceView> {
  const race = `${api}/races/${demo.raceId}`;
  const view = async () => (await ok('GET', race)).race as RaceView;
  await ok('POST', `${race}/close-registration`, undefined, organiserToken);
  for (const [index, player] of demo.players.entries()) await ok('POST', `${race}/qualifying`, script.qualifying(index), player.token);
  await ok('POST', `${race}/resolve`, { step: 'qualifying' }, organiserToken);
  for (const [index, player] of demo.players.entries()) await ok('POST', `${race}/setup`, script.setup(index), player.token);
  await ok('POST', `${race}/resolve`, { step: 'setup' }, organiserToken);
  for (let played = 0; played < turns; played++) {
    const { phase, turn, game } = await view();
    if (phase !== 'racing') break;
    for (const [index, player] of demo.players.entries()) {
      const car = game.cars[player.car];
      if (car === undefined) continue;
      await call('POST', `${race}/moves`, { turn, ...(script.move(index, car) as Json) }, player.token);
    }
    await ok('POST', `${race}/resolve`, { turn }, organiserToken);
  }
  return view();
}
