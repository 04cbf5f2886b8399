/**
 * Races: listed and shown (`mountRaces`); created, the organiser's commands on them and a player
 * leaving one (`mountRaceCommands`): the resolver function's to serve (resolver-routes.ts), as the
 * API function decides nothing.
 */
import type { Context, Hono } from 'hono';
import type { RaceCommand } from '../../../domain/race/commands.ts';
import type { RaceState, Viewer } from '../../../domain/race/index.ts';
import { parse } from '../../http/parse.ts';
import { API_ROUTES, RESOLVER_ROUTES, type Route } from '../../http/routes.ts';
import { createRace } from '../../race/create-race.ts';
import { resolveStep } from '../../race/resolve-step.ts';
import {
  CreateRaceBody,
  DeadlineBody,
  EliminateBody,
  PauseBody,
  PauseVoteBody,
  ReinstateBody,
  ResolveBody,
  ResumeBody,
  WithdrawBody,
} from '../../race/schemas.ts';
import type { Service } from '../../race/service.ts';
import { bearer, on, raceIdOf, readJson, readOptionalJson } from '../http.ts';
import { IDEMPOTENCY_HEADER } from '../idempotency.ts';

const answer = ({ race }: Service, c: Context, state: RaceState, viewer: Viewer, status: 200 | 201 = 200) =>
  c.json({ race: race.publicView(state, viewer) }, status);

export function mountRaces(app: Hono, service: Service): void {
  const { deps, viewerOf, load, collected } = service;
  const respond = (c: Context, state: RaceState, viewer: Viewer) => answer(service, c, state, viewer);

  // The index also keeps the resolver's email bookkeeping, which is nobody else's business.
  on(app, API_ROUTES.listRaces, async (c) =>
    c.json({
      races: (await deps.index.listRaces()).map(({ raceId, status, title, circuit, nextDeadline }) => ({ raceId, status, title, circuit, nextDeadline })),
    }),
  );

  on(app, API_ROUTES.race, async (c) => {
    const raceId = raceIdOf(c);
    const { state } = await load(raceId);
    return respond(c, await collected(raceId, state), viewerOf(state, bearer(c)));
  });
}

export function mountRaceCommands(app: Hono, service: Service): void {
  const { deps, requireOrganiser, isOrganiser, playerOf, execute } = service;
  const respond = (c: Context, state: RaceState, viewer: Viewer, status: 200 | 201 = 200) => answer(service, c, state, viewer, status);

  on(app, RESOLVER_ROUTES.createRace, async (c) => {
    requireOrganiser(bearer(c));
    const state = await createRace(service, parse(CreateRaceBody, await readJson(c)), c.req.header(IDEMPOTENCY_HEADER) !== undefined);
    return respond(c, state, { role: 'organiser' }, 201);
  });

  const organiserCommand = (route: Route, command: (body: unknown) => RaceCommand, needsBody: boolean) =>
    on(app, route, async (c) => {
      requireOrganiser(bearer(c));
      const raceId = raceIdOf(c);
      const next = command(needsBody ? await readJson(c) : undefined);
      const { state } = await execute(raceId, () => next);
      return respond(c, state, { role: 'organiser' });
    });

  organiserCommand(RESOLVER_ROUTES.closeRegistration, () => ({ type: 'CloseRegistration' }), false);
  organiserCommand(RESOLVER_ROUTES.deadline, (body) => ({ type: 'ExtendDeadline', ...parse(DeadlineBody, body) }), true);
  organiserCommand(RESOLVER_ROUTES.eliminate, (body) => ({ type: 'EliminateCar', ...parse(EliminateBody, body) }), true);
  organiserCommand(RESOLVER_ROUTES.reinstate, (body) => ({ type: 'ReinstateCar', ...parse(ReinstateBody, body) }), true);
  organiserCommand(RESOLVER_ROUTES.pause, (body) => ({ type: 'PauseRace', ...parse(PauseBody, body) }), true);
  on(app, RESOLVER_ROUTES.resume, async (c) => {
    requireOrganiser(bearer(c));
    const body = await readOptionalJson(c);
    const next: RaceCommand = { type: 'ResumeRace', ...(body === undefined ? {} : parse(ResumeBody, body)) };
    const { state } = await execute(raceIdOf(c), () => next);
    return respond(c, state, { role: 'organiser' });
  });

  const { resolver } = deps;
  if (resolver)
    on(app, RESOLVER_ROUTES.resolve, async (c) => {
      requireOrganiser(bearer(c));
      const raceId = raceIdOf(c);
      const body = await readOptionalJson(c);
      const state = await resolveStep(service, resolver, raceId, body === undefined ? {} : parse(ResolveBody, body), c.get('attempt'));
      return respond(c, state, { role: 'organiser' });
    });

  on(app, RESOLVER_ROUTES.votePause, async (c) => {
    const raceId = raceIdOf(c);
    const vote = parse(PauseVoteBody, await readJson(c));
    let car = '';
    const { state } = await execute(raceId, (current) => {
      car = playerOf(current, bearer(c)).car;
      return { type: 'VotePause', car, ...vote };
    });
    return respond(c, state, { role: 'player', car });
  });

  // A player withdraws his own car; the organiser any car, named in the body (at its player's word, say).
  on(app, RESOLVER_ROUTES.withdraw, async (c) => {
    const raceId = raceIdOf(c);
    const token = bearer(c);
    if (isOrganiser(token)) {
      const body = parse(WithdrawBody, await readJson(c));
      const { state } = await execute(raceId, () => ({ type: 'WithdrawCar', ...body }));
      return respond(c, state, { role: 'organiser' });
    }
    let car = '';
    const { state } = await execute(raceId, (current) => {
      car = playerOf(current, token).car;
      return { type: 'WithdrawCar', car };
    });
    return respond(c, state, { role: 'player', car });
  });
}
