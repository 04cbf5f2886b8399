/**
 * What the crash schedules play: a small toy race (test/race/toy-ruleset.ts: four cars, one lap of
 * ten squares, so the third turn finishes it) brought once to each starting point through the HTTP
 * API, kept as the items of its table (a template), and copied into a fresh table for every run;
 * and, for a few schedules, a real AICS race on the test oval with three cars (pole laps, and a turn
 * the non-human player drives, whose emails carry the circuit's picture).
 *
 * Each race is bound to a league channel, posted to as the emails are sent.
 *
 * The scenarios, from those starting points:
 * - a step: the players send their pole laps, setups or moves (some replace theirs, some send
 *   none), and the step is played by the scheduler once every car has sent in, by the organiser's
 *   `POST /races/{id}/resolve`, or by a double click of it (two at once);
 * - an email batch: every car has sent in already, and the step that is played owes every player
 *   an email (the grid, a turn, the last turn and the finish);
 * - a burst of registrations: several `POST /races/{id}/entries` at once, one of them maybe
 *   double-clicked;
 * - a deadline moved: the organiser's `POST /races/{id}/deadline`, maybe double-clicked, owes
 *   every player an email of it (functions/notifier/deadline-email.ts).
 */

import type { RaceEvent } from '../../domain/race/index.ts';
import { aics } from '../../domain/speed-circuit/aics/ruleset.ts';
import { refereedSpeedCircuit } from '../../domain/speed-circuit/referee.ts';
import { toy } from '../race/toy-ruleset.ts';
import { Client, type Meta, type Sent } from './clients.ts';
import { hash32, mulberry32, type Rng } from './prng.ts';
import { Sim } from './sim.ts';
import { type Answer, type HttpCall, type Item, type Machine, ORGANISER_AUTH, observer, spawn } from './world.ts';

export const RULESETS = { [toy.id]: toy, [aics.id]: refereedSpeedCircuit(aics) };
export const RACE = 'r';
export const TITLE = 'Race r';
const PLAYERS = ['1', '2', '3', '4'];
export const emailOf = (car: string) => `p${car}@example.org`;
/** Where the organiser moves turn 1's deadline in the deadline scenario: a day later than the 48 hours from its start. */
export const MOVED_DEADLINE = '2025-03-04T12:00:00.000Z';

/** The name a step goes by in the race stream and in `resolve`'s body. */
export type StepName = string;

/** The steps the race stream shows played, in order: `qualifying` (the grid), `setup` (the start), `turn-N`. */
export const playedSteps = (events: RaceEvent[]): StepName[] =>
  events.flatMap((event) =>
    event.type === 'GridPublished' ? ['qualifying'] : event.type === 'RaceStarted' ? ['setup'] : event.type === 'TurnResolved' ? [`turn-${event.turn}`] : [],
  );

/** The steps of a race in the order they come. */
export const canonicalSteps = (count: number): StepName[] =>
  Array.from({ length: count }, (_, i) => (i === 0 ? 'qualifying' : i === 1 ? 'setup' : `turn-${i - 1}`));

/** What the step locked for each car that it waited for (null: nothing arrived, the non-human player drove). */
export const lockedBy = (events: RaceEvent[], step: StepName): Record<string, unknown> | undefined => {
  for (const event of events) {
    if (step === 'qualifying' && event.type === 'GridPublished') return event.qualifying;
    if (step === 'setup' && event.type === 'RaceStarted') return event.setups;
    if (event.type === 'TurnResolved' && step === `turn-${event.turn}`) return event.moves;
  }
  return undefined;
};

export interface Template {
  name: string;
  items: Item[];
  /** The clock when it was taken. */
  time: number;
  tokens: Record<string, string>;
  commits: number;
  steps: StepName[];
  /** What each car sent in, acknowledged, for the step open in the template. */
  acked: Record<string, unknown>;
}

interface StepSpec {
  step: StepName;
  path: 'qualifying' | 'setup' | 'moves';
  awaited: string[];
  /** A body for `car`, and what the step should lock for it. */
  payload(rng: Rng, car: string): { body: unknown; expected: unknown };
  /** `resolve`'s body, naming the step it means. */
  resolveBody: unknown;
}

