/**
 * A race played through the decider and written down as the store would, commit by commit, then
 * exported exactly as `GET /races/{id}/export` serves it to the public.
 */
import type { RaceCommand } from '../../domain/race/commands.ts';
import { type AnyRuleset, createRace, type RaceEvent, type RaceState } from '../../domain/race/index.ts';
import type { RaceExport } from '../../tools/audit/export.ts';

export interface Recorder {
  state: RaceState;
  /** Decides `command` at `hours` after the start of the story, with the cars `absent` then, and appends its events as one commit. */
  run(command: RaceCommand, hours: number, absent?: Record<string, string>): RaceEvent[];
  exported(): RaceExport;
}

const START = Date.parse('2025-03-01T12:00:00.000Z');
export const hoursLater = (hours: number): string => new Date(START + hours * 3_600_000).toISOString();

export function recordRace(rulesets: Record<string, AnyRuleset>, circuit: unknown, seed: string): Recorder {
  const race = createRace(rulesets);
  const commits: { commit: number; at: string; events: RaceEvent[] }[] = [];
  const recorder: Recorder = {
    state: race.initialState,
    run(command, hours, absent) {
      const now = hoursLater(hours);
      const events = race.decide(recorder.state, command, { now, circuit, seed, ...(absent ? { absent } : {}) });
      commits.push({ commit: commits.length + 1, at: now, events });
      recorder.state = events.reduce(race.evolve, recorder.state);
      return events;
    },
    exported: () =>
      JSON.parse(
        JSON.stringify({
          raceId: recorder.state.settings?.raceId,
          seedHash: recorder.state.settings?.seedHash,
          seed: recorder.state.seed ?? null,
          commits: commits.map((k) => ({
            ...k,
            events: k.events.map((e) => race.redactEvent(e, { role: 'public' }, { seedRevealed: recorder.state.seed !== undefined })),
          })),
        }),
      ) as RaceExport,
  };
  return recorder;
}
