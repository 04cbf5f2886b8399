/**
 * The race lifecycle whatever the game (SC-GAME-5): registration, pole laps, grid, setup, turns,
 * finish. Every rule of the game itself is asked of the ruleset; this module only knows who may
 * do what and when.
 */

import { movesBinding } from '../dice/binding.ts';
import { createDice, type RecordingDice, seedHash } from '../dice/derive.ts';
import type { Shuffle } from '../dice.ts';
import { conflict, DomainError, invalid } from '../errors.ts';
import { own } from '../own.ts';
import type { RaceCommand } from './commands.ts';
import { addDuration } from './duration.ts';
import type { RaceEvent } from './events.ts';
import { raceOptions } from './options.ts';
import type { AnyRuleset } from './race-ruleset.ts';
import { evolver, type RaceState } from './state.ts';
import { stampGameEvents } from './upcast.ts';

export interface RaceContext {
  /** When the command happens, ISO 8601. */
  now: string;
  /** The race's compiled circuit (for CreateRace, the circuit the command names). */
  circuit: unknown;
  /** The race's secret dice seed (contract 3): committed at creation, revealed at the finish. */
  seed: string;
}

/** One token email per car every 10 minutes at most, however often it is asked for. */
const TOKEN_REISSUE_MS = 10 * 60_000;

type Draft = { [E in RaceEvent as E['type']]: Omit<E, 'v' | 'at'> }[RaceEvent['type']];

const notFound = (field: string, message: string) => new DomainError('notFound', field, message);

/** A step's shuffles beside its rolls; no field at all when it made none, so the events of every game without shuffles stay as they were. */
const shufflesOf = (dice: RecordingDice): { shuffles?: Shuffle[] } => {
  const shuffles = dice.shuffles();
  return shuffles.length === 0 ? {} : { shuffles };
};

const activeCars = (state: RaceState): string[] =>
  Object.values(state.entries)
    .filter((e) => e.status === 'in')
    .map((e) => e.car);

const deadlinePassed = (state: RaceState, now: string): boolean => state.deadline !== undefined && Date.parse(now) >= Date.parse(state.deadline);

const settingsOf = (state: RaceState) => {
  if (!state.settings) throw notFound('raceId', 'no such race');
  return state.settings;
};

