/**
 * The ballot box of one race step (the pole laps, the setups, or the moves of one turn): every
 * submission a player sends is appended here rather than to the race stream, so 26 players
 * sending at once never contend for the race's next commit number. One item per step holds, per
 * car, that car's newest submissions in the order they came, each with its revision in the step
 * (1 for its first submission, 2 for the second, …: the highest counts), and the times of its
 * latest sends; and the set of cars that sent one. Each submission is one UpdateItem, conditional
 * on the ballot being open and on the car not sending too fast, which gives the submission its
 * revision and answers with the cars that have sent in: the submission that completes the step
 * knows it, and of two sent at once, the one told the higher revision is the one that counts.
 *
 * A car's submissions are kept packed (packed.ts: every submission rewrites the item, and DynamoDB
 * charges its size) in a list its submissions are appended to, with the number dropped
 * from its front, so a revision is that number plus the position in the list: the one write that
 * appends also numbers. A car that sends more than `keep` allows has its oldest ones dropped by a
 * second UpdateItem, so that a client sending all through a 48-hour step never takes the item
 * towards DynamoDB's 400 KB; its revisions count on.
 *
 * The resolver closes the ballot with one UpdateItem that returns it whole: a submission either
 * landed before the close and is in what the resolver plays, or is refused as too late. The
 * resolver then writes the submissions it played into the race stream, in front of the step's
 * result, so the race stream alone replays the race; the ballots keep a few replaced ones besides.
 */
