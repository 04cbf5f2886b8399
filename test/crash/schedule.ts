/**
 * One crash schedule, from its seed alone:
 * 1. the scenario (by seed) and one of its fault plans (the clients' requests, a few scheduler
 *    ticks), on a fresh table holding the scenario's template;
 * 2. a measuring run of that plan without a crash counts the I/O calls of the process (kept per
 *    plan): the crash lands on one of them, chosen by the seed, before the call or after it with
 *    its answer lost; the crash run interleaves the calls in the same seeded order up to it;
 * 3. a fresh process on the same table and mailbox; the clients retry what got no answer (same
 *    Idempotency-Key) before the first scheduler tick, after it, or with it; the scheduler ticks
 *    (one minute each, as on AWS) until the system is quiet; in some schedules the new process
 *    crashes too, at one of its first dozen calls, and another one takes over;
 * 4. the invariants of invariants.ts, on the table, the race stream and the mailbox.
 */
import { createRace } from '../../domain/race/index.ts';
import { ballotStep } from '../../functions/store/ballots.ts';
import type { SentEmail } from '../support/ses.ts';
import { check, type Seen, type Verdict } from './invariants.ts';
import { hash32, mulberry32 } from './prng.ts';
import { faultPlan, RACE, RULESETS, SCENARIOS, type Scenario, type Template, TITLE } from './scenarios.ts';

const show = (value: unknown) => JSON.stringify(value);

import { type CrashMode, type CrashPlan, Sim } from './sim.ts';
import { type Machine, observer, type Process, spawn } from './world.ts';

/** A scheduler tick on AWS (EventBridge, every minute); locally it is a few seconds. */
export const TICK_MS = 60_000;
/** A dead process is replaced this long after it died. */
const RESTART_MS = 5_000;

export interface HarnessOptions {
  /** Fault plans per scenario: distinct interleavings and client mixes. */
  pool: number;
  /** Share of the schedules whose recovering process crashes too, at one of its first dozen calls. */
  recrash: number;
  /** Scheduler ticks after the last restart before the harness gives up waiting for quiet. */
  maxTicks: number;
}

export interface Outcome extends Verdict {
  seed: number;
  title: string;
  crashes: number;
  /** Calls the process made in the measuring run, and where the crash was. */
  calls: number;
  /** Where the first process was to die; none in a control run. */
  plan?: CrashPlan;
  crashedAt?: string;
  ticks: number;
  /** The crash run diverged from the measuring run before the crash: the seed may not replay exactly. */
  diverged: boolean;
  /** The measuring run's calls, and what each client sent and got: for a replay. */
  story: string[];
}

type Order = 'retry-first' | 'tick-first' | 'together';

interface Chosen {
  scenario: Scenario;
  pool: number;
  rng: ReturnType<typeof mulberry32>;
}

const choose = (seed: number, pools: number): Chosen => {
  const scenario = SCENARIOS[seed % SCENARIOS.length] as Scenario;
  const rng = mulberry32(hash32(`schedule ${seed}`));
  return { scenario, pool: rng.int(pools), rng };
};

/** What schedule `seed` plays, known without running it. */
export const scheduleTitle = (seed: number, pools: number): string => {
  const { scenario, pool } = choose(seed, pools);
  return `${scenario.name}: ${faultPlan(scenario, pool, {}).description} [plan ${pool}]`;
};

export class Harness {
  private readonly measured = new Map<string, { calls: number; trace: string[] }>();
  private tables = 0;
  private readonly race = createRace(RULESETS);

  constructor(
    private readonly machine: Machine,
    private readonly templates: Record<string, Template>,
    private readonly options: HarnessOptions,
  ) {}

  private choose(seed: number): Chosen {
    return choose(seed, this.options.pool);
  }

  title(seed: number): string {
    return scheduleTitle(seed, this.options.pool);
  }

  private template(scenario: Scenario): Template {
    const template = this.templates[scenario.template];
    if (!template) throw new Error(`no template ${scenario.template}`);
    return template;
  }

