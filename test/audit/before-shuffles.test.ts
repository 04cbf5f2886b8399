import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditRace } from '../../tools/audit/audit.ts';
import { finishedToyRace, rulesets } from './toy-race.ts';

/** The export of the toy race, written before purposes were opened and shuffles added. */
const before = JSON.parse(readFileSync(new URL('./fixtures/toy-race-before-shuffles.json', import.meta.url), 'utf8')) as unknown;

describe('a race exported before shuffles existed', () => {
  it('is played again to the very same log, with no shuffles field anywhere', () => {
    const exported = finishedToyRace().recorder.exported();
    expect(JSON.stringify(exported)).toBe(JSON.stringify(before));
    expect(JSON.stringify(exported)).not.toContain('shuffles');
  });

  it('still audits: every event parses, every roll verifies, every step replays to the same events', () => {
    expect(auditRace(before, rulesets)).toEqual({ ok: true, turns: expect.any(Number), rolls: 3 });
  });
});
