/**
 * The race whatever the game (SC-GAME-5): registration, then the steps the game opens one after
 * another, each played at its deadline or once every car it waits for has sent (SC-PBEM-6), until
 * the game is finished. Every rule of the game itself is asked of the game (domain/race/ruleset.ts);
 * this module only knows who may do what and when.
 */

import { movesBinding } from '../dice/binding.ts';
import { createDice, type RecordingDice, seedHash } from '../dice/derive.ts';
import type { Shuffle } from '../dice.ts';
import { conflict, DomainError, invalid } from '../errors.ts';
import { own } from '../own.ts';
import type { AnyRuleset } from './any-ruleset.ts';
import type { RaceCommand } from './commands.ts';
import { addDuration } from './duration.ts';
import type { Draft, RaceEvent } from './events.ts';
import { type RecordFigures, requireRecord } from './minimum-record.ts';
import { pauseByOrganiser, resume, voteToPause } from './pause.ts';
import { deadlinePassed, raceReader } from './reading.ts';
import { playedRecord, submissionDraft } from './records.ts';
import type { Referee } from './ruleset.ts';
import { fitDeadline } from './schedule.ts';
import { raceSettings } from './settings.ts';
import { activeCars, entrantsOf, type OpenStep, type RaceState, seatOf } from './state.ts';
import { retireLimit, waitLeft } from './time-policy.ts';
import { stampGameEvents } from './upcast.ts';

export interface RaceContext {
  /** When the command happens, ISO 8601. */
  now: string;
  /** The race's compiled circuit (for CreateRace, the circuit the command names). */
  circuit: unknown;
  /** The race's secret dice seed (contract 3): committed at creation, revealed at the finish. */
  seed: string;
  /** For CreateRace naming the race it follows: that race, as its store holds it (undefined when there is none). */
  follows?: RaceState;
  /**
   * For a step played at its deadline: the cars of the step whose player declared himself absent
   * now, with the instant his absence ends (docs/absences.md). The resolver reads the absences, the
   * decider records what they do; none when absent.
   */
  absent?: Record<string, string>;
  /**
   * For a race of a season or championship: how far, in ms, each absent car's player's absences
   * moved the deadlines of its other races, which the `waitCap` counts with this race's (per car
   * then, not per race). The resolver reads it; absent for a race in none.
   */
  waitedElsewhere?: Record<string, number>;
}

/** When a command happens, and who is away then: what the time policy reads. */
type Moment = Pick<RaceContext, 'now' | 'absent' | 'waitedElsewhere'>;

/** One token email per car every 10 minutes at most, however often it is asked for. */
export const TOKEN_REISSUE_MS = 10 * 60_000;

const notFound = (field: string, message: string) => new DomainError('notFound', field, message);

/** A step's shuffles beside its rolls; no field at all when it made none, so the events of every game without shuffles stay as they were. */
const shufflesOf = (dice: RecordingDice): { shuffles?: Shuffle[] } => {
  const shuffles = dice.shuffles();
  return shuffles.length === 0 ? {} : { shuffles };
};

const settingsOf = (state: RaceState) => {
  if (!state.settings) throw notFound('raceId', 'no such race');
  return state.settings;
};

/** The commands of the first games' steps name the kind of step they are for. */
const KIND_OF: Partial<Record<RaceCommand['type'], string>> = {
  SubmitQualifying: 'qualifying',
  PublishGrid: 'qualifying',
  SubmitSetup: 'setup',
  StartRace: 'setup',
  SubmitMove: 'racing',
  ResolveTurn: 'racing',
};

/**
 * What the finished race `previous` (named `follows`) hands on to a race of `ruleset` that follows
 * it: the game's `carry` of its state. Throws `DomainError` naming `follows` when there is no such
 * race, it is not finished, it is another game's, or the game's races do not go on from one another.
 */