  /** Runs the fault plan on a fresh table in a process with `plan`, returning what it left. */
  private async fault(scenario: Scenario, pool: number, plan: CrashPlan | undefined, seed: number) {
    const template = this.template(scenario);
    const table = await this.machine.table(`crash-${++this.tables}`, template.items);
    await this.machine.clearMailbox();
    const clock = { time: template.time + 1_000 };
    const fault = faultPlan(scenario, pool, template.tokens);
    const sim = new Sim(mulberry32(hash32(`${scenario.name}/${pool}/interleaving`)));
    const process = spawn({ machine: this.machine, sim, table, rulesets: RULESETS, id: 1, seed, clock: () => new Date(clock.time), ...(plan ? { plan } : {}) });
    const tasks: (() => Promise<unknown>)[] = fault.clients.map((client) => () => client.drive(process, 0));
    if (fault.ticks > 0)
      tasks.push(async () => {
        for (let i = 0; i < fault.ticks; i++) await process.resolveDue();
      });
    await sim.run(tasks);
    return { table, clock, fault, process, template };
  }

  private async measure(scenario: Scenario, pool: number) {
    const key = `${scenario.name}/${pool}`;
    let known = this.measured.get(key);
    if (!known) {
      const { table, process } = await this.fault(scenario, pool, undefined, 0);
      known = { calls: process.proc.calls, trace: process.proc.trace };
      this.measured.set(key, known);
      await this.machine.dropTable(table);
    }
    return known;
  }

