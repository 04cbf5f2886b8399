/**
 * Pauses on the pages in Chromium against the local stack (issue 30; docs/pauses.md): a seated
 * player votes to pause on the race page, after a confirmation, and sees the votes counted; the
 * race paused by the second vote shows why and until when, in English and Italian, at 390 and
 * 1280 px; the organiser resumes it and pauses it again from his page, each once confirmed.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { seriousViolations } from './axe.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { openSession, type Session } from './session.ts';

const SHOWN_MS = 30_000;
const RACE = 'pause_web';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let session: Session;
beforeAll(async () => {
  session = await openSession(rulesets);
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

const tokens: Record<string, string> = {};

/** The race page as the player of `token`, at `viewport`. */
async function seated(token: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await session.openPage(`/races/${RACE}`, viewport);
  await page.locator('#token-input').fill(token);
  await page.locator('#token-form button[type="submit"]').click();
  await expect.poll(() => page.locator('#token-form').isHidden(), { timeout: SHOWN_MS }).toBe(true);
  return page;
}

const fits = (page: Page, width: number) => expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);

describe('pauses on the pages', () => {
  it('lets a seated player vote to pause, once confirmed, and counts the votes', async () => {
    await session.api('POST', '/races', {
      token: session.stack.organiserToken,
      body: { id: RACE, title: 'Pause GP', circuitId: 'test-oval', rulesetId: 'aics-3.06', laps: 2 },
    });
    for (const [name, language] of [
      ['Ada', 'en'],
      ['Bruno', 'it'],
      ['Carla', 'en'],
    ] as const)
      tokens[name] = (
        await session.api('POST', `/races/${RACE}/entries`, { body: { name, email: `${name.toLowerCase()}@pause.example.org`, language } })
      ).token;
    await session.api('POST', `/races/${RACE}/close-registration`, { token: session.stack.organiserToken });

    const page = await seated(tokens.Ada!, PHONE);
    await expect.poll(() => page.locator('#pause-votes').textContent(), { timeout: SHOWN_MS }).toBe('0 votes of 2 to pause this step; 2 pauses by vote left.');
    await page.getByLabel('Reason', { exact: true }).fill('Ada is at a wedding');
    await page.getByLabel('Days of pause', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Vote to pause', exact: true }).click();
    // Nothing is sent before the confirmation.
    expect((await session.api('GET', `/races/${RACE}`)).race.pauseVotes.votes).toBe(0);
    await page.getByRole('button', { name: 'Confirm your vote to pause' }).click();
    await expect.poll(() => page.locator('#pause-votes').textContent(), { timeout: SHOWN_MS }).toBe('1 vote of 2 to pause this step; 2 pauses by vote left.');
    expect(await page.locator('#pause-form').isHidden()).toBe(true);
    expect(await page.locator('#pause-confirm').textContent()).toBe('Your vote is in.');
    await fits(page, PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'pause-vote-en-phone');
    await page.locator('#pause-vote').screenshot({ path: 'test-artifacts/browser/pause-vote-section-en-phone.png' });
  });

  it('shows the race paused by the second vote, why and until when, in English and Italian, on a phone and a desktop', async () => {
    const paused = await session.api('POST', `/races/${RACE}/pause-votes`, { token: tokens.Bruno, body: { reason: 'Also away', days: 1 } });
    expect(paused.race.pause).toMatchObject({ by: 'vote', reason: 'Ada is at a wedding' });
    const english = /^The race is paused \(by a vote of the players: Ada is at a wedding\), until .+\. On resuming, the step gets back the time it had left\.$/;
    const italian =
      /^Gara in pausa \(per voto dei giocatori: Ada is at a wedding\), fino a .+\. Alla ripresa il passo avrà di nuovo il tempo che gli restava\.$/;
    for (const [who, viewport, says, name] of [
      ['Ada', PHONE, english, 'pause-en-phone'],
      ['Carla', DESKTOP, english, 'pause-en-desktop'],
      ['Bruno', PHONE, italian, 'pause-it-phone'],
      ['Bruno', DESKTOP, italian, 'pause-it-desktop'],
    ] as const) {
      const page = await seated(tokens[who]!, viewport);
      await expect.poll(() => page.locator('#race-awaited').textContent(), { timeout: SHOWN_MS }).toMatch(says);
      await fits(page, viewport.width);
      await session.screenshot(page, name);
    }
  });

  it('lets the organiser resume the race and pause it again, each once confirmed', async () => {
    const page = await session.openPage('/organiser', PHONE);
    await page.locator('#organiser-token').fill(session.stack.organiserToken);
    await page.locator('#sign-in-form button[type="submit"]').click();
    const card = page.locator(`article[data-race="${RACE}"]`);
    await expect.poll(() => card.textContent(), { timeout: SHOWN_MS }).toContain('The race is paused (by a vote of the players: Ada is at a wedding)');
    const ask = async (button: string, says: string) => {
      await card.getByRole('button', { name: button, exact: true }).click();
      const yes = card.locator('.ask button.danger');
      await expect.poll(() => yes.textContent(), { timeout: SHOWN_MS }).toBe(says);
      return yes;
    };
    await (await ask('Resume the race', 'Resume the race: the step gets back the time it had left')).click();
    await expect.poll(() => card.locator('p.notice').textContent(), { timeout: SHOWN_MS }).toMatch(/^The race has resumed: the deadline is /);
    expect((await session.api('GET', `/races/${RACE}`)).race.pause).toBeNull();

    const yes = await ask('Pause the race', 'Pause the race now');
    expect(await yes.isDisabled()).toBe(true);
    await card.getByLabel('Reason, which the players read').fill('The league is moving house');
    await yes.click();
    await expect.poll(() => card.locator('p.notice').textContent(), { timeout: SHOWN_MS }).toBe('The race is paused.');
    expect((await session.api('GET', `/races/${RACE}`)).race.pause).toMatchObject({ by: 'organiser', reason: 'The league is moving house', until: null });
    await fits(page, PHONE.width);
    await session.screenshot(page, 'organiser-pause-en-phone');
    await card.screenshot({ path: 'test-artifacts/browser/organiser-pause-card-en-phone.png' });
  });

  it('asks for the seated player’s calendar feed, once confirmed, which is emailed to his address alone', async () => {
    const page = await seated(tokens.Ada!, PHONE);
    await page.getByRole('button', { name: 'Subscribe to your calendar', exact: true }).click();
    await page.getByRole('button', { name: "Email the feed's address to ada@pause.example.org" }).click();
    await expect
      .poll(() => page.locator('#calendar-confirm').textContent(), { timeout: SHOWN_MS })
      .toBe('Asked: the address of your calendar feed is on its way to ada@pause.example.org (one every 10 minutes at most).');
    const mailbox = async () =>
      ((await (await fetch(`${session.stack.urls.mailbox}store`)).json()) as { emails: { subject: string; destination: { to: string[] } }[] }).emails;
    await expect
      .poll(async () => (await mailbox()).filter((mail) => mail.subject === 'Speed Master: your calendar of deadlines').map((mail) => mail.destination.to), {
        timeout: SHOWN_MS,
      })
      .toEqual([['ada@pause.example.org']]);
    await page.locator('#calendar').screenshot({ path: 'test-artifacts/browser/calendar-section-en-phone.png' });
    const italian = await seated(tokens.Bruno!, DESKTOP);
    await expect.poll(() => italian.locator('#calendar-button').textContent(), { timeout: SHOWN_MS }).toBe('Abbonati dal tuo calendario');
    await italian.locator('#calendar').screenshot({ path: 'test-artifacts/browser/calendar-section-it-desktop.png' });
  });

  it('raised no script error and no refusal of the page policy', () => {
    expect(session.pageErrors).toEqual([]);
  });
});
