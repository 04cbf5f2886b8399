/**
 * `npm start -- --demo`: a race on a shipped circuit with a few players registered, created
 * through the HTTP API like any organiser would, so it exercises the real path.
 */
export interface DemoPlayer {
  name: string;
  email: string;
  language: 'it' | 'en';
}

export const DEMO_RACE_ID = 'demo';

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

const post = async (url: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Creates the demo race, or returns undefined when a previous start already did. */
export async function createDemoRace(api: string, organiserToken: string, rulesetId: string, circuitId: string): Promise<Demo | undefined> {
  const created = await post(`${api}/races`, { id: DEMO_RACE_ID, title: 'Speed Master demo', rulesetId, circuitId }, organiserToken);
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
