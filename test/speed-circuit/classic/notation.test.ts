import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/errors.ts';
import { Move } from '../../../domain/speed-circuit/classic/notation.ts';
import { classic } from '../../../domain/speed-circuit/classic/ruleset.ts';

const refusal = (text: string) => {
  try {
    classic.parseMoveText(text);
  } catch (error) {
    return error instanceof DomainError ? [error.field, error.message] : error;
  }
  return null;
};

describe('the classic move text', () => {
  it('is the AICS move text: speed, S, lanes and arrows with D for the luck test, placement', () => {
    const move = classic.parseMoveText('140S CA D, T1 * 18C');
    expect(move).toEqual(
      Move.parse({
        speed: 140,
        slipstream: true,
        curve1: [
          { kind: 'lane', lane: 'A', pay: 'die' },
          { kind: 'trajectory', trajectory: 'T1' },
        ],
        placement: [{ kind: 'square', square: '18C' }],
      }),
    );
    expect(classic.printMove(move)).toBe('140S CA D, T1 * 18C');
  });

  it('refuses what classic does not have, at the token: the pits, and brake wear', () => {
    expect(refusal('100 CB, BOX')).toEqual(['text[9]', 'classic Speed Circuit has no pits: BOX cannot be played']);
    expect(refusal('100 W CB')).toEqual(['text[5]', 'a classic car has one kind of wear: W (wear before brake wear) chooses nothing']);
    expect(refusal('100 CB 1W')).toBeNull();
    expect(Move.safeParse({ speed: 100, curve1: [{ kind: 'box' }] }).error?.issues[0]?.path).toEqual(['curve1', 0]);
  });
});
