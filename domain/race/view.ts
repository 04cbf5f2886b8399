/**
 * What a viewer may see of a race (contract 4). Every read path goes through `publicView` and
 * `redactEvent`: a pending move, a pole lap or a setup is seen by its author only until the event
 * that reveals it, a standing order until the finish; emails and token hashes are never shown to
 * anyone else. A shuffle's order is seen by nobody until the finish reveals the seed, from which
 * anyone can then recompute it: it is the order of cards lying face down, which the game shows as
 * they are turned up.
 */
import type { Shuffle } from '../dice.ts';
import type { RaceEvent } from './events.ts';
import type { AnyRuleset } from './race-ruleset.ts';
import type { RaceState } from './state.ts';

export type Viewer = { role: 'public' } | { role: 'player'; car: string } | { role: 'organiser' };

/** Legal actions, by the name of the API command that performs them. */
export type Action =
  | 'register'
  | 'closeRegistration'
  | 'submitQualifying'
  | 'submitSetup'
  | 'submitMove'
  | 'resolve'
  | 'extendDeadline'
  | 'eliminate'
  | 'withdraw';

const privatePayload: Partial<Record<RaceEvent['type'], string>> = {
  QualifyingSubmitted: 'qualifying',
  SetupSubmitted: 'setup',
  MoveSubmitted: 'move',
  StandingOrderSet: 'order',
};

const isAuthor = (viewer: Viewer, car: string): boolean => viewer.role === 'player' && viewer.car === car;

export interface Disclosure {
  /** The race has finished and its seed is out: the shuffles' orders are shown. */
  seedRevealed?: boolean;
}

/** What a shuffle shows before the finish: what it was for, of how many items, and its code. */
const sealed = ({ order: _order, ...shuffle }: Shuffle): Omit<Shuffle, 'order'> => shuffle;

/** An event as `viewer` may see it in the race's history. */
export const redactEvent = (event: RaceEvent, viewer: Viewer, { seedRevealed = false }: Disclosure = {}): Record<string, unknown> => {
  // The steps that shuffle carry no private payload of a player: their shuffles' orders are all they hide.
  if ((event.type === 'GridPublished' || event.type === 'TurnResolved') && event.shuffles && !seedRevealed)
    return { ...event, shuffles: event.shuffles.map(sealed) };
  if (event.type === 'EntryRegistered') {
    const { tokenHash: _tokenHash, email, ...rest } = event;
    return isAuthor(viewer, event.car) ? { ...rest, email } : rest;
  }
  if (event.type === 'EntryTokenIssued') {
    const { tokenHash: _tokenHash, ...rest } = event;
    return rest;
  }
  const field = privatePayload[event.type];
  if (!field || !('car' in event) || isAuthor(viewer, event.car)) return event;
  return Object.fromEntries(Object.entries(event).filter(([key]) => key !== field));
};

const playerActions = (state: RaceState, car: string, awaited: string[]): Action[] => {
  if (state.entries[car]?.status !== 'in' || state.phase === 'finished') return [];
  const submit: Partial<Record<RaceState['phase'], Action>> = {
    qualifying: 'submitQualifying',
    setup: 'submitSetup',
    racing: 'submitMove',
  };
  const action = submit[state.phase];
  return action && awaited.includes(car) ? [action, 'withdraw'] : ['withdraw'];
};

const organiserActions = (state: RaceState): Action[] => {
  if (state.phase === 'registration') return ['closeRegistration', 'eliminate'];
  if (state.phase === 'qualifying' || state.phase === 'setup' || state.phase === 'racing') return ['resolve', 'extendDeadline', 'eliminate'];
  return [];
};

/** The one view of a race every read path serves. */
export const viewer = (rulesetOf: (state: RaceState) => AnyRuleset | undefined, awaited: (state: RaceState) => string[]) => (state: RaceState, who: Viewer) => {
  const settings = state.settings;
  if (!settings) return undefined;
  const ruleset = rulesetOf(state);
  const awaitedNow = awaited(state);
  // Who has still to send: a car whose submission is in may still replace it, but is waited for no more.
  const waitingFor = awaitedNow.filter((car) => state.pending[car] === undefined);
  const own = who.role === 'player' ? state.entries[who.car] : undefined;
  const actions: Action[] =
    who.role === 'organiser'
      ? organiserActions(state)
      : who.role === 'player'
        ? playerActions(state, who.car, awaitedNow)
        : state.phase === 'registration'
          ? ['register']
          : [];
  return {
    ...settings,
    createdAt: state.createdAt,
    phase: state.phase,
    turn: state.turn,
    deadline: state.deadline ?? null,
    entries: Object.values(state.entries).map((e) => ({
      car: e.car,
      name: e.name,
      status: e.status,
      sent: state.pending[e.car] !== undefined,
    })),
    waitingFor,
    grid: state.grid,
    classification: state.classification ?? (ruleset && state.game !== undefined ? ruleset.classification(state.game) : []),
    /** The ruleset's state: positions and the players table (SC-PBEM-7); public from the grid on. */
    game: state.game ?? null,
    you: own
      ? {
          car: own.car,
          name: own.name,
          email: own.email,
          language: own.language,
          status: own.status,
          pending: state.pending[own.car] ?? null,
          standingOrder: state.standingOrders?.[own.car] ?? null,
        }
      : null,
    actions,
    seed: state.seed ?? null,
    finishedAt: state.finishedAt ?? null,
  };
};

export type RaceView = NonNullable<ReturnType<ReturnType<typeof viewer>>>;
