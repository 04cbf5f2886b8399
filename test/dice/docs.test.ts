import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalJson, movesBinding } from '../../domain/dice/binding.ts';
import { createDice, seedHash, verifyRoll } from '../../domain/dice/derive.ts';
import { referenceBlock, referenceFaces, referenceMessage, sha256 } from './reference.ts';

const doc = readFileSync(new URL('../../docs/dice.md', import.meta.url), 'utf8');

describe('docs/dice.md worked example', () => {
  const seed = Buffer.from(Array.from({ length: 32 }, (_, i) => i)).toString('hex');
  const moves = { '1': { speed: 140, trajectory: 'T1' }, '2': { speed: 160, lane: 'A' } };
  const binding = movesBinding(moves);
  const message = referenceMessage('monza24', 14, binding, '2', 'brakeCheck', 1);
  const block = referenceBlock(seed, message, 0);
  const roll = createDice({ seed, raceId: 'monza24', turn: 14, binding }).roll({ purpose: 'brakeCheck', car: '2', count: 3 });

  it('shows the numbers the code computes, step by step', () => {
    for (const value of [seed, seedHash(seed), canonicalJson(moves), binding, message, block.toString('hex'), sha256(message), roll.code]) {
      expect(doc).toContain(`\`${value}\``);
    }
    expect(doc).toContain(`bytes used: ${[...block.subarray(0, 4)].join(', ')}.`);
    expect(doc).toContain(`dice: ${roll.dice.join(', ')} (total ${roll.dice.reduce((a, b) => a + b, 0)})`);
  });

  it('[SC-DICE-3] is a roll anyone can recompute: it skips a byte of 252 or more, as the recipe says', () => {
    expect([...block.subarray(0, 4)].some((byte) => byte >= 252)).toBe(true);
    expect(roll.dice).toEqual(referenceFaces(seed, message, 3, 6));
    expect(roll.code).toBe(`monza24-14-2B1-${sha256(message).slice(0, 4).toUpperCase()}`);
    expect(verifyRoll({ seed, raceId: 'monza24', turn: 14, binding, roll }).valid).toBe(true);
  });
});
