/**
 * The players' absences (issue 30): one item per address, keyed by a hash of it, holding his
 * absences and a version; each change is one conditional write on the version it read, so that
 * two declarations at once never both pass the yearly allowance.
 */
import { ConditionalCheckFailedException, type DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { Absence } from '../../domain/absences.ts';
import { num, readNumber, readString, str } from './attributes.ts';
import { tokenHash } from './records.ts';
import { keys, PARTITION_KEY, SORT_KEY } from './table.ts';

export interface AbsenceList {
  absences: Absence[];
  /** 0 for an address that never declared one. */
  version: number;
}

export interface Absences {
  /** The absences of `address` (lower case). */
  list(address: string): Promise<AbsenceList>;
  /** Replaces the absences of `address` if they are still at `version`; whether they were. */
  write(address: string, version: number, absences: Absence[]): Promise<boolean>;
}

export function createAbsences({ client, table }: { client: DynamoDBClient; table: string }): Absences {
  const key = (address: string) => ({ [PARTITION_KEY]: str(keys.absencesOf(tokenHash(address))), [SORT_KEY]: num(0) });
  return {
    async list(address) {
      const { Item } = await client.send(new GetItemCommand({ TableName: table, Key: key(address), ConsistentRead: true }));
      if (!Item) return { absences: [], version: 0 };
      return { absences: z.array(Absence).parse(JSON.parse(readString(Item, 'absences'))), version: readNumber(Item, 'version') };
    },

    async write(address, version, absences) {
      try {
        await client.send(
          new PutItemCommand({
            TableName: table,
            Item: { ...key(address), version: num(version + 1), absences: str(JSON.stringify(absences)) },
            ConditionExpression: version === 0 ? 'attribute_not_exists(#pk)' : '#version = :version',
            ExpressionAttributeNames: version === 0 ? { '#pk': PARTITION_KEY } : { '#version': 'version' },
            ...(version === 0 ? {} : { ExpressionAttributeValues: { ':version': num(version) } }),
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },
  };
}
