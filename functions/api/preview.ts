/**
 * `GET /races/{id}/moves/preview?move=<move text>`: what the caller's car may do this turn and
 * where the typed move would take it, from the ruleset's `preview` (the turn engine's own code).
 * The token tells which car; the preview reads the public state only, never a pending move.
 */
import type { Context, Hono } from 'hono';
import * as z from 'zod';
import { DomainError } from '../../domain/errors.ts';
import type { Assists } from '../../domain/race/game.ts';
import type { AnyRuleset, RaceState } from '../../domain/race/index.ts';
import { fromZod, HttpProblem } from '../http/problem.ts';
import type { Circuits } from './circuits.ts';

/** `?move=`: the move as the game writes it; absent or blank for the choices alone. */
export const PreviewQuery = z.object({ move: z.string().max(2000).optional() });

export interface PreviewDeps {
  raceIdOf(c: Context): string;
  load(raceId: string): Promise<{ state: RaceState }>;
  /** The car whose player token the request presents: 401 or 403 otherwise. */
  carOf(c: Context, state: RaceState): string;
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
  app.get('/races/:id/moves/preview', async (c) => {
    const raceId = deps.raceIdOf(c);
    const query = PreviewQuery.safeParse(c.req.query());
    if (!query.success) throw fromZod(query.error);
    const { state } = await deps.load(raceId);
    const car = deps.carOf(c, state);
    if (state.phase !== 'racing')
      throw new HttpProblem(409, `the race is in its ${state.phase} phase: there is no move to preview`, [{ field: 'phase', reason: 'not racing' }]);
    const ruleset = deps.rulesetOf(state);
    const preview = deps.assistsOf(state)?.preview;
    if (!ruleset || !preview || !state.settings)
      throw new HttpProblem(404, `race ${raceId} has no move preview`, [{ field: 'rulesetId', reason: 'no preview' }]);
    const text = query.data.move?.trim() ?? '';
    const move = text === '' ? undefined : parseMove(ruleset, text);
    const circuit = await deps.circuits.load(state.settings.rulesetId, state.settings.circuitId);
    return c.json({ preview: preview(circuit, state.game, car, move) });
  });
}