const stepSpecs: Record<string, StepSpec> = {
  qualifying: {
    step: 'qualifying',
    path: 'qualifying',
    awaited: PLAYERS,
    payload: (rng) => {
      const body = { turns: 1 + rng.int(20) };
      return { body, expected: body };
    },
    resolveBody: { step: 'qualifying' },
  },
  setup: {
    step: 'setup',
    path: 'setup',
    awaited: PLAYERS,
    payload: (rng) => {
      const body = { tyres: rng.pick(['soft', 'hard'] as const) };
      return { body, expected: body };
    },
    resolveBody: { step: 'setup' },
  },
  'turn-1': {
    step: 'turn-1',
    path: 'moves',
    awaited: PLAYERS,
    payload: (rng) => {
      const speed = 1 + rng.int(6);
      return { body: { speed, turn: 1 }, expected: { speed } };
    },
    resolveBody: { turn: 1 },
  },
  // Car 1 crossed the line at turn 2: the last turn waits for the three others, and ends the race.
  'aics-qualifying': {
    step: 'qualifying',
    path: 'qualifying',
    awaited: ['1', '2', '3'],
    payload: (rng) => {
      const build = rng.pick([
        { startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 },
        { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 },
        { startSpeed: 0, acc: 3, dec: 1, topSpeed: 3, wear: 0 },
      ]);
      const body = { build, lapText: rng.pick(['120\n120\n120\n120\n120\n180', '100\n120\n140\n120\n120\n120\n120']) };
      return { body, expected: aics.qualifyingSchema.parse(body) };
    },
    resolveBody: { step: 'qualifying' },
  },
  'aics-turn-1': {
    step: 'turn-1',
    path: 'moves',
    awaited: ['1', '2', '3'],
    payload: () => {
      throw new Error('the AICS turn is left to the non-human player');
    },
    resolveBody: { turn: 1 },
  },
  'turn-3': {
    step: 'turn-3',
    path: 'moves',
    awaited: ['2', '3', '4'],
    payload: (rng) => {
      const speed = 3 + rng.int(4);
      return { body: { speed, turn: 3 }, expected: { speed } };
    },
    resolveBody: { turn: 3 },
  },
};

export type Trigger = 'scheduler' | 'organiser' | 'double';

export interface Scenario {
  name: string;
  kind: 'step' | 'batch' | 'registration' | 'deadline';
  template: string;
  /** The step the scenario plays (none for registrations). */
  step?: StepSpec;
  /** Who plays the step, by fault plan in turn: all three by default. */
  triggers?: Trigger[];
}

export const SCENARIOS: Scenario[] = [
  { name: 'pole laps, then the grid', kind: 'step', template: 'qualifying', step: stepSpecs.qualifying },
  { name: 'setups, then the start', kind: 'step', template: 'setup', step: stepSpecs.setup },
  { name: 'moves, then turn 1', kind: 'step', template: 'turn-1', step: stepSpecs['turn-1'] },
  { name: 'moves, then the last turn', kind: 'step', template: 'turn-3', step: stepSpecs['turn-3'] },
  { name: 'grid emails', kind: 'batch', template: 'qualifying-all-in', step: stepSpecs.qualifying },
  { name: 'turn 1 emails', kind: 'batch', template: 'turn-1-all-in', step: stepSpecs['turn-1'] },
  { name: 'last turn and finish emails', kind: 'batch', template: 'turn-3-all-in', step: stepSpecs['turn-3'] },
  { name: 'burst of registrations', kind: 'registration', template: 'registration' },
  { name: 'turn 1 deadline moved', kind: 'deadline', template: 'turn-1', triggers: ['organiser', 'double'] },
  { name: 'AICS pole laps, then the grid', kind: 'step', template: 'aics-qualifying', step: stepSpecs['aics-qualifying'] },
  // Nobody has moved: only the organiser plays the turn before its deadline.
  { name: 'AICS turn 1 emails, with the picture', kind: 'batch', template: 'aics-turn-1', step: stepSpecs['aics-turn-1'], triggers: ['organiser', 'double'] },
];

