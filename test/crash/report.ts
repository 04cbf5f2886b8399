/** The figures of a crash run, printed at its end. */
import type { Outcome } from './schedule.ts';

export class Report {
  private readonly outcomes: Outcome[] = [];
  /** Time spent in the schedules themselves, measuring runs included. */
  private ms = 0;

  add(outcome: Outcome, ms: number) {
    this.outcomes.push(outcome);
    this.ms += ms;
  }

  text(): string {
    const o = this.outcomes;
    if (o.length === 0) return 'crash schedules: none run';
    const seconds = this.ms / 1000;
    const crashes = o.reduce((n, x) => n + x.crashes, 0);
    const failing = o.filter((x) => x.violations.length > 0);
    const byInvariant = new Map<string, number[]>();
    for (const x of failing)
      for (const violation of x.violations) {
        const name = violation.slice(0, violation.indexOf(':'));
        byInvariant.set(name, [...(byInvariant.get(name) ?? []), x.seed]);
      }
    const duplicates = o.reduce((n, x) => n + x.duplicates, 0);
    const perCrash = Math.max(...o.map((x) => (x.crashes > 0 ? x.duplicates / x.crashes : x.duplicates)));
    const ticks = o.flatMap((x) => (x.lastEmailStage === undefined ? [] : [x.lastEmailStage]));
    const histogram = new Map<number, number>();
    for (const t of ticks) histogram.set(t, (histogram.get(t) ?? 0) + 1);
    const lines = [
      `crash schedules: ${o.length} run in ${seconds.toFixed(1)} s (${(o.length / seconds).toFixed(1)} per second)`,
      `crashes injected: ${crashes} (${o.filter((x) => x.plan?.mode === 'before').length} before a call, ${o.filter((x) => x.plan?.mode === 'after').length} after it with the answer lost; ${o.filter((x) => x.crashes > 1).length} schedules crashed again while recovering)`,
      `invariant violations: ${failing.reduce((n, x) => n + x.violations.length, 0)} in ${failing.length} schedule(s)`,
      ...[...byInvariant.entries()].map(([name, seeds]) => `  ${name}: ${seeds.length} schedule(s), e.g. CRASH_SEED=${seeds[0]}`),
      `duplicate emails: ${duplicates} in all, at most ${perCrash} per crash`,
      `duplicate channel posts: ${o.reduce((n, x) => n + x.channelDuplicates, 0)} in all, in ${o.filter((x) => x.channelDuplicates > 0).length} schedule(s)`,
      `scheduler ticks from restart to the last owed email: ${ticks.length ? `max ${Math.max(...ticks)}, mean ${(ticks.reduce((a, b) => a + b, 0) / ticks.length).toFixed(2)}` : 'none owed'}; ` +
        [...histogram.entries()]
          .sort(([a], [b]) => a - b)
          .map(([t, n]) => `${n}× ${t}`)
          .join(', '),
      `diverged from the measuring run before the crash: ${o.filter((x) => x.diverged).length}`,
    ];
    return lines.join('\n');
  }
}
