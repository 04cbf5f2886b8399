/**
 * The version of a stored event (domain/race/upcast.ts): what the event schemas check an event
 * against and what the upcasters bring forward.
 */
import type { AnyRuleset } from './any-ruleset.ts';

/** The version of a game event that carries no `v`: every game event written before versions. */
export const FIRST_VERSION = 1;

/** A stored event as JSON gives it: an object of fields. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The current version of a game's events. */
export const gameEventVersion = (ruleset: Pick<AnyRuleset, 'eventVersion'>): number => ruleset.eventVersion ?? FIRST_VERSION;

/** The version a stored game event is at: its `v`, or 1 without one. */
export const versionOf = (event: unknown): number => (isRecord(event) && event.v !== undefined ? (event.v as number) : FIRST_VERSION);
