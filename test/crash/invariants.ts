/**
 * What must hold after every crash schedule, once the system has quiesced (ARCHITECTURE "Exactly
 * once, through crashes"). Written as the system should behave, whatever today's code does:
 *
 * - steps: the race stream plays each step once, in order (the grid, the start, turns 1..n), and a
 *   schedule plays exactly the step its scenario means: the one every car sent in for, or the one
 *   the organiser asked for, however often he clicked or retried, and never the next one;
 * - submissions: the latest submission of each car that was acknowledged (HTTP 200) is what the
 *   step played for it, unless a later one whose answer was lost (and may have landed) was played;
 * - commands: an acknowledged registration is in the stream, under the car and address it was
 *   acknowledged with, and its token works;
 * - tokens: every registered car has a way to get its token (the answer, or an email);
 * - emails: every player gets every email owed (registration, grid, each turn, finish, each move of
 *   a deadline, to the players still racing), within one
 *   scheduler tick of the commit that owes it (one more for each crash since), with at most
 *   `SENDS_IN_FLIGHT` duplicates per crash and per request it cut short (the emails each had in
 *   flight: handed to SES, not yet marked sent);
 * - league channels: the race's channel is told of every step played and the finish, within the
 *   emails' ticks, nothing it was not owed, with at most one duplicate per crash and per request it
 *   cut short (a chat's webhook keeps no idempotency key: the post in flight when the process died,
 *   taken by the chat, not yet marked), and no post carries a token, an address or the channel's
 *   own secret;
 * - progress: after recovery the race is never frozen: one tick after a restart no step has its
 *   ballot closed without its commit, at the end a player can still send in for the step open, and
 *   the race owes nothing (its outbox is settled once its emails and its channel's posts are out).
 */
import { isDeepStrictEqual } from 'node:util';
import { own } from '../../domain/own.ts';
import type { RaceEvent, RaceState } from '../../domain/race/index.ts';
import { reporters } from '../../domain/reports.ts';
import { told } from '../../functions/channels/message.ts';
import type { ChannelPost } from '../../functions/local/webhookStandIn.ts';
import { SENDS_IN_FLIGHT } from '../../functions/notifier/batch.ts';
import type { SentEmail } from '../support/ses.ts';
import { answers, type Client, lostAnswer, type Sent } from './clients.ts';
import { canonicalSteps, lockedBy, playedSteps, RULESETS, type Scenario, type StepName, type Template, TITLE } from './scenarios.ts';
import { CHANNEL_SECRET } from './world.ts';

export interface Seen<T> {
  value: T;
  /** The stage it was first seen at: 0 until the first scheduler tick after the restart, then the tick. */
  stage: number;
}

export interface Evidence {
  scenario: Scenario;
  template: Template;
  clients: Client[];
  organiserMeansIt: boolean;
  /** Every commit after the template's, with the stage it appeared at. */
  commits: Seen<{ commit: number; events: RaceEvent[] }>[];
  state: RaceState;
  emails: Seen<SentEmail>[];
  /** What the race's league channel was told, oldest first. */
  posts: Seen<ChannelPost>[];
  /** The stages at which a process died. */
  crashStages: number[];
  /** Ticks run after the first restart. */
  ticks: number;
  /** After the first tick that followed the last restart: the step whose ballot was closed without its commit. */
  frozenAfterTick?: StepName;
  /** The answer to a player sending in for the open step at the end, when it was refused as too late. */
  frozenAtEnd?: string;
  /** Whether the race's outbox still stands at the end: some email or channel post it owes was never done. */
  owingAtEnd: boolean;
  /** Whether `token` drives `car` in the race. */
  works(token: string, car: string): Promise<boolean>;
}

export interface Verdict {
  violations: string[];
  duplicates: number;
  /** Posts the league channel was told twice or more. */
  channelDuplicates: number;
  /** The stage at which the last owed email arrived (0: before the first tick after the restart). */
  lastEmailStage?: number;
  owed: number;
}

type Kind = 'registered' | 'grid' | 'turn' | 'finished' | 'deadline' | 'other';

