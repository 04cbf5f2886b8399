/**
 * A standing order set from the race page by clicking (issue 26: "Withdraw and standing orders on
 * the page where the game has them"): an Italian AICS player picks what the GNU plays on the turns
 * he misses under "La tua auto", sets it once with one click, reads it back and clears it; a hex
 * rally player, whose game has no standing orders, is offered none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { expectReadable, registerOnPage, type Seat } from './play.ts';
import { openSession, type Session } from './session.ts';

const SHOWN_MS = 30_000;

let session: Session;
beforeAll(async () => {
  session = await openSession(rulesets);
  const token = session.stack.organiserToken;
  await session.api('POST', '/races', { token, body: { id: 'orders', title: 'Gran Premio', circuitId: 'test-oval', rulesetId: 'aics-3.06', laps: 1 } });
  await session.api('POST', '/races', { token, body: { id: 'no_orders', title: 'Rally', circuitId: 'test-loop', rulesetId: hexRally.id, laps: 1 } });
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

const orderOf = async (seat: Seat, raceId: string) => (await session.api('GET', `/races/${raceId}/standing-order`, { token: seat.token })).order;

describe('the standing order on the race page', () => {
  it('[SC-GNU-1] is picked, set with one click, and cleared by an Italian player who only clicks', async () => {
    const seat = await registerOnPage(session, 'orders', 'Bruno', 'it');
    expect((await session.api('GET', '/races/orders', { token: seat.token })).race.actions).toContain('setStandingOrder');
    const section = seat.page.locator('#standing-order');
    await expect.poll(() => section.isVisible(), { timeout: SHOWN_MS }).toBe(true);
    await expect.poll(() => section.locator('h3').textContent()).toBe('Ordine permanente');
    await expect.poll(() => section.locator('#standing-order-state').textContent()).toContain('Nessun ordine permanente');

    // 60 mph, and the inside lane first, then behind any car: each click asks the game again.
    const pick = async (question: string, option: string) => {
      const button = section.locator(`fieldset[data-question="${question}"] button.option[data-option="${option}"]`);
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: SHOWN_MS }).toBe('true');
    };
    await pick('speed', '60');
    await pick('placement', 'I');
    await pick('placement', 'S');
    await expect.poll(() => section.locator('ul.summary').textContent()).toMatch(/60/);
    await expectReadable(seat);

    await section.locator('#standing-order-set').click();
    await expect.poll(() => section.locator('#standing-order-state').textContent(), { timeout: SHOWN_MS }).toContain('impostato');
    expect(await orderOf(seat, 'orders')).toEqual({ speed: 60, pay: 'wear', slipstream: false, placement: [{ kind: 'inside' }, { kind: 'slipstream' }] });
    await session.screenshot(seat.page, 'standing-order-it');

    await section.locator('#standing-order-clear').click();
    await expect.poll(() => section.locator('#standing-order-state').textContent(), { timeout: SHOWN_MS }).toContain('Nessun ordine permanente');
    expect(await orderOf(seat, 'orders')).toBeNull();
  });

  it('is not offered where the game has no standing orders, nor asked of the game', async () => {
    const seat = await registerOnPage(session, 'no_orders', 'Ada', 'en');
    // The race's view lists no standing order among the seat's actions: the page asks the game for no choices of one.
    const asked: string[] = [];
    seat.page.on('request', (request) => {
      if (request.url().includes('/standing-order')) asked.push(request.url());
    });
    await seat.page.reload();
    await expect.poll(() => seat.page.locator('#you-status').textContent(), { timeout: SHOWN_MS }).toContain('You drive car');
    expect(asked).toEqual([]);
    expect((await session.api('GET', '/races/no_orders', { token: seat.token })).race.actions).not.toContain('setStandingOrder');
    expect(await seat.page.locator('#standing-order').isVisible()).toBe(false);
  });
});