  /**
   * Runs schedule `seed`; a control run plays plan `pool` of scenario `scenario` (an index in
   * SCENARIOS) the same way with nobody crashing.
   */
  async run(seed: number, control?: { scenario: number; pool: number }): Promise<Outcome> {
    const chosen = this.choose(seed);
    const scenario = control ? (SCENARIOS[control.scenario] as Scenario) : chosen.scenario;
    const pool = control ? control.pool : chosen.pool;
    const { rng } = chosen;
    const measured = await this.measure(scenario, pool);
    const mode = (): CrashMode => (rng.chance(0.5) ? 'before' : 'after');
    const drawn: CrashPlan = { at: rng.int(Math.max(1, measured.calls)), mode: mode() };
    const plan = control ? undefined : drawn;
    const order = rng.pick<Order>(['retry-first', 'tick-first', 'together']);
    const again = rng.chance(this.options.recrash) ? { at: rng.int(12), mode: mode() } : undefined;
    const recrash: CrashPlan | undefined = control ? undefined : again;

    const { table, clock, fault, process: first, template } = await this.fault(scenario, pool, plan, seed);
    const diverged = first.proc.trace.some((call, i) => i <= (plan?.at ?? Infinity) && measured.trace[i] !== call);
    const look = observer(this.machine, table, RULESETS, () => new Date(clock.time));

    // What appeared when: commits and emails, by stage.
    const commitStage = new Map<number, number>();
    const mailStage = new Map<string, number>();
    let mails: SentEmail[] = [];
    // The chats' posts only ever grow during a schedule: each post's stage by its place.
    const postStages: number[] = [];
    const record = async (stage: number) => {
      for (let i = postStages.length; i < this.machine.chatPosts().length; i++) postStages.push(stage);
      for (const commit of await look.backend.store.readCommits(RACE, template.commits))
        if (!commitStage.has(commit.commit)) commitStage.set(commit.commit, stage);
      mails = await this.machine.mailbox();
      for (const mail of mails) if (!mailStage.has(mail.messageId)) mailStage.set(mail.messageId, stage);
    };
    await record(0);

    const rsim = new Sim(rng.fork('recovery'));
    const processes: Process[] = [first];
    const crashStages: number[] = first.proc.dead ? [0] : [];
    let current = first;
    let restartedAt = 0;
    const restart = (stage: number) => {
      clock.time += RESTART_MS;
      const id = processes.length + 1;
      current = spawn({
        machine: this.machine,
        sim: rsim,
        table,
        rulesets: RULESETS,
        id,
        seed,
        clock: () => new Date(clock.time),
        ...(id === 2 && recrash ? { plan: recrash } : {}),
      });
      processes.push(current);
      restartedAt = stage;
    };
    const clientsLeft = (stage: number) => fault.clients.filter((client) => !client.done).map((client) => () => client.drive(current, stage));
    const afterRun = (stage: number) => {
      if (current.proc.dead) {
        crashStages.push(stage);
        restart(stage);
      }
    };

    restart(0);
    if (order === 'retry-first') {
      await rsim.run(clientsLeft(0));
      afterRun(0);
    }
    await record(0);

    let frozenAfterTick: string | undefined;
    let frozenChecked = false;
    let ticks = 0;
    for (let tick = 1; tick <= restartedAt + this.options.maxTicks; tick++) {
      ticks = tick;
      clock.time += TICK_MS;
      let result: Awaited<ReturnType<Process['resolveDue']>>;
      const tickOn = current;
      const tickTask = async () => {
        result = await tickOn.resolveDue();
      };
      const driven = order !== 'tick-first' || tick > 1 ? clientsLeft(tick) : [];
      await rsim.run([tickTask, ...driven]);
      // The first tick after a restart, before any client retries: a step whose ballot is closed must be played by now.
      if (!frozenChecked && tick > restartedAt && !current.proc.dead) {
        frozenChecked = true;
        frozenAfterTick = await this.frozen(look);
      }
      const after = order === 'tick-first' && tick === 1 && !current.proc.dead ? clientsLeft(tick) : [];
      if (after.length > 0) await rsim.run(after);
      const died = current.proc.dead;
      afterRun(tick);
      // A tick that wrote, sent and posted nothing, with no client about, changed nothing to record.
      const idle = result !== undefined && result.failures.length === 0 && result.resolutions.every((r) => r.events.length === 0 && r.emails === 0);
      // A tick that only posted to the channel is idle to the emails, not to the chats.
      const posted = this.machine.chatPosts().length > postStages.length;
      if (died || !idle || posted || driven.length > 0 || after.length > 0) await record(tick);
      if (died) continue;
      // Quiet: a tick that found nothing to do, with every client done before it began.
      const quiet =
        result !== undefined &&
        result.resolutions.length === 0 &&
        result.failures.length === 0 &&
        driven.length === 0 &&
        after.length === 0 &&
        fault.clients.every((client) => client.done);
      if (quiet && frozenChecked && (await this.owedDelivered(look, template, mails))) break;
    }

    const head = await look.backend.store.head(RACE);
    if (!head) throw new Error(`seed ${seed}: the race is gone`);
    const frozenAtEnd = await this.probe(look, head.state, template);
    const commits = (await look.backend.store.readCommits(RACE, template.commits)).map((commit) => ({
      value: { commit: commit.commit, events: commit.events },
      stage: commitStage.get(commit.commit) ?? ticks,
    }));
    const emails: Seen<SentEmail>[] = mails.map((mail) => ({ value: mail, stage: mailStage.get(mail.messageId) ?? ticks }));
    const posts = this.machine.chatPosts().map((post, i) => ({ value: post, stage: postStages[i] ?? ticks }));
    const verdict = await check({
      scenario,
      template,
      clients: fault.clients,
      organiserMeansIt: fault.organiserMeansIt,
      commits,
      state: head.state,
      emails,
      posts,
      crashStages,
      ticks,
      ...(frozenAfterTick ? { frozenAfterTick } : {}),
      ...(frozenAtEnd ? { frozenAtEnd } : {}),
      owingAtEnd: (await look.backend.index.owing()).includes(RACE),
      works: async (token, car) => {
        const answer = await look.get(`/races/${RACE}/moves/mine`, `Bearer ${token}`);
        return answer.status === 200 && answer.body?.car === car;
      },
    });
    await this.machine.dropTable(table);
    const crashedAt = first.proc.crashedAt;
    return {
      ...verdict,
      seed,
      title: control ? `${scenario.name}: ${fault.description} [plan ${pool}], no crash` : this.title(seed),
      crashes: crashStages.length,
      calls: measured.calls,
      ...(plan ? { plan } : {}),
      ...(crashedAt ? { crashedAt: `call ${crashedAt.index} (${crashedAt.call}), ${crashedAt.mode}` } : {}),
      ticks,
      diverged,
      story: [
        `calls of the measuring run (${plan ? `the crash at ${plan.at}, ${plan.mode}` : 'no crash'}):`,
        ...measured.trace.map((call, i) => `  ${i === plan?.at ? '✝' : ' '} ${i} ${call}`),
        `recovery: ${order}${recrash ? `, the recovering process to crash at its call ${recrash.at} (${recrash.mode})` : ''}; crashes at stages ${show(crashStages)}; ${ticks} tick(s)`,
        'clients (attempts as process/stage → status):',
        ...fault.clients.map(
          (client) =>
            `  ${client.name}: ${client.sent
              .map(
                (sent) =>
                  `${sent.call.method} ${sent.call.path} ${show(sent.call.body)} [${sent.attempts.map((a) => `${a.process}/${a.stage}→${a.answer?.status ?? 'no answer'}`).join(', ')}]`,
              )
              .join('; ')}`,
        ),
        `steps in the stream after the template: ${show(commits.flatMap(({ value, stage }) => value.events.filter((e) => e.type !== 'MoveSubmitted' && e.type !== 'QualifyingSubmitted' && e.type !== 'SetupSubmitted').map((e) => `${e.type}${'turn' in e ? ` ${e.turn}` : ''}@${stage}`)))}`,
        `channel posts: ${posts.map(({ value, stage }) => `"${((value.body as { embeds?: { title?: string }[] }).embeds?.[0]?.title ?? '').replace(`${TITLE}: `, '')}"@${stage}`).join('; ')}`,
        `emails: ${emails.map(({ value, stage }) => `${value.destination.to.join(',')} "${value.subject.replace(`${TITLE}: `, '')}"@${stage}`).join('; ')}`,
      ],
    };
  }

