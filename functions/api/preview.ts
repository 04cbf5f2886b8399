/**
 * The assists' routes: what the caller's car may do this turn and where the typed move would take
 * it (`movePreview`); what a submission for any game's open step would do (`submissionPreview`, a
 * pole lap), from the game's `preview` (its engine's own code); the ends the caller's car may reach
 * in the open step, drawn on the race picture to click, with what to send for each (`ends`, the
 * game's `ends`); what the caller's car may pick in the open step, given his picks so far, in his
 * language (`choices`, the game's `choices`), and the same for his standing order
 * (`standingOrderChoices`). The token tells which car; the preview reads the public state only,
 * never a pending submission.
 */
import type { Context, Hono } from 'hono';
import * as z from 'zod';
import { DomainError } from '../../domain/errors.ts';
import { type CarChoices, type Choices, type Picks, STANDING_ORDER, type StepChoices } from '../../domain/race/choices.ts';
import type { AnyRuleset, OpenStep, RaceState } from '../../domain/race/index.ts';
import type { Assists } from '../../domain/race/ruleset.ts';
import { entrantsOf } from '../../domain/race/state.ts';
import { parse } from '../http/parse.ts';
import { fromZod, HttpProblem } from '../http/problem.ts';
import { RESOLVER_ROUTES } from '../http/routes.ts';
import { CarQuery, ChoicesBody, StandingOrderChoicesBody, SubmissionBody } from '../race/schemas.ts';
import { fromText, kindOf } from '../race/submit.ts';
import type { Circuits } from '../store/circuits.ts';
import { on, readJson } from './http.ts';

/** `?move=`: the move as the game writes it; absent or blank for the choices alone. */
export const PreviewQuery = z.object({ move: z.string().max(2000).optional() });

export interface PreviewDeps {
  raceIdOf(c: Context): string;
  load(raceId: string): Promise<{ state: RaceState }>;
  /** The car whose player token the request presents: 401 or 403 otherwise. */
  carOf(c: Context, state: RaceState): string;
  /** The same car with every car of its player's seat. */
  playerOf(c: Context, state: RaceState): { car: string; seat: string[] };
  stepOf(state: RaceState): OpenStep | undefined;
  rulesetOf(state: RaceState): AnyRuleset | undefined;
  assistsOf(state: RaceState): Assists | undefined;
  circuits: Pick<Circuits, 'load'>;
}

/** The move text's refusal, named after the query parameter: the parser's `text[<column>]` becomes `move[<column>]`. */
function parseMove(ruleset: AnyRuleset, text: string): unknown {
  const notation = ruleset.kinds.racing?.notation;
  if (!notation) throw new HttpProblem(400, `the ${ruleset.id} rules write no moves as text`, [{ field: 'move', reason: 'no notation' }]);
  try {
    return notation.parse(text);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw new HttpProblem(400, error.message, [{ field: error.field.replace(/^text/, 'move'), reason: error.message }]);
  }
}

