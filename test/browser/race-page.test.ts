/**
 * The web pages in a real browser (Debian's Chromium driven by playwright-core) against the local
 * stack: players register through the race page, a move is clicked from its choices seeing what it
 * costs, or typed in the notation instead, its refusal shown at the text and its warning with the
 * receipt; the organiser plays the turn, the picture follows, the replay steps back, a roll is
 * checked by its code. Screenshots go to test-artifacts/browser/; axe finds no serious violation;
 * the page fits a 375 px phone screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { OVAL_LAP, POLE_CAR } from '../speed-circuit/aics/qualifying/laps.ts';
import { seriousViolations } from './axe.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { openSession, type Session } from './session.ts';

const RACE = 'web1';
const TITLE = 'Web GP';

let session: Session;
beforeAll(async () => {
  session = await openSession(rulesets);
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

const api = (...call: Parameters<Session['api']>) => session.api(...call);
const openPage = (...call: Parameters<Session['openPage']>) => session.openPage(...call);
const screenshot = (page: Page, name: string) => session.screenshot(page, name);
const organiser = () => session.stack.organiserToken;

const players = [
  { name: 'Ada', email: 'ada@web.example.org', page: undefined as Page | undefined, car: '', token: '' },
  { name: 'Bruno', email: 'bruno@web.example.org', page: undefined as Page | undefined, car: '', token: '' },
];
const [ada, bruno] = players as [(typeof players)[0], (typeof players)[0]];

describe('the race page in Chromium', () => {
  it('lists the races and leads to a race page', async () => {
    await api('POST', '/races', { token: organiser(), body: { id: RACE, title: TITLE, circuitId: 'test-oval', rulesetId: 'aics-3.06', laps: 2 } });
    const page = await openPage('/');
    await page.getByRole('link', { name: TITLE }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
    expect(page.url()).toBe(`${session.stack.urls.api}/races/${RACE}`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('registers two players through the page: the token is shown once and kept in the browser', async () => {
    for (const player of players) {
      const page = await openPage(`/races/${RACE}`);
      await page.getByLabel('Name', { exact: true }).fill(player.name);
      await page.getByLabel('Email', { exact: true }).fill(player.email);
      await page.getByRole('button', { name: 'Register' }).click();
      player.token = (await page.locator('#token-value').textContent()) ?? '';
      await expect.poll(() => page.locator('#you-status').textContent()).toMatch(/^You drive car \d+/);
      player.car = /car (\d+)/.exec((await page.locator('#you-status').textContent()) ?? '')![1]!;
      player.page = page;
    }
    expect(players.map((p) => p.car)).toEqual(['1', '2']);
    expect(ada.token).toMatch(/^[0-9a-f]{64}$/);
    // Reloaded, the page no longer shows the token but still knows the car.
    await ada.page!.reload();
    await expect.poll(() => ada.page!.locator('#you-status').textContent()).toBe('You drive car 1 (Ada).');
    expect(await ada.page!.locator('#token-shown').isHidden()).toBe(true);
  });

  it('takes the qualifying and the setups through the API and shows the grid', async () => {
    await api('POST', `/races/${RACE}/close-registration`, { token: organiser() });
    await api('POST', `/races/${RACE}/qualifying`, { token: ada.token, body: { build: POLE_CAR, lapText: OVAL_LAP } });
    // Slower than Ada's: 8 turns + 5 squares.
    await api('POST', `/races/${RACE}/qualifying`, { token: bruno.token, body: { build: POLE_CAR, lapText: Array(8).fill('100').join('\n') } });
    await api('POST', `/races/${RACE}/resolve`, { token: organiser() });
    for (const player of players) await api('POST', `/races/${RACE}/setup`, { token: player.token, body: {} });
    await api('POST', `/races/${RACE}/resolve`, { token: organiser() });
    await expect.poll(() => ada.page!.locator('#race-status').textContent()).toMatch(/^Now: turn 1\. 2 laps on Test Oval\./);
    expect(await ada.page!.locator('#players tbody tr').allTextContents()).toEqual([expect.stringMatching(/^11Ada/), expect.stringMatching(/^22Bruno/)]);
  });

  it('sends a move clicked from its choices, after seeing where it ends and what it pays', async () => {
    const page = ada.page!;
    const form = page.locator('#step-form');
    await expect.poll(() => page.locator('#step-heading').textContent()).toBe('Turn 1');
    // The typed move form is for games that list no choices for their move.
    expect(await page.locator('#move').isHidden()).toBe(true);
    const speed = form.locator('fieldset[data-question="speed"]');
    await expect.poll(() => speed.locator('button.option').count()).toBeGreaterThan(1);
    // SC-START-1: from the grid, up to Start Speed 40, or 60 with a roll.
    expect(await speed.locator('button.option[data-option="40"]').textContent()).toBe('40 mphno roll, no wear');
    await speed.locator('button.option[data-option="40"]').click();
    await expect.poll(() => form.locator('ul.summary li').first().textContent()).toMatch(/^40 mph from \S+\.$/);
    expect(await form.locator('ul.summary li').allTextContents()).toContain('No dice.');
    await expect.poll(() => form.locator('p.help', { hasText: 'In the notation:' }).textContent()).toMatch(/^In the notation: 40/);
    await screenshot(page, 'race-page-choices');
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.locator('#step-sent').textContent()).toMatch(/^Sent for car 1: revision 1\. Still to send: Car 2\./);
    expect(((await api('GET', `/races/${RACE}/moves/mine`, { token: ada.token })) as { text: string | null }).text).toMatch(/^40/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the turn once the organiser plays it: the picture, the report, a roll checked by its code', async () => {
    const page = ada.page!;
    // Bruno forces his Start Speed: a roll with a verification code in the report (SC-START-2, SC-DICE-2).
    await api('POST', `/races/${RACE}/moves`, { token: bruno.token, body: { turn: 1, text: '60' } });
    const before = await page.locator('#picture').getAttribute('src');
    await api('POST', `/races/${RACE}/resolve`, { token: organiser() });
    await expect.poll(() => page.locator('#picture-caption').textContent()).toBe('Now, after turn 1.');
    expect(await page.locator('#picture').getAttribute('src')).not.toBe(before);
    // The form moves on to the next turn, nothing picked.
    await expect.poll(() => page.locator('#step-heading').textContent()).toBe('Turn 2');
    await expect.poll(() => page.locator('#step-form fieldset[data-question="speed"] button.option').count()).toBeGreaterThan(1);
    expect(await page.locator('#step-form fieldset[data-question="speed"] button[aria-pressed="true"]').count()).toBe(0);
    expect(await page.locator('#picture').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const report = page.locator('#reports article', { hasText: 'Turn 1' });
    expect(await report.locator('section', { hasText: 'Car 1, Ada' }).locator('li').allTextContents()).toContainEqual(
      expect.stringMatching(/^40 mph, 2 squares to /),
    );
    const code = await report
      .getByRole('button', { name: /^Verify roll / })
      .first()
      .textContent();
    await report.getByRole('button', { name: `Verify roll ${code}` }).click();
    await expect
      .poll(() => page.locator('#dice-result').textContent())
      .toMatch(new RegExp(`^Roll ${code}: race ${RACE}, turn 1, car 2, for forced start speed\\.3d6: `));
    await screenshot(page, 'race-page-turn-1');
  });

  it("steps the replay back to the turn of the player's last move, and through the turns since", async () => {
    const page = ada.page!;
    // Ada sends nothing for turn 2: the non-human player drives her car.
    await api('POST', `/races/${RACE}/moves`, { token: bruno.token, body: { turn: 2, text: '40' } });
    await api('POST', `/races/${RACE}/resolve`, { token: organiser() });
    await expect.poll(() => page.locator('#picture-caption').textContent()).toBe('Now, after turn 2.');
    await page.getByRole('button', { name: 'Since my last submission' }).click();
    expect(await page.locator('#picture-caption').textContent()).toBe('Replay: after turn 1 (latest: after turn 2).');
    expect(await page.locator('#picture').getAttribute('src')).toBe(`/races/${RACE}/circuit.svg?language=en&step=turn-1`);
    expect(await page.locator('#replay-report h3').textContent()).toMatch(/^Turn 1/);
    await screenshot(page, 'race-page-replay');
    await page.getByRole('button', { name: 'Next step' }).click();
    expect(await page.locator('#picture-caption').textContent()).toBe('Now, after turn 2.');
    expect(await page.locator('#picture').getAttribute('src')).toMatch(new RegExp(`^/races/${RACE}/circuit.svg\\?language=en&commit=\\d+$`));
    await page.getByRole('button', { name: 'Previous step' }).click();
    expect(await page.locator('#picture-caption').textContent()).toBe('Replay: after turn 1 (latest: after turn 2).');
  });

  it('fits a 375 px phone screen without scrolling sideways, and passes axe there too', async () => {
    const page = await openPage(`/races/${RACE}`, { width: 375, height: 812 });
    await page.evaluate(([race, seat]) => localStorage.setItem(`speed-master:${race}`, seat!), [RACE, JSON.stringify({ car: ada.car, token: ada.token })]);
    await page.reload();
    await expect.poll(() => page.locator('#step-form fieldset[data-question="speed"] button.option').count()).toBeGreaterThan(1);
    expect(await page.locator('#step-heading').textContent()).toBe('Turn 3');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'race-page-phone');
    // Zoomed in twice, the picture is twice the frame's width: the frame pans, the page still does not scroll sideways.
    const frame = page.locator('#picture-frame');
    const before = await frame.evaluate((element) => element.scrollWidth);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const zoomed = await frame.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, scrollLeft: element.scrollLeft }));
    expect(zoomed.scrollWidth).toBeGreaterThanOrEqual(1.9 * before);
    expect(zoomed.scrollLeft).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    expect(await page.getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(true);
    expect(await frame.evaluate((element) => element.scrollWidth)).toBe(before);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('[SC-GNU-1] takes a move typed in the notation instead: a refusal shows at the text, a warning with the receipt', async () => {
    const page = ada.page!;
    await expect.poll(() => page.locator('#step-heading').textContent()).toBe('Turn 3');
    // A bare speed that reaches the coming curve names no lane for it: the non-human player would drive (SC-GNU-1).
    type Preview = { speeds: { speed: number }[]; move: { projection: { warnings: unknown[] } | null } | null };
    const previewOf = async (text: string) =>
      ((await api('GET', `/races/${RACE}/moves/preview?move=${encodeURIComponent(text)}`, { token: ada.token })) as { preview: Preview }).preview;
    const speeds = (await previewOf('0')).speeds.map(({ speed }) => String(speed));
    const warned: string[] = [];
    for (const speed of speeds) if (((await previewOf(speed)).move?.projection?.warnings.length ?? 0) > 0) warned.push(speed);
    expect(warned.length).toBeGreaterThan(0);
    const text = warned[0]!;

    await page.locator('details.typed summary', { hasText: 'Or write it in the notation' }).click();
    const typed = page.getByRole('textbox', { name: 'Written in the notation' });
    const send = page.getByRole('button', { name: 'Send the text' });
    await typed.fill('fast');
    await send.click();
    const error = page.locator('#step-typed .field', { has: typed }).locator('.error');
    await expect.poll(() => error.textContent()).not.toBe('');
    expect(await typed.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'race-page-typed-refused');

    await typed.fill(text);
    await send.click();
    await expect.poll(() => page.locator('#step-sent').textContent()).toMatch(/^Sent for car 1: revision 1\./);
    expect(await page.locator('#step-sent ul.warning li').first().textContent()).toMatch(/the non-human player would drive your car instead \(SC-GNU-1\)$/);
    expect(await error.textContent()).toBe('');
    expect(((await api('GET', `/races/${RACE}/moves/mine`, { token: ada.token })) as { text: string | null }).text).toBe(text);
    await screenshot(page, 'race-page-move-warning');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows a finished race: when it ended, the final classification with the points, the revealed seed, and the cars where they finished', async () => {
    // A race of its own, which the non-human player may drive to the finish: the organiser plays every step at once.
    const id = 'web2';
    await api('POST', '/races', {
      token: organiser(),
      body: { id, title: 'Finish GP', circuitId: 'test-oval', rulesetId: 'aics-3.06', laps: 1, maxConsecutiveMissedMoves: 100 },
    });
    const tokens: string[] = [];
    for (const name of ['Carla', 'Dino'])
      tokens.push(((await api('POST', `/races/${id}/entries`, { body: { name, email: `${name.toLowerCase()}@web.example.org` } })) as { token: string }).token);
    await api('POST', `/races/${id}/close-registration`, { token: organiser() });
    let race: { phase: string; seed: string | null; classification: string[] } | undefined;
    for (let steps = 0; race?.phase !== 'finished' && steps < 80; steps++)
      race = ((await api('POST', `/races/${id}/resolve`, { token: organiser() })) as { race: typeof race }).race;
    expect(race?.phase).toBe('finished');
    const page = await openPage(`/races/${id}`);
    await page.evaluate(([race, seat]) => localStorage.setItem(`speed-master:${race}`, seat!), [id, JSON.stringify({ car: '1', token: tokens[0] })]);
    await page.reload();
    await expect.poll(() => page.locator('#race-status').textContent()).toMatch(/^Finished on /);
    expect(await page.locator('#players thead th').allTextContents()).toEqual(expect.arrayContaining(['Pos', 'Car', 'Player', 'Points']));
    // SC-WIN-3: the first two score 10 and 6 (10, 6, 4, 3, 2, 1 for the first six classified).
    const rows = await page.locator('#players tbody tr').allTextContents();
    expect(rows).toEqual([
      expect.stringMatching(new RegExp(`^1${race!.classification[0]}\\D+10`)),
      expect.stringMatching(new RegExp(`^2${race!.classification[1]}\\D+6`)),
    ]);
    expect(await page.locator('#race-seed-value').textContent()).toBe(race!.seed);
    expect(await page.locator('#race-seed').isVisible()).toBe(true);
    // The last car to finish is drawn where it crossed the line.
    const svg = await (await fetch(`${session.stack.urls.api}/races/${id}/circuit.svg`)).text();
    expect(svg).toMatch(/class="car"/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'race-page-finished');
  });

  it('raised no script error on any page', () => {
    expect(session.pageErrors).toEqual([]);
  });
});
