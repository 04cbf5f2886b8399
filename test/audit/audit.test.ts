import { describe, expect, it } from 'vitest';
import { movesBinding } from '../../domain/dice/binding.ts';
import { seedHash } from '../../domain/dice/derive.ts';
import { DomainError } from '../../domain/errors.ts';
import type { RaceEvent } from '../../domain/race/index.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { toy } from '../race/toy-ruleset.ts';
import { abandonedToyRace, finishedToyRace, rulesets, SEED } from './toy-race.ts';

const { recorder, events } = finishedToyRace();
const resolved = events.filter((e): e is Extract<RaceEvent, { type: 'TurnResolved' }> => e.type === 'TurnResolved');
const grid = events.find((e): e is Extract<RaceEvent, { type: 'GridPublished' }> => e.type === 'GridPublished');

type Loose = Record<string, any>;

/** A fresh copy of the export, and the first commit event of `type` that `where` accepts. */
const tamper = (type: string, where: (event: Loose) => boolean = () => true) => {
  const exported = recorder.exported() as unknown as { seed: string | null; commits: { commit: number; events: Loose[] }[] };
  for (const { commit, events: commitEvents } of exported.commits)
    for (const [index, event] of commitEvents.entries()) if (event.type === type && where(event)) return { exported, commit, index, event };
  throw new Error(`no ${type} to tamper with`);
};

const divergenceOf = (exported: unknown) => {
  const result = auditRace(exported, rulesets);
  if (result.ok) throw new Error('the tampered race was verified');
  return result.divergence;
};

describe('auditing a finished race', () => {
  it('replays the whole log to the same events and verifies every roll', () => {
    const rolls = (grid?.rolls.length ?? 0) + resolved.reduce((sum, e) => sum + e.rolls.length, 0);
    expect(resolved.length).toBeGreaterThan(2);
    expect(grid?.rolls.map((r) => [r.purpose, r.car])).toEqual([
      ['qualifyingDraw', '3'],
      ['qualifyingDraw', '4'],
    ]);
    expect(resolved[0]?.rolls.map((r) => [r.purpose, r.car])).toEqual([['gnu', '3']]);
    expect(auditRace(recorder.exported(), rulesets)).toEqual({ ok: true, turns: resolved.length, rolls });
  });

  it('verifies a race in which a player asked for a new token, whose hash the export leaves out', () => {
    const reissued = finishedToyRace(toy, { reissueToken: true });
    const exported = reissued.recorder.exported() as unknown as { commits: { events: Loose[] }[] };
    const issued = exported.commits.flatMap((k) => k.events).filter((e) => e.type === 'EntryTokenIssued');
    expect(issued).toEqual([{ type: 'EntryTokenIssued', v: 1, at: expect.any(String), car: '2' }]);
    expect(auditRace(exported, rulesets)).toEqual({ ok: true, turns: resolved.length, rolls: expect.any(Number) });
  });

  it('replays a turn that eliminated every car for missing too many moves (SC-GNU-2) as the resolver played it', () => {
    const abandoned = abandonedToyRace();
    expect(abandoned.state.phase).toBe('finished');
    expect(auditRace(abandoned.exported(), rulesets)).toEqual({ ok: true, turns: 1, rolls: 4 + 4 });
  });

  it("catches one roll's dice changed, naming the roll", () => {
    const { exported, commit, index, event } = tamper('TurnResolved', (e) => e.rolls.length > 0);
    const [roll] = event.rolls;
    const honest = [...roll.dice];
    roll.dice[0] = (roll.dice[0] % roll.sides) + 1;
    expect(divergenceOf(exported)).toEqual({
      commit,
      turn: event.turn,
      event: index,
      path: 'rolls[0].dice',
      what: `roll ${roll.code}: the dice are not those the seed gives`,
      expected: honest,
      found: roll.dice,
    });
  });

  it('catches a roll moved to another car, from its code', () => {
    const { exported, event } = tamper('GridPublished');
    event.rolls[0].car = '1';
    expect(divergenceOf(exported)).toMatchObject({ turn: 0, path: 'rolls[0].code', what: expect.stringContaining('names another roll') });
  });

  it('catches a locked move changed after the turn by its binding', () => {
    const { exported, commit, index, event } = tamper('TurnResolved', (e) => e.turn === 2);
    const honestBinding = event.binding;
    event.moves['1'] = { speed: 3 };
    expect(divergenceOf(exported)).toEqual({
      commit,
      turn: 2,
      event: index,
      path: 'binding',
      what: expect.stringContaining('not the hash of the locked moves'),
      expected: movesBinding(event.moves),
      found: honestBinding,
    });
  });

  it('catches a locked move changed together with its binding by the outcome the replay gives', () => {
    const { exported, commit, index, event } = tamper('TurnResolved', (e) => e.turn === 2 && e.rolls.length === 0);
    const moved = event.events.findIndex((e: Loose) => e.car === '1');
    event.moves['1'] = { speed: 3 };
    event.binding = movesBinding(event.moves);
    expect(divergenceOf(exported)).toEqual({
      commit,
      turn: 2,
      event: index,
      path: `events[${moved}].square`,
      what: 'TurnResolved differs from the replay of ResolveTurn',
      expected: event.events[moved].square - 1,
      found: event.events[moved].square,
    });
  });

  it('catches a seed that is not the one committed to at creation', () => {
    const { exported, commit, index, event } = tamper('RaceFinished');
    const wrong = 'b'.repeat(64);
    event.seed = wrong;
    exported.seed = wrong;
    expect(divergenceOf(exported)).toEqual({
      commit,
      event: index,
      path: 'seed',
      what: 'the revealed seed does not hash to the seedHash published in RaceCreated',
      expected: seedHash(SEED),
      found: seedHash(wrong),
    });
  });

  it('catches an outcome of the referee rewritten without touching the dice', () => {
    const { exported, commit, event } = tamper('RaceFinished');
    event.classification = [...event.classification].reverse();
    expect(divergenceOf(exported)).toMatchObject({ commit, path: 'classification[0]', what: 'RaceFinished differs from the replay of ResolveTurn' });
  });

  it('replays on the circuit it is given, so a race played elsewhere diverges at its grid', () => {
    const longer = { id: 'oval', length: 11 };
    expect(auditRace(recorder.exported(), rulesets, { oval: longer })).toMatchObject({
      ok: false,
      divergence: { turn: 0, path: 'state.finishSquare', what: 'GridPublished differs from the replay of PublishGrid', expected: 22, found: 20 },
    });
  });

  it('names a malformed event rather than replaying it', () => {
    const { exported, commit, index, event } = tamper('TurnResolved');
    event.rolls = 'none';
    expect(divergenceOf(exported)).toMatchObject({ commit, event: index, path: 'rolls', what: 'malformed TurnResolved', found: 'none' });
  });

  it('refuses to audit a race that has not finished, since its seed is still secret', () => {
    const exported = recorder.exported();
    exported.commits = exported.commits.slice(0, -1);
    expect(() => auditRace(exported, rulesets)).toThrow(DomainError);
    expect(() => auditRace(exported, rulesets)).toThrow(/has not finished/);
  });

  it.each(['constructor', 'toString', '__proto__'])('refuses an export whose race names the ruleset or circuit %s, which no table holds', (name) => {
    for (const [field, message] of [
      ['rulesetId', /does not know the ruleset/],
      ['circuitId', /is not shipped/],
    ] as const) {
      const { exported, event } = tamper('RaceCreated');
      event[field] = name;
      expect(() => auditRace(exported, rulesets)).toThrow(message);
    }
  });
});
