/**
 * The race as the HTTP API's handlers and the emailed replies use it: who is asking, the race as
 * it is, and a command decided and committed with everything a commit entails (the outbox before,
 * the ballot's mark, the race index and the emails after).
 */
import { DomainError } from '../../domain/errors.ts';
import type { AnyPicture } from '../../domain/race/any-ruleset.ts';
import type { RaceCommand } from '../../domain/race/commands.ts';
import type { AnyRuleset, Race, RaceEvent, RaceState, Viewer } from '../../domain/race/index.ts';
import type { Assists } from '../../domain/race/ruleset.ts';
import { carsOfSeat, seatOf, tokenHashesOf } from '../../domain/race/state.ts';
import { HttpProblem } from '../http/problem.ts';
import { isAnnounced } from '../notifier/announcements.ts';
import { type Ballots, ballotStep } from '../store/ballots.ts';
import type { Circuits } from '../store/circuits.ts';
import { handleCommand } from '../store/commandHandler.ts';
import { raceContext } from '../store/context.ts';
import type { EventStore } from '../store/eventStore.ts';
import type { Idempotency } from '../store/idempotency.ts';
import type { RaceIndex } from '../store/raceIndex.ts';
import { type Records, sameHash, tokenHash } from '../store/records.ts';
import type { Reminders } from '../store/reminders.ts';
import { indexEntry, type Resolver, remindLater, withBallot } from './resolver.ts';

/** What the race service is built on: the stores, the notifier, the resolver and the configuration. */
export interface ServiceDeps {
  rulesets: Record<string, AnyRuleset>;
  /** The race under `rulesets`, with the game of a race created without naming one. */
  race: Race;
  store: EventStore<RaceEvent, RaceState>;
  ballots: Ballots<RaceEvent>;
  index: RaceIndex;
  /** The reminders before each deadline; without them (the API Lambda, for its bundle's size) the commands that open a step or move a deadline go to the resolver (infra/stack.ts). */
  reminders?: Reminders;
  records: Records;
  idempotency: Idempotency;
  circuits: Circuits;
  /**
   * Plays a race's step now for the organiser's `resolve`, and sends the emails a command's commit
   * owes. Without it (the API Lambda) there is no `resolve` here and those emails stay owed in the
   * index: on AWS the resolver Lambda serves the routes whose commits announce (infra/stack.ts).
   */
  resolver?: Pick<Resolver, 'resolveNow' | 'announce'>;
  /** The games' pictures by ruleset id; without them (the API Lambda, for its bundle's size) the pictures are the resolver's to serve. */
  pictures?: Record<string, AnyPicture>;
  /** The games' assists (move preview, Best Lap) by ruleset id; without them (the API Lambda, for its bundle's size) they are the resolver's to serve. */
  assists?: Record<string, Assists>;
  clock: () => Date;
  /** 32 fresh random bytes as 64 hex digits: dice seeds, player tokens, race ids. */
  random: () => string;
  config: {
    /** sha256 (hex) of the organiser's bearer token. */
    organiserTokenHash: string;
  };
}

/** Who sends a player's command: his car, every car of his seat, and the race's game. */
export interface Player {
  car: string;
  seat: string[];
  ruleset: AnyRuleset;
}

const noRace = (raceId: string) => new HttpProblem(404, `no race ${raceId}`, [{ field: 'raceId', reason: 'no such race' }]);

