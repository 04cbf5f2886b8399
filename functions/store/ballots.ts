/**
 * The ballot box of one race step (the pole laps, the setups, or the moves of one turn): every
 * submission a player sends is appended here rather than to the race stream, so 26 players
 * sending at once never contend for the race's next commit number. One item per step holds, per
 * car, the list of that car's submissions in the order they came (the latest one counts), and the
 * set of cars that sent one. Each submission is one UpdateItem, conditional on the ballot being
 * open, which answers with the cars that have sent in: the submission that completes the step knows it.
 *
 * The resolver closes the ballot with one UpdateItem that returns it whole: a submission either
 * landed before the close and is in what the resolver plays, or is refused as too late. The
 * resolver then writes the submissions it played into the race stream, in front of the step's
 * result, so the race stream alone replays the race; the ballots keep the replaced ones too.
 */
import {
  ConditionalCheckFailedException,
  GetItemCommand,
  UpdateItemCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type * as z from 'zod';
import { byCarNumber } from '../../domain/race/events.ts';
import { num, str, type Item } from './attributes.ts';
import { StoreValidationError } from './errors.ts';
import { keys, PARTITION_KEY, SORT_KEY } from './table.ts';

/** A step of a race that collects submissions: its phase, and the turn for the moves. */
export interface Step {
  phase: string;
  turn: number;
}

export interface Ballot<E> {
  /** Every car's submissions in the order they came, by car. */
  submissions: Record<string, E[]>;
  closed: boolean;
}

/**
 * Accepted, with the cars that have sent in so far, the submitter included, and the newest race
 * commit marked on the ballot (0 when none); or why not.
 */
export type SubmitResult = { accepted: true; sent: string[]; marked: number } | { accepted: false; reason: 'closed' | 'full' };

export interface Ballots<E> {
  /** Appends `event` to the submissions of `car`; refused once the ballot is closed or the car has sent `maxPerCar`. */
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
  eventSchema: z.ZodType<E>;
  /**
   * Submissions one car may send in one step: keeps the ballot item far below DynamoDB's 400 KB
   * (26 cars × 10 pole laps of about 1 KB).
   */
  maxPerCar?: number;
}

const CLOSED = 'closed';
const SENT = 'sent';
const MARKED = 'marked';
/** Attribute holding the submissions of car `car`. */
const carAttribute = (car: string) => `car${car}`;


/** The latest submission of each car. */
export const latestSubmissions = <E>(ballot: Ballot<E>): E[] =>
  Object.values(ballot.submissions).flatMap((events) => events.slice(-1));

export function createBallots<E>({ client, table, eventSchema, maxPerCar = 10 }: BallotsOptions<E>): Ballots<E> {
  const key = (raceId: string, step: Step): Item => ({ [PARTITION_KEY]: str(keys.ballot(raceId, step.phase)), [SORT_KEY]: num(step.turn) });

  const validate = (value: unknown, raceId: string, step: Step): E => {
    const result = eventSchema.safeParse(value);
    if (!result.success) throw new StoreValidationError(raceId, step.turn, `${step.phase} submission`, result.error.issues[0]);
    return result.data;
  };

  const parse = (text: string | undefined, raceId: string, step: Step): E => {
    let value: unknown;
    try {
      value = JSON.parse(text ?? '');
    } catch (error) {
      throw new StoreValidationError(raceId, step.turn, `${step.phase} submission`, undefined, { cause: error });
    }
    return validate(value, raceId, step);
  };

  const toBallot = (item: Item | undefined, raceId: string, step: Step): Ballot<E> => {
    const submissions: Record<string, E[]> = {};
    // Car order, so that every reader (and both of two racing resolvers) sees the same ballot.
    for (const car of [...(item?.[SENT]?.SS ?? [])].sort(byCarNumber)) {
      submissions[car] = (item?.[carAttribute(car)]?.L ?? []).map((value: AttributeValue) => parse(value.S, raceId, step));
    }
    return { submissions, closed: item?.[CLOSED]?.BOOL === true };
  };

  const read = async (raceId: string, step: Step): Promise<Ballot<E>> => {
    const { Item: item } = await client.send(new GetItemCommand({ TableName: table, Key: key(raceId, step), ConsistentRead: true }));
    return toBallot(item, raceId, step);
  };

  return {
    async submit(raceId, step, car, event) {
      const valid = JSON.stringify(validate(event, raceId, step));
      try {
        const { Attributes: updated } = await client.send(
          new UpdateItemCommand({
            TableName: table,
            Key: key(raceId, step),
            // `#marked` is set to itself so that UPDATED_NEW returns it.
            UpdateExpression: 'SET #car = list_append(if_not_exists(#car, :none), :event), #marked = if_not_exists(#marked, :zero) ADD #sent :cars',
            ConditionExpression: 'attribute_not_exists(#closed) AND (attribute_not_exists(#car) OR size(#car) < :max)',
            ExpressionAttributeNames: { '#car': carAttribute(car), '#sent': SENT, '#closed': CLOSED, '#marked': MARKED },
            ExpressionAttributeValues: { ':none': { L: [] }, ':event': { L: [str(valid)] }, ':cars': { SS: [car] }, ':max': num(maxPerCar), ':zero': num(0) },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return { accepted: true, sent: [...(updated?.[SENT]?.SS ?? [car])].sort(byCarNumber), marked: Number(updated?.[MARKED]?.N ?? 0) };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        return { accepted: false, reason: (await read(raceId, step)).closed ? 'closed' : 'full' };
      }
    },

    read,

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
      return toBallot(item, raceId, step);
    },
  };
}
