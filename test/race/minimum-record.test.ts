import { describe, expect, it } from 'vitest';
import { MinimumRecord, requireRecord } from '../../domain/race/minimum-record.ts';

const refusal = (message: string) => expect.objectContaining({ kind: 'forbidden', field: 'name', message });

describe('a minimum record to register (issue 29)', () => {
  const minimum = { finished: 2, onTime: 0.9 };

  it('lets in a driver at the minimum exactly: 2 finished races, 9 steps in time of 10', () => {
    expect(() => requireRecord(minimum, 'Ada', { finished: 2, onTime: 0.9 })).not.toThrow();
  });

  it('refuses one finished race short, then a share one step short (17 of 19 = 89.47%, written 89%), naming `name`', () => {
    expect(() => requireRecord(minimum, 'Ada', { finished: 1, onTime: 1 })).toThrow(refusal("Ada's record: 1 finished race; this race asks 2"));
    expect(() => requireRecord(minimum, 'Ada', { finished: 3, onTime: 17 / 19 })).toThrow(
      refusal("Ada's record: on time in 89% of the steps awaited; this race asks 90%"),
    );
  });

  it('lets a newcomer in on an on-time minimum alone, and keeps him out of a finished-races one', () => {
    const newcomer = { finished: 0, onTime: null };
    expect(() => requireRecord({ onTime: 0.9 }, 'Gus', newcomer)).not.toThrow();
    expect(() => requireRecord(minimum, 'Gus', newcomer)).toThrow(expect.objectContaining({ kind: 'forbidden', field: 'name' }));
  });

  it('takes no share above 1 and no unknown key', () => {
    expect(MinimumRecord.safeParse({ onTime: 1.01 }).success).toBe(false);
    expect(MinimumRecord.safeParse({ finished: 0 }).success).toBe(false);
    expect(MinimumRecord.safeParse({ races: 2 }).success).toBe(false);
  });
});