/** What the process that will crash is asked to do: the clients' requests, and scheduler ticks. */
export interface FaultPlan {
  trigger?: Trigger;
  clients: Client[];
  /** Scheduler runs in the crashing process, one after the other, alongside the clients. */
  ticks: number;
  /** Whether the organiser means the step: then it must be played. */
  organiserMeansIt: boolean;
  description: string;
}

const post = (path: string, body: unknown, key: string, auth?: string): HttpCall => ({ method: 'POST', path, body, key, ...(auth ? { auth } : {}) });

/** A player who got no token asks for one to be emailed to him. */
const askForToken = (sent: Sent, answer: Answer): { call: HttpCall; meta: Meta }[] => {
  if (sent.meta.kind !== 'register' || (answer.status === 201 && typeof answer.body?.token === 'string')) return [];
  const { email } = sent.meta;
  return [{ call: post(`/races/${RACE}/entries/token`, { email }, `${sent.call.key}-token`), meta: { kind: 'token', email } }];
};

/**
 * The clients of a fault plan, from the scenario and the plan's own seed only: every run of one plan
 * (its measuring run and each of its crash schedules) sends the same requests in the same order.
 */
export function faultPlan(scenario: Scenario, pool: number, tokens: Record<string, string>): FaultPlan {
  const rng = mulberry32(hash32(`${scenario.name}/${pool}`));
  const key = (what: string) => `k-${pool}-${what}`;
  if (scenario.kind === 'registration') {
    const count = 3 + rng.int(2);
    const clients = Array.from({ length: count }, (_, i) => {
      const car = String(i + 2);
      const body = { name: `Driver ${car}`, email: emailOf(car), language: 'en' };
      return new Client(
        `registrant p${car}`,
        [{ call: post(`/races/${RACE}/entries`, body, key(`register-${car}`)), meta: { kind: 'register', email: body.email } }],
        askForToken,
      );
    });
    let description = `${count} registrations at once`;
    if (rng.chance(0.4)) {
      const car = String(2 + rng.int(count));
      const sameKey = rng.chance(0.5);
      const body = { name: `Driver ${car}`, email: emailOf(car), language: 'en' };
      const again = key(sameKey ? `register-${car}` : `register-${car}-again`);
      clients.push(
        new Client(
          `registrant p${car} again`,
          [{ call: post(`/races/${RACE}/entries`, body, again), meta: { kind: 'register', email: body.email } }],
          askForToken,
        ),
      );
      description += `, p${car} double-clicked (${sameKey ? 'same' : 'new'} key)`;
    }
    return { clients, ticks: rng.int(2), organiserMeansIt: false, description };
  }
  const triggers = scenario.triggers ?? ['scheduler', 'organiser', 'double'];
  const trigger = triggers[pool % triggers.length] as Trigger;
  if (scenario.kind === 'deadline') {
    // A second click with a new key asks for the deadline the first set, and is refused: one move either way.
    const move = (name: string, k: string) =>
      new Client(name, [{ call: post(`/races/${RACE}/deadline`, { deadline: MOVED_DEADLINE }, k, ORGANISER_AUTH), meta: { kind: 'deadline' } }]);
    const sameKey = rng.chance(0.5);
    const clients =
      trigger === 'double'
        ? [move('organiser click 1', key('deadline')), move('organiser click 2', key(sameKey ? 'deadline' : 'deadline-again'))]
        : [move('organiser', key('deadline'))];
    const ticks = rng.int(2);
    return {
      trigger,
      clients,
      ticks,
      organiserMeansIt: false,
      description: `${trigger}${trigger === 'double' ? ` (${sameKey ? 'same' : 'new'} key)` : ''}, ${ticks} tick(s)`,
    };
  }
  const spec = scenario.step;
  if (!spec) throw new Error(`scenario ${scenario.name} has no step`);
  const clients: Client[] = [];
  if (scenario.kind === 'step') {
    for (const car of spec.awaited) {
      // The scheduler plays the step once every car has sent in; the organiser does not wait.
      if (trigger !== 'scheduler' && rng.chance(0.25)) continue;
      const sends = rng.chance(0.3) ? 2 : 1;
      const requests = Array.from({ length: sends }, (_, n) => {
        const { body, expected } = spec.payload(rng, car);
        return {
          call: post(`/races/${RACE}/${spec.path}`, body, key(`${spec.path}-${car}-${n}`), `Bearer ${tokens[car]}`),
          meta: { kind: 'submit' as const, car, step: spec.step, expected },
        };
      });
      clients.push(new Client(`car ${car}`, requests));
    }
  }
  const resolve = (name: string, k: string) =>
    new Client(name, [{ call: post(`/races/${RACE}/resolve`, spec.resolveBody, k, ORGANISER_AUTH), meta: { kind: 'resolve', step: spec.step } }]);
  let description = `${scenario.kind === 'step' ? `${clients.length} car(s) sending, ` : ''}${trigger}`;
  if (trigger === 'organiser') clients.push(resolve('organiser', key('resolve')));
  if (trigger === 'double') {
    const sameKey = rng.chance(0.5);
    clients.push(resolve('organiser click 1', key('resolve')), resolve('organiser click 2', key(sameKey ? 'resolve' : 'resolve-again')));
    description += ` (${sameKey ? 'same' : 'new'} key)`;
  }
  const ticks = trigger === 'scheduler' ? 1 + rng.int(2) : rng.int(2);
  return { trigger, clients, ticks, organiserMeansIt: trigger !== 'scheduler', description: `${description}, ${ticks} tick(s)` };
}

