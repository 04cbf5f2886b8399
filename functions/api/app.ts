/**
 * The HTTP API: one Hono app for AWS Lambda and local mode alike. Each handler is thin: parse,
 * load, decide, append (through the store's command loop), respond. Every read goes through the
 * race's `publicView` / `redactEvent`, every refusal is problem+json, and a refused request
 * appends nothing.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod';
import { parseDiceCode } from '../../domain/dice/code.ts';
import { verifyRoll, verifyShuffle } from '../../domain/dice/derive.ts';
import { DomainError } from '../../domain/errors.ts';
import { own } from '../../domain/own.ts';
import type { RaceCommand } from '../../domain/race/commands.ts';
import { isSubmission } from '../../domain/race/events.ts';
import { createRace, isPlayed, parseStepId, stepId, type AnyRuleset, type RaceEvent, type RaceState, type Step, type Viewer } from '../../domain/race/index.ts';
import type { AnyPicture } from '../../domain/race/race-ruleset.ts';
import { tokenHashesOf } from '../../domain/race/state.ts';
import type { Disclosure } from '../../domain/race/view.ts';
import { HttpProblem, type Problem, fromZod, problem, toProblem } from '../http/problem.ts';
import { isAnnounced } from '../notifier/announcements.ts';
import type { Registration } from '../notifier/delivery.ts';
import { countingSubmissions, indexEntry, withBallot, type Resolver } from '../resolver/resolver.ts';
import type { Ballots } from '../store/ballots.ts';
import { handleCommand } from '../store/commandHandler.ts';
import { ConcurrencyError } from '../store/errors.ts';
import type { EventStore } from '../store/eventStore.ts';
import type { Idempotency } from '../store/idempotency.ts';
import type { RaceIndex } from '../store/raceIndex.ts';
import { type Records, tokenHash } from '../store/records.ts';
import type { WebAssets } from '../web/assets.ts';
import { mountWeb } from '../web/routes.ts';
import type { Circuits } from './circuits.ts';
import { loadSeed, raceContext, saveSeed } from './context.ts';
import { IDEMPOTENCY_HEADER, idempotent } from './idempotency.ts';
import { mountChampionships } from './championships.ts';
import { mountPreview } from './preview.ts';
import {
  AfterQuery,
  CreateRaceBody,
  DeadlineBody,
  EliminateBody,
  MoveEnvelope,
  MoveText,
  MyMove,
  MyQualifying,
  MySetup,
  PictureQuery,
  Receipt,
  RegisterBody,
  ResolveBody,
  TokenRequestBody,
  UploadCircuitBody,
} from './schemas.ts';

export interface ApiDeps {
  rulesets: Record<string, AnyRuleset>;
  store: EventStore<RaceEvent, RaceState>;
  ballots: Ballots<RaceEvent>;
  index: RaceIndex;
  records: Records;
  idempotency: Idempotency;
  circuits: Circuits;
  notifier: Registration;
  /**
   * Plays a race's step now for the organiser's `resolve`, and sends the emails a command's commit
   * owes. Without it (the API Lambda) there is no `resolve` here and those emails stay owed in the
   * index: on AWS the resolver Lambda serves the routes whose commits announce (infra/stack.ts).
   */
  resolver?: Pick<Resolver, 'resolveNow' | 'announce'>;
  /** The web pages; without them the app is the JSON API only. */
  webAssets?: WebAssets;
  /**
   * The OpenAPI document of these rulesets; without it (the API Lambda, whose bundle stays small
   * without zod's JSON Schema generator) `GET /openapi.json` goes to the resolver (infra/stack.ts).
   */
  openApi?: (rulesets: Record<string, AnyRuleset>) => unknown;
  /** The games' pictures by ruleset id; without them (the API Lambda, for its bundle's size) the pictures are the resolver's to serve. */
  pictures?: Record<string, AnyPicture>;
  clock: () => Date;
  /** 32 fresh random bytes as 64 hex digits: dice seeds, player tokens, race ids. */
  random: () => string;
  config: {
    /** sha256 (hex) of the organiser's bearer token. */
    organiserTokenHash: string;
    /** Largest accepted request body; 64 KB by default. */
    maxBodyBytes?: number;
  };
}

const RACE_ID = /^[A-Za-z0-9_]{1,40}$/;

const parse = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZod(result.error);
  return result.data;
};

