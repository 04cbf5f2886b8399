/**
 * A race world for resolver tests: the real store on dynalite, the real notifier on the SES
 * stand-in, races of the toy game, a clock the test moves, and commands sent the way the API
 * sends them (command, then the index entry).
 */
import { createRace, type RaceCommand, type RaceEvent, type RaceState } from '../../domain/race/index.ts';
import { storedEventSchema } from '../../domain/race/events.ts';
import { RaceState as RaceStateSchema } from '../../domain/race/state.ts';
import { createSesMailer } from '../../functions/notifier/mailer.ts';
import { createNotifier, type Notifier } from '../../functions/notifier/notifier.ts';
import { createResolver, indexEntry, type Resolver } from '../../functions/resolver/resolver.ts';
import { handleCommand } from '../../functions/store/commandHandler.ts';
import { createEventStore, type EventStore } from '../../functions/store/eventStore.ts';
import { createRaceIndex, type RaceIndex } from '../../functions/store/raceIndex.ts';
import { createRecords, type Records } from '../../functions/store/records.ts';
import { startDynalite, type LocalDynamo } from '../support/dynalite.ts';
import { startSes, type LocalSes } from '../support/ses.ts';
import { toy } from '../race/toy-ruleset.ts';

export const seed = 'c0ffee'.padEnd(64, '0');

export interface World {
  dynamo: LocalDynamo;
  ses: LocalSes;
  store: EventStore<RaceEvent, RaceState>;
  index: RaceIndex;
  records: Records;
  notifier: Notifier;
  clock: { now: Date };
  resolver(overrides?: { store?: EventStore<RaceEvent, RaceState>; notifier?: Notifier }): Resolver;
  /** Runs a command as the API does at the clock's time and updates the index. */
  send(raceId: string, command: RaceCommand): Promise<RaceState>;
  /** A toy race whose two players are at turn 1, deadline two days after `clock.now`. */
  racingRace(raceId: string): Promise<RaceState>;
  events(raceId: string): Promise<RaceEvent[]>;
  close(): Promise<void>;
}

export async function startWorld(): Promise<World> {
  const [dynamo, ses] = await Promise.all([startDynalite(), startSes()]);
  const race = createRace({ [toy.id]: toy });
  const store = createEventStore<RaceEvent, RaceState>({
    ...dynamo,
    eventSchema: storedEventSchema({ [toy.id]: toy }),
    snapshotSchema: RaceStateSchema,
  });
  const index = createRaceIndex(dynamo);
  const records = createRecords(dynamo);
  const notifier = createNotifier({
    mailer: createSesMailer({ client: ses.client, sender: 'master@example.org' }),
    records,
    rulesets: { [toy.id]: toy },
  });
  const clock = { now: new Date('2025-03-01T10:00:00.000Z') };
  const context = async (state: RaceState) => ({
    circuit: toy.shippedCircuits()[state.settings?.circuitId ?? ''],
    seed,
  });

  const send = async (raceId: string, command: RaceCommand) => {
    const now = clock.now.toISOString();
    const result = await handleCommand({
      store,
      raceId,
      initial: race.initialState,
      evolve: race.evolve,
      decide: async (state) => race.decide(state, command, { ...(await context(state)), now }),
    });
    await index.putRace(indexEntry(raceId, result.state, result.commit));
    return result.state;
  };

  const register = (car: string, language: 'it' | 'en'): RaceCommand => ({
    type: 'RegisterEntry',
    name: `Driver ${car}`,
    email: `driver${car}@example.org`,
    language,
    tokenHash: car.repeat(64).slice(0, 64),
  });

  return {
    dynamo,
    ses,
    store,
    index,
    records,
    notifier,
    clock,
    resolver: (overrides = {}) =>
      createResolver({ race, store, index, notifier, context, clock: () => clock.now, ...overrides }),
    send,
    async racingRace(raceId) {
      await send(raceId, {
        type: 'CreateRace', raceId, title: `Race ${raceId}`, circuitId: 'oval', rulesetId: toy.id, laps: 6, maxStarters: 24,
        qualifyingWindow: 'PT24H', turnWindow: 'PT48H', maxConsecutiveMissedMoves: 5,
      });
      await send(raceId, register('1', 'it'));
      await send(raceId, register('2', 'en'));
      await send(raceId, { type: 'CloseRegistration' });
      await send(raceId, { type: 'SubmitQualifying', car: '1', qualifying: { turns: 9 } });
      await send(raceId, { type: 'SubmitQualifying', car: '2', qualifying: { turns: 8 } });
      await send(raceId, { type: 'PublishGrid' });
      await send(raceId, { type: 'SubmitSetup', car: '1', setup: { tyres: 'soft' } });
      await send(raceId, { type: 'SubmitSetup', car: '2', setup: { tyres: 'hard' } });
      return send(raceId, { type: 'StartRace' });
    },
    async events(raceId) {
      return (await store.readCommits(raceId)).flatMap((commit) => commit.events);
    },
    async close() {
      await Promise.all([dynamo.close(), ses.close()]);
    },
  };
}
