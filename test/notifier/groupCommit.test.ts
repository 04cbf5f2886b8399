/** Writes that come while one is on its way go together in the next (issue 17 point 5: the sent-markers). */
import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../functions/notifier/groupCommit.ts';

/** A write that finishes when the test says so, and the items of every write it was given. */
const gatedWrites = () => {
  const writes: number[][] = [];
  const open: (() => void)[] = [];
  const write = (items: number[]) =>
    new Promise<void>((resolve) => {
      writes.push(items);
      open.push(resolve);
    });
  const finishOne = async () => {
    open.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { writes, write, finishOne };
};

describe('a group commit', () => {
  it('writes what comes at once together, holds what comes meanwhile for the next write, and settles each caller with its own write', async () => {
    const { writes, write, finishOne } = gatedWrites();
    const add = groupCommit(write, 25);
    const settled: number[] = [];
    const first = [1, 2, 3].map((item) => add(item).then(() => settled.push(item)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[1, 2, 3]]);
    const second = [4, 5].map((item) => add(item).then(() => settled.push(item)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[1, 2, 3]]);
    expect(settled).toEqual([]);

    await finishOne();
    await Promise.all(first);
    expect(settled).toEqual([1, 2, 3]);
    expect(writes).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    await finishOne();
    await Promise.all(second);
    expect(settled).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts at most `most` items in one write', async () => {
    const writes: number[][] = [];
    const add = groupCommit(async (items: number[]) => {
      writes.push(items);
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map(add));
    expect(writes).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails the callers of a failed write only, and goes on with the next', async () => {
    let calls = 0;
    const add = groupCommit(async () => {
      calls += 1;
      if (calls === 1) throw new Error('throttled');
    }, 25);
    const failed = [add(1), add(2)];
    const outcomes = await Promise.allSettled(failed);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    await expect(add(3)).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
