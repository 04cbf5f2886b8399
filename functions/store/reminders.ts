/**
 * One reminder item per race and kind: the open step whose players are reminded before its
 * deadline (`deadline`), or whose last seat awaited is told so (`last`, issue 30), and when. It sits in a partition of the due index of its own (`dueAt`, the time to remind), so the
 * resolver finds the reminders due without a scan. A step reminded once leaves the index and is
 * not scheduled again, even when its deadline is extended; a later step replaces it.
 */
import { ConditionalCheckFailedException, type DynamoDBClient, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { type Item, num, queryDueIndex, str, unmarshal } from './attributes.ts';
import { DUE_INDEX_PARTITION_KEY, DUE_INDEX_SORT_KEY, keys, PARTITION_KEY, REMINDERS_PARTITION, SORT_KEY } from './table.ts';

/** What a reminder says: the deadline is near, or the player is the last the step waits for. */
export type ReminderKind = 'deadline' | 'last';

/** A reminder due: the race, its step by name and rank, and its kind (`deadline` when absent, as the items before kinds). */
export const Reminder = z.object({ raceId: z.string(), step: z.string(), rank: z.number().int(), kind: z.enum(['deadline', 'last']).optional() });
export type Reminder = z.infer<typeof Reminder>;

export interface Reminders {
  /** Reminds the players of step `step` (of rank `rank`) at `at`, unless that step was reminded already or a later one is scheduled. */
  schedule(raceId: string, step: string, rank: number, at: string, kind?: ReminderKind): Promise<void>;
  /** The reminders whose time has come by `nowIso`, earliest first. */
  due(nowIso: string): Promise<Reminder[]>;
  /** The step of rank `rank` has been reminded: it leaves the due index (a later step scheduled meanwhile stays). */
  done(raceId: string, rank: number, kind?: ReminderKind): Promise<void>;
}

export function createReminders({ client, table }: { client: DynamoDBClient; table: string }): Reminders {
  const key = (raceId: string, kind: ReminderKind = 'deadline'): Item => ({
    [PARTITION_KEY]: str(keys.reminder(raceId)),
    [SORT_KEY]: num(kind === 'last' ? 1 : 0),
  });

  const conditional = async (command: UpdateItemCommand): Promise<void> => {
    try {
      await client.send(command);
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  };

  return {
    schedule: (raceId, step, rank, at, kind = 'deadline') =>
      conditional(
        new UpdateItemCommand({
          TableName: table,
          Key: key(raceId, kind),
          UpdateExpression: `SET #raceId = :raceId, #step = :step, #rank = :rank, #p = :p, #due = :at${kind === 'last' ? ', #kind = :kind' : ''}`,
          // A new step, or the same one not reminded yet (its deadline moved).
          ConditionExpression: 'attribute_not_exists(#rank) OR #rank < :rank OR (#rank = :rank AND attribute_exists(#p))',
          ExpressionAttributeNames: {
            '#raceId': 'raceId',
            '#step': 'step',
            '#rank': 'rank',
            '#p': DUE_INDEX_PARTITION_KEY,
            '#due': DUE_INDEX_SORT_KEY,
            ...(kind === 'last' ? { '#kind': 'kind' } : {}),
          },
          ExpressionAttributeValues: {
            ':raceId': str(raceId),
            ':step': str(step),
            ':rank': num(rank),
            ':p': str(REMINDERS_PARTITION),
            ':at': str(at),
            ...(kind === 'last' ? { ':kind': str(kind) } : {}),
          },
        }),
      ),

    async due(nowIso) {
      const items = await queryDueIndex(client, table, REMINDERS_PARTITION, nowIso);
      return items.map((item) => Reminder.parse(unmarshal(item)));
    },

    done: (raceId, rank, kind) =>
      conditional(
        new UpdateItemCommand({
          TableName: table,
          Key: key(raceId, kind),
          // Out of the due index rather than deleted: the store never deletes, and the rank stays to refuse the step again.
          UpdateExpression: 'REMOVE #p, #due',
          ConditionExpression: '#rank = :rank',
          ExpressionAttributeNames: { '#rank': 'rank', '#p': DUE_INDEX_PARTITION_KEY, '#due': DUE_INDEX_SORT_KEY },
          ExpressionAttributeValues: { ':rank': num(rank) },
        }),
      ),
  };
}
