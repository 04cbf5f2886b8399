/**
 * A player's submissions (services/submit.ts; `mountSubmissions`, served on AWS by the resolver
 * function, which has the games' warnings: resolver-routes.ts) and the one the open step will play
 * (`mountMySubmissions`): any game's step at `/submissions`, and the first games' pole lap, setup
 * and moves at the routes they have always had.
 */
import type { Hono } from 'hono';
import type * as z from 'zod';
import { DomainError } from '../../../domain/errors.ts';
import { isSubmission, payloadOf } from '../../../domain/race/events.ts';
import type { AnyRuleset, StepKind } from '../../../domain/race/index.ts';
import { HttpProblem } from '../../http/problem.ts';
import { bearer, parse, parseStrictly, raceIdOf, readJson } from '../http.ts';
import { CarQuery, MoveEnvelope, MoveText, type MyMove, type MyQualifying, type MySetup, type MySubmission, SubmissionBody } from '../schemas.ts';
import type { Service } from '../service.ts';
import { mine, type SubmissionCommand, submit } from '../services/submit.ts';

// biome-ignore lint/suspicious/noExplicitAny: a kind of step of any game, its types erased as the registry's.
export type AnyKind = StepKind<any, any, unknown>;

/** The game's kind of step `kind`; a game that has none is told so, naming the phase. */
export const kindOf = (ruleset: AnyRuleset, kind: string): AnyKind => {
  const found = Object.hasOwn(ruleset.kinds, kind) ? ruleset.kinds[kind] : undefined;
  if (!found) throw new HttpProblem(409, `the ${ruleset.id} rules have no ${kind} step`, [{ field: 'phase', reason: `no ${kind} step` }]);
  return found;
};

/** A submission written in the game's notation; the notation's refusal names `field`, its column kept (`text[4]`). */
export const fromText = (kind: AnyKind, text: string, field: string): unknown => {
  if (!kind.notation) throw new HttpProblem(400, 'this step has no text notation: send "submission"', [{ field, reason: 'no notation' }]);
  try {
    return kind.notation.parse(text);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw new HttpProblem(400, error.message, [{ field: error.field.replace(/^text/, field), reason: error.message }]);
  }
};

/** Any game's step: `SubmissionBody`, its submission as data or in the game's notation. */
export const submitStep: SubmissionCommand = ({ car, seat, ruleset, step }, body) => {
  const sent = parse(SubmissionBody, body);
  if (sent.car !== undefined && !seat.includes(sent.car))
    throw new HttpProblem(403, `car ${sent.car} is not yours`, [{ field: 'car', reason: 'not a car of your seat' }]);
  if (!step) throw new HttpProblem(409, 'no step is open', [{ field: 'step', reason: 'no step open' }]);
  const kind = kindOf(ruleset, step.kind);
  const payload = sent.text === undefined ? parse(kind.schema, sent.submission) : fromText(kind, sent.text, 'text');
  return { type: 'Submit', car: sent.car ?? car, ...(sent.step === undefined ? {} : { step: sent.step }), submission: payload };
};

export function mountSubmissions(app: Hono, service: Service): void {
  const submission = (path: string, command: SubmissionCommand) =>
    app.post(`/races/:id/${path}`, async (c) => {
      const raceId = raceIdOf(c);
      return c.json(await submit(service, raceId, (state) => service.playerOf(state, bearer(c)), path, await readJson(c), command));
    });

  submission('submissions', submitStep);
  submission('qualifying', ({ car, ruleset }, body) => ({ type: 'SubmitQualifying', car, qualifying: parse(kindOf(ruleset, 'qualifying').schema, body) }));
  submission('setup', ({ car, ruleset }, body) => ({ type: 'SubmitSetup', car, setup: parse(kindOf(ruleset, 'setup').schema, body) }));
  submission('moves', ({ car, ruleset }, body) => {
    const { turn, text, ...move } = parse(MoveEnvelope, body);
    const racing = kindOf(ruleset, 'racing');
    if (text === undefined) return { type: 'SubmitMove', car, turn, move: parseStrictly(racing.schema, move) };
    parse(MoveText, body);
    return { type: 'SubmitMove', car, turn, move: fromText(racing, text, 'text') };
  });
}

export function mountMySubmissions(app: Hono, service: Service): void {
  app.get('/races/:id/submissions/mine', async (c) => {
    const { car, step, submitted } = await mine(service, raceIdOf(c), bearer(c), undefined, parse(CarQuery, c.req.query()).car);
    const [submission, revision] = submitted && isSubmission(submitted.event) ? [payloadOf(submitted.event), submitted.revision] : [null, null];
    return c.json({ car, step: step?.id ?? null, submission, revision } satisfies z.input<typeof MySubmission>);
  });

  app.get('/races/:id/qualifying/mine', async (c) => {
    const { car, submitted } = await mine(service, raceIdOf(c), bearer(c), 'qualifying');
    const [qualifying, revision] = submitted?.event.type === 'QualifyingSubmitted' ? [submitted.event.qualifying, submitted.revision] : [null, null];
    return c.json({ car, qualifying, revision } satisfies z.input<typeof MyQualifying>);
  });

  app.get('/races/:id/setup/mine', async (c) => {
    const { car, submitted } = await mine(service, raceIdOf(c), bearer(c), 'setup');
    const [setup, revision] = submitted?.event.type === 'SetupSubmitted' ? [submitted.event.setup, submitted.revision] : [null, null];
    return c.json({ car, setup, revision } satisfies z.input<typeof MySetup>);
  });

  app.get('/races/:id/moves/mine', async (c) => {
    const { car, state, submitted } = await mine(service, raceIdOf(c), bearer(c), 'racing');
    const [move, revision] = submitted?.event.type === 'MoveSubmitted' ? [submitted.event.move, submitted.revision] : [null, null];
    const notation = service.race.rulesetOf(state)?.kinds.racing?.notation;
    return c.json({ car, turn: state.turn, move, text: move !== null && notation ? notation.print(move) : null, revision } satisfies z.input<typeof MyMove>);
  });
}
