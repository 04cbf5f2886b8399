/**
 * Vektorace's race page in Chromium against the local stack (issue 14 point 7): when the reader's
 * move is open the page shows the legal ends of his declared gear on the race picture; a click on
 * an end writes its cheapest move into the move's text field and lists every move that reaches it;
 * the player picks another and sends it, and the referee plays it. axe finds no serious violation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickableEnds } from '../../domain/race/game.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { parseMove } from '../../domain/vektorace/notation.ts';
import { seriousViolations } from './axe.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { openSession, type Session } from './session.ts';

const RACE = 'vk_ends';

let session: Session;
beforeAll(async () => {
  session = await openSession(rulesets);
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

const organiser = () => session.stack.organiserToken;

describe("Vektorace's legal ends on the race page", () => {
  let page: Page;
  let pole: { car: string; token: string };
  let offered: ClickableEnds;

  it('shows the ends of the pole car’s first move on the picture once the start is played', async () => {
    await session.api('POST', '/races', {
      token: organiser(),
      body: { id: RACE, title: 'Vektor ends', circuitId: 'default', rulesetId: 'vektorace', laps: 1 },
    });
    const seats: { car: string; token: string }[] = [];
    for (const name of ['ada', 'bruno']) {
      const entry = await session.api('POST', `/races/${RACE}/entries`, { body: { name, email: `${name}@ends.example.org` } });
      seats.push({ car: String(entry.car), token: String(entry.token) });
    }
    await session.api('POST', `/races/${RACE}/close-registration`, { token: organiser() });
    const order = ((await session.api('GET', `/races/${RACE}`)).race.game as { order: string[] }).order;
    pole = seats.find((seat) => seat.car === order[0])!;
    for (const seat of seats)
      await session.api('POST', `/races/${RACE}/submissions`, { token: seat.token, body: { text: seat === pole ? 'G4N4 >4' : 'G4N4' } });
    // Every car has sent: the start is played as the scheduler would play it.
    await session.api('POST', `/races/${RACE}/resolve`, { token: organiser() });
    expect((await session.api('GET', `/races/${RACE}`)).race.step).toMatchObject({ id: 'move-1', cars: [pole.car] });
    offered = await session.api('GET', `/races/${RACE}/submissions/ends`, { token: pole.token });
    expect(offered.ends.length).toBeGreaterThan(1);

    page = await session.openPage(`/races/${RACE}`);
    await page.evaluate(([key, seat]) => localStorage.setItem(key!, seat!), [`speed-master:${RACE}`, JSON.stringify(pole)]);
    await page.reload();
    await expect.poll(() => page.locator('#step-heading').textContent()).toBe('Your move');
    const marks = page.locator('#step-ends [data-end]');
    await expect.poll(() => marks.count()).toBe(offered.ends.length);
    // Each end is a button named by its place, reachable from the keyboard.
    expect(await page.getByRole('button', { name: offered.ends[0]!.label, exact: true }).getAttribute('tabindex')).toBe('0');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('writes the cheapest move of the end clicked into the move’s text, lists every move that reaches it, and sends the one chosen', async () => {
    const end = offered.ends.find((e) => e.ways.length > 1)!;
    await page.locator(`#step-ends [data-end="${end.id}"] .end-mark`).click();
    const text = page.getByRole('textbox', { name: 'Move', exact: true });
    await expect.poll(() => text.inputValue()).toBe(end.ways[0]!.text);
    const ways = page.getByRole('group', { name: end.label }).getByRole('button');
    expect(await ways.allTextContents()).toEqual(end.ways.map((way) => way.label));
    expect(await ways.first().getAttribute('aria-pressed')).toBe('true');
    const chosen = end.ways[1]!;
    await page.getByRole('button', { name: chosen.label, exact: true }).click();
    await expect.poll(() => text.inputValue()).toBe(chosen.text);
    expect(await page.getByRole('button', { name: chosen.label, exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'vektorace-ends');

    await page.getByRole('button', { name: 'Send your move' }).click();
    await expect.poll(() => page.locator('#step-sent').textContent()).toMatch(new RegExp(`^Sent for car ${pole.car}: revision 1\\.`));
    expect((await session.api('GET', `/races/${RACE}/submissions/mine`, { token: pole.token })).submission).toEqual(parseMove(chosen.text));
    // The step waits for this car only: it is played with the move sent.
    await session.api('POST', `/races/${RACE}/resolve`, { token: organiser() });
    const played = (await session.api('GET', `/races/${RACE}/export`)).commits.flatMap((k: { events: { type: string; step?: string }[] }) => k.events);
    const step = played.find((e: { type: string; step?: string }) => e.type === 'StepPlayed' && e.step === 'move-1');
    expect(step.submissions[pole.car]).toEqual(parseMove(chosen.text));
  });

  it('raised no script error on any page', () => {
    expect(session.pageErrors).toEqual([]);
  });
});