/** The league channel every template's race is told on (issue 30 point 4): its posts are checked as the emails. */
const bindChannel = (machine: Machine): HttpCall => ({
  method: 'POST',
  path: '/channels',
  body: { target: { kind: 'discord', url: machine.channelUrl }, races: [RACE] },
  auth: ORGANISER_AUTH,
});

/** Builds every template through the HTTP API of one process that never crashes. */
export async function buildTemplates(machine: Machine): Promise<Record<string, Template>> {
  const table = await machine.table('crash-template');
  let time = Date.parse('2025-03-01T12:00:00.000Z');
  const sim = new Sim(mulberry32(1));
  const process = spawn({ machine, sim, table, rulesets: RULESETS, id: 0, seed: 0, clock: () => new Date(time) });
  const templates: Record<string, Template> = {};
  const tokens: Record<string, string> = {};
  let commits = 0;
  const ok = async (call: HttpCall) => {
    time += 60_000;
    const [result] = await sim.run([() => process.request(call)]);
    const answer = result?.status === 'fulfilled' ? result.value : undefined;
    if (!answer || answer.status >= 300) throw new Error(`template: ${call.method} ${call.path}: ${JSON.stringify(answer ?? result)}`);
    return answer.body;
  };
  const look = observer(machine, table, RULESETS, () => new Date(time));
  let acked: Record<string, unknown> = {};
  const keep = async (name: string) => {
    const stream = await look.backend.store.readCommits(RACE);
    const events = stream.flatMap((commit) => commit.events);
    commits = stream.length;
    templates[name] = { name, items: await machine.items(table), time, tokens: { ...tokens }, commits, steps: playedSteps(events), acked: { ...acked } };
  };
  const org = async (path: string, body?: unknown) => {
    await ok({ method: 'POST', path: `/races/${RACE}/${path}`, body, auth: ORGANISER_AUTH });
    acked = {};
  };
  const send = async (car: string, path: string, body: Record<string, unknown>) => {
    await ok({ method: 'POST', path: `/races/${RACE}/${path}`, body, auth: `Bearer ${tokens[car]}` });
    const { turn: _turn, ...expected } = body;
    acked[car] = expected;
  };
  const register = async (car: string) => {
    const answer = await ok({ method: 'POST', path: `/races/${RACE}/entries`, body: { name: `Driver ${car}`, email: emailOf(car), language: 'en' } });
    if (answer.car !== car) throw new Error(`template: expected car ${car}, got ${answer.car}`);
    tokens[car] = answer.token;
  };

  await ok({ method: 'POST', path: '/races', body: { id: RACE, title: TITLE, circuitId: 'oval', rulesetId: toy.id, laps: 1 }, auth: ORGANISER_AUTH });
  await ok(bindChannel(machine));
  await register('1');
  await keep('registration');
  for (const car of ['2', '3', '4']) await register(car);
  await org('close-registration');
  await keep('qualifying');
  // Car 1 fastest: the grid is 1, 2, 3, 4 on squares 0, -1, -2, -3.
  for (const car of PLAYERS) await send(car, 'qualifying', { turns: 5 + Number(car) });
  await keep('qualifying-all-in');
  await org('resolve');
  await keep('setup');
  for (const car of PLAYERS) await send(car, 'setup', { tyres: 'soft' });
  await org('resolve');
  await keep('turn-1');
  for (const car of PLAYERS) await send(car, 'moves', { speed: 5, turn: 1 });
  await keep('turn-1-all-in');
  await org('resolve');
  for (const car of PLAYERS) await send(car, 'moves', { speed: 5, turn: 2 });
  await org('resolve');
  await keep('turn-3');
  for (const [car, speed] of [
    ['2', 3],
    ['3', 4],
    ['4', 5],
  ] as const)
    await send(car, 'moves', { speed, turn: 3 });
  await keep('turn-3-all-in');
  await machine.dropTable(table);
  return { ...templates, ...(await buildAicsTemplates(machine)) };
}

