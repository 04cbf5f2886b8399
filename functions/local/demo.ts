/**
 * `npm start -- --demo`: a race on a shipped circuit with a few players registered, created
 * through the HTTP API like any organiser would, so it exercises the real path; `playDemoRace`
 * then takes it a few turns into racing with the game's demo script (domain/demos.ts), so a
 * newcomer sees cars move at once.
 */
import type { DemoScript } from '../../domain/race/demo.ts';
import { API_ROUTES, pathTo, RESOLVER_ROUTES, type Route } from '../http/routes.ts';

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

/** A request to `route` of the API at `api`, about race `raceId` where the route names one. */
interface Call {
  route: Route;
  raceId?: string;
  body?: unknown;
  token?: string;
}

const call = async (api: string, { route, raceId, body, token }: Call): Promise<{ status: number; body: Json }> => {
  const response = await fetch(api + pathTo(route, raceId === undefined ? {} : { id: raceId }), {
    method: route.method.toUpperCase(),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
};

/** A call that must succeed. */
const ok = async (api: string, request: Call): Promise<Json> => {
  const answer = await call(api, request);
  if (answer.status >= 300)
    throw new Error(`demo: ${request.route.method.toUpperCase()} ${request.route.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** Creates the demo race, or returns undefined when a previous start already did. */
export async function createDemoRace(api: string, organiserToken: string, rulesetId: string, circuitId: string): Promise<Demo | undefined> {
  const created = await call(api, {
    route: RESOLVER_ROUTES.createRace,
    body: { id: DEMO_RACE_ID, title: DEMO_TITLE, rulesetId, circuitId },
    token: organiserToken,
  });
  if (created.status === 409) return undefined;
  if (created.status !== 201) throw new Error(`creating the demo race failed: ${JSON.stringify(created.body)}`);
  const registered = [];
  for (const player of players) {
    const { status, body } = await call(api, { route: RESOLVER_ROUTES.register, raceId: DEMO_RACE_ID, body: player });
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
  const { raceId } = demo;
  const view = async () => (await ok(api, { route: API_ROUTES.race, raceId })).race as RaceView;
  const resolve = (body: unknown) => ok(api, { route: RESOLVER_ROUTES.resolve, raceId, body, token: organiserToken });
  await ok(api, { route: RESOLVER_ROUTES.closeRegistration, raceId, token: organiserToken });
  for (const [index, player] of demo.players.entries())
    await ok(api, { route: RESOLVER_ROUTES.submitQualifying, raceId, body: script.qualifying(index), token: player.token });
  await resolve({ step: 'qualifying' });
  for (const [index, player] of demo.players.entries())
    await ok(api, { route: RESOLVER_ROUTES.submitSetup, raceId, body: script.setup(index), token: player.token });
  await resolve({ step: 'setup' });
  for (let played = 0; played < turns; played++) {
    const { phase, turn, game } = await view();
    if (phase !== 'racing') break;
    for (const [index, player] of demo.players.entries()) {
      const car = game.cars[player.car];
      if (car === undefined) continue;
      await call(api, { route: RESOLVER_ROUTES.submitMove, raceId, body: { turn, ...(script.move(index, car) as Json) }, token: player.token });
    }
    await resolve({ turn });
  }
  return view();
}