export function mountPreview(app: Hono, deps: PreviewDeps): void {
  /** The preview of `car`'s open step, a step of `kind`, with the circuit and the game it needs; 404 for a step the game previews not. */
  const previewOf = async (raceId: string, state: RaceState, car: string, kind: string, submission: unknown): Promise<unknown> => {
    const preview = deps.assistsOf(state)?.preview;
    const answer =
      preview && state.settings
        ? preview(await deps.circuits.load(state.settings.rulesetId, state.settings.circuitId), state.game, car, kind, submission)
        : undefined;
    if (answer === undefined) throw new HttpProblem(404, `race ${raceId} has no preview of its ${kind} step`, [{ field: 'step', reason: 'no preview' }]);
    return answer;
  };

  on(app, RESOLVER_ROUTES.movePreview, async (c) => {
    const raceId = deps.raceIdOf(c);
    const query = PreviewQuery.safeParse(c.req.query());
    if (!query.success) throw fromZod(query.error);
    const { state } = await deps.load(raceId);
    const car = deps.carOf(c, state);
    if (state.phase !== 'racing')
      throw new HttpProblem(409, `the race is in its ${state.phase} phase: there is no move to preview`, [{ field: 'phase', reason: 'not racing' }]);
    const ruleset = deps.rulesetOf(state);
    if (!ruleset) throw new HttpProblem(404, `race ${raceId} has no move preview`, [{ field: 'rulesetId', reason: 'no preview' }]);
    const text = query.data.move?.trim() ?? '';
    const move = text === '' ? undefined : parseMove(ruleset, text);
    return c.json({ preview: await previewOf(raceId, state, car, 'racing', move) });
  });

  /** The caller's car `asked`, his first when none: 403 for another seat's car. */
  const seatCar = (c: Context, state: RaceState, asked: string | undefined): string => {
    const { car: player, seat } = deps.playerOf(c, state);
    const car = asked ?? player;
    if (!seat.includes(car)) throw new HttpProblem(403, `car ${car} is not yours`, [{ field: 'car', reason: 'not a car of your seat' }]);
    return car;
  };

  /** The caller's car `asked` (as `seatCar`) and the open step, which must wait for it (409 otherwise). */
  const awaited = (c: Context, state: RaceState, asked: { car?: string | undefined; step?: string | undefined }): { car: string; step: OpenStep } => {
    const car = seatCar(c, state, asked.car);
    const step = deps.stepOf(state);
    if (!step) throw new HttpProblem(409, 'no step is open', [{ field: 'step', reason: 'no step open' }]);
    if (asked.step !== undefined && asked.step !== step.id)
      throw new HttpProblem(409, `the open step is ${step.id}, not ${asked.step}`, [{ field: 'step', reason: 'not the open step' }]);
    if (!step.cars.includes(car))
      throw new HttpProblem(409, `the open step ${step.id} waits for no move of car ${car}`, [{ field: 'car', reason: 'not awaited in the open step' }]);
    return { car, step };
  };

  on(app, RESOLVER_ROUTES.ends, async (c) => {
    const raceId = deps.raceIdOf(c);
    const query = CarQuery.safeParse(c.req.query());
    if (!query.success) throw fromZod(query.error);
    const { state } = await deps.load(raceId);
    const { car, step } = awaited(c, state, query.data);
    const ends = deps.assistsOf(state)?.ends;
    const answer =
      ends && state.settings ? ends(await deps.circuits.load(state.settings.rulesetId, state.settings.circuitId), state.game, car, step.kind) : undefined;
    if (answer === undefined)
      throw new HttpProblem(404, `race ${raceId} has no ends to choose in its ${step.kind} step`, [{ field: 'step', reason: 'no ends' }]);
    return c.json({ step: step.id, car, ...answer });
  });

  /** The game's choices for `car` in a `kind` of step, in its player's language; undefined when the game lists none for it. */
  const choicesOf = async (state: RaceState, car: string, kind: string, picks: Picks): Promise<Choices | undefined> => {
    const choices = deps.assistsOf(state)?.choices;
    const entry = state.entries[car];
    if (!choices || !state.settings || !entry) return undefined;
    return choices({
      circuit: await deps.circuits.load(state.settings.rulesetId, state.settings.circuitId),
      state: state.game,
      car,
      kind,
      picks,
      language: entry.language,
      settings: state.settings,
      entrants: entrantsOf(state),
    });
  };

  on(app, RESOLVER_ROUTES.choices, async (c) => {
    const raceId = deps.raceIdOf(c);
    const sent = parse(ChoicesBody, await readJson(c));
    const { state } = await deps.load(raceId);
    const { car, step } = awaited(c, state, sent);
    const answer = await choicesOf(state, car, step.kind, sent.picks);
    if (answer === undefined)
      throw new HttpProblem(404, `race ${raceId} has no choices to offer in its ${step.kind} step`, [{ field: 'step', reason: 'no choices' }]);
    return c.json({ step: step.id, car, ...answer } satisfies StepChoices);
  });

  // The standing order as choices too (the game's kind `standingOrder`), for a car of the caller's seat, whatever step is open.
  on(app, RESOLVER_ROUTES.standingOrderChoices, async (c) => {
    const raceId = deps.raceIdOf(c);
    const sent = parse(StandingOrderChoicesBody, await readJson(c));
    const { state } = await deps.load(raceId);
    const car = seatCar(c, state, sent.car);
    const answer = deps.rulesetOf(state)?.standingOrderSchema ? await choicesOf(state, car, STANDING_ORDER, sent.picks) : undefined;
    if (answer === undefined)
      throw new HttpProblem(404, `race ${raceId} has no standing orders to choose`, [{ field: 'rulesetId', reason: 'no standing order choices' }]);
    return c.json({ car, ...answer } satisfies CarChoices);
  });

  // Any game's open step, the body as `RESOLVER_ROUTES.submit` takes it: what it would do before it is sent.
  on(app, RESOLVER_ROUTES.submissionPreview, async (c) => {
    const raceId = deps.raceIdOf(c);
    const sent = parse(SubmissionBody, await readJson(c));
    const { state } = await deps.load(raceId);
    const car = seatCar(c, state, sent.car);
    const step = deps.stepOf(state);
    const ruleset = deps.rulesetOf(state);
    if (!step || !ruleset) throw new HttpProblem(409, 'no step is open', [{ field: 'step', reason: 'no step open' }]);
    if (sent.step !== undefined && sent.step !== step.id)
      throw new HttpProblem(409, `the open step is ${step.id}, not ${sent.step}`, [{ field: 'step', reason: 'not the open step' }]);
    const kind = kindOf(ruleset, step.kind);
    const submission = sent.text === undefined ? parse(kind.schema, sent.submission) : fromText(kind, sent.text, 'text');
    return c.json({ step: step.id, car, preview: await previewOf(raceId, state, car, step.kind, submission) });
  });
}
