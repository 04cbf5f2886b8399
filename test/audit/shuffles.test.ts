import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyShuffle } from '../../domain/dice/derive.ts';
import type { Shuffle } from '../../domain/dice.ts';
import type { RaceEvent } from '../../domain/race/index.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { runAudit } from '../../tools/audit/cli.ts';
import { toyWithDeck } from '../race/toy-ruleset.ts';
import { finishedToyRace, rulesets, SEED } from './toy-race.ts';

/** The toy race with a deck: the grid's draw is a shuffle, car 3's missed turn is driven by its speed deck. */
const { recorder, events } = finishedToyRace(toyWithDeck);
const steps = events.filter(
  (e): e is Extract<RaceEvent, { type: 'GridPublished' | 'TurnResolved' }> => e.type === 'GridPublished' || e.type === 'TurnResolved',
);
const shuffles = steps.flatMap((e) => e.shuffles ?? []);

type Loose = Record<string, any>;

/** A fresh copy of the export, and the first step event whose shuffles hold one of `purpose`. */
const tamper = (purpose: string) => {
  const exported = recorder.exported() as unknown as { commits: { commit: number; events: Loose[] }[] };
  for (const { commit, events: commitEvents } of exported.commits)
    for (const [index, event] of commitEvents.entries()) {
      const at = (event.shuffles ?? []).findIndex((s: Shuffle) => s.purpose === purpose);
      if (at >= 0) return { exported, commit, index, event, at, shuffle: event.shuffles[at] as Shuffle };
    }
  throw new Error(`no ${purpose} shuffle to tamper with`);
};

const divergenceOf = (exported: unknown) => {
  const result = auditRace(exported, rulesets);
  if (result.ok) throw new Error('the tampered race was verified');
  return result.divergence;
};

describe('auditing a race that shuffled', () => {
  it('verifies every shuffle from the seed and replays the steps that made them', () => {
    expect(recorder.state.phase).toBe('finished');
    expect(shuffles.map((s) => [s.purpose, s.car, s.size])).toEqual([
      ['gridDraw', undefined, 2],
      ['speedDeck', '3', 3],
    ]);
    for (const event of steps)
      for (const shuffle of event.shuffles ?? [])
        expect(
          verifyShuffle({ seed: SEED, raceId: 'toy1', turn: event.type === 'GridPublished' ? 0 : event.turn, binding: event.binding, shuffle }).valid,
        ).toBe(true);
    expect(auditRace(recorder.exported(), rulesets)).toEqual({ ok: true, turns: steps.length - 1, rolls: 0, shuffles: 2 });
  });

  it('carries no shuffles field in a step that shuffled nothing', () => {
    const quiet = steps.filter((e) => e.type === 'TurnResolved' && e.turn > 1);
    expect(quiet.length).toBeGreaterThan(0);
    for (const event of quiet) expect(event).not.toHaveProperty('shuffles');
  });

  it('catches one index of a recorded shuffle changed, naming the shuffle and the order the seed gives', () => {
    const { exported, commit, index, event, at, shuffle } = tamper('speedDeck');
    const honest = [...shuffle.order];
    shuffle.order[1] = ((shuffle.order[1] ?? 0) + 1) % shuffle.size;
    expect(divergenceOf(exported)).toEqual({
      commit,
      turn: event.turn,
      event: index,
      path: `shuffles[${at}].order`,
      what: `shuffle ${shuffle.code}: the order is not the one the seed gives`,
      expected: honest,
      found: shuffle.order,
    });
  });

  it("catches the grid's draw reordered, at the grid", () => {
    const { exported, at, shuffle } = tamper('gridDraw');
    shuffle.order.reverse();
    expect(divergenceOf(exported)).toMatchObject({ turn: 0, path: `shuffles[${at}].order`, what: expect.stringContaining('not the one the seed gives') });
  });

  it("catches a shuffle's code, purpose, car or size changed", () => {
    const changes: [(s: Loose) => void, string, string][] = [
      // Another number with the same check is the second shuffle, whose order the seed gives otherwise.
      [(s) => (s.code = s.code.replace('.S1-', '.S2-')), 'order', 'not the one the seed gives'],
      [(s) => (s.purpose = 'gridDraw'), 'code', 'names another shuffle'],
      [(s) => (s.car = '1'), 'code', 'names another shuffle'],
      [(s) => (s.size = 4), 'size', 'does not hold as many items'],
      [(s) => (s.code = `${s.code.slice(0, -4)}0000`), 'code', 'the check does not match'],
    ];
    for (const [change, field, what] of changes) {
      const { exported, at, shuffle } = tamper('speedDeck');
      change(shuffle);
      expect(divergenceOf(exported)).toMatchObject({ path: `shuffles[${at}].${field}`, what: expect.stringContaining(what) });
    }
  });

  it('catches a shuffle left out of the log by the replay, which makes it again', () => {
    const { exported, event } = tamper('speedDeck');
    delete event.shuffles;
    expect(divergenceOf(exported)).toMatchObject({
      turn: event.turn,
      path: expect.stringMatching(/^shuffles/),
      what: 'TurnResolved differs from the replay of ResolveTurn',
    });
  });

  it("names a shuffle whose code is a roll's, or whose order is missing, rather than recomputing it", () => {
    const { exported, at, shuffle } = tamper('speedDeck');
    shuffle.code = 'toy1-1-3G1-63FE';
    expect(divergenceOf(exported)).toMatchObject({ path: `shuffles[${at}].code`, what: expect.stringContaining('names another shuffle') });
    const sealed = tamper('speedDeck');
    delete (sealed.shuffle as Loose).order;
    expect(divergenceOf(sealed.exported)).toMatchObject({ path: `shuffles[${sealed.at}].order`, what: 'malformed TurnResolved' });
  });

  it('npm run audit -- <file> counts the shuffles it verified, and exits 1 on a tampered one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-shuffles-'));
    const audit = async (exported: unknown) => {
      const path = join(dir, 'race.json');
      writeFileSync(path, JSON.stringify(exported));
      const out: string[] = [];
      const code = await runAudit([path], rulesets, { out: (line) => out.push(line), err: (line) => out.push(line) });
      return { code, out };
    };
    expect(await audit(recorder.exported())).toEqual({ code: 0, out: [`race verified: ${steps.length - 1} turns, 0 rolls, 2 shuffles`] });
    const { exported, commit, index, event, at, shuffle } = tamper('speedDeck');
    shuffle.order[0] = ((shuffle.order[0] ?? 0) + 1) % shuffle.size;
    const tampered = await audit(exported);
    expect(tampered.code).toBe(1);
    expect(tampered.out[0]).toBe(`race diverges at commit ${commit}, turn ${event.turn}, event ${index}, shuffles[${at}].order`);
  });
});
