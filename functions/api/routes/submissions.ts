/** A player's pole lap, setup and moves (services/submit.ts), and the one of each the step will play. */
import type { Hono } from 'hono';
import type * as z from 'zod';
import { bearer, parse, parseStrictly, raceIdOf, readJson } from '../http.ts';
import { MoveEnvelope, MoveText, type MyMove, type MyQualifying, type MySetup } from '../schemas.ts';
import type { Service } from '../service.ts';
import { mine, type SubmissionCommand, submit } from '../services/submit.ts';

export function mountSubmissions(app: Hono, service: Service): void {
  const submission = (path: string, command: SubmissionCommand) =>
    app.post(`/races/:id/${path}`, async (c) => {
      const raceId = raceIdOf(c);
      return c.json(await submit(service, raceId, bearer(c), path, await readJson(c), command));
    });

  submission('qualifying', (car, body, ruleset) => ({ type: 'SubmitQualifying', car, qualifying: parse(ruleset.qualifyingSchema, body) }));
  submission('setup', (car, body, ruleset) => ({ type: 'SubmitSetup', car, setup: parse(ruleset.setupSchema, body) }));
  submission('moves', (car, body, ruleset) => {
    const { turn, text, ...move } = parse(MoveEnvelope, body);
    if (text === undefined) return { type: 'SubmitMove', car, turn, move: parseStrictly(ruleset.moveSchema, move) };
    parse(MoveText, body);
    return { type: 'SubmitMove', car, turn, move: ruleset.parseMoveText(text) };
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
    const ruleset = service.race.rulesetOf(state);
    return c.json({ car, turn: state.turn, move, text: move !== null && ruleset ? ruleset.printMove(move) : null, revision } satisfies z.input<typeof MyMove>);
  });
}
