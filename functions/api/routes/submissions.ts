/**
 * A player's submissions (race/submit.ts; `mountSubmissions`, served on AWS by the resolver
 * function, which has the games' warnings: resolver-routes.ts) and the one the open step will play
 * (`mountMySubmissions`): any game's step at `/submissions`, and the first games' pole lap, setup
 * and moves at the routes they have always had.
 */
import type { Hono } from 'hono';
import type * as z from 'zod';
import { isSubmission, payloadOf } from '../../../domain/race/events.ts';
import { parse, parseStrictly } from '../../http/parse.ts';
import { API_ROUTES, RESOLVER_ROUTES, type Route } from '../../http/routes.ts';
import { CarQuery, MoveEnvelope, MoveText, type MyMove, type MyQualifying, type MySetup, type MySubmission } from '../../race/schemas.ts';
import type { Service } from '../../race/service.ts';
import { fromText, kindOf, mine, type SubmissionCommand, submit, submitStep } from '../../race/submit.ts';
import { bearer, on, raceIdOf, readJson } from '../http.ts';

export function mountSubmissions(app: Hono, service: Service): void {
  /** `what`: the submission's name in a refusal. */
  const submission = (route: Route, what: string, command: SubmissionCommand) =>
    on(app, route, async (c) => {
      const raceId = raceIdOf(c);
      return c.json(await submit(service, raceId, (state) => service.playerOf(state, bearer(c)), what, await readJson(c), command));
    });

  submission(RESOLVER_ROUTES.submit, 'submissions', submitStep);
  submission(RESOLVER_ROUTES.submitQualifying, 'qualifying', ({ car, ruleset }, body) => ({
    type: 'SubmitQualifying',
    car,
    qualifying: parse(kindOf(ruleset, 'qualifying').schema, body),
  }));
  submission(RESOLVER_ROUTES.submitSetup, 'setup', ({ car, ruleset }, body) => ({
    type: 'SubmitSetup',
    car,
    setup: parse(kindOf(ruleset, 'setup').schema, body),
  }));
  submission(RESOLVER_ROUTES.submitMove, 'moves', ({ car, ruleset }, body) => {
    const { turn, text, ...move } = parse(MoveEnvelope, body);
    const racing = kindOf(ruleset, 'racing');
    if (text === undefined) return { type: 'SubmitMove', car, turn, move: parseStrictly(racing.schema, move) };
    parse(MoveText, body);
    return { type: 'SubmitMove', car, turn, move: fromText(racing, text, 'text') };
  });
}

export function mountMySubmissions(app: Hono, service: Service): void {
  on(app, API_ROUTES.mySubmission, async (c) => {
    const { car, step, submitted } = await mine(service, raceIdOf(c), bearer(c), undefined, parse(CarQuery, c.req.query()).car);
    const [submission, revision] = submitted && isSubmission(submitted.event) ? [payloadOf(submitted.event), submitted.revision] : [null, null];
    return c.json({ car, step: step?.id ?? null, submission, revision } satisfies z.input<typeof MySubmission>);
  });

  on(app, API_ROUTES.myQualifying, async (c) => {
    const { car, submitted } = await mine(service, raceIdOf(c), bearer(c), 'qualifying');
    const [qualifying, revision] = submitted?.event.type === 'QualifyingSubmitted' ? [submitted.event.qualifying, submitted.revision] : [null, null];
    return c.json({ car, qualifying, revision } satisfies z.input<typeof MyQualifying>);
  });

  on(app, API_ROUTES.mySetup, async (c) => {
    const { car, submitted } = await mine(service, raceIdOf(c), bearer(c), 'setup');
    const [setup, revision] = submitted?.event.type === 'SetupSubmitted' ? [submitted.event.setup, submitted.revision] : [null, null];
    return c.json({ car, setup, revision } satisfies z.input<typeof MySetup>);
  });

  on(app, API_ROUTES.myMove, async (c) => {
    const { car, state, submitted } = await mine(service, raceIdOf(c), bearer(c), 'racing');
    const [move, revision] = submitted?.event.type === 'MoveSubmitted' ? [submitted.event.move, submitted.revision] : [null, null];
    const notation = service.race.rulesetOf(state)?.kinds.racing?.notation;
    return c.json({ car, turn: state.turn, move, text: move !== null && notation ? notation.print(move) : null, revision } satisfies z.input<typeof MyMove>);
  });
}
