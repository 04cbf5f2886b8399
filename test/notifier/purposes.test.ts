import { describe, expect, it } from 'vitest';
import { AicsPurpose } from '../../domain/speed-circuit/aics/purposes.ts';
import { ClassicPurpose } from '../../domain/speed-circuit/classic/purposes.ts';
import { messages, purposeWords } from '../../functions/notifier/messages.ts';

describe('the words of a roll’s purpose', () => {
  it('are the game’s for every purpose the shipped games roll, in both languages', () => {
    for (const m of Object.values(messages))
      for (const purpose of [...AicsPurpose.options, ...ClassicPurpose.options]) expect(Object.hasOwn(m.purposes, purpose) && purposeWords(m, purpose)).toBe(m.purposes[purpose]);
  });

  it('are the purpose’s own name for a purpose without words, never a property every object has', () => {
    expect(purposeWords(messages.en, 'speedDeck')).toBe('speedDeck');
    expect(purposeWords(messages.it, 'constructor')).toBe('constructor');
  });
});
