/** The pictures: a race drawn now or right after a turn, and a bare circuit. */
import { DomainError } from '../../domain/errors.ts';
import { own } from '../../domain/own.ts';
import { isStepRecord, type RaceEvent } from '../../domain/race/events.ts';
import type { Language } from '../../domain/race/language.ts';
import { playedStepOf } from '../../domain/race/records.ts';
import { HttpProblem } from '../http/problem.ts';
import type { Service } from './service.ts';

/** A played step's record, named as the picture's query names it. */
const isPlayed =
  ({ turn, step }: { turn?: number | undefined; step?: string | undefined }) =>
  (event: RaceEvent): boolean =>
    isStepRecord(event) && (step === undefined ? event.type === 'TurnResolved' && event.turn === turn : playedStepOf(event).id === step);

/**
 * The race as SVG now, or right after the step `step` (or the turn `turn`), replayed from its log,
 * its words in `language`. Drawn from the public view only: the game state is public from the grid
 * on, pending moves never are.
 */
export async function racePicture(
  { deps, race, load }: Service,
  raceId: string,
  { turn, step, language }: { turn?: number | undefined; step?: string | undefined; language?: Language | undefined },
): Promise<string> {
  const { state } = await load(raceId);
  const settings = state.settings;
  const picture = settings && own(deps.pictures ?? {}, settings.rulesetId);
  if (!picture || !settings) throw new HttpProblem(404, `race ${raceId} has no picture`, [{ field: 'rulesetId', reason: 'no picture' }]);
  const events = (await deps.store.readCommits(raceId)).flatMap((k) => k.events);
  const now = turn === undefined && step === undefined;
  const end = now ? events.length : events.findIndex(isPlayed({ turn, step })) + 1;
  if (end === 0)
    throw new HttpProblem(400, step === undefined ? `turn ${turn} has not been resolved` : `step ${step} has not been played`, [
      step === undefined ? { field: 'turn', reason: 'not a resolved turn' } : { field: 'step', reason: 'not a played step' },
    ]);
  const played = events.slice(0, end);
  const shown = now ? state : played.reduce(race.evolve, race.initialState);
  // The first games' grid and start draw no step's moves: only turns and other games' steps do.
  const lastStep = played.flatMap((e) => (e.type === 'TurnResolved' || e.type === 'StepPlayed' ? [e] : [])).at(-1);
  const game = race.publicView(shown, { role: 'public' })?.game ?? null;
  const circuit = await deps.circuits.load(settings.rulesetId, settings.circuitId);
  return game === null ? picture.circuit(circuit, language) : picture.race(circuit, game, lastStep?.events ?? [], language);
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