const carriedFrom = (ruleset: AnyRuleset, follows: string, previous: RaceState | undefined): unknown => {
  const carry = ruleset.championship?.carry;
  if (!carry) throw invalid('follows', `the ${ruleset.id} rules' races do not go on from one another`);
  if (!previous?.settings) throw invalid('follows', `no race ${follows}`);
  if (previous.settings.rulesetId !== ruleset.id) throw invalid('follows', `race ${follows} is played under ${previous.settings.rulesetId}, not ${ruleset.id}`);
  if (previous.phase !== 'finished' || previous.game === undefined)
    throw conflict('follows', `race ${follows} is not finished: a race goes on from a finished race`);
  return carry(previous.game, entrantsOf(previous));
};

/** The decider of races played under any of `rulesets`; a race created without a ruleset is played under `defaultRulesetId`, the first by default. */
export const decider = (rulesets: Record<string, AnyRuleset>, defaultRulesetId: string | undefined = Object.keys(rulesets)[0]) => {
  const { evolve, step: stepOf, isDue } = raceReader(rulesets, defaultRulesetId);

  const fold = (state: RaceState, drafts: Draft[], now: string): RaceState => drafts.reduce((s, d) => evolve(s, stamp(d, now)), state);

  const rulesetOf = (state: RaceState): AnyRuleset => {
    const ruleset = own(rulesets, settingsOf(state).rulesetId);
    if (!ruleset) throw invalid('rulesetId', `unknown ruleset ${settingsOf(state).rulesetId}`);
    return ruleset;
  };

  /** The game's referee; the API function decides with games that have none, and is never routed a command that plays. */
  const refereeOf = (state: RaceState): Referee => {
    const { referee } = rulesetOf(state);
    if (!referee) throw new Error(`the ${settingsOf(state).rulesetId} game was registered without its referee: this function cannot play`);
    return referee;
  };

  const requireRace = (state: RaceState, ...phases: string[]): void => {
    settingsOf(state);
    if (!phases.includes(state.phase)) throw conflict('phase', `the race is in its ${state.phase} phase, not ${phases.join(' or ')}`);
  };

  /** From registration to the finish. */
  const requireLive = (state: RaceState): void => {
    settingsOf(state);
    if (state.phase === 'none' || state.phase === 'finished') throw conflict('phase', `the race is in its ${state.phase} phase`);
  };

  /** The open step; for a command of a first game's kind of step, of that kind. */
  const requireStep = (state: RaceState, kind: string | undefined): OpenStep => {
    settingsOf(state);
    const step = stepOf(state);
    if (!step || (kind !== undefined && step.kind !== kind)) throw conflict('phase', `the race is in its ${state.phase} phase, not ${kind ?? 'a step'}`);
    return step;
  };

  const requireNamed = (step: OpenStep, named: string | undefined): void => {
    if (named !== undefined && named !== step.id) throw conflict('step', `the open step is ${step.id}, not ${named}`);
  };

  const requireTurn = (state: RaceState, turn: number | undefined): void => {
    if (turn !== undefined && turn !== state.turn) throw conflict('turn', `the race is at turn ${state.turn}, not ${turn}`);
  };

  const requireDue = (state: RaceState, now: string, force: boolean | undefined): void => {
    if (!force && !isDue(state, now)) throw conflict('deadline', `not due before ${state.deadline} while cars still have to send in`);
  };

  const requireRunning = (state: RaceState): void => {
    if (state.pause) throw conflict('pause', `the race is paused since ${state.pause.at}: resume it first`);
  };

  const requireCar = (state: RaceState, car: string, cars: string[]): void => {
    if (!state.entries[car]) throw notFound('car', `no car ${car} in this race`);
    if (!cars.includes(car)) throw conflict('car', `car ${car} has nothing to send now`);
  };

  /** After a car leaves or a step ends, the race may be over. */
  const finishIfOver = (state: RaceState, drafts: Draft[], ctx: RaceContext): Draft[] => {
    const ruleset = rulesetOf(state);
    const after = fold(state, drafts, ctx.now);
    if (after.game === undefined || !ruleset.isFinished(after.game)) return drafts;
    return [...drafts, { type: 'RaceFinished', classification: ruleset.classification(after.game), seed: ctx.seed }];
  };

  const leave = (state: RaceState, car: string, reason: string, withdrawn: boolean, ctx: RaceContext): Draft[] => {
    const events = state.game === undefined ? [] : stampGameEvents(rulesetOf(state), refereeOf(state).eliminate(state.game, car, reason).events);
    const draft: Draft = withdrawn ? { type: 'CarWithdrawn', car, events } : { type: 'CarEliminated', car, reason, events };
    return finishIfOver(state, [draft], ctx);
  };

  /** The race's time policy (time-policy.ts): none for a race created without one. */
  const policyOf = (state: RaceState) => settingsOf(state).timePolicy ?? {};

  /** The open step's cars that have sent nothing, which its deadline would leave to the non-human player. */
  const missing = (state: RaceState, step: OpenStep): string[] => step.cars.filter((car) => state.pending[car] === undefined);

  /** The step's missing cars whose player is absent now, with when his absence ends; none in a race whose policy reads no absences. */
  const absentOf = (state: RaceState, step: OpenStep, ctx: Moment): [string, string][] =>
    policyOf(state).absence === undefined
      ? []
      : missing(state, step).flatMap((car) => {
          const until = ctx.absent?.[car];
          return until !== undefined && Date.parse(until) > Date.parse(ctx.now) ? [[car, until] as [string, string]] : [];
        });

  /**
   * What the race's time policy does at a deadline, before the step plays (docs/absences.md):
   * under `wait`, the deadline moves for the absent cars to the step's window after the latest of
   * their absences' ends, within what is left of the cap; otherwise, in a counted step, the cars
   * missing it that were never graced and have no standing order get the grace, once each.
   * Undefined when the step plays now.
   */
  const postponement = (state: RaceState, step: OpenStep, ctx: Moment): Draft | undefined => {
    const { deadline } = state;
    if (deadline === undefined || !deadlinePassed(state, ctx.now)) return undefined;
    const policy = policyOf(state);
    const { schedule } = settingsOf(state);
    const absent = absentOf(state, step, ctx);
    const elsewhere = ctx.waitedElsewhere;
    // A race in no season or championship caps its own waits; one in either caps each player's across its races.
    const left = (car: string): number =>
      elsewhere === undefined ? waitLeft(policy, state.waited ?? 0) : waitLeft(policy, (elsewhere[car] ?? 0) + (state.waitedBy?.[car] ?? 0));
    const waitedFor = policy.absence === 'wait' ? absent.filter(([car]) => left(car) > 0) : [];
    if (waitedFor.length > 0) {
      const back = Math.max(...waitedFor.map(([, until]) => Date.parse(addDuration(until, step.window))));
      const moved = Math.min(back, Date.parse(deadline) + Math.min(...waitedFor.map(([car]) => left(car))));
      const cars = waitedFor.map(([car]) => car);
      if (moved > Date.parse(ctx.now))
        return {
          type: 'DeadlineExtended',
          deadline: fitDeadline(new Date(moved).toISOString(), schedule),
          reason: 'absence',
          cars,
          ...(elsewhere ? { waitedElsewhere: Object.fromEntries(cars.map((car) => [car, elsewhere[car] ?? 0])) } : {}),
        };
    }
    const away = new Set(absent.map(([car]) => car));
    const graced = missing(state, step).filter((car) => !away.has(car) && !state.graced?.includes(car) && state.standingOrders?.[car] === undefined);
    if (!policy.grace || graced.length === 0 || !rulesetOf(state).kinds[step.kind]?.counted) return undefined;
    return { type: 'DeadlineExtended', deadline: fitDeadline(addDuration(deadline, policy.grace), schedule), reason: 'grace', cars: graced };
  };

  /** The absent cars a step plays without a counted miss: `bot` under that policy, else an excused miss (under `wait` once its cap is spent). */
  const excusing = (state: RaceState, step: OpenStep, ctx: RaceContext): Draft[] => {
    const absent = absentOf(state, step, ctx);
    if (absent.length === 0) return [];
    const kind = policyOf(state).absence === 'bot' ? 'bot' : 'excused';
    return [{ type: 'MissesExcused', step: step.id, cars: Object.fromEntries(absent.map(([car]) => [car, kind])) }];
  };

  /** The missed-step limit: the policy's `retireAfter`, else the game's own. */
  const missedStepLimit = (state: RaceState) => {
    const { retireAfter } = policyOf(state);
    return retireAfter === undefined ? rulesetOf(state).limits(settingsOf(state)).missedStepLimit : retireLimit(retireAfter);
  };

  /** A car the non-human player would play once too often in a counted step is eliminated before the step; an excused miss never counts. */
  const missedTooOften = (state: RaceState, step: OpenStep, ctx: RaceContext): Draft[] => {
    const limit = missedStepLimit(state);
    if (!limit || !rulesetOf(state).kinds[step.kind]?.counted) return [];
    const cars = missing(state, step).filter((car) => state.excused?.[car] === undefined && (state.missedMoves[car] ?? 0) >= limit.steps);
    const drafts: Draft[] = [];
    for (const car of cars) {
      const current = fold(state, drafts, ctx.now);
      if (current.phase === 'finished') break;
      drafts.push(...leave(current, car, limit.reason, false, ctx));
    }
    return drafts;
  };

  /**
   * A player registering or a substitute: each seat's driver is one person, known by his address
   * for a new token and by his name in the championships, so neither may be one of the race's already.
   */
  const requireNewcomer = (state: RaceState, { email, name }: { email: string; name: string }): void => {
    const entries = Object.values(state.entries);
    if (entries.some((e) => e.email.toLowerCase() === email.toLowerCase())) throw conflict('email', 'this email address is already registered for this race');
    if (entries.some((e) => e.name.toLowerCase() === name.toLowerCase())) throw conflict('name', `the name ${name} is already taken in this race`);
  };

  /** A driver entering the race, or taking a seat in it, holds the minimum record it asks, if any. */
  const requireMinimum = (state: RaceState, name: string, record: RecordFigures | undefined): void => {
    const minimum = settingsOf(state).minimumRecord;
    if (!minimum) return;
    if (!record) throw new Error('a race that asks a minimum record was given no record of the driver: the application must read it');
    requireRecord(minimum, name, record);
  };

  const register = (state: RaceState, command: Extract<RaceCommand, { type: 'RegisterEntry' }>): Draft[] => {
    requireRace(state, 'registration');
    requireNewcomer(state, command);
    const { type: _type, record, ...entry } = command;
    requireMinimum(state, command.name, record);
    requireRoom(state);
    const entries = Object.values(state.entries);
    const { carsPerSeat = 1 } = rulesetOf(state).limits(settingsOf(state));
    // Numbered after every entry, withdrawn ones too, so that no number names two cars.
    const cars = Array.from({ length: carsPerSeat }, (_, index) => String(entries.length + 1 + index));
    return [{ type: 'EntryRegistered', car: cars[0]!, ...(carsPerSeat > 1 ? { cars } : {}), ...entry }];
  };

  /** A seat withdrawn during registration gives its place back: only the seats with a car in count. */
  const requireRoom = (state: RaceState): void => {
    const { maxSeats } = rulesetOf(state).limits(settingsOf(state));
    const seats = new Set(activeCars(state).map((car) => seatOf(state.entries[car]!))).size;
    if (maxSeats !== undefined && seats >= maxSeats) throw conflict('entries', `the race is full: it takes ${maxSeats} players`);
  };

  /** A car withdrawn by mistake comes back while registration is open; never once a game has taken it out (docs/rules-decisions.md). */
  const reinstate = (state: RaceState, car: string): Draft[] => {
    settingsOf(state);
    const entry = state.entries[car];
    if (!entry) throw notFound('car', `no car ${car} in this race`);
    if (state.phase !== 'registration')
      throw conflict('phase', `car ${car} can come back only while registration is open: every step played since it left depends on the cars that stayed`);
    if (entry.status === 'in') throw conflict('car', `car ${car} is in the race`);
    requireRoom(state);
    return [{ type: 'CarReinstated', car }];
  };

  /**
   * A substitute takes the seat of `command.car` from the step open now (docs/substitutes.md). Not
   * while registration is open: a player then withdraws and another registers.
   */
  const handOver = (state: RaceState, command: Extract<RaceCommand, { type: 'HandOverSeat' }>): Draft[] => {
    if (state.phase === 'registration') throw conflict('phase', 'registration is open: the substitute registers as any player');
    requireLive(state);
    const { type: _type, car, played, record, waiveMinimumRecord, ...driver } = command;
    const entry = state.entries[car];
    if (!entry) throw notFound('car', `no car ${car} in this race`);
    if (entry.status === 'out') throw conflict('car', `car ${car} is out of the race`);
    requireNewcomer(state, driver);
    const waived = waiveMinimumRecord === true && settingsOf(state).minimumRecord !== undefined;
    if (!waived) requireMinimum(state, driver.name, record);
    const step = stepOf(state)?.id;
    return [{ type: 'SeatHandedOver', car: seatOf(entry), ...driver, from: played + 1, ...(step ? { step } : {}), ...(waived ? { minimumWaived: true } : {}) }];
  };

  const closeRegistration = (state: RaceState, ctx: RaceContext): Draft[] => {
    requireRace(state, 'registration');
    const cars = activeCars(state);
    if (cars.length === 0) throw conflict('entries', 'nobody has registered yet');
    const ruleset = rulesetOf(state);
    const settings = settingsOf(state);
    const { begin } = refereeOf(state);
    let begun: Partial<Extract<Draft, { type: 'RegistrationClosed' }>> = {};
    if (begin) {
      const binding = movesBinding({});
      const dice = createDice({ seed: ctx.seed, raceId: settings.raceId, turn: 0, binding });
      const carried = settings.carried === undefined ? {} : { carried: settings.carried };
      const { state: game, events } = begin({ circuit: ctx.circuit, entrants: entrantsOf(state, cars), settings, dice, ...carried });
      begun = { state: game, events: stampGameEvents(ruleset, events), binding, rolls: dice.rolls(), ...shufflesOf(dice) };
    }
    const first = ruleset.next({ state: begun.state, played: undefined, cars, settings });
    if (!first) throw conflict('phase', `the ${ruleset.id} rules open no step for this race`);
    return [{ type: 'RegistrationClosed', deadline: fitDeadline(addDuration(ctx.now, first.window), settings.schedule), ...begun }];
  };

  const submit = (state: RaceState, car: string, payload: unknown, ctx: RaceContext, kind?: string, named?: string): Draft[] => {
    const step = requireStep(state, kind);
    requireNamed(step, named);
    requireCar(state, car, step.cars);
    const play = rulesetOf(state).kinds[step.kind];
    if (!play) throw conflict('phase', `the ${settingsOf(state).rulesetId} rules have no step of kind ${step.kind}`);
    // SC-QUAL-2: a late pole lap is a lap that never arrived; it joins the draw for the last rows.
    if (play.closesAtDeadline && deadlinePassed(state, ctx.now)) throw conflict('deadline', `${play.closesAtDeadline} closed at ${state.deadline}`);
    play.check(ctx.circuit, state.game, car, payload);
    rulesetOf(state).referee?.check?.[step.kind]?.(ctx.circuit, state.game, car, payload);
    return [submissionDraft(step, car, payload)];
  };

  /** Plays the open step with what its cars sent, the non-human player making the rest. */
  const playStep = (state: RaceState, step: OpenStep, force: boolean | undefined, ctx: RaceContext): Draft[] => {
    requireRunning(state);
    requireDue(state, ctx.now, force);
    const postponed = force ? undefined : postponement(state, step, ctx);
    if (postponed) return [postponed];
    const ruleset = rulesetOf(state);
    const settings = settingsOf(state);
    const excused = excusing(state, step, ctx);
    const eliminations = [...excused, ...missedTooOften(fold(state, excused, ctx.now), step, ctx)];
    const before = fold(state, eliminations, ctx.now);
    if (before.phase === 'finished') return eliminations;
    const cars = stepOf(before)?.cars ?? [];
    const locked = Object.fromEntries(cars.map((car) => [car, before.pending[car] ?? null]));
    const binding = movesBinding(locked);
    const dice = createDice({ seed: ctx.seed, raceId: settings.raceId, turn: step.number, binding });
    const play = own(refereeOf(state).play, step.kind);
    if (!play) throw conflict('phase', `the ${settings.rulesetId} rules have no step of kind ${step.kind}`);
    const result = play({
      circuit: ctx.circuit,
      state: before.game,
      step,
      submissions: Object.fromEntries(cars.map((car) => [car, before.pending[car]])),
      dice,
      standingOrders: before.standingOrders ?? {},
      entrants: entrantsOf(before, cars),
      settings,
    });
    const next = ruleset.next({ state: result.state, played: step, cars: activeCars(before), settings });
    const record = playedRecord(step, {
      created: before.game === undefined,
      locked,
      binding,
      result: { state: result.state, events: stampGameEvents(ruleset, result.events) },
      rolls: dice.rolls(),
      shuffles: shufflesOf(dice),
      deadline: fitDeadline(addDuration(ctx.now, next?.window ?? step.window), settings.schedule),
    });
    return [...eliminations, ...finishIfOver(before, [record], ctx)];
  };

  const decideDrafts = (state: RaceState, command: RaceCommand, ctx: RaceContext): Draft[] => {
    switch (command.type) {
      case 'CreateRace': {
        if (state.phase !== 'none') throw conflict('raceId', `race ${command.raceId} already exists`);
        const {
          type: _type,
          raceId,
          title,
          circuitId,
          rulesetId = defaultRulesetId ?? '',
          reminderBefore,
          follows,
          schedule,
          timePolicy,
          votePauses,
          votePauseDays,
          minimumRecord,
          ...asked
        } = command;
        const ruleset = own(rulesets, rulesetId);
        if (!ruleset) throw invalid('rulesetId', `unknown ruleset ${rulesetId}`);
        const reminder = reminderBefore === undefined ? {} : { reminderBefore };
        const settings = raceSettings(ruleset, asked);
        const carried = follows === undefined ? {} : { follows, carried: carriedFrom(ruleset, follows, ctx.follows) };
        return [
          {
            type: 'RaceCreated',
            raceId,
            title,
            circuitId,
            rulesetId,
            ...reminder,
            ...(schedule ? { schedule } : {}),
            ...(timePolicy ? { timePolicy } : {}),
            ...(votePauses === undefined ? {} : { votePauses }),
            ...(votePauseDays === undefined ? {} : { votePauseDays }),
            ...(minimumRecord ? { minimumRecord } : {}),
            ...settings,
            ...carried,
            seedHash: seedHash(ctx.seed),
          },
        ];
      }
      case 'RegisterEntry':
        return register(state, command);
      case 'IssueEntryToken': {
        settingsOf(state);
        const entry = Object.values(state.entries).find((e) => e.email.toLowerCase() === command.email.toLowerCase());
        if (!entry) throw notFound('email', 'no car of this race is registered with this address');
        if (!command.byOrganiser && entry.issuedAt !== undefined && Date.parse(ctx.now) - Date.parse(entry.issuedAt) < TOKEN_REISSUE_MS)
          throw conflict('email', 'a token was sent to this address less than 10 minutes ago');
        return [{ type: 'EntryTokenIssued', car: seatOf(entry), tokenHash: command.tokenHash }];
      }
      case 'CloseRegistration':
        return closeRegistration(state, ctx);
      case 'Submit':
        return submit(state, command.car, command.submission, ctx, undefined, command.step);
      case 'SubmitQualifying':
        return submit(state, command.car, command.qualifying, ctx, 'qualifying');
      case 'SubmitSetup':
        return submit(state, command.car, command.setup, ctx, 'setup');
      case 'SubmitMove':
        requireStep(state, 'racing');
        requireTurn(state, command.turn);
        return submit(state, command.car, command.move, ctx, 'racing');
      case 'PlayStep':
      case 'PublishGrid':
      case 'StartRace':
      case 'ResolveTurn': {
        const step = requireStep(state, KIND_OF[command.type]);
        if (command.type === 'ResolveTurn') requireTurn(state, command.turn);
        if (command.type === 'PlayStep') requireNamed(step, command.step);
        return playStep(state, step, command.force, ctx);
      }
      case 'SetStandingOrder': {
        requireLive(state);
        requireCar(state, command.car, activeCars(state));
        if (!rulesetOf(state).standingOrderSchema) throw invalid('standingOrder', `the ${settingsOf(state).rulesetId} rules have no standing orders`);
        return [{ type: 'StandingOrderSet', car: command.car, order: command.order }];
      }
      case 'ExtendDeadline': {
        requireStep(state, undefined);
        requireRunning(state);
        // SC-PBEM-3: later at the organiser's discretion; earlier too, as he may play the step before its deadline (SC-PBEM-4), but never past.
        const deadline = new Date(command.deadline).toISOString();
        if (Date.parse(deadline) <= Date.parse(ctx.now)) throw invalid('deadline', `must be later than now, ${ctx.now}`);
        if (deadline === state.deadline) throw invalid('deadline', 'is the deadline already');
        return [{ type: 'DeadlineExtended', deadline }];
      }
      case 'EliminateCar':
      case 'WithdrawCar': {
        requireLive(state);
        requireCar(state, command.car, activeCars(state));
        return command.type === 'WithdrawCar' ? leave(state, command.car, 'withdrawn', true, ctx) : leave(state, command.car, command.reason, false, ctx);
      }
      case 'ReinstateCar':
        return reinstate(state, command.car);
      case 'HandOverSeat':
        return handOver(state, command);
      case 'PauseRace':
        settingsOf(state);
        return pauseByOrganiser({ ...state, step: stepOf(state) }, command, ctx.now);
      case 'VotePause':
        settingsOf(state);
        return voteToPause({ ...state, step: stepOf(state) }, command, ctx.now);
      case 'ResumeRace':
        settingsOf(state);
        return resume(state, command, ctx.now);
    }
  };

  /** Validates a command against the race and answers with the events it produces. */
  const decide = (state: RaceState, command: RaceCommand, ctx: RaceContext): RaceEvent[] =>
    decideDrafts(state, command, ctx).map((draft) => stamp(draft, ctx.now));

  /**
   * The deadline moved by the race's time policy, if the step due now waits rather than plays
   * (`postponement`): the resolver writes it without closing the step's ballot.
   */
  const postpone = (state: RaceState, ctx: Moment): RaceEvent[] => {
    const step = stepOf(state);
    const postponed = step && postponement(state, step, ctx);
    return postponed ? [stamp(postponed, ctx.now)] : [];
  };

  return { decide, postpone };
};

const stamp = (draft: Draft, at: string): RaceEvent => ({ ...draft, v: 1, at }) as RaceEvent;
