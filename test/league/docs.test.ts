import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectation } from '../../domain/league/elo.ts';
import { rateRaces } from '../../domain/league/ratings.ts';
import { race1, race2 } from './worked-example.ts';

const doc = readFileSync(new URL('../../docs/leagues.md', import.meta.url), 'utf8');

describe('docs/leagues.md worked example of the ratings', () => {
  it('shows the expectations and ratings the code computes', () => {
    const ratings = rateRaces([race1, race2])['hex-rally']!;
    expect(doc).toContain(`\`E(±160) = ${expectation(160)} / ${expectation(-160)}\``);
    expect(doc).toContain(`\`E(±320) = ${expectation(320)} / ${expectation(-320)}\``);
    for (const [driver, { changes }] of Object.entries(ratings)) {
      const r2 = changes.find(({ raceId }) => raceId === 'r2')!;
      const row = doc.split('\n').find((line) => line.startsWith(`| ${driver} |`));
      expect(row).toContain(`| ${r2.before.toFixed(1)} |`);
      // The page writes a minus sign.
      expect(row).toContain(`\`${String(Math.round(r2.change * 10)).replace('-', '−')}\``);
      expect(row?.endsWith(`| ${r2.after.toFixed(1)} |`)).toBe(true);
    }
  });
});
