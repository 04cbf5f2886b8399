/**
 * The Italian emails say in Italian why a car took no slipstream: every reason the engine wrote in
 * the golden races (AICS and classic, every shipped circuit) reads without the engine's English.
 */
import { describe, expect, it } from 'vitest';
import { slipstreamReasonIt } from '../../domain/speed-circuit/report-words.ts';
import { allEvents, fixtureNames, readFixture } from '../golden/fixtures.ts';

const reasons = new Set<string>();
for (const name of fixtureNames())
  for (const event of allEvents(readFixture(name)))
    for (const inner of ('events' in event ? (event.events ?? []) : []) as { type?: string; reason?: string }[])
      if (inner.type === 'SlipstreamIgnored' && inner.reason) reasons.add(inner.reason.replace(/\d+/g, '9'));

describe('the reasons a car took no slipstream, in Italian', () => {
  it('translates every shape of reason the golden races hold', () => {
    expect(reasons.size).toBeGreaterThanOrEqual(4);
    for (const reason of reasons) {
      const italian = slipstreamReasonIt(reason);
      expect(italian, reason).not.toBe(reason);
      expect(italian, reason).not.toMatch(/\b(the|car|is|in front|travels|below|faster|ahead|stands|square)\b/);
    }
  });

  it('keeps the numbers and the squares of the reason', () => {
    expect(slipstreamReasonIt('car 4 in front travels at 100 mph, below 120')).toBe("l'auto 4 davanti va a 100 mph, meno di 120");
    expect(slipstreamReasonIt('160 mph is faster than car 2 in front at 140 mph')).toBe("160 mph è più veloce dell'auto 2 davanti, a 140 mph");
    expect(slipstreamReasonIt('no car directly ahead of 12B')).toBe('nessuna auto subito davanti a 12B');
  });
});
