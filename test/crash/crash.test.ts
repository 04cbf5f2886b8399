/**
 * Deterministic fault injection (ARCHITECTURE "Exactly once, through crashes"; issue 11, point 8):
 * seeded schedules that kill a backend process at one of its I/O calls, restart it, let the clients
 * retry and the scheduler tick, and check the invariants of invariants.ts (schedule.ts tells how).
 *
 * `npm test` runs 200 schedules; `CRASH_SCHEDULES=5000 npx vitest run test/crash` (part of
 * `npm run fuzz`) runs more, `CRASH_POOL` sets how many fault plans (interleavings and client
 * mixes) each scenario has (6 by default), and `CRASH_SEED=<n> npx vitest run test/crash` replays
 * that schedule alone, printing its calls and what each client sent and got (a seed found with
 * another `CRASH_POOL` or `CRASH_RECRASH` replays with the same). The figures of the run (schedules,
 * crashes, violations by invariant, duplicates, ticks to the last owed email) are printed at its end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Report } from './report.ts';
import { buildTemplates, SCENARIOS, type Template } from './scenarios.ts';
import { Harness, type HarnessOptions, scheduleTitle } from './schedule.ts';
import { type Machine, startMachine } from './world.ts';

const SCHEDULES = Number(process.env.CRASH_SCHEDULES ?? 200);
const ONLY = process.env.CRASH_SEED === undefined ? undefined : Number(process.env.CRASH_SEED);
const options: HarnessOptions = {
  pool: Number(process.env.CRASH_POOL ?? 6),
  recrash: Number(process.env.CRASH_RECRASH ?? 0.2),
  maxTicks: 16,
};
const seeds = ONLY === undefined ? Array.from({ length: SCHEDULES }, (_, i) => i + 1) : [ONLY];

let machine: Machine;
let templates: Record<string, Template>;
let harness: Harness;
const report = new Report();

beforeAll(async () => {
  machine = await startMachine();
  templates = await buildTemplates(machine);
  harness = new Harness(machine, templates, options);
});
afterAll(async () => {
  console.log(report.text());
  await machine?.close();
});

// Replaying one seed runs that schedule alone.
if (ONLY === undefined) {
  describe('the crash harness', () => {
    // A double click on the organiser's resolve, and a burst of registrations: concurrent requests, whose interleaving the seed fixes.
    it.each([13, 15])('replays schedule %i exactly: the same calls, answers, race stream and emails', async (seed) => {
      const [first, again] = [await new Harness(machine, templates, options).run(seed), await new Harness(machine, templates, options).run(seed)];
      expect(first.crashes).toBeGreaterThan(0);
      expect(again.story).toEqual(first.story);
      expect(again.violations).toEqual(first.violations);
    });
  });

  // The same plans with nobody crashing: what fails here fails without any fault (the double click).
  const controls = SCENARIOS.flatMap((scenario, index) =>
    Array.from({ length: scenario.triggers?.length ?? (scenario.kind === 'registration' ? 1 : 3) }, (_, pool) => ({
      scenario: index,
      pool,
      label: `${scenario.name} [plan ${pool}]`,
    })),
  );

  describe('control runs without a crash', () => {
    it.each(controls)('$label', async (control) => {
      const outcome = await harness.run(0, control);
      expect(outcome.crashes).toBe(0);
      expect(outcome.violations, `${outcome.title}\n${outcome.story.join('\n')}`).toEqual([]);
    });
  });
}

describe('crash schedules', () => {
  it.each(seeds)(`seed %i`, async (seed) => {
    const started = performance.now();
    const outcome = await harness.run(seed);
    report.add(outcome, performance.now() - started);
    if (ONLY !== undefined) console.log([`seed ${seed}: ${outcome.title}`, ...outcome.story].join('\n'));
    const settings = [process.env.CRASH_POOL && `CRASH_POOL=${options.pool}`, process.env.CRASH_RECRASH && `CRASH_RECRASH=${options.recrash}`]
      .filter(Boolean)
      .join(' ');
    const replay = `${settings ? `${settings} ` : ''}CRASH_SEED=${seed} npx vitest run test/crash`;
    expect(outcome.violations, `seed ${seed} (${scheduleTitle(seed, options.pool)}), crash at ${outcome.crashedAt ?? 'none'}: replay with ${replay}`).toEqual(
      [],
    );
  });
});
