/**
 * A player's submission for the open step (a pole lap, a setup, a move, a bid): the body is the
 * game's own payload, validated by the step kind's schema and the decider, then dropped in the step's ballot rather than the race
 * stream, so players sending at once never wait for each other. The answer is a receipt: the
 * submission as understood, its revision in the step (of two sent at once, the higher one is
 * played), and who has sent in so far. A car sending too fast is told when to send again.
 *
 * It is decided on the race as this process last saw it, without reading it again: the one
 * write is the ballot's, and the ballot refuses a step already played. Whatever an outdated
 * state could get wrong is decided again on the newest state: a refusal, a submission after a
 * command that the ballot's mark reveals, and the submission that may complete the step.
 */

import type * as z from 'zod';
import { DomainError } from '../../domain/errors.ts';
import { own } from '../../domain/own.ts';
import type { RaceCommand } from '../../domain/race/commands.ts';
import { isSubmission, payloadOf } from '../../domain/race/events.ts';
import type { AnyRuleset, OpenStep, RaceState, StepKind } from '../../domain/race/index.ts';
import { parse } from '../http/parse.ts';
import { HttpProblem } from '../http/problem.ts';
import { ballotStep } from '../store/ballots.ts';
import { countingSubmissions, lastSeatWaiting } from './resolver.ts';
import { type Receipt, SubmissionBody } from './schemas.ts';
import type { Player, Service } from './service.ts';

/** Who sends: the token's car, every car of his seat, the race's game and its open step. */
export interface Sender {
  car: string;
  seat: string[];
  ruleset: AnyRuleset;
  step: OpenStep | undefined;
}

/** The game's command for the sender's payload `body`, parsed with the step kind's schema. */
export type SubmissionCommand = (sender: Sender, body: unknown) => RaceCommand;

/** Who sends, on the race as it is: the bearer token's player (the API), or the car a reply's address names. */
export type Caller = (state: RaceState) => Player;

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

export async function submit(
  service: Service,
  raceId: string,
  caller: Caller,
  path: string,
  body: unknown,
  command: SubmissionCommand,
): Promise<z.input<typeof Receipt>> {
  const { deps, race, context, now, load, updateIndex } = service;
  const attempt = async ({ state, commit }: { state: RaceState; commit: number }, newest: boolean) => {
    const { car: player, seat, ruleset } = caller(state);
    const step = race.step(state);
    const next = command({ car: player, seat, ruleset, step }, body);
    const decide = async (on: RaceState) => race.decide(on, next, { ...(await context(on)), now: now() });
    const [event] = await decide(state);
    if (!event || !isSubmission(event) || !step) throw new Error(`race ${raceId}: a ${path} submission decided no submission`);
    const { car } = event;
    const result = await deps.ballots.submit(raceId, ballotStep(step, state.settings?.rulesetId), car, event);
    if (!result.accepted)
      throw result.reason === 'closed'
        ? new HttpProblem(409, `the step ${step.id} is being played: too late`, [{ field: 'turn', reason: 'already played' }])
        : new HttpProblem(
            429,
            `car ${car} is sending ${path} too fast: send again in ${result.retryAfterSeconds} s`,
            [{ field: path, reason: 'too many submissions in a short time' }],
            {
              'retry-after': String(result.retryAfterSeconds),
            },
          );
    const waitingOn = (on: RaceState) => race.awaited(on).filter((other) => !result.sent.includes(other));
    let waitingFor = waitingOn(state);
    if (!newest && (result.marked > commit || waitingFor.length === 0)) {
      const latest = await load(raceId);
      const latestStep = race.step(latest.state);
      // A step played meanwhile played this submission too: the resolver has updated the index.
      if (latestStep?.id !== step.id) waitingFor = [];
      else {
        // Throws when the race has changed so that it refuses the submission (the car left it); the resolver ignores it then.
        await decide(latest.state);
        waitingFor = waitingOn(latest.state);
        if (waitingFor.length === 0) await updateIndex(raceId, latest.state, latest.commit, true);
      }
    } else if (waitingFor.length === 0) await updateIndex(raceId, state, commit, true);
    // Told by the scheduled run, once per step: a crash before this line loses it, and the player's retry schedules it again.
    if (deps.reminders && lastSeatWaiting(state, step, waitingFor)) await deps.reminders.schedule(raceId, step.id, step.rank, now(), 'last');
    const { type: _type, v: _v, at: _at, car: _car, ...submitted } = event;
    const warn = state.settings && own(deps.assists ?? {}, state.settings.rulesetId)?.warnings;
    const warnings = warn ? warn((await context(state)).circuit, state.game, car, step.kind, payloadOf(event)) : [];
    return { car, phase: step.kind, turn: step.number, step: step.id, revision: result.revision, ...submitted, sent: result.sent, waitingFor, warnings };
  };
  const remembered = deps.store.remembered(raceId);
  if (remembered === undefined) return attempt(await load(raceId), true);
  try {
    return await attempt(remembered, false);
  } catch (error) {
    if (!(error instanceof HttpProblem || error instanceof DomainError)) throw error;
    return attempt(await load(raceId), true);
  }
}

/**
 * The submission of the token's car (or of `asked`, another car of his seat) that the open step
 * will play, when that step is of `kind` (any kind without one): never anybody else's.
 */
export async function mine({ deps, race, load, playerOf }: Service, raceId: string, token: string | undefined, kind: string | undefined, asked?: string) {
  const { state } = await load(raceId);
  const { car: player, seat } = playerOf(state, token);
  if (asked !== undefined && !seat.includes(asked))
    throw new HttpProblem(403, `car ${asked} is not yours`, [{ field: 'car', reason: 'not a car of your seat' }]);
  const car = asked ?? player;
  const step = race.step(state);
  const counting =
    step && (kind === undefined || step.kind === kind) ? countingSubmissions(race, state, await deps.ballots.read(raceId, ballotStep(step))) : [];
  return { car, state, step, submitted: counting.find(({ event }) => isSubmission(event) && event.car === car) };
}