/** An AICS race on the test oval: three cars registered, then the grid (drawn) and the start by the organiser. */
async function buildAicsTemplates(machine: Machine): Promise<Record<string, Template>> {
  const table = await machine.table('crash-template-aics');
  let time = Date.parse('2025-03-01T12:00:00.000Z');
  const sim = new Sim(mulberry32(2));
  const process = spawn({ machine, sim, table, rulesets: RULESETS, id: 0, seed: 1, clock: () => new Date(time) });
  const look = observer(machine, table, RULESETS, () => new Date(time));
  const tokens: Record<string, string> = {};
  const templates: Record<string, Template> = {};
  const ok = async (call: HttpCall) => {
    time += 60_000;
    const [result] = await sim.run([() => process.request(call)]);
    const answer = result?.status === 'fulfilled' ? result.value : undefined;
    if (!answer || answer.status >= 300) throw new Error(`AICS template: ${call.method} ${call.path}: ${JSON.stringify(answer ?? result)}`);
    return answer.body;
  };
  const keep = async (name: string) => {
    const stream = await look.backend.store.readCommits(RACE);
    templates[name] = {
      name,
      items: await machine.items(table),
      time,
      tokens: { ...tokens },
      commits: stream.length,
      steps: playedSteps(stream.flatMap((c) => c.events)),
      acked: {},
    };
  };
  await ok({ method: 'POST', path: '/races', body: { id: RACE, title: TITLE, circuitId: 'test-oval', rulesetId: aics.id, laps: 1 }, auth: ORGANISER_AUTH });
  await ok(bindChannel(machine));
  for (const car of ['1', '2', '3']) {
    const answer = await ok({ method: 'POST', path: `/races/${RACE}/entries`, body: { name: `Driver ${car}`, email: emailOf(car), language: 'en' } });
    tokens[car] = answer.token;
  }
  await ok({ method: 'POST', path: `/races/${RACE}/close-registration`, auth: ORGANISER_AUTH });
  await keep('aics-qualifying');
  await ok({ method: 'POST', path: `/races/${RACE}/resolve`, auth: ORGANISER_AUTH });
  await ok({ method: 'POST', path: `/races/${RACE}/resolve`, auth: ORGANISER_AUTH });
  await keep('aics-turn-1');
  await machine.dropTable(table);
  return templates;
}
