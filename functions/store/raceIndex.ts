/**
 * One small item per race for listing races and finding the ones that are due, through the due
 * index instead of a scan. It is a cache of the stream, tagged with the commit it reflects so a
 * slow writer never puts an older view over a newer one.
 *
 * It also says which of the race's emails are owed. `announcements` counts the steps the race has
 * announced by its commit (grid, turns, finish); `announced` counts those whose emails all went
 * out, through `announcedCommit`. Only the resolver advances `announced`, and every other write
 * keeps it; a race with emails owed is due at once, whatever its deadline, so the next run sends
 * them even when a newer command rewrote the view after a crash.
 *
 * The view is written after a commit, so a crash in between leaves it behind. What a crash must
 * not lose is therefore announced before: a writer about to close a step's ballot or to append a
 * commit that announces something first records that in the race's outbox item (`owe`), and the
 * resolver settles it once the step is written and every email through it went out. A race with
 * an outbox item is due at every run, whatever its view says.
 */
import { ConditionalCheckFailedException, type DynamoDBClient, GetItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { type Item, num, queryDueIndex, str, unmarshal } from './attributes.ts';
import { DUE_INDEX_PARTITION_KEY, DUE_INDEX_SORT_KEY, keys, OUTBOX_PARTITION, PARTITION_KEY, RACES_PARTITION, SORT_KEY } from './table.ts';

/** Fixed-width ISO time (`Date.prototype.toISOString`), so text order is time order. */
const IsoTime = z.iso.datetime({ precision: 3 });

/** What the race is at one commit: written by every command. */
export const RaceView = z.object({
  raceId: z.string().min(1),
  status: z.string().min(1),
  title: z.string(),
  circuit: z.string(),
  nextDeadline: IsoTime.optional(),
  /** The commit this view reflects. */
  commit: z.number().int().min(0),
  /** Steps announced by email (grid, turns, finish) up to `commit`; 0 in items written before it was kept. */
  announcements: z.number().int().min(0).default(0),
});
export type RaceView = z.infer<typeof RaceView>;

/** How far the emails have gone out: written by the resolver only. */
export const Announced = z.object({
  announced: z.number().int().min(0).default(0),
  /** The commit through which every announcement's emails went out. */
  announcedCommit: z.number().int().min(0).default(0),
});
export type Announced = z.infer<typeof Announced>;

/** How far the league channels' posts have gone out: written by the resolver only, as the posts are handed on and done (functions/race/posts.ts). */
export const Posted = z.object({
  /** The commit through which every announcement was posted; none in a race no channel was ever bound to. */
  postedCommit: z.number().int().min(0).optional(),
});

export const RaceIndexEntry = RaceView.extend(Announced.shape).extend(Posted.shape);
export type RaceIndexEntry = z.infer<typeof RaceIndexEntry>;

/** Sorts after every ISO time, so a race without a deadline is never due. */
const NO_DEADLINE = '~';
/** Sorts before every ISO time, so a race that owes emails is due at once. */
const OWES_EMAILS = '0';

export interface RaceIndex {
  /**
   * Writes the view unless a newer commit's view is stored; returns whether it was written. With
   * `announced` (the resolver, once the emails went out) it also records how far they went, even
   * when the view is stale.
   */
  putRace(view: RaceView, announced?: Announced): Promise<boolean>;
  getRace(raceId: string): Promise<RaceIndexEntry | undefined>;
  listRaces(): Promise<RaceIndexEntry[]>;
  /** Races whose next deadline is at or before `nowIso`, or that owe emails; those owing first, then earliest first. */
  dueRaces(nowIso: string): Promise<RaceIndexEntry[]>;
  /** Records, before the writing, that commit `commit` of the race will close a ballot or announce something. */
  owe(raceId: string, commit: number): Promise<void>;
  /** Records that the channels' posts went out through `commit`; never backwards. */
  posted(raceId: string, commit: number): Promise<void>;
  /** Clears the outbox item once everything through `commit` is written, emailed and posted to the league channels; a newer one stays. */
  settle(raceId: string, commit: number): Promise<void>;
  /** The races with an outbox item. */
  owing(): Promise<string[]>;
}

const toEntry = (item: Item): RaceIndexEntry => RaceIndexEntry.parse(unmarshal(item));

const NEWER = '#commit <= :commit';
const FIRST_OR_NEWER = `attribute_not_exists(#${PARTITION_KEY}) OR ${NEWER}`;

export function createRaceIndex({ client, table }: { client: DynamoDBClient; table: string }): RaceIndex {
  const key = (raceId: string): Item => ({ [PARTITION_KEY]: str(keys.raceIndex(raceId)), [SORT_KEY]: num(0) });
  const outboxKey = (raceId: string): Item => ({ [PARTITION_KEY]: str(keys.outbox(raceId)), [SORT_KEY]: num(0) });

  /** One conditional update, each `#name` standing for the attribute `name`; false when the condition does not hold. */
  const update = async (raceId: string, sets: string[], condition: string, values: Item, remove?: string): Promise<boolean> => {
    const expression = `SET ${sets.join(', ')}${remove ? ` REMOVE #${remove}` : ''}`;
    const names = Object.fromEntries([...`${expression} ${condition}`.matchAll(/#(\w+)/g)].map((match) => [match[0], match[1] ?? '']));
    try {
      await client.send(
        new UpdateItemCommand({
          TableName: table,
          Key: key(raceId),
          UpdateExpression: expression,
          ConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  };

  const writeView = (view: RaceView, dueAt: string, condition: string, extra: { sets: string[]; values: Item }) => {
    const attributes: Item = {
      raceId: str(view.raceId),
      status: str(view.status),
      title: str(view.title),
      circuit: str(view.circuit),
      announcements: num(view.announcements),
      [DUE_INDEX_PARTITION_KEY]: str(RACES_PARTITION),
      [DUE_INDEX_SORT_KEY]: str(dueAt),
      ...(view.nextDeadline ? { nextDeadline: str(view.nextDeadline) } : {}),
    };
    const sets = ['#commit = :commit', ...Object.keys(attributes).map((name) => `#${name} = :${name}`), ...extra.sets];
    const values = {
      ':commit': num(view.commit),
      ...Object.fromEntries(Object.entries(attributes).map(([name, value]) => [`:${name}`, value])),
      ...extra.values,
    };
    return update(view.raceId, sets, condition, values, view.nextDeadline ? undefined : 'nextDeadline');
  };

  const queryRaces = async (dueBy?: string): Promise<RaceIndexEntry[]> => {
    const items = await queryDueIndex(client, table, RACES_PARTITION, dueBy);
    // A global secondary index may show an item at its old key beside its new one for a moment
    // (DynamoDB's are eventually consistent; dynalite does so under concurrent updates): each race
    // once, as its newest commit left it, in the order the index gave.
    const newest = new Map<string, RaceIndexEntry>();
    for (const entry of items.map(toEntry)) {
      const known = newest.get(entry.raceId);
      if (!known || entry.commit > known.commit) newest.set(entry.raceId, entry);
    }
    return [...newest.values()];
  };

  return {
    async putRace(input, announced) {
      const view = RaceView.parse(input);
      const deadline = view.nextDeadline ?? NO_DEADLINE;
      if (announced) {
        const { announced: count, announcedCommit } = Announced.parse(announced);
        const progress = {
          sets: ['#announced = :announced', '#announcedCommit = :announcedCommit'],
          values: { ':announced': num(count), ':announcedCommit': num(announcedCommit) },
        };
        // A command of the same commit may have made the step due sooner (its last submission came
        // while these emails went out): that view stays.
        const notSooner = view.nextDeadline ? '(attribute_not_exists(#nextDeadline) OR #nextDeadline >= :nextDeadline)' : 'attribute_not_exists(#nextDeadline)';
        const condition = `attribute_not_exists(#${PARTITION_KEY}) OR #commit < :commit OR (#commit = :commit AND ${notSooner})`;
        if (await writeView(view, count < view.announcements ? OWES_EMAILS : deadline, condition, progress)) return true;
        // The view stored stays: the emails went out all the same, and once none is owed the race is due when that view says.
        await update(view.raceId, progress.sets, '#announced < :announced', progress.values);
        await update(
          view.raceId,
          [`#${DUE_INDEX_SORT_KEY} = if_not_exists(#nextDeadline, :none)`],
          `#announcements <= :announced AND #${DUE_INDEX_SORT_KEY} = :owes`,
          {
            ':announced': num(count),
            ':none': str(NO_DEADLINE),
            ':owes': str(OWES_EMAILS),
          },
        );
        return false;
      }
      // Other writers keep the resolver's progress, and keep the race due while it is behind.
      const keep = {
        sets: ['#announced = if_not_exists(#announced, :zero)', '#announcedCommit = if_not_exists(#announcedCommit, :zero)'],
        values: { ':zero': num(0) },
      };
      if (view.announcements === 0) return writeView(view, deadline, FIRST_OR_NEWER, keep);
      const settled = `${NEWER} AND #announced >= :announcements`;
      if (await writeView(view, deadline, settled, { ...keep, values: { ...keep.values, ':announcements': num(view.announcements) } })) return true;
      return writeView(view, OWES_EMAILS, FIRST_OR_NEWER, keep);
    },

    async getRace(raceId) {
      const { Item: item } = await client.send(new GetItemCommand({ TableName: table, Key: key(raceId), ConsistentRead: true }));
      return item ? toEntry(item) : undefined;
    },

    listRaces: () => queryRaces(),

    dueRaces: async (nowIso) => queryRaces(IsoTime.parse(nowIso)),

    async owe(raceId, commit) {
      try {
        await client.send(
          new PutItemCommand({
            TableName: table,
            Item: {
              ...outboxKey(raceId),
              raceId: str(raceId),
              commit: num(commit),
              [DUE_INDEX_PARTITION_KEY]: str(OUTBOX_PARTITION),
              [DUE_INDEX_SORT_KEY]: str(OWES_EMAILS),
            },
            ConditionExpression: 'attribute_not_exists(#pk) OR #commit < :commit OR attribute_not_exists(#p)',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#commit': 'commit', '#p': DUE_INDEX_PARTITION_KEY },
            ExpressionAttributeValues: { ':commit': num(commit) },
          }),
        );
      } catch (error) {
        // A later commit is owed already, which covers this one.
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    },

    async posted(raceId, commit) {
      await update(
        raceId,
        ['#postedCommit = :postedCommit'],
        `attribute_exists(#${PARTITION_KEY}) AND (attribute_not_exists(#postedCommit) OR #postedCommit < :postedCommit)`,
        {
          ':postedCommit': num(commit),
        },
      );
    },

    async settle(raceId, commit) {
      try {
        // Out of the due index rather than deleted: the store never deletes.
        await client.send(
          new UpdateItemCommand({
            TableName: table,
            Key: outboxKey(raceId),
            UpdateExpression: 'REMOVE #p, #due',
            ConditionExpression: '#commit <= :commit',
            ExpressionAttributeNames: { '#commit': 'commit', '#p': DUE_INDEX_PARTITION_KEY, '#due': DUE_INDEX_SORT_KEY },
            ExpressionAttributeValues: { ':commit': num(commit) },
          }),
        );
      } catch (error) {
        // Nothing owed, or a newer commit is: that one stays for its writer or the next run.
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    },

    async owing() {
      const items = await queryDueIndex(client, table, OUTBOX_PARTITION);
      return items.map((item) => z.string().parse(item.raceId?.S));
    },
  };
}