/** The decider of races played under any of `rulesets`. */
export const decider = (rulesets: Record<string, AnyRuleset>) => {
  const evolve = evolver(rulesets);

  const fold = (state: RaceState, drafts: Draft[], now: string): RaceState => drafts.reduce((s, d) => evolve(s, stamp(d, now)), state);

  const rulesetOf = (state: RaceState): AnyRuleset => {
    const ruleset = own(rulesets, settingsOf(state).rulesetId);
    if (!ruleset) throw invalid('rulesetId', `unknown ruleset ${settingsOf(state).rulesetId}`);
    return ruleset;
  };

  /** Cars whose move, setup or pole lap the current step waits for. */
  const awaited = (state: RaceState): string[] => {
    switch (state.phase) {
      case 'qualifying':
        return activeCars(state);
      case 'setup':
        return rulesetOf(state)
          .classification(state.game)
          .filter((car) => state.entries[car]?.status === 'in');
      case 'racing':
        return rulesetOf(state).carsToMove(state.game);
      default:
        return [];
    }
  };

  /** SC-PBEM-6: the step is due at its deadline, or as soon as every awaited car has sent in. */
  const isDue = (state: RaceState, now: string): boolean =>
    ['qualifying', 'setup', 'racing'].includes(state.phase) && (deadlinePassed(state, now) || awaited(state).every((car) => state.pending[car] !== undefined));

  const requirePhase = (state: RaceState, ...phases: RaceState['phase'][]): void => {
    settingsOf(state);
    if (!phases.includes(state.phase)) throw conflict('phase', `the race is in its ${state.phase} phase, not ${phases.join(' or ')}`);
  };

  const requireDue = (state: RaceState, now: string, force: boolean | undefined): void => {
    if (!force && !isDue(state, now)) throw conflict('deadline', `not due before ${state.deadline} while cars still have to send in`);
  };

  const requireCar = (state: RaceState, car: string, cars: string[]): void => {
    if (!state.entries[car]) throw notFound('car', `no car ${car} in this race`);
    if (!cars.includes(car)) throw conflict('car', `car ${car} has nothing to send now`);
  };

  /** After a car leaves or a turn ends, the race may be over. */
  const finishIfOver = (state: RaceState, drafts: Draft[], ctx: RaceContext): Draft[] => {
    const ruleset = rulesetOf(state);
    const after = fold(state, drafts, ctx.now);
    if (after.game === undefined || !ruleset.isFinished(after.game)) return drafts;
    return [...drafts, { type: 'RaceFinished', classification: ruleset.classification(after.game), seed: ctx.seed }];
  };

  const leave = (state: RaceState, car: string, reason: string, withdrawn: boolean, ctx: RaceContext): Draft[] => {
    const events = state.game === undefined ? [] : stampGameEvents(rulesetOf(state), rulesetOf(state).eliminate(state.game, car, reason).events);
    const draft: Draft = withdrawn ? { type: 'CarWithdrawn', car, events } : { type: 'CarEliminated', car, reason, events };
    return finishIfOver(state, [draft], ctx);
  };

  /** SC-GNU-2 Proposed: a car the non-human player would drive once too often is eliminated before the turn. */
  const missedTooOften = (state: RaceState, ctx: RaceContext): Draft[] => {
    const limit = settingsOf(state).maxConsecutiveMissedMoves;
    const cars = awaited(state).filter((car) => state.pending[car] === undefined && (state.missedMoves[car] ?? 0) >= limit);
    const drafts: Draft[] = [];
    for (const car of cars) {
      const current = fold(state, drafts, ctx.now);
      if (current.phase === 'finished') break;
      drafts.push(...leave(current, car, `missed more than ${limit} consecutive moves (SC-GNU-2)`, false, ctx));
    }
    return drafts;
  };

  const decideDrafts = (state: RaceState, command: RaceCommand, ctx: RaceContext): Draft[] => {
    switch (command.type) {
      case 'CreateRace': {
        if (state.phase !== 'none') throw conflict('raceId', `race ${command.raceId} already exists`);
        const ruleset = own(rulesets, command.rulesetId);
        if (!ruleset) throw invalid('rulesetId', `unknown ruleset ${command.rulesetId}`);
        const { type: _type, options: asked, ...settings } = command;
        const options = raceOptions(ruleset, asked);
        return [{ type: 'RaceCreated', ...settings, ...(options ? { options } : {}), seedHash: seedHash(ctx.seed) }];
      }
      case 'RegisterEntry': {
        requirePhase(state, 'registration');
        const entries = Object.values(state.entries);
        if (entries.some((e) => e.email.toLowerCase() === command.email.toLowerCase()))
          throw conflict('email', 'this email address is already registered for this race');
        if (entries.some((e) => e.name.toLowerCase() === command.name.toLowerCase()))
          throw conflict('name', `the name ${command.name} is already taken in this race`);
        const { type: _type, ...entry } = command;
        return [{ type: 'EntryRegistered', car: String(entries.length + 1), ...entry }];
      }
      case 'IssueEntryToken': {
        settingsOf(state);
        const entry = Object.values(state.entries).find((e) => e.email.toLowerCase() === command.email.toLowerCase());
        if (!entry) throw notFound('email', 'no car of this race is registered with this address');
        if (entry.issuedAt !== undefined && Date.parse(ctx.now) - Date.parse(entry.issuedAt) < TOKEN_REISSUE_MS)
          throw conflict('email', 'a token was sent to this address less than 10 minutes ago');
        return [{ type: 'EntryTokenIssued', car: entry.car, tokenHash: command.tokenHash }];
      }
      case 'CloseRegistration':
        requirePhase(state, 'registration');
        if (activeCars(state).length === 0) throw conflict('entries', 'nobody has registered yet');
        return [{ type: 'RegistrationClosed', deadline: addDuration(ctx.now, settingsOf(state).qualifyingWindow) }];
      case 'SubmitQualifying': {
        requirePhase(state, 'qualifying');
        requireCar(state, command.car, activeCars(state));
        // SC-QUAL-2: a late lap is a lap that never arrived; it joins the draw for the last rows.
        if (deadlinePassed(state, ctx.now)) throw conflict('deadline', `pole laps closed at ${state.deadline}`);
        rulesetOf(state).checkQualifying(ctx.circuit, command.qualifying);
        return [{ type: 'QualifyingSubmitted', car: command.car, qualifying: command.qualifying }];
      }
      case 'PublishGrid': {
        requirePhase(state, 'qualifying');
        requireDue(state, ctx.now, command.force);
        const settings = settingsOf(state);
        const cars = activeCars(state);
        const locked = Object.fromEntries(cars.map((car) => [car, state.pending[car] ?? null]));
        const binding = movesBinding(locked);
        const dice = createDice({ seed: ctx.seed, raceId: settings.raceId, turn: 0, binding });
        const result = rulesetOf(state).qualify({
          circuit: ctx.circuit,
          laps: settings.laps,
          maxStarters: settings.maxStarters,
          entrants: cars.map((car) => ({ car, name: state.entries[car]?.name ?? car })),
          qualifying: Object.fromEntries(cars.map((car) => [car, state.pending[car]])),
          dice,
          options: settings.options,
        });
        return [
          {
            type: 'GridPublished',
            qualifying: locked,
            binding,
            state: result.state,
            events: stampGameEvents(rulesetOf(state), result.events),
            rolls: dice.rolls(),
            ...shufflesOf(dice),
            deadline: addDuration(ctx.now, settings.turnWindow),
          },
        ];
      }
      case 'SubmitSetup':
        requirePhase(state, 'setup');
        requireCar(state, command.car, awaited(state));
        rulesetOf(state).checkSetup(ctx.circuit, state.game, command.car, command.setup);
        return [{ type: 'SetupSubmitted', car: command.car, setup: command.setup }];
      case 'StartRace': {
        requirePhase(state, 'setup');
        requireDue(state, ctx.now, command.force);
        const cars = awaited(state);
        const setups = Object.fromEntries(cars.map((car) => [car, state.pending[car] ?? null]));
        const { events } = rulesetOf(state).start(ctx.circuit, state.game, Object.fromEntries(cars.map((car) => [car, state.pending[car]])));
        return [
          {
            type: 'RaceStarted',
            setups,
            events: stampGameEvents(rulesetOf(state), events),
            turn: 1,
            deadline: addDuration(ctx.now, settingsOf(state).turnWindow),
          },
        ];
      }
      case 'SubmitMove':
        requirePhase(state, 'racing');
        if (command.turn !== undefined && command.turn !== state.turn) throw conflict('turn', `the race is at turn ${state.turn}, not ${command.turn}`);
        requireCar(state, command.car, awaited(state));
        rulesetOf(state).checkMove(ctx.circuit, state.game, command.car, command.move);
        return [{ type: 'MoveSubmitted', car: command.car, turn: state.turn, move: command.move }];
      case 'SetStandingOrder': {
        requirePhase(state, 'registration', 'qualifying', 'setup', 'racing');
        requireCar(state, command.car, activeCars(state));
        if (!rulesetOf(state).standingOrderSchema) throw invalid('standingOrder', `the ${settingsOf(state).rulesetId} rules have no standing orders`);
        return [{ type: 'StandingOrderSet', car: command.car, order: command.order }];
      }
      case 'ResolveTurn': {
        requirePhase(state, 'racing');
        if (command.turn !== state.turn) throw conflict('turn', `the race is at turn ${state.turn}, not ${command.turn}`);
        requireDue(state, ctx.now, command.force);
        const eliminations = missedTooOften(state, ctx);
        const before = fold(state, eliminations, ctx.now);
        if (before.phase === 'finished') return eliminations;
        const ruleset = rulesetOf(state);
        const locked = Object.fromEntries(awaited(before).map((car) => [car, before.pending[car] ?? null]));
        const binding = movesBinding(locked);
        const dice = createDice({ seed: ctx.seed, raceId: settingsOf(state).raceId, turn: state.turn, binding });
        const moves = Object.fromEntries(Object.entries(locked).map(([car, move]) => [car, move ?? undefined]));
        const { events } = ruleset.resolveTurn(ctx.circuit, before.game, moves, dice, before.standingOrders ?? {});
        const turnResolved: Draft = {
          type: 'TurnResolved',
          turn: state.turn,
          moves: locked,
          binding,
          events: stampGameEvents(ruleset, events),
          rolls: dice.rolls(),
          ...shufflesOf(dice),
          nextDeadline: addDuration(ctx.now, settingsOf(state).turnWindow),
        };
        return [...eliminations, ...finishIfOver(before, [turnResolved], ctx)];
      }
      case 'ExtendDeadline':
        requirePhase(state, 'qualifying', 'setup', 'racing');
        if (state.deadline && Date.parse(command.deadline) <= Date.parse(state.deadline))
          throw invalid('deadline', `must be later than the current deadline ${state.deadline}`);
        return [{ type: 'DeadlineExtended', deadline: new Date(command.deadline).toISOString() }];
      case 'EliminateCar':
      case 'WithdrawCar': {
        requirePhase(state, 'registration', 'qualifying', 'setup', 'racing');
        requireCar(state, command.car, activeCars(state));
        return command.type === 'WithdrawCar' ? leave(state, command.car, 'withdrawn', true, ctx) : leave(state, command.car, command.reason, false, ctx);
      }
    }
  };

  /** Validates a command against the race and answers with the events it produces. */
  const decide = (state: RaceState, command: RaceCommand, ctx: RaceContext): RaceEvent[] =>
    decideDrafts(state, command, ctx).map((draft) => stamp(draft, ctx.now));

  return { decide, evolve, isDue, awaited };
};

const stamp = (draft: Draft, at: string): RaceEvent => ({ ...draft, v: 1, at }) as RaceEvent;
