/**
 * The ids a race's world is named by, each kind with its one schema, used wherever one comes in
 * (a command, an API path, query or body): short, and of letters, digits and a few marks only, so
 * that an id can neither grow past what a store takes as a key (DynamoDB: 2,048 bytes) nor mean
 * anything but itself (no "/", no ".."). A car and a step have theirs beside the events (`Car`,
 * `StepName`).
 */
import * as z from 'zod';

export const RaceId = z.string().regex(/^[A-Za-z0-9_]{1,40}$/, { message: 'expected 1 to 40 letters, digits or "_"' });
/** A circuit shipped with a game or uploaded by the organiser. */
export const CircuitId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { message: 'expected 1 to 40 letters, digits, "_" or "-"' });
export const ChampionshipId = RaceId;
export const SeasonId = RaceId;
/** A roll's or a shuffle's verification code (domain/dice/code.ts), which its parser reads further. */
export const DiceCode = z.string().regex(/^[A-Za-z0-9_.-]{1,120}$/, { message: 'expected a code such as "monza24-14-2B1-1553"' });