const kindOf = (subject: string): { kind: Kind; turn: number } => {
  if (subject === `${TITLE}: registration confirmed`) return { kind: 'registered', turn: 0 };
  if (subject === `${TITLE}: starting grid`) return { kind: 'grid', turn: 0 };
  if (subject === `${TITLE}: final classification`) return { kind: 'finished', turn: 0 };
  if (subject === `${TITLE}: the deadline has moved`) return { kind: 'deadline', turn: 0 };
  const turn = new RegExp(`^${TITLE}: turn (\\d+) resolved$`).exec(subject);
  if (turn) return { kind: 'turn', turn: Number(turn[1]) };
  return { kind: 'other', turn: 0 };
};

/** Anything in the text that could be a token (today 64 hex digits; any long word will do): each is tried. */
const TOKEN = /[A-Za-z0-9_~+/=.-]{32,}/g;
const tokensIn = (email: SentEmail): string[] => [...new Set((email.body.text ?? '').match(TOKEN) ?? [])];

const show = (value: unknown) => JSON.stringify(value);

export async function check(evidence: Evidence): Promise<Verdict> {
  const { scenario, template, clients, commits, state, emails, crashStages } = evidence;
  const violations: string[] = [];
  const sent = clients.flatMap((client) => client.sent);
  const newEvents = commits.flatMap(({ value }) => value.events);
  const allSteps = [...template.steps, ...playedSteps(newEvents)];

  // Steps: each once, in order, and exactly the one meant.
  if (!isDeepStrictEqual(allSteps, canonicalSteps(allSteps.length)))
    violations.push(`steps: the race stream played ${show(allSteps)}, not each step once in order`);
  const played = allSteps.slice(template.steps.length);
  const meant = scenario.step?.step;
  if (meant === undefined) {
    if (played.length > 0) violations.push(`steps: ${show(played)} played, though nobody meant a step`);
  } else {
    const cars = scenario.step?.awaited ?? [];
    // Sent in: acknowledged, in the schedule or before it (a refused submission sends nothing in).
    const everyCarSentIn = cars.every(
      (car) => car in template.acked || sent.some((s) => s.meta.kind === 'submit' && s.meta.car === car && answers(s).some((answer) => answer.status === 200)),
    );
    const mustPlay = evidence.organiserMeansIt || everyCarSentIn;
    const extra = played.filter((step) => step !== meant);
    if (extra.length > 0)
      violations.push(
        `exactly once: ${show(extra)} played as well as ${meant}, though only ${meant} was meant (a second or retried resolve played the next step)`,
      );
    const times = played.filter((step) => step === meant).length;
    if (times > 1) violations.push(`exactly once: ${meant} played ${times} times`);
    if (times === 0 && mustPlay)
      violations.push(`exactly once: ${meant} never played, though ${evidence.organiserMeansIt ? 'the organiser asked for it' : 'every car sent in'}`);

    // Submissions: the acknowledged ones are what the step played.
    const locked = lockedBy(newEvents, meant);
    if (locked)
      for (const car of cars) {
        const mine = sent.filter((s): s is Sent & { meta: { kind: 'submit' } } => s.meta.kind === 'submit' && s.meta.car === car);
        const lastAcked = mine.findLastIndex((s) => answers(s).some((answer) => answer.status === 200));
        const maybe = mine.slice(lastAcked + 1).filter(lostAnswer);
        // Sent in before the schedule began, acknowledged: as if acknowledged first.
        const before = car in template.acked ? template.acked[car] : null;
        const acknowledged = lastAcked >= 0 ? mine[lastAcked]?.meta.expected : before;
        const allowed = [acknowledged, ...maybe.map((s) => s.meta.expected)];
        const actual = locked[car] ?? null;
        if (!allowed.some((value) => isDeepStrictEqual(value, actual)))
          violations.push(
            acknowledged !== null
              ? `acknowledged submission: car ${car} was acknowledged ${show(acknowledged)} for ${meant}, but ${meant} played ${show(actual)}`
              : `submissions: ${meant} played ${show(actual)} for car ${car}, which it never sent (allowed ${show(allowed)})`,
          );
      }
  }

  // Registrations: acknowledged ones are in the stream; every registered car can be driven.
  const registered = newEvents.filter((event): event is Extract<RaceEvent, { type: 'EntryRegistered' }> => event.type === 'EntryRegistered');
  const working = new Set<string>();
  const tokensGiven = Object.values(template.tokens);
  for (const s of sent) {
    if (s.meta.kind !== 'register') continue;
    for (const answer of answers(s).filter((a) => a.status === 201)) {
      const { car, token } = answer.body ?? {};
      if (typeof token === 'string') tokensGiven.push(token);
      const entry = registered.find((event) => event.car === car && event.email === (s.meta as { email: string }).email);
      if (!entry)
        violations.push(
          `acknowledged command: the registration of ${(s.meta as { email: string }).email} was acknowledged as car ${car}, which the stream does not hold`,
        );
      else if (typeof token !== 'string' || !(await evidence.works(token, car)))
        violations.push(`acknowledged command: car ${car} was acknowledged with a token that does not drive it`);
      else working.add(car);
    }
  }
  const duplicatesBySubject = new Map<string, number>();
  for (const { value: email } of emails) {
    const { kind } = kindOf(email.subject);
    if (kind === 'other') continue;
    for (const to of email.destination.to) duplicatesBySubject.set(`${to}|${email.subject}`, (duplicatesBySubject.get(`${to}|${email.subject}`) ?? 0) + 1);
  }
  const duplicates = [...duplicatesBySubject.values()].reduce((total, count) => total + Math.max(0, count - 1), 0);

  // Emails owed: to every entry, for each announcement after the template, and the registrations.
  const owed: { to: string; what: string; stage: number; delivered?: number }[] = [];
  const entries = Object.values(state.entries);
  for (const { value, stage } of commits)
    for (const event of value.events) {
      const what =
        event.type === 'GridPublished'
          ? `${TITLE}: starting grid`
          : event.type === 'TurnResolved'
            ? `${TITLE}: turn ${event.turn} resolved`
            : event.type === 'RaceFinished'
              ? `${TITLE}: final classification`
              : undefined;
      if (what) for (const entry of entries) owed.push({ to: entry.email, what, stage });
      if (event.type === 'DeadlineExtended')
        for (const entry of entries.filter((one) => one.status === 'in')) owed.push({ to: entry.email, what: `${TITLE}: the deadline has moved`, stage });
      if (event.type === 'EntryRegistered') {
        // An email that carries a working token; or, to a player who has his token from the answer, the confirmation.
        let delivered: number | undefined;
        for (const { value: email, stage: at } of emails)
          if (email.destination.to.includes(event.email) && delivered === undefined) {
            if (working.has(event.car) && kindOf(email.subject).kind === 'registered') delivered = at;
            else for (const token of tokensIn(email)) if (await evidence.works(token, event.car)) delivered = at;
          }
        owed.push({
          to: event.email,
          what: `the registration of car ${event.car}, with a way to its token`,
          stage,
          ...(delivered === undefined ? {} : { delivered }),
        });
        if (delivered === undefined && !working.has(event.car))
          violations.push(`tokens: car ${event.car} (${event.email}) is registered but nobody can drive it: no answer and no email gave its token`);
      }
    }
  for (const item of owed) {
    if (item.what.startsWith('the registration')) continue;
    const first = emails.find(({ value }) => value.subject === item.what && value.destination.to.includes(item.to));
    if (first) item.delivered = first.stage;
  }
  const missing = owed.filter((item) => item.delivered === undefined);
  if (missing.length > 0)
    violations.push(
      `emails owed: ${missing.length} of ${owed.length} never arrived after ${evidence.ticks} tick(s), e.g. "${missing[0]?.what}" to ${missing[0]?.to}${missing.length > 1 ? ` and "${missing.at(-1)?.what}" to ${missing.at(-1)?.to}` : ''}`,
    );
  // One tick, and one more for each crash in the recovery since the commit.
  const late = owed.filter(
    (item) => item.delivered !== undefined && item.delivered - item.stage > 1 + crashStages.filter((stage) => stage > 0 && stage >= item.stage).length,
  );
  if (late.length > 0) {
    const worst = late.reduce((a, b) => ((b.delivered ?? 0) - b.stage > (a.delivered ?? 0) - a.stage ? b : a));
    violations.push(
      `emails on time: ${late.length} owed email(s) came more than one scheduler tick after the commit that owes them, e.g. "${worst.what}" to ${worst.to} at tick ${worst.delivered}, owed since tick ${worst.stage}`,
    );
  }
  // A crash repeats at most the emails in flight of each piece of work it cut short: the
  // scheduler's run and each request it left without an answer, each sending at most
  // SENDS_IN_FLIGHT at a time (a Lambda serves one request at a time).
  const interrupted = sent.flatMap((s) => s.attempts).filter((attempt) => !attempt.answer).length;
  if (duplicates > SENDS_IN_FLIGHT * (crashStages.length + interrupted)) {
    const worst = [...duplicatesBySubject.entries()].filter(([, count]) => count > 1).map(([key, count]) => `${count}× ${key.replace('|', ' ')}`);
    violations.push(
      `duplicates: ${duplicates} duplicate email(s) for ${crashStages.length} crash(es) and ${interrupted} request(s) they cut short: ${worst.slice(0, 3).join('; ')}`,
    );
  }

  const channel = checkChannel(evidence, [...tokensGiven, ...entries.map((entry) => entry.email)], interrupted);
  violations.push(...channel.violations);

  // Progress.
  if (evidence.frozenAfterTick)
    violations.push(`progress: one tick after the restart the ballot of ${evidence.frozenAfterTick} is closed without its commit: the race is frozen`);
  if (evidence.frozenAtEnd) violations.push(`progress: at the end a player sending in is told ${show(evidence.frozenAtEnd)}: the race is frozen`);
  if (evidence.owingAtEnd) violations.push('progress: at the end the race still owes (its outbox stands): the scheduler would enqueue it every minute');

  const delivered = owed.flatMap((item) => (item.delivered === undefined ? [] : [item.delivered]));
  return {
    violations,
    duplicates,
    channelDuplicates: channel.duplicates,
    owed: owed.length,
    ...(delivered.length > 0 ? { lastEmailStage: Math.max(...delivered) } : {}),
  };
}