  /** Whether every announcement after the template has been emailed to every player (the registrations are checked at the end). */
  private async owedDelivered(look: ReturnType<typeof observer>, template: Template, mails: SentEmail[]): Promise<boolean> {
    const head = await look.backend.store.head(RACE);
    const events = (await look.backend.store.readCommits(RACE, template.commits)).flatMap((commit) => commit.events);
    const subjects = events.flatMap((event) =>
      event.type === 'GridPublished'
        ? ['starting grid']
        : event.type === 'TurnResolved'
          ? [`turn ${event.turn} resolved`]
          : event.type === 'RaceFinished'
            ? ['final classification']
            : [],
    );
    const addresses = Object.values(head?.state.entries ?? {}).map((entry) => entry.email);
    return subjects.every((subject) =>
      addresses.every((to) => mails.some((mail) => mail.subject.endsWith(`: ${subject}`) && mail.destination.to.includes(to))),
    );
  }

  /** The step whose ballot is closed without its commit, if any. */
  private async frozen(look: ReturnType<typeof observer>): Promise<string | undefined> {
    const head = await look.backend.store.head(RACE);
    const step = head && this.race.step(head.state);
    if (step && (await look.backend.ballots.read(RACE, ballotStep(step))).closed) return step.id;
    return undefined;
  }

  /** A player sends in for the step open at the end: refused as too late, the race is frozen. */
  private async probe(look: ReturnType<typeof observer>, state: Parameters<Harness['race']['awaited']>[0], template: Template): Promise<string | undefined> {
    const car = this.race.awaited(state).find((c) => template.tokens[c]);
    if (!car) return undefined;
    const [path, body] =
      state.phase === 'qualifying'
        ? ['qualifying', { turns: 9 }]
        : state.phase === 'setup'
          ? ['setup', { tyres: 'hard' }]
          : ['moves', { speed: 1, turn: state.turn }];
    const response = await look.app.request(`/races/${RACE}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${template.tokens[car]}`, 'idempotency-key': 'probe' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return response.status === 409 && /already played|too late/.test(text) ? text : undefined;
  }
}