/** `application/json` or a `+json` type such as `application/merge-patch+json`. */
const JSON_TYPE = /^application\/(?:[\w.!#$&^-]+\+)?json$/i;

/**
 * A body is read as JSON only when its sender says it is: a form or text/plain body is what a
 * browser sends across origins without asking first, and a body of another type is another
 * client's mistake to be told of. JSON is UTF-8 (RFC 8259), the only charset it may name.
 */
const requireJson = (c: Context): void => {
  const header = c.req.header('content-type');
  const [type = '', ...parameters] = (header ?? '').split(';').map((part) => part.trim());
  const charset = parameters.find((parameter) => /^charset=/i.test(parameter))?.slice('charset='.length).replace(/^"(.*)"$/, '$1');
  if (header === undefined || !JSON_TYPE.test(type))
    throw new HttpProblem(415, 'the body must be JSON sent as application/json', [{ field: 'content-type', reason: header === undefined ? 'missing: expected application/json' : 'expected application/json' }]);
  if (charset !== undefined && charset.toLowerCase() !== 'utf-8')
    throw new HttpProblem(415, 'JSON is sent in UTF-8', [{ field: 'content-type', reason: 'expected charset=utf-8 or none' }]);
};

const readJson = async (c: Context): Promise<unknown> => {
  requireJson(c);
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpProblem(400, 'the body must be JSON', [{ field: 'body', reason: 'not valid JSON' }]);
  }
};

const bearer = (c: Context): string | undefined => {
  const header = c.req.header('authorization');
  if (header === undefined) return undefined;
  const match = /^Bearer ([\x21-\x7e]{1,200})$/.exec(header);
  if (!match?.[1]) throw new HttpProblem(401, 'expected "Authorization: Bearer <token>"', [{ field: 'authorization', reason: 'malformed' }]);
  return match[1];
};

const problemResponse = (c: Context, body: Problem, headers: Record<string, string> = {}) =>
  c.json(body, body.status as ContentfulStatusCode, { ...headers, 'content-type': 'application/problem+json' });

/** API Gateway's id of the request on Lambda, which its own logs carry too; a fresh one elsewhere. */
const requestIdOf = (c: Context): string => {
  const id: unknown = (c.env as { requestContext?: { requestId?: unknown } } | undefined)?.requestContext?.requestId;
  return typeof id === 'string' && id !== '' ? id : randomUUID();
};

const svg = (c: Context, picture: string) => c.body(picture, 200, { 'content-type': 'image/svg+xml' });

/** The shuffles' orders are shown once the finish has revealed the seed they are recomputed from. */
const disclosure = (state: RaceState): Disclosure => ({ seedRevealed: state.seed !== undefined });

const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createApp(deps: ApiDeps): Hono {
  const race = createRace(deps.rulesets);
  const context = raceContext(deps);
  const app = new Hono();
  const now = () => deps.clock().toISOString();

  const isOrganiser = (token: string | undefined): boolean =>
    token !== undefined && sameHash(tokenHash(token), deps.config.organiserTokenHash);

  const requireOrganiser = (c: Context): void => {
    const token = bearer(c);
    if (token === undefined) throw new HttpProblem(401, 'this needs the organiser token', [{ field: 'authorization', reason: 'missing' }]);
    if (!isOrganiser(token)) throw new HttpProblem(403, 'only the organiser may do this', [{ field: 'authorization', reason: 'not the organiser' }]);
  };

  /** The car whose token is presented, in this race. */
  const playerCar = (state: RaceState, token: string | undefined): string => {
    if (token === undefined) throw new HttpProblem(401, 'this needs your player token', [{ field: 'authorization', reason: 'missing' }]);
    const hash = tokenHash(token);
    const entry = Object.values(state.entries).find((e) => tokenHashesOf(e).some((known) => sameHash(known, hash)));
    if (!entry) throw new HttpProblem(403, 'this token does not belong to a car of this race', [{ field: 'authorization', reason: 'unknown token' }]);
    return entry.car;
  };

  const viewerOf = (c: Context, state: RaceState): Viewer => {
    const token = bearer(c);
    if (token === undefined) return { role: 'public' };
    return isOrganiser(token) ? { role: 'organiser' } : { role: 'player', car: playerCar(state, token) };
  };

  const raceIdOf = (c: Context): string => {
    const raceId = c.req.param('id') ?? '';
    if (!RACE_ID.test(raceId)) throw new HttpProblem(404, `no race ${raceId}`, [{ field: 'raceId', reason: 'no such race' }]);
    return raceId;
  };

  const load = async (raceId: string): Promise<{ state: RaceState; commit: number }> => {
    const head = await deps.store.head(raceId);
    const state = head?.state ?? race.initialState;
    const commit = head?.commit ?? 0;
    if (state.phase === 'none') throw new HttpProblem(404, `no race ${raceId}`, [{ field: 'raceId', reason: 'no such race' }]);
    return { state, commit };
  };

  /** The race with the submissions its open step has collected so far (secret: for `publicView` only). */
  const collected = async (raceId: string, state: RaceState): Promise<RaceState> => {
    const step = race.step(state);
    return step ? withBallot(race, state, await deps.ballots.read(raceId, step)) : state;
  };

  /** `state` includes the open step's submissions, or `due` says whether every awaited car has sent in. */
  const updateIndex = async (raceId: string, state: RaceState, commit: number, due?: boolean): Promise<void> => {
    const at = now();
    // SC-PBEM-6: a step every car has sent in for is due now, not at its deadline.
    await deps.index.putRace({ ...indexEntry(raceId, state, commit), ...((due ?? race.isDue(state, at)) ? { nextDeadline: at } : {}) });
  };

  /** Decides `command` on the latest state and appends its events, retrying when another writer was first. */
  const execute = async (raceId: string, command: (state: RaceState) => RaceCommand | Promise<RaceCommand>) => {
    const at = now();
    const result = await handleCommand({
      store: deps.store,
      raceId,
      initial: race.initialState,
      evolve: race.evolve,
      decide: async (state, commit) => {
        if (state.phase === 'none') throw new HttpProblem(404, `no race ${raceId}`, [{ field: 'raceId', reason: 'no such race' }]);
        const next = await command(state);
        const events = race.decide(state, next, { ...(await context(state)), now: at });
        // Recorded before the commit, whose emails a crash right after it must not lose.
        if (events.some(isAnnounced)) await deps.index.owe(raceId, commit + 1);
        return events;
      },
    });
    // Marked before the index is updated: a submission decided on an older state either lands
    // before the mark and is in what `collected` reads, or learns from the mark to look again.
    const step = race.step(result.state);
    if (step) await deps.ballots.mark(raceId, step, result.commit);
    // A car that leaves may leave every car still racing with its move in.
    await updateIndex(raceId, await collected(raceId, result.state), result.commit);
    // The index now shows the finish as owed: emails that fail here go out with the resolver's next run.
    if (deps.resolver && result.events.some(isAnnounced)) await deps.resolver.announce(raceId, result).catch(() => 0);
    return result;
  };

  const respond = (c: Context, state: RaceState, viewer: Viewer, status: 200 | 201 = 200) =>
    c.json({ race: race.publicView(state, viewer) }, status);

  app.use('*', bodyLimit({ maxSize: deps.config.maxBodyBytes ?? 64 * 1024, onError: (c) => problemResponse(c, problem(413, 'the body is too large')) }));
  app.use('*', idempotent({ store: deps.idempotency, clock: deps.clock }));

  // Before the API routes: a browser asking for /races/{id} as HTML gets the race page.
  if (deps.webAssets) mountWeb(app, deps.webAssets);

  const { openApi } = deps;
  if (openApi) app.get('/openapi.json', (c) => c.json(openApi(deps.rulesets)));

  app.post('/races', async (c) => {
    requireOrganiser(c);
    const { id, seed: fixedSeed, ...body } = parse(CreateRaceBody, await readJson(c));
    const raceId = id ?? `r${deps.random().slice(0, 12)}`;
    // A circuit the body names and nobody has is a mistake in the body, not a missing resource.
    const circuit = await deps.circuits.load(body.rulesetId, body.circuitId).catch((error: unknown) => {
      throw error instanceof DomainError && error.kind === 'notFound' ? new DomainError('invalid', 'circuitId', error.message) : error;
    });
    let seed = fixedSeed ?? deps.random();
    const create = (state: RaceState) => race.decide(state, { type: 'CreateRace', raceId, ...body }, { now: now(), circuit, seed });
    // Decided once before the seed is kept: a refused race leaves its id free.
    create(race.initialState);
    const taken = new HttpProblem(409, `race id ${raceId} is taken`, [{ field: 'id', reason: 'taken' }]);
    if (!(await saveSeed(deps.records, raceId, seed))) {
      // The seed of a creation that died before its commit: the organiser's retry finishes it.
      const kept = await loadSeed(deps.records, raceId);
      if (kept === undefined || (fixedSeed !== undefined && fixedSeed !== kept)) throw taken;
      seed = kept;
      const existing = await deps.store.head(raceId);
      if (existing) {
        const settings = existing.state.settings;
        // The retry of a creation whose answer a crash lost (its kept answer would have been replayed): the same race is answered again.
        const retried = c.req.header(IDEMPOTENCY_HEADER) !== undefined && existing.state.phase === 'registration';
        if (!retried || settings?.title !== body.title || settings.circuitId !== body.circuitId || settings.rulesetId !== body.rulesetId) throw taken;
        await updateIndex(raceId, existing.state, existing.commit);
        return respond(c, existing.state, { role: 'organiser' }, 201);
      }
    }
    const result = await handleCommand({ store: deps.store, raceId, initial: race.initialState, evolve: race.evolve, decide: create });
    await updateIndex(raceId, result.state, result.commit);
    return respond(c, result.state, { role: 'organiser' }, 201);
  });

  // The index also keeps the resolver's email bookkeeping, which is nobody else's business.
  app.get('/races', async (c) =>
    c.json({ races: (await deps.index.listRaces()).map(({ raceId, status, title, circuit, nextDeadline }) => ({ raceId, status, title, circuit, nextDeadline })) }),
  );

  app.get('/races/:id', async (c) => {
    const raceId = raceIdOf(c);
    const { state } = await load(raceId);
    return respond(c, await collected(raceId, state), viewerOf(c, state));
  });

  /**
   * A registration sent with an Idempotency-Key gets a token derived from the key and the race's
   * secret seed, so that its retry after a crash that lost the first answer recognises its own
   * entry and answers it again; without a key the token is random.
   */
  const entryToken = async (c: Context, state: RaceState): Promise<string> => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return deps.random();
    const { seed } = await context(state);
    return createHmac('sha256', seed).update(`entry-token\0${state.settings?.raceId}\0${key}`).digest('hex');
  };

  const registered = async (c: Context, state: RaceState, car: string, token: string) => {
    const emailed = await deps.notifier.registered(state, car, token).catch(() => false);
    return c.json({ car, token, emailed, race: race.publicView(state, { role: 'player', car }) }, 201);
  };

  app.post('/races/:id/entries', async (c) => {
    const raceId = raceIdOf(c);
    const body = parse(RegisterBody, await readJson(c));
    const { state: before } = await load(raceId);
    const token = await entryToken(c, before);
    const mine = Object.values(before.entries).find((e) => e.email.toLowerCase() === body.email.toLowerCase() && sameHash(e.tokenHash, tokenHash(token)));
    if (mine) return registered(c, before, mine.car, token);
    const { state, events } = await execute(raceId, () => ({ type: 'RegisterEntry', ...body, tokenHash: tokenHash(token) }));
    return registered(c, state, events[0]?.type === 'EntryRegistered' ? events[0].car : '', token);
  });

  // A player whose token was lost gets a new one by email; the answer is the same whether or not
  // the address is registered, and a stranger asking gets nothing and takes nothing away.
  app.post('/races/:id/entries/token', async (c) => {
    const raceId = raceIdOf(c);
    const { email } = parse(TokenRequestBody, await readJson(c));
    const token = deps.random();
    try {
      const { state, events, commit } = await execute(raceId, () => ({ type: 'IssueEntryToken', email, tokenHash: tokenHash(token) }));
      const issued = events[0];
      if (issued?.type === 'EntryTokenIssued') await deps.notifier.tokenIssued(state, issued.car, token, commit).catch(() => false);
    } catch (error) {
      if (!(error instanceof DomainError && error.field === 'email')) throw error;
    }
    return c.json({ detail: 'if this address is registered for the race, a new token is on its way to it (one every 10 minutes at most)' }, 202);
  });

  const organiserCommand = (path: string, command: (body: unknown) => RaceCommand, needsBody: boolean) =>
    app.post(`/races/:id/${path}`, async (c) => {
      requireOrganiser(c);
      const raceId = raceIdOf(c);
      const next = command(needsBody ? await readJson(c) : undefined);
      const { state } = await execute(raceId, () => next);
      return respond(c, state, { role: 'organiser' });
    });

  organiserCommand('close-registration', () => ({ type: 'CloseRegistration' }), false);
  organiserCommand('deadline', (body) => ({ type: 'ExtendDeadline', ...parse(DeadlineBody, body) }), true);
  organiserCommand('eliminate', (body) => ({ type: 'EliminateCar', ...parse(EliminateBody, body) }), true);

  const { resolver } = deps;
  const stepOf = (state: RaceState): string | undefined => {
    const open = race.step(state);
    return open && stepId(open);
  };
  if (resolver)
    app.post('/races/:id/resolve', async (c) => {
      requireOrganiser(c);
      const raceId = raceIdOf(c);
      const text = await c.req.text();
      const named = text.trim() === '' ? {} : parse(ResolveBody, await readJson(c));
      const { state: before } = await load(raceId);
      // The step the organiser means: the one he names, else the one a crashed first attempt of
      // this request meant, else the one open now. A double click plays it once, never the next.
      const attempt = c.get('attempt');
      const id = named.step ?? (named.turn === undefined ? (attempt?.intent ?? stepOf(before)) : `turn-${named.turn}`);
      const meant: Step | undefined = id === undefined ? undefined : parseStepId(id);
      if (!meant) throw new HttpProblem(409, `the race is in its ${before.phase} phase: no step to play`, [{ field: 'phase', reason: 'no step' }]);
      if (attempt && attempt.intent === undefined) await attempt.intend(stepId(meant));
      // SC-PBEM-4: the organiser plays the step when he decides, before its deadline too.
      const { events, state } = await resolver.resolveNow(raceId, { force: true, step: meant });
      if (events.length === 0 && !isPlayed(state, meant))
        throw new HttpProblem(409, `the race is not at the step ${stepId(meant)}`, [{ field: named.step === undefined ? 'turn' : 'step', reason: 'not the open step' }]);
      return respond(c, state, { role: 'organiser' });
    });

  /** The car of the token presented and the race's ruleset, for a player's command. */
  const playerOf = (c: Context, state: RaceState): { car: string; ruleset: AnyRuleset } => {
    const car = playerCar(state, bearer(c));
    const ruleset = race.rulesetOf(state);
    if (!ruleset) throw new DomainError('invalid', 'rulesetId', 'the race has an unknown ruleset');
    return { car, ruleset };
  };

  app.post('/races/:id/withdraw', async (c) => {
    const raceId = raceIdOf(c);
    let car = '';
    const { state } = await execute(raceId, (current) => {
      car = playerOf(c, current).car;
      return { type: 'WithdrawCar', car };
    });
    return respond(c, state, { role: 'player', car });
  });

  /**
   * A player's pole lap, setup or move: the body is the game's own payload, validated by the
   * ruleset's schema and the decider, then dropped in the step's ballot rather than the race
   * stream, so players sending at once never wait for each other. The answer is a receipt: the
   * submission as understood, its revision in the step (of two sent at once, the higher one is
   * played), and who has sent in so far. A car sending too fast is told when to send again.
   *
   * It is decided on the race as this process last saw it, without reading it again: the one
   * write is the ballot's, and the ballot refuses a step already played. Whatever an outdated
   * state could get wrong is decided again on the newest state: a refusal, a submission after a
   * command that the ballot's mark reveals, and the submission that may complete the step.
   */
  const submission = (path: string, command: (car: string, body: unknown, ruleset: AnyRuleset) => RaceCommand) =>
    app.post(`/races/:id/${path}`, async (c) => {
      const raceId = raceIdOf(c);
      const body = await readJson(c);
      const submit = async ({ state, commit }: { state: RaceState; commit: number }, newest: boolean) => {
        const { car, ruleset } = playerOf(c, state);
        const decide = async (on: RaceState) => race.decide(on, command(car, body, ruleset), { ...(await context(on)), now: now() });
        const [event] = await decide(state);
        const step = race.step(state);
        if (!event || !isSubmission(event) || !step) throw new Error(`race ${raceId}: a ${path} submission decided no submission`);
        const result = await deps.ballots.submit(raceId, step, car, event);
        if (!result.accepted)
          throw result.reason === 'closed'
            ? new HttpProblem(409, `the ${step.phase === 'racing' ? `turn ${step.turn}` : step.phase} is being played: too late`, [{ field: 'turn', reason: 'already played' }])
            : new HttpProblem(
                429,
                `car ${car} is sending ${path} too fast: send again in ${result.retryAfterSeconds} s`,
                [{ field: path, reason: 'too many submissions in a short time' }],
                { 'retry-after': String(result.retryAfterSeconds) },
              );
        const waitingOn = (on: RaceState) => race.awaited(on).filter((other) => !result.sent.includes(other));
        let waitingFor = waitingOn(state);
        if (!newest && (result.marked > commit || waitingFor.length === 0)) {
          const latest = await load(raceId);
          const latestStep = race.step(latest.state);
          // A step played meanwhile played this submission too: the resolver has updated the index.
          if (latestStep?.phase !== step.phase || latestStep.turn !== step.turn) waitingFor = [];
          else {
            // Throws when the race has changed so that it refuses the submission (the car left it); the resolver ignores it then.
            await decide(latest.state);
            waitingFor = waitingOn(latest.state);
            if (waitingFor.length === 0) await updateIndex(raceId, latest.state, latest.commit, true);
          }
        } else if (waitingFor.length === 0) await updateIndex(raceId, state, commit, true);
        const { type: _type, v: _v, at: _at, car: _car, ...submitted } = event;
        return c.json({ car, phase: step.phase, turn: step.turn, revision: result.revision, ...submitted, sent: result.sent, waitingFor } satisfies z.input<typeof Receipt>);
      };
      const remembered = deps.store.remembered(raceId);
      if (remembered === undefined) return submit(await load(raceId), true);
      try {
        return await submit(remembered, false);
      } catch (error) {
        if (!(error instanceof HttpProblem || error instanceof DomainError)) throw error;
        return submit(await load(raceId), true);
      }
    });

  submission('qualifying', (car, body, ruleset) => ({ type: 'SubmitQualifying', car, qualifying: parse(ruleset.qualifyingSchema, body) }));
  submission('setup', (car, body, ruleset) => ({ type: 'SubmitSetup', car, setup: parse(ruleset.setupSchema, body) }));
  submission('moves', (car, body, ruleset) => {
    const { turn, text, ...move } = parse(MoveEnvelope, body);
    if (text === undefined) return { type: 'SubmitMove', car, turn, move: parse(ruleset.moveSchema, move) };
    parse(MoveText, body);
    return { type: 'SubmitMove', car, turn, move: ruleset.parseMoveText(text) };
  });

  /**
   * A player's standing order, played by the non-human player on the turns he misses ("ghost
   * plots"): set (PUT), read (GET) and cleared (DELETE), secret from everyone else until the finish.
   */
  const setStandingOrder = (c: Context, order: (ruleset: AnyRuleset) => unknown) => {
    let car = '';
    return execute(raceIdOf(c), (current) => {
      const player = playerOf(c, current);
      car = player.car;
      const schema = player.ruleset.standingOrderSchema;
      if (!schema) throw new HttpProblem(404, `the ${player.ruleset.id} rules have no standing orders`, [{ field: 'rulesetId', reason: 'no standing orders' }]);
      return { type: 'SetStandingOrder', car, order: order(player.ruleset) };
    }).then(({ state }) => ({ car, order: state.standingOrders?.[car] ?? null }));
  };
  app.put('/races/:id/standing-order', async (c) => {
    const body = await readJson(c);
    return c.json(await setStandingOrder(c, (ruleset) => parse(ruleset.standingOrderSchema as z.ZodType, body)));
  });
  app.delete('/races/:id/standing-order', async (c) => c.json(await setStandingOrder(c, () => null)));
  app.get('/races/:id/standing-order', async (c) => {
    const { state } = await load(raceIdOf(c));
    const car = playerCar(state, bearer(c));
    return c.json({ car, order: state.standingOrders?.[car] ?? null });
  });

  /** The car of the token presented, and its submission that the open step will play when that step is `phase`: never anybody else's. */
  const mine = async (c: Context, phase: Step['phase']) => {
    const raceId = raceIdOf(c);
    const { state } = await load(raceId);
    const car = playerCar(state, bearer(c));
    const step = race.step(state);
    const counting = step?.phase === phase ? countingSubmissions(race, state, await deps.ballots.read(raceId, step)) : [];
    return { car, state, submitted: counting.find(({ event }) => 'car' in event && event.car === car) };
  };

  app.get('/races/:id/qualifying/mine', async (c) => {
    const { car, submitted } = await mine(c, 'qualifying');
    const [qualifying, revision] = submitted?.event.type === 'QualifyingSubmitted' ? [submitted.event.qualifying, submitted.revision] : [null, null];
    return c.json({ car, qualifying, revision } satisfies z.input<typeof MyQualifying>);
  });

  app.get('/races/:id/setup/mine', async (c) => {
    const { car, submitted } = await mine(c, 'setup');
    const [setup, revision] = submitted?.event.type === 'SetupSubmitted' ? [submitted.event.setup, submitted.revision] : [null, null];
    return c.json({ car, setup, revision } satisfies z.input<typeof MySetup>);
  });

  app.get('/races/:id/moves/mine', async (c) => {
    const { car, state, submitted } = await mine(c, 'racing');
    const [move, revision] = submitted?.event.type === 'MoveSubmitted' ? [submitted.event.move, submitted.revision] : [null, null];
    const ruleset = race.rulesetOf(state);
    return c.json({ car, turn: state.turn, move, text: move !== null && ruleset ? ruleset.printMove(move) : null, revision } satisfies z.input<typeof MyMove>);
  });

  mountPreview(app, { raceIdOf, load, carOf: (c, state) => playerCar(state, bearer(c)), rulesetOf: race.rulesetOf, circuits: deps.circuits });
  mountChampionships(app, { records: deps.records, load, rulesetOf: race.rulesetOf, requireOrganiser, parse, readJson });

  app.get('/races/:id/events', async (c) => {
    const raceId = raceIdOf(c);
    const { after } = parse(AfterQuery, c.req.query());
    const { state } = await load(raceId);
    const viewer = viewerOf(c, state);
    const commits = await deps.store.readCommits(raceId, after);
    return c.json({
      commits: commits.map((k) => ({ commit: k.commit, at: k.at, events: k.events.map((e) => race.redactEvent(e, viewer, disclosure(state))) })),
      last: commits.at(-1)?.commit ?? after,
    });
  });

  app.get('/races/:id/export', async (c) => {
    const raceId = raceIdOf(c);
    const { state } = await load(raceId);
    const commits = await deps.store.readCommits(raceId);
    return c.json({
      raceId,
      seedHash: state.settings?.seedHash,
      seed: state.seed ?? null,
      // The finish reveals the standing orders, which the auditor needs to replay the turns they drove, and the shuffles' orders.
      commits: commits.map((k) => ({
        commit: k.commit,
        at: k.at,
        events: k.events.map((e) => (e.type === 'StandingOrderSet' && state.phase === 'finished' ? e : race.redactEvent(e, { role: 'public' }, disclosure(state)))),
      })),
    });
  });

  // The picture is drawn from the public view only: the game state is public from the grid on, pending moves never are.
  app.get('/races/:id/circuit.svg', async (c) => {
    const raceId = raceIdOf(c);
    const { turn } = parse(PictureQuery, c.req.query());
    const { state } = await load(raceId);
    const settings = state.settings;
    const picture = settings && own(deps.pictures ?? {}, settings.rulesetId);
    if (!picture || !settings) throw new HttpProblem(404, `race ${raceId} has no picture`, [{ field: 'rulesetId', reason: 'no picture' }]);
    const events = (await deps.store.readCommits(raceId)).flatMap((k) => k.events);
    const end = turn === undefined ? events.length : events.findIndex((e) => e.type === 'TurnResolved' && e.turn === turn) + 1;
    if (end === 0) throw new HttpProblem(400, `turn ${turn} has not been resolved`, [{ field: 'turn', reason: 'not a resolved turn' }]);
    const played = events.slice(0, end);
    const shown = turn === undefined ? state : played.reduce(race.evolve, race.initialState);
    const lastTurn = played.flatMap((e) => (e.type === 'TurnResolved' ? [e] : [])).at(-1);
    const game = race.publicView(shown, { role: 'public' })?.game ?? null;
    const circuit = await deps.circuits.load(settings.rulesetId, settings.circuitId);
    return svg(c, game === null ? picture.circuit(circuit) : picture.race(circuit, game, lastTurn?.events ?? []));
  });

  // A roll's code or a shuffle's: what it was for and its result, and its verification once the seed is out. A shuffle's
  // order is the order of cards face down, so it is shown only then too (contract 4), when anyone can recompute it.
  app.get('/dice/:code', async (c) => {
    const code = c.req.param('code');
    const { raceId, turn, kind, n } = parseDiceCode(code);
    const notFound = new HttpProblem(404, `no ${kind} ${code}`, [{ field: 'code', reason: `no such ${kind}` }]);
    if (!RACE_ID.test(raceId)) throw notFound;
    const { state } = await load(raceId).catch(() => {
      throw notFound;
    });
    const commits = await deps.store.readCommits(raceId);
    const step = commits
      .flatMap((k) => k.events)
      .find((e): e is Extract<RaceEvent, { type: 'GridPublished' | 'TurnResolved' }> => (e.type === 'GridPublished' && turn === 0) || (e.type === 'TurnResolved' && e.turn === turn));
    if (!step) throw notFound;
    const named = (record: { code: string }) => record.code.toUpperCase() === code.toUpperCase();
    const seed = state.seed;
    const about = { raceId, turn, n, binding: step.binding, seedHash: state.settings?.seedHash, seed: seed ?? null };
    if (kind === 'shuffle') {
      const shuffle = step.shuffles?.find(named);
      if (!shuffle) throw notFound;
      const { order, ...sealed } = shuffle;
      return c.json({
        kind,
        ...sealed,
        order: seed ? order : null,
        ...about,
        verification: seed ? verifyShuffle({ seed, raceId, turn, binding: step.binding, shuffle }) : null,
      });
    }
    const roll = step.rolls.find(named);
    if (!roll) throw notFound;
    return c.json({ kind, ...roll, ...about, verification: seed ? verifyRoll({ seed, raceId, turn, binding: step.binding, roll }) : null });
  });

  app.post('/circuits', async (c) => {
    requireOrganiser(c);
    const { id, rulesetId, file } = parse(UploadCircuitBody, await readJson(c));
    await deps.circuits.upload(rulesetId, id, file);
    return c.json({ id, rulesetId }, 201);
  });

  app.get('/circuits/:file{.+\\.svg}', async (c) => {
    const circuitId = c.req.param('file').slice(0, -'.svg'.length);
    for (const rulesetId of Object.keys(deps.rulesets)) {
      const picture = own(deps.pictures ?? {}, rulesetId);
      if (!picture) continue;
      const circuit = await deps.circuits.load(rulesetId, circuitId).catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'notFound') return undefined;
        throw error;
      });
      if (circuit !== undefined) return svg(c, picture.circuit(circuit));
    }
    throw new HttpProblem(404, `no circuit ${circuitId}`, [{ field: 'circuitId', reason: 'no such circuit' }]);
  });

  // SC-QUAL-10: the organiser learns a circuit's Best Lap for a car, shipped or uploaded. The
  // exact search takes seconds of CPU, hence the organiser only.
  app.get('/circuits/:id/best-lap', async (c) => {
    requireOrganiser(c);
    const circuitId = c.req.param('id');
    // The car comes as query parameters, numbers where they read as numbers (?startSpeed=0&acc=2…).
    const car = Object.fromEntries(Object.entries(c.req.query()).map(([name, value]) => [name, /^-?\d+$/.test(value) ? Number(value) : value]));
    for (const ruleset of Object.values(deps.rulesets)) {
      if (!ruleset.bestLap) continue;
      const circuit = await deps.circuits.load(ruleset.id, circuitId).catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'notFound') return undefined;
        throw error;
      });
      if (circuit !== undefined) return c.json({ circuitId, rulesetId: ruleset.id, car, bestLap: ruleset.bestLap.solve(circuit, parse(ruleset.bestLap.carSchema, car)) });
    }
    throw new HttpProblem(404, `no circuit ${circuitId} with a best-lap solver`, [{ field: 'circuitId', reason: 'no such circuit' }]);
  });

  app.get('/circuits', (c) => c.json({ shipped: deps.circuits.shipped() }));

  app.notFound((c) => problemResponse(c, problem(404, `no route ${c.req.method} ${c.req.path}`)));
  app.onError((error, c) => {
    const answer = toProblem(error instanceof ConcurrencyError ? new HttpProblem(409, 'the race changed too often meanwhile; try again') : error);
    const headers = error instanceof HttpProblem ? error.headers : {};
    if (answer.status < 500) return problemResponse(c, answer, headers);
    // The answer says nothing of the inside; the id it carries finds the log line that does.
    const requestId = requestIdOf(c);
    console.error(`request ${requestId}: ${c.req.method} ${c.req.path} answered ${answer.status}:`, error);
    return problemResponse(c, { ...answer, requestId }, headers);
  });
  return app;
}