const titleOf = (post: ChannelPost): string => (post.body as { embeds?: { title?: string }[] }).embeds?.[0]?.title ?? '';

/** The league channel's part of the verdict: see the module's comment. */
function checkChannel({ commits, posts, state, crashStages }: Evidence, secrets: string[], interrupted: number) {
  const violations: string[] = [];
  const rulesetId = state.settings?.rulesetId ?? '';
  const context = {
    state,
    ruleset: own(RULESETS, rulesetId),
    reporter: own(reporters, rulesetId) ?? { describe: () => [], playerColumns: () => ({ headers: [], cells: () => [] }), points: () => ({}) },
    points: () => ({}),
  };
  const owed = commits.flatMap(({ value, stage }) =>
    value.events.flatMap((event) => {
      const title = told(event, context)?.message('en').title;
      return title === undefined ? [] : [{ title, stage }];
    }),
  );
  const counts = new Map<string, number>();
  for (const { value } of posts) counts.set(titleOf(value), (counts.get(titleOf(value)) ?? 0) + 1);
  const unowed = [...counts.keys()].filter((title) => !owed.some((item) => item.title === title));
  if (unowed.length > 0) violations.push(`channel: told ${show(unowed)}, which no commit after the template owes`);
  const missing = owed.filter((item) => !counts.has(item.title));
  if (missing.length > 0) violations.push(`channel: ${missing.length} of ${owed.length} owed post(s) never arrived, e.g. "${missing[0]?.title}"`);
  const late = owed.filter((item) => {
    const first = posts.find(({ value }) => titleOf(value) === item.title);
    return first !== undefined && first.stage - item.stage > 1 + crashStages.filter((stage) => stage > 0 && stage >= item.stage).length;
  });
  if (late.length > 0)
    violations.push(`channel on time: ${late.length} post(s) came more than one scheduler tick after the commit that owes them, e.g. "${late[0]?.title}"`);
  const duplicates = [...counts.values()].reduce((total, count) => total + Math.max(0, count - 1), 0);
  // One post at a time in each piece of work: a crash repeats at most the one in flight.
  if (duplicates > crashStages.length + interrupted)
    violations.push(
      `channel duplicates: ${duplicates} duplicate post(s) for ${crashStages.length} crash(es) and ${interrupted} request(s) they cut short: ${show([...counts].filter(([, n]) => n > 1))}`,
    );
  const told_ = JSON.stringify(posts.map(({ value }) => value.body));
  const leaked = [...secrets, CHANNEL_SECRET].filter((secret) => told_.includes(secret));
  if (leaked.length > 0) violations.push(`secrets: a channel post carries ${leaked.length} secret(s) (a token, an address or the channel's own address)`);
  return { violations, duplicates };
}