export function createService(deps: ServiceDeps) {
  const { race } = deps;
  const context = raceContext(deps);
  const now = () => deps.clock().toISOString();

  const isOrganiser = (token: string | undefined): boolean => token !== undefined && sameHash(tokenHash(token), deps.config.organiserTokenHash);

  const requireOrganiser = (token: string | undefined): void => {
    if (token === undefined) throw new HttpProblem(401, 'this needs the organiser token', [{ field: 'authorization', reason: 'missing' }]);
    if (!isOrganiser(token)) throw new HttpProblem(403, 'only the organiser may do this', [{ field: 'authorization', reason: 'not the organiser' }]);
  };

  /** The car whose token is presented, in this race: the first of its player's seat. */
  const playerCar = (state: RaceState, token: string | undefined): string => {
    if (token === undefined) throw new HttpProblem(401, 'this needs your player token', [{ field: 'authorization', reason: 'missing' }]);
    const hash = tokenHash(token);
    const entry = Object.values(state.entries).find((e) => tokenHashesOf(e).some((known) => sameHash(known, hash)));
    if (!entry) throw new HttpProblem(403, 'this token does not belong to a car of this race', [{ field: 'authorization', reason: 'unknown token' }]);
    return entry.car;
  };

  /** The car of the token presented, every car of its seat, and the race's ruleset, for a player's command. */
  const playerOf = (state: RaceState, token: string | undefined): Player => carPlayer(state, playerCar(state, token));

  /** `car`, every car of its seat, and the race's ruleset: the player of `car`, known otherwise than by a token (a reply's address). */
  const carPlayer = (state: RaceState, car: string): Player => {
    const ruleset = race.rulesetOf(state);
    if (!ruleset) throw new DomainError('invalid', 'rulesetId', 'the race has an unknown ruleset');
    const entry = state.entries[car];
    return { car, seat: entry ? carsOfSeat(state, seatOf(entry)) : [], ruleset };
  };

  const viewerOf = (state: RaceState, token: string | undefined): Viewer => {
    if (token === undefined) return { role: 'public' };
    return isOrganiser(token) ? { role: 'organiser' } : { role: 'player', car: playerCar(state, token) };
  };

  const load = async (raceId: string): Promise<{ state: RaceState; commit: number }> => {
    const head = await deps.store.head(raceId);
    const state = head?.state ?? race.initialState;
    if (state.phase === 'none') throw noRace(raceId);
    return { state, commit: head?.commit ?? 0 };
  };

  /** The race with the submissions its open step has collected so far (secret: for `publicView` only). */
  const collected = async (raceId: string, state: RaceState): Promise<RaceState> => {
    const step = race.step(state);
    return step ? withBallot(race, state, await deps.ballots.read(raceId, ballotStep(step))) : state;
  };

  /** `state` includes the open step's submissions, or `due` says whether every awaited car has sent in. */
  const updateIndex = async (raceId: string, state: RaceState, commit: number, due?: boolean): Promise<void> => {
    const at = now();
    // SC-PBEM-6: a step every car has sent in for is due now, not at its deadline.
    await deps.index.putRace({ ...indexEntry(raceId, state, commit), ...((due ?? race.isDue(state, at)) ? { nextDeadline: at } : {}) });
  };

  /** Decides `command` on the latest state and appends its events, retrying when another writer was first. */
  const execute = async (raceId: string, command: (state: RaceState) => RaceCommand | Promise<RaceCommand>) => {
    const at = now();
    const result = await handleCommand({
      store: deps.store,
      raceId,
      initial: race.initialState,
      evolve: race.evolve,
      decide: async (state, commit) => {
        if (state.phase === 'none') throw noRace(raceId);
        const events = race.decide(state, await command(state), { ...(await context(state)), now: at });
        // Recorded before the commit, whose emails a crash right after it must not lose.
        if (events.some(isAnnounced)) await deps.index.owe(raceId, commit + 1);
        return events;
      },
    });
    // Marked before the index is updated: a submission decided on an older state either lands
    // before the mark and is in what `collected` reads, or learns from the mark to look again.
    const step = race.step(result.state);
    if (step) await deps.ballots.mark(raceId, ballotStep(step), result.commit);
    // A car that leaves may leave every car still racing with its move in.
    await updateIndex(raceId, await collected(raceId, result.state), result.commit);
    if (deps.reminders) await remindLater(deps.reminders, race, raceId, result.state);
    // The index now shows the finish as owed: emails that fail here go out with the resolver's next run.
    if (deps.resolver && result.events.some(isAnnounced)) await deps.resolver.announce(raceId, result).catch(() => 0);
    return result;
  };

  return { deps, race, context, now, isOrganiser, requireOrganiser, playerCar, playerOf, carPlayer, viewerOf, load, collected, updateIndex, execute };
}

export type Service = ReturnType<typeof createService>;
