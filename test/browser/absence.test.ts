/**
 * An absence declared from the race page by two date inputs and a click (issue 30,
 * docs/absences.md): an Italian player declares one, reads it with the days of the year he used,
 * and cancels it; the page stays readable on a phone in his language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { expectReadable, registerOnPage } from './play.ts';
import { openSession, type Session } from './session.ts';

const SHOWN_MS = 30_000;
const DAY_MS = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

let session: Session;
beforeAll(async () => {
  session = await openSession(rulesets);
  const token = session.stack.organiserToken;
  await session.api('POST', '/races', {
    token,
    body: { id: 'away', title: 'Gran Premio', circuitId: 'test-oval', rulesetId: 'aics-3.06', laps: 1, timePolicy: { absence: 'wait' } },
  });
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

describe('the absence on the race page', () => {
  it('is declared with two dates and one click, and cancelled, by an Italian player', async () => {
    const seat = await registerOnPage(session, 'away', 'Bruno', 'it');
    const section = seat.page.locator('#absence');
    await expect.poll(() => section.isVisible(), { timeout: SHOWN_MS }).toBe(true);
    await expect.poll(() => section.locator('h3').textContent()).toBe('Assenza');
    await expect.poll(() => section.locator('#absence-state').textContent(), { timeout: SHOWN_MS }).toContain('Nessuna assenza');

    await section.locator('#absence-first').fill(day(10));
    await section.locator('#absence-last').fill(day(12));
    await section.locator('#absence-declare').click();
    await expect.poll(() => section.locator('#absence-state').textContent(), { timeout: SHOWN_MS }).toContain(`Via dal ${day(10)} al ${day(12)}`);
    await expect.poll(() => section.locator('#absence-state').textContent()).toContain('3 giorni usati su 21');
    await expectReadable(seat);
    await session.screenshot(seat.page, 'absence-it-390');
    await seat.page.setViewportSize({ width: 1280, height: 900 });
    await session.screenshot(seat.page, 'absence-it-1280');
    await seat.page.setViewportSize({ width: 390, height: 844 });

    // A first day already past is refused, the reason shown.
    await section.locator('#absence-first').fill(day(-3));
    await section.locator('#absence-last').fill(day(-1));
    await section.locator('#absence-declare').click();
    await expect.poll(() => section.locator('#absence-error').textContent(), { timeout: SHOWN_MS }).toContain('L’assenza è stata rifiutata');

    await section.locator('#absence-state button').click();
    await expect.poll(() => section.locator('#absence-state').textContent(), { timeout: SHOWN_MS }).toContain('Nessuna assenza');
  });
});
