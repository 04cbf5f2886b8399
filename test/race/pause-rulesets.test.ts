/**
 * A race of each of the five rulesets paused by a vote and resumed by the organiser (docs/pauses.md):
 * the step open keeps what it had left, nothing is due meanwhile, the race goes on (five steps in all,
 * where every game's race finishes when its last cars are eliminated) to the finish,
 * and its log, the pauses included, is verified by the auditor.
 */
import { describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { HOUR, hourlyRace, race } from './hourly-race.ts';

const seed = 'a5e'.padEnd(64, '0');

describe('a pause in a race of every ruleset', () => {
  it.each(Object.keys(rulesets))('%s: paused by the votes of both seats with the time left kept, resumed, played on, and audited', (rulesetId) => {
    const paused = hourlyRace(rulesetId, 'pause', 'Paused', seed);
    paused.play(1);
    const seats = [...new Set(Object.values(paused.state.entries).map((entry) => entry.seat ?? entry.car))];
    // The vote is an hour after the step opened: what is left is the step's deadline less that hour, less the hour of the first vote.
    const left = Date.parse(paused.state.deadline!) - paused.now - HOUR;
    paused.run({ type: 'VotePause', car: seats[0]!, reason: 'exams', days: 3 });
    expect(paused.state.pause).toBeUndefined();
    paused.run({ type: 'VotePause', car: seats[1]!, reason: 'agreed', days: 2 });
    expect(paused.state.pause).toMatchObject({ by: 'vote', reason: 'exams', left });
    expect(race.isDue(paused.state, new Date(paused.now + 10 * 24 * HOUR).toISOString())).toBe(false);
    paused.wait(30);
    const resumedAt = paused.now;
    paused.run({ type: 'ResumeRace' });
    expect(paused.state.deadline).toBe(new Date(resumedAt + left).toISOString());
    paused.play(4);
    paused.end();
    expect(paused.state.phase).toBe('finished');
    expect(paused.audit()).toMatchObject({ ok: true });
  });
});