import { type AttributeValue, ConditionalCheckFailedException, type DynamoDBClient, GetItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import type * as z from 'zod';
import { byCarNumber } from '../../domain/race/events.ts';
import { type Item, num, str } from './attributes.ts';
import { StoreValidationError } from './errors.ts';
import { pack, unpack } from './packed.ts';
import { keys, PARTITION_KEY, SORT_KEY } from './table.ts';

/** A step of a race that collects submissions: its kind (`phase`, the race's phase while it is open), and its number (`turn`). */
export interface Step {
  phase: string;
  turn: number;
  /** The race's kind (its ruleset), given by a submission: what the ballot's submissions are validated as. */
  kind?: string | undefined;
}

/** The ballot of a race's step: its kind, and its number among the steps of that kind. */
export const ballotStep = (step: { kind: string; number: number }, rulesetId?: string): Step => ({
  phase: step.kind,
  turn: step.number,
  ...(rulesetId === undefined ? {} : { kind: rulesetId }),
});

export interface Submitted<E> {
  /** 1 for the car's first submission in the step, 2 for its second, …: the highest one counts. */
  revision: number;
  event: E;
}

export interface Ballot<E> {
  /** Every car's newest submissions in the order they came, by car. */
  submissions: Record<string, Submitted<E>[]>;
  closed: boolean;
}

/**
 * Accepted, with its revision, the cars that have sent in so far, the submitter included, and the
 * newest race commit marked on the ballot (0 when none); or why not, and for a car sending too
 * fast, the seconds until it may send again.
 */
export type SubmitResult =
  | { accepted: true; revision: number; sent: string[]; marked: number }
  | { accepted: false; reason: 'closed' }
  | { accepted: false; reason: 'tooFast'; retryAfterSeconds: number };

export interface Ballots<E> {
  /** Appends `event` to the submissions of `car`; refused once the ballot is closed, or while the car sends faster than the rate limit. */
  submit(raceId: string, step: Step, car: string, event: E): Promise<SubmitResult>;
  read(raceId: string, step: Step): Promise<Ballot<E>>;
  /**
   * Records that race commit `commit` was written while the ballot is open: a submitter that
   * decided on an older state learns from its answer that the race has changed since.
   */
  mark(raceId: string, step: Step, commit: number): Promise<void>;
  /** Closes the ballot (idempotent) and returns it as it was closed. */
  close(raceId: string, step: Step): Promise<Ballot<E>>;
}

export interface BallotsOptions<E> {
  client: DynamoDBClient;
  table: string;
  /** Validates the submissions of a ballot of no known kind (written before kinds were kept). */
  eventSchema: z.ZodType<E>;
  /** The schema of the submissions of each kind of race (its ruleset), kept on the ballot by its first submission. */
  kindSchema?: (kind: string) => z.ZodType<E> | undefined;
  /** Resolves once `kindSchema` can build the schema of `kind` (of every kind without one), where kinds load on demand. */
  kindReady?: (kind?: string) => Promise<void>;
  /** Brings a stored submission of an older version to the current shape before it is validated (see the event store's `upcast`). */
  upcast?: (event: unknown, kind: string | undefined) => unknown;
  clock?: () => Date;
  /**
   * At most `sends` submissions of one car in one step in any `perMs` milliseconds: ten a minute
   * let a player correct a move as often as he thinks of something, and stop a client that sends
   * in a loop.
   */
  rateLimit?: { sends: number; perMs: number };
  /**
   * The newest submissions kept per car: at most `submissions`, and only as many as fit in `bytes`,
   * the newest always, packed (packed.ts). 26 cars of 6 KB stay far below DynamoDB's 400 KB item:
   * ten moves of about 150 bytes, or ten pole laps of about 250.
   */
  keep?: { submissions: number; bytes: number };
}

const CLOSED = 'closed';
/** The race's kind (its ruleset), whose schema the submissions are validated with. */
const KIND = 'kind';
const SENT = 'sent';
const MARKED = 'marked';
/** Attribute holding the kept submissions of car `car`, oldest first. */
const carAttribute = (car: string) => `car${car}`;
/** Attribute counting the submissions of car `car` dropped from the front of its list. */
const droppedAttribute = (car: string) => `dropped${car}`;
/** Attribute holding the times (ms) of the latest sends of car `car`, newest first, so that the rate limit's oldest send has a fixed index. */
const sendsAttribute = (car: string) => `sends${car}`;

/** Indices `from` down to `to`: DynamoDB removes list elements by their indices before the update, dynalite one after the other, and both remove the same ones in this order. */
const downFrom = (from: number, to: number): number[] => Array.from({ length: Math.max(0, from - to + 1) }, (_, i) => from - i);

/** The latest submission of each car, by revision. */
export const latestSubmissions = <E>(ballot: Ballot<E>): Submitted<E>[] =>
  Object.values(ballot.submissions).flatMap((submissions) =>
    submissions.length === 0 ? [] : [submissions.reduce((latest, next) => (next.revision > latest.revision ? next : latest))],
  );

export function createBallots<E>({
  client,
  table,
  eventSchema,
  kindSchema,
  kindReady = () => Promise.resolve(),
  upcast,
  clock = () => new Date(),
  rateLimit: { sends: limit, perMs } = { sends: 10, perMs: 60_000 },
  keep = { submissions: 10, bytes: 6 * 1024 },
}: BallotsOptions<E>): Ballots<E> {
  const key = (raceId: string, step: Step): Item => ({ [PARTITION_KEY]: str(keys.ballot(raceId, step.phase)), [SORT_KEY]: num(step.turn) });

  const validate = (value: unknown, kind: string | undefined, raceId: string, step: Step): E => {
    const result = ((kind === undefined ? undefined : kindSchema?.(kind)) ?? eventSchema).safeParse(value);
    if (!result.success) throw new StoreValidationError(raceId, step.turn, `${step.phase} submission`, result.error.issues[0]);
    return result.data;
  };

  const parse = (stored: AttributeValue, kind: string | undefined, raceId: string, step: Step): E => {
    let value: unknown;
    try {
      value = JSON.parse(unpack(stored) ?? '');
    } catch (error) {
      throw new StoreValidationError(raceId, step.turn, `${step.phase} submission`, undefined, { cause: error });
    }
    return validate(upcast ? upcast(value, kind) : value, kind, raceId, step);
  };

  const toBallot = (item: Item | undefined, raceId: string, step: Step): Ballot<E> => {
    const submissions: Record<string, Submitted<E>[]> = {};
    // Car order, so that every reader (and both of two racing resolvers) sees the same ballot.
    for (const car of [...(item?.[SENT]?.SS ?? [])].sort(byCarNumber)) {
      const dropped = Number(item?.[droppedAttribute(car)]?.N ?? 0);
      submissions[car] = (item?.[carAttribute(car)]?.L ?? []).map((value: AttributeValue, index) => ({
        revision: dropped + index + 1,
        event: parse(value, item?.[KIND]?.S, raceId, step),
      }));
    }
    return { submissions, closed: item?.[CLOSED]?.BOOL === true };
  };

  /** The ballot of a stored item, once its kind's schema can be built. */
  const readBallot = async (item: Item | undefined, raceId: string, step: Step): Promise<Ballot<E>> => {
    if ((item?.[SENT]?.SS?.length ?? 0) > 0) await kindReady(item?.[KIND]?.S);
    return toBallot(item, raceId, step);
  };

  const getItem = async (raceId: string, step: Step): Promise<Item | undefined> =>
    (await client.send(new GetItemCommand({ TableName: table, Key: key(raceId, step), ConsistentRead: true }))).Item;

  /** How many of `submissions` (oldest first) `keep` allows, counted from the newest, which always stays. */
  const keptCount = (submissions: AttributeValue[]): number => {
    let count = 0;
    let bytes = 0;
    for (let index = submissions.length - 1; index >= 0; index--) {
      bytes += submissions[index]?.B?.byteLength ?? Buffer.byteLength(submissions[index]?.S ?? '');
      if (count > 0 && (count === keep.submissions || bytes > keep.bytes)) break;
      count++;
    }
    return count;
  };

  /**
   * Drops what `car` no longer needs kept, from its lists as one submission left them: the oldest
   * submissions past `keep`, and the send times older than the rate limit's window reaches.
   */
  const trim = async (raceId: string, step: Step, car: string, submissions: AttributeValue[], sends: number): Promise<void> => {
    const drop = submissions.length - keptCount(submissions);
    if (drop <= 0 && sends <= limit) return;
    const removed = [...downFrom(sends - 1, limit).map((index) => `#sends[${index}]`), ...downFrom(drop - 1, 0).map((index) => `#car[${index}]`)];
    try {
      await client.send(
        new UpdateItemCommand({
          TableName: table,
          Key: key(raceId, step),
          UpdateExpression: `REMOVE ${removed.join(', ')}${drop > 0 ? ' ADD #dropped :drop' : ''}`,
          // Lists at least as long as this submission left them: what is removed is there, and is older
          // than anything sent since (submissions are appended, send times put in front).
          ConditionExpression: 'size(#car) >= :submissions AND size(#sends) >= :sends',
          ExpressionAttributeNames: { '#car': carAttribute(car), '#sends': sendsAttribute(car), ...(drop > 0 ? { '#dropped': droppedAttribute(car) } : {}) },
          ExpressionAttributeValues: { ':submissions': num(submissions.length), ':sends': num(sends), ...(drop > 0 ? { ':drop': num(drop) } : {}) },
        }),
      );
    } catch (error) {
      // Another submission of the car trimmed first: whatever is left over, the car's next submission trims.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  };

  return {
    async submit(raceId, step, car, event) {
      await kindReady(step.kind);
      const valid = pack(JSON.stringify(validate(event, step.kind, raceId, step)));
      const now = clock().getTime();
      let updated: Item;
      try {
        ({ Attributes: updated = {} } = await client.send(
          new UpdateItemCommand({
            TableName: table,
            Key: key(raceId, step),
            UpdateExpression:
              'SET #car = list_append(if_not_exists(#car, :none), :event), #sends = list_append(:now, if_not_exists(#sends, :none))' +
              `${step.kind === undefined ? '' : ', #kind = if_not_exists(#kind, :kind)'} ADD #sent :cars`,
            // Fewer than `limit` sends, or the `limit`-th latest one out of the window.
            ConditionExpression: `attribute_not_exists(#closed) AND (attribute_not_exists(#sends) OR size(#sends) < :limit OR #sends[${limit - 1}] <= :windowStart)`,
            ExpressionAttributeNames: {
              '#car': carAttribute(car),
              '#sends': sendsAttribute(car),
              '#sent': SENT,
              '#closed': CLOSED,
              ...(step.kind === undefined ? {} : { '#kind': KIND }),
            },
            ExpressionAttributeValues: {
              ':none': { L: [] },
              ':event': { L: [valid] },
              ':now': { L: [num(now)] },
              ':cars': { SS: [car] },
              ':limit': num(limit),
              ':windowStart': num(now - perMs),
              ...(step.kind === undefined ? {} : { ':kind': str(step.kind) }),
            },
            // The whole item costs no more than the updated attributes: the count dropped and the mark, however old.
            ReturnValues: 'ALL_NEW',
          }),
        ));
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const item = await getItem(raceId, step);
        if (item?.[CLOSED]?.BOOL === true) return { accepted: false, reason: 'closed' };
        const oldest = Number(item?.[sendsAttribute(car)]?.L?.[limit - 1]?.N ?? now);
        return { accepted: false, reason: 'tooFast', retryAfterSeconds: Math.max(1, Math.ceil((oldest + perMs - now) / 1000)) };
      }
      const submissions = updated[carAttribute(car)]?.L ?? [];
      await trim(raceId, step, car, submissions, updated[sendsAttribute(car)]?.L?.length ?? 0);
      return {
        accepted: true,
        revision: Number(updated[droppedAttribute(car)]?.N ?? 0) + submissions.length,
        sent: [...(updated[SENT]?.SS ?? [car])].sort(byCarNumber),
        marked: Number(updated[MARKED]?.N ?? 0),
      };
    },

    read: async (raceId, step) => readBallot(await getItem(raceId, step), raceId, step),

    async mark(raceId, step, commit) {
      try {
        await client.send(
          new UpdateItemCommand({
            TableName: table,
            Key: key(raceId, step),
            UpdateExpression: 'SET #marked = :commit',
            ConditionExpression: 'attribute_not_exists(#marked) OR #marked < :commit',
            ExpressionAttributeNames: { '#marked': MARKED },
            ExpressionAttributeValues: { ':commit': num(commit) },
          }),
        );
      } catch (error) {
        // A newer commit is marked already.
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    },

    async close(raceId, step) {
      const { Attributes: item } = await client.send(
        new UpdateItemCommand({
          TableName: table,
          Key: key(raceId, step),
          UpdateExpression: 'SET #closed = :true',
          ExpressionAttributeNames: { '#closed': CLOSED },
          ExpressionAttributeValues: { ':true': { BOOL: true } },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return readBallot(item, raceId, step);
    },
  };
}
