/** The pictures: a race drawn now or right after a turn, and a bare circuit. */
import { DomainError } from '../../../domain/errors.ts';
import { own } from '../../../domain/own.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { Service } from '../service.ts';

/**
 * The race as SVG now, or right after turn `turn`, replayed from its log. Drawn from the public
 * view only: the game state is public from the grid on, pending moves never are.
 */
export async function racePicture({ deps, race, load }: Service, raceId: string, turn: number | undefined): Promise<string> {
  const { state } = await load(raceId);
  const settings = state.settings;
  const picture = settings && own(deps.pictures ?? {}, settings.rulesetId);
  if (!picture || !settings) throw new HttpProblem(404, `race ${raceId} has no picture`, [{ field: 'rulesetId', reason: 'no picture' }]);
  const events = (await deps.store.readCommits(raceId)).flatMap((k) => k.events);
  const end = turn === undefined ? events.length : events.findIndex((e) => e.type === 'TurnResolved' && e.turn === turn) + 1;
  if (end === 0) throw new HttpProblem(400, `turn ${turn} has not been resolved`, [{ field: 'turn', reason: 'not a resolved turn' }]);
  const played = events.slice(0, end);
  const shown = turn === undefined ? state : played.reduce(race.evolve, race.initialState);
  const lastTurn = played.flatMap((e) => (e.type === 'TurnResolved' || e.type === 'StepPlayed' ? [e] : [])).at(-1);
  const game = race.publicView(shown, { role: 'public' })?.game ?? null;
  const circuit = await deps.circuits.load(settings.rulesetId, settings.circuitId);
  return game === null ? picture.circuit(circuit) : picture.race(circuit, game, lastTurn?.events ?? []);
}

/** A circuit, shipped or uploaded, of the first game that has it and draws it. */
export async function circuitPicture({ deps }: Service, circuitId: string): Promise<string> {
  for (const rulesetId of Object.keys(deps.rulesets)) {
    const picture = own(deps.pictures ?? {}, rulesetId);
    if (!picture) continue;
    const circuit = await deps.circuits.load(rulesetId, circuitId).catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'notFound') return undefined;
      throw error;
    });
    if (circuit !== undefined) return picture.circuit(circuit);
  }
  throw new HttpProblem(404, `no circuit ${circuitId}`, [{ field: 'circuitId', reason: 'no such circuit' }]);
}
