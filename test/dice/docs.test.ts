import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalJson, movesBinding } from '../../domain/dice/binding.ts';
import { createDice, seedHash, verifyRoll, verifyShuffle } from '../../domain/dice/derive.ts';
import { referenceBlock, referenceFaces, referenceMessage, referenceShuffle, sha256 } from './reference.ts';

const doc = readFileSync(new URL('../../docs/dice.md', import.meta.url), 'utf8');

const seed = Buffer.from(Array.from({ length: 32 }, (_, i) => i)).toString('hex');
const moves = { '1': { speed: 140, trajectory: 'T1' }, '2': { speed: 160, lane: 'A' } };
const binding = movesBinding(moves);
const turn = { seed, raceId: 'monza24', turn: 14, binding };

describe('docs/dice.md worked example', () => {
  const message = referenceMessage('monza24', 14, binding, '2', 'brakeCheck', 1);
  const block = referenceBlock(seed, message, 0);
  const roll = createDice(turn).roll({ purpose: 'brakeCheck', car: '2', count: 3 });

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

describe('docs/dice.md worked example of a shuffle', () => {
  const chits = ['A', 'B', 'C', 'D', 'E', 'F'];
  const rollMessage = referenceMessage('monza24', 14, binding, '1', 'chits', 1);
  const message = `${rollMessage}/shuffle`;
  const { items, shuffle } = createDice(turn).shuffle({ purpose: 'chits', car: '1', items: chits });

  it('shows the message, every draw, the order and the code the code computes', () => {
    for (const value of [binding, message, sha256(message), shuffle.code]) expect(doc).toContain(`\`${value}\``);
    expect(doc).toContain(`order: ${shuffle.order.join(', ')}, so the chits lie ${items.join(', ')}`);
    const order = chits.map((_, i) => i);
    for (let place = chits.length - 1; place >= 1; place--) {
      const bytes = [...referenceBlock(seed, `${message}/${place}`, 0)];
      const sides = place + 1;
      const limit = 256 - (256 % sides);
      const used = bytes.findIndex((byte) => byte < limit);
      const pick = (bytes[used] ?? 0) % sides;
      [order[place], order[pick]] = [order[pick]!, order[place]!];
      const after = pick === place ? 'the order stays' : `order ${order.join(', ')}`;
      const skipped = bytes
        .slice(0, used)
        .map((byte) => `${byte} ≥ ${limit} → skipped; `)
        .join('');
      const line = `- place ${place}, a d${sides} from \`…/shuffle/${place}\``;
      expect(doc).toContain(line);
      const at = doc.indexOf(line);
      const text = doc.slice(at, doc.indexOf('\n- ', at + 1)).replace(/\s+/g, ' ');
      expect(text).toContain(`${skipped}${bytes[used]} mod ${sides} = ${pick} → pick ${pick}; ${after}`);
    }
    expect(order).toEqual(shuffle.order);
  });

  it('is a shuffle anyone can recompute, and it skips a byte, as the recipe says', () => {
    expect(shuffle.order).toEqual(referenceShuffle(seed, rollMessage, chits.length));
    expect(referenceBlock(seed, `${message}/5`, 0)[0]).toBeGreaterThanOrEqual(252);
    expect(shuffle.code).toBe(`monza24-14-1.chits.S1-${sha256(message).slice(0, 4).toUpperCase()}`);
    expect(verifyShuffle({ ...turn, shuffle }).valid).toBe(true);
  });
});

const python = spawnSync('python3', ['--version']).status === 0;

describe.skipIf(!python)("docs/dice.md's Python", () => {
  it('gives the worked examples and any other roll or shuffle the code gives', () => {
    const [, code = ''] = /```python\n([\s\S]*?)```/.exec(doc) ?? [];
    const dice = createDice({ ...turn, raceId: 'lambo7', turn: 3 });
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const made = [
      dice.shuffle({ purpose: 'speedDeck', items: deck }).shuffle.order,
      dice.shuffle({ purpose: 'speedDeck', items: deck }).shuffle.order,
      dice.roll({ purpose: 'speedDeck', car: '12', count: 20, sides: 70_000 }).dice,
    ];
    const script = `${code}
import json
print(json.dumps([
  roll("${seed}", "monza24", 14, "${binding}", "2", "brakeCheck", 1, 3),
  shuffle("${seed}", "monza24", 14, "${binding}", "1", "chits", 1, 6),
  shuffle("${seed}", "lambo7", 3, "${binding}", "", "speedDeck", 1, 52),
  shuffle("${seed}", "lambo7", 3, "${binding}", "", "speedDeck", 2, 52),
  roll("${seed}", "lambo7", 3, "${binding}", "12", "speedDeck", 1, 20, 70000),
]))`;
    const run = spawnSync('python3', ['-c', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const chits = createDice(turn).shuffle({ purpose: 'chits', car: '1', items: [1, 2, 3, 4, 5, 6] }).shuffle.order;
    expect(JSON.parse(run.stdout)).toEqual([createDice(turn).roll({ purpose: 'brakeCheck', car: '2', count: 3 }).dice, chits, ...made]);
  });
});
