import { describe, expect, it } from 'vitest';
import { purposeWords } from '../../domain/race/report.ts';
import { reporters } from '../../domain/reports.ts';
import { AicsPurpose } from '../../domain/speed-circuit/aics/purposes.ts';
import { aics } from '../../domain/speed-circuit/aics/ruleset.ts';
import { ClassicPurpose } from '../../domain/speed-circuit/classic/purposes.ts';
import { classic } from '../../domain/speed-circuit/classic/ruleset.ts';

describe('the words of a roll’s purpose', () => {
  it('are the game’s own for every purpose each shipped game rolls, in both languages', () => {
    for (const [game, purposes] of [
      [aics.id, AicsPurpose.options],
      [classic.id, ClassicPurpose.options],
    ] as const) {
      const reporter = reporters[game];
      for (const language of ['en', 'it'] as const)
        for (const purpose of purposes) {
          expect(Object.hasOwn(reporter?.purposes?.[language] ?? {}, purpose)).toBe(true);
          expect(purposeWords(reporter, purpose, language)).toBe(reporter?.purposes?.[language]?.[purpose]);
        }
    }
  });

  it('are the purpose’s own name for a purpose without words, never a property every object has', () => {
    expect(purposeWords(reporters[aics.id], 'speedDeck', 'en')).toBe('speedDeck');
    expect(purposeWords(reporters[aics.id], 'constructor', 'it')).toBe('constructor');
    expect(purposeWords(undefined, 'curve', 'en')).toBe('curve');
  });
});
