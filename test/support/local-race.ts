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
import { type Json, localApi } from './local-api.ts';

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
  const api = localApi(() => stack);
  const later = (hours: number) => {
    clock.now = new Date(clock.now.getTime() + hours * HOUR);
  };
  return {
    ...api,
    clock,
    later,
    /** Plays race `id` to its finish, each step at its deadline (a day) by the non-human player; its view then. */
    playOut: async (id: string, maxSteps = 400): Promise<Json> => {
      let view = (await api.ok('GET', `/races/${id}`)).race;
      for (let steps = 0; view.phase !== 'finished'; steps++) {
        if (steps === maxSteps) throw new Error(`race ${id} did not finish in ${maxSteps} steps: still at ${view.step?.id}`);
        later(25);
        await stack.resolveDue();
        view = (await api.ok('GET', `/races/${id}`)).race;
      }
      return view;
    },
    stack: () => stack,
    organiser: () => stack.organiserToken,
    /** Plays the due step and names what it wrote. */
    resolve: async (): Promise<string[]> => (await stack.resolveDue()).flatMap((r) => r.events.map((e) => e.type)),
  };
}
