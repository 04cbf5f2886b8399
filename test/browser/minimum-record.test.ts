/**
 * A race that asks a minimum record (issue 29) on its page: the registration form says what it
 * asks before a driver registers, and shows the refusal of one whose record falls short, in
 * Italian at phone width and in English at 1280 px. On the organiser's page, a hand-over in such a
 * race offers to waive the minimum for the substitute (docs/substitutes.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { expectReadable, PHONE, raceOf, SHOWN_MS } from './play.ts';
import { openSession, type Session } from './session.ts';

let session: Session;
beforeAll(async () => {
  session = await openSession(rulesets);
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

const DESKTOP = { width: 1280, height: 900 };
const RACE = 'veterans';

describe('a race that asks a minimum record, on its page', () => {
  beforeAll(async () => {
    const body = { id: RACE, title: 'Gran premio dei veterani', circuitId: 'test-oval', rulesetId: 'aics-3.06', minimumRecord: { finished: 1, onTime: 0.9 } };
    await session.api('POST', '/races', { token: session.stack.organiserToken, body });
  });

  it('says what it asks, and shows the refusal of a newcomer by name, in Italian at phone width', async () => {
    const page = await session.openPage(`/races/${RACE}`, PHONE, 'it-IT');
    const minimum = page.locator('#register-minimum');
    await expect
      .poll(() => minimum.textContent(), { timeout: SHOWN_MS })
      .toBe(
        'Questa gara chiede un curriculum ai suoi piloti, letto per nome: almeno 1 gara finita; almeno il 90% dei passi mandati in tempo (un esordiente, che non ha ancora una quota, passa).',
      );
    await page.locator('#register-name').fill('Nuovo');
    await page.locator('#register-email').fill('nuovo@example.org');
    await page.locator('#register-form button[type="submit"]').click();
    await expect
      .poll(() => page.locator('#register-error').textContent(), { timeout: SHOWN_MS })
      .toBe("L'iscrizione è stata rifiutata: il curriculum di Nuovo non arriva a quello che questa gara chiede.");
    await expectReadable({ page, language: 'it' });
    await session.screenshot(page, 'minimum-record-it');
  });

  it('says it in English at 1280 px', async () => {
    const page = await session.openPage(`/races/${RACE}`, DESKTOP);
    await expect.poll(() => page.locator('#register-minimum').textContent(), { timeout: SHOWN_MS }).toMatch(/^This race asks a record of its drivers/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    await session.screenshot(page, 'minimum-record-en-desktop');
  });
});

describe('a hand-over on the organiser’s page in a race that asks a minimum record', () => {
  const raceId = 'veterans_running';
  const organiser = () => ({ token: session.stack.organiserToken });
  beforeAll(async () => {
    // An on-time minimum, which newcomers pass: the two drivers register, and the race runs.
    const body = { id: raceId, title: 'Veterani in gara', circuitId: 'test-oval', rulesetId: 'aics-3.06', minimumRecord: { onTime: 0.9 } };
    await session.api('POST', '/races', { ...organiser(), body });
    for (const name of ['Ada', 'Bea']) await session.api('POST', `/races/${raceId}/entries`, { body: { name, email: `${name.toLowerCase()}@example.org` } });
    await session.api('POST', `/races/${raceId}/close-registration`, organiser());
  });

  it('sends the waiver the organiser ticks, which the seat’s event records', async () => {
    const page = await session.openPage('/organiser', PHONE, 'it-IT');
    await page.locator('#organiser-token').fill(session.stack.organiserToken);
    await page.locator('#sign-in-form button[type="submit"]').click();
    const card = page.locator(`article.organiser-race[data-race="${raceId}"]`);
    await card.getByRole('button', { name: 'Passa un posto', exact: true }).click();
    const ask = card.locator('.ask');
    await ask.getByLabel(/^Posto/).selectOption('2');
    await ask.getByLabel(/^Nome del sostituto/).fill('Cleo');
    await ask.getByLabel(/^Il suo indirizzo email/).fill('cleo@example.org');
    await ask.getByLabel('Fallo entrare anche se il suo curriculum non arriva al minimo che questa gara chiede').check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await ask.screenshot({ path: 'test-artifacts/browser/organiser-hand-over-waiver-it.png' });
    await ask.locator('button.danger').click();
    await expect
      .poll(() => card.locator('p.notice').textContent(), { timeout: SHOWN_MS })
      .toBe("Ora Cleo guida l'auto 2; il suo codice è andato al suo indirizzo.");
    expect((await raceOf(session, raceId)).entries.find(({ car }: { car: string }) => car === '2')).toMatchObject({ name: 'Cleo' });
    const events = (await session.api('GET', `/races/${raceId}/events`)).commits.flatMap(({ events }: { events: { type: string }[] }) => events);
    expect(events.find(({ type }: { type: string }) => type === 'SeatHandedOver')).toMatchObject({ car: '2', name: 'Cleo', minimumWaived: true });
    await expectReadable({ page, language: 'it' });
  });
});
