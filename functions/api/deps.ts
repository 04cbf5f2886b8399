/** What the HTTP API is built on: the stores, the notifier, the resolver and the configuration. */
import type { Hono } from 'hono';
import type { Assists } from '../../domain/race/game.ts';
import type { AnyRuleset, Race, RaceEvent, RaceState } from '../../domain/race/index.ts';
import type { AnyPicture } from '../../domain/race/race-ruleset.ts';
import type { Registration } from '../notifier/delivery.ts';
import type { Resolver } from '../resolver/resolver.ts';
import type { Ballots } from '../store/ballots.ts';
import type { EventStore } from '../store/eventStore.ts';
import type { Idempotency } from '../store/idempotency.ts';
import type { RaceIndex } from '../store/raceIndex.ts';
import type { Records } from '../store/records.ts';
import type { Reminders } from '../store/reminders.ts';
import type { WebAssets } from '../web/assets.ts';
import type { Circuits } from './circuits.ts';
import type { Service } from './service.ts';

export interface ApiDeps {
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
  notifier: Registration;
  /**
   * Plays a race's step now for the organiser's `resolve`, and sends the emails a command's commit
   * owes. Without it (the API Lambda) there is no `resolve` here and those emails stay owed in the
   * index: on AWS the resolver Lambda serves the routes whose commits announce (infra/stack.ts).
   */
  resolver?: Pick<Resolver, 'resolveNow' | 'announce'>;
  /** The web pages; without them the app is the JSON API only. */
  webAssets?: WebAssets;
  /**
   * Mounts the routes the resolver function serves on AWS (resolver-routes.ts); without it (the
   * API function, for its bundle's size) API Gateway sends them to the resolver (infra/stack.ts).
   */
  resolverRoutes?: (app: Hono, service: Service) => void;
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
    /** Largest accepted request body; 64 KB by default. */
    maxBodyBytes?: number;
  };
}
