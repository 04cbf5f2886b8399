/**
 * The local stack a test file plays its races on over HTTP: started before its tests in a data
 * folder of its own and stopped after, on the test's clock, with the scheduler out of the way so
 * the test plays each due step itself (`resolve`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { AnyRuleset } from '../../domain/race/any-ruleset.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { type LocalStack, startLocal } from '../../functions/local/stack.ts';
import { localApi } from './local-api.ts';

const HOUR = 3_600_000;

/** `more`: rulesets beside the shipped ones (a test's toy). */
export function localRaceStack(folderPrefix: string, start: string, more: Record<string, AnyRuleset> = {}) {
  const clock = { now: new Date(start) };
  let dataDir: string;
  let stack: LocalStack;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), folderPrefix));
    stack = await startLocal({ rulesets: { ...rulesets, ...more }, dataDir, port: 0, resolveEveryMs: HOUR, clock: () => clock.now, log: () => {} });
  });
  afterAll(async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    ...localApi(() => stack),
    clock,
    later: (hours: number) => {
      clock.now = new Date(clock.now.getTime() + hours * HOUR);
    },
    stack: () => stack,
    organiser: () => stack.organiserToken,
    /** Plays the due step and names what it wrote. */
    resolve: async (): Promise<string[]> => (await stack.resolveDue()).flatMap((r) => r.events.map((e) => e.type)),
  };
}
