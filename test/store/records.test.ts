import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecords, type Records, tokenHash } from '../../functions/store/records.ts';
import { keys } from '../../functions/store/table.ts';
import { type LocalDynamo, startDynalite } from '../support/dynalite.ts';

let dynamo: LocalDynamo;
let records: Records;

beforeAll(async () => {
  dynamo = await startDynalite();
  records = createRecords(dynamo);
});
afterAll(() => dynamo.close());

describe('records', () => {
  it('puts a marker once: a second put of the same key is refused and changes nothing', async () => {
    const pk = keys.sent('race-1', 'car-3');
    expect(await records.putIfAbsent(pk, 7, { messageId: 'first', at: 1 })).toBe(true);
    expect(await records.putIfAbsent(pk, 7, { messageId: 'second', at: 2 })).toBe(false);
    expect(await records.putIfAbsent(pk, 8, { messageId: 'next turn' })).toBe(true);

    expect(await records.get(pk, 7)).toEqual({ pk, sk: 7, messageId: 'first', at: 1 });
  });

  it('marks many things done together, more than one BatchWriteItem holds, over markers claimed or absent', async () => {
    const wanted = Array.from({ length: 30 }, (_, i) => ({ pk: keys.sent('race-many', `car-${i + 1}`), sk: 2 }));
    expect(await records.claim(wanted[0]!.pk, 2, '2025-03-01T10:00:00.000Z', '2025-03-01T10:05:00.000Z')).toBe('taken');
    await records.completeAll(wanted.map(({ pk, sk }, i) => ({ pk, sk, attributes: { messageId: `m${i + 1}` } })));

    expect(await records.markers(wanted)).toEqual(wanted.map(() => ({ state: 'done' })));
    expect(await records.get(wanted[29]!.pk, 2)).toEqual({ pk: wanted[29]!.pk, sk: 2, messageId: 'm30', state: 'done' });
  });

  it('finds the race and car of a token while storing only its SHA-256', async () => {
    const token = 'tok_5fQ2x9';
    await records.saveToken(token, { raceId: 'race-1', car: '3' });

    expect(await records.findToken(token)).toEqual({ raceId: 'race-1', car: '3' });
    expect(await records.findToken('tok_other')).toBeUndefined();
    const stored = await dynamo.client.send(new GetItemCommand({ TableName: dynamo.table, Key: { pk: { S: keys.token(tokenHash(token)) }, sk: { N: '0' } } }));
    expect(JSON.stringify(stored.Item)).not.toContain(token);
    expect(tokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('never rebinds a token already in use', async () => {
    await records.saveToken('tok_same', { raceId: 'race-1', car: '1' });
    await expect(records.saveToken('tok_same', { raceId: 'race-2', car: '2' })).rejects.toThrow('token already in use');
    expect(await records.findToken('tok_same')).toEqual({ raceId: 'race-1', car: '1' });
  });

  it('stores an uploaded circuit under a new id only', async () => {
    const file = { name: 'Monza', rows: [{ lanes: 3 }] };
    expect(await records.saveCircuit('monza', file)).toBe(true);
    expect(await records.saveCircuit('monza', { name: 'other' })).toBe(false);

    expect(await records.loadCircuit('monza')).toEqual(file);
    expect(await records.loadCircuit('nowhere')).toBeUndefined();
  });
});
