/**
 * The organiser's page in Chromium (issue 29, point 1): signed in with the organiser token (a
 * wrong one told so), he creates from the page alone a race of each of the five games, each from
 * its own options with a circuit it ships, seen before he creates it; he sees every race with its
 * state, closes registration, extends a deadline and brings it forward, plays a step, eliminates a car and withdraws another, each only once
 * he confirms, and sees who is late; he hands a seat over to a substitute and sends him a new token; then he groups races into a championship. In Italian, his
 * browser's language, at phone width, and in English once he switches, at 1280 px too.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { isPainted } from '../support/png.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { expectReadable, PHONE, raceOf, SHOWN_MS } from './play.ts';
import { openSession, type Session } from './session.ts';

const DESKTOP = { width: 1280, height: 900 };
const HOUR = 3_600_000;

let session: Session;
let page: Page;
beforeAll(async () => {
  session = await openSession(rulesets);
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

const settings = () => page.locator('#new-race-settings');
const card = (raceId: string) => page.locator(`article.organiser-race[data-race="${raceId}"]`);

/** A race of each game, made from the game's own settings in the Italian words of the page, and what the race then records. */
const GAMES: {
  rulesetId: string;
  raceId: string;
  title: string;
  circuit: string;
  /** The circuit's name on the Italian page. */
  named: string;
  choose(form: Locator): Promise<void>;
  recorded: Record<string, unknown>;
}[] = [
  {
    rulesetId: 'aics-3.06',
    raceId: 'gp_aics',
    title: 'Gran premio AICS',
    circuit: 'test-oval',
    named: 'Ovale di prova',
    choose: async (form) => {
      await form.getByLabel('Giri', { exact: true }).fill('2');
      await form.getByLabel('Auto al via, al massimo').selectOption('26');
    },
    recorded: { laps: 2, maxStarters: 26, qualifyingWindow: 'PT24H' },
  },
  {
    rulesetId: 'classic',
    raceId: 'gp_classica',
    title: 'Classica a Monaco',
    circuit: 'monaco',
    named: 'Monaco',
    choose: (form) =>
      form
        .getByLabel('La gara finisce')
        .selectOption({ label: 'quando arrivano tutte le auto' })
        .then(() => undefined),
    recorded: { laps: 6, options: { finish: 'allCars' } },
  },
  {
    rulesetId: 'hex-rally',
    raceId: 'rally_orchi',
    title: 'Rally degli orchi',
    circuit: 'orc-pass',
    named: 'Passo degli Orchi',
    choose: async (form) => {
      await form.getByLabel('Velocità massima').fill('12');
      await form.getByLabel('Curva col freno a mano').selectOption({ label: '+3 alla sua difficoltà' });
    },
    recorded: { car: { maxSpeed: 12, acceleration: 3, maxBraking: 5, durability: 3 }, humans: { handbrakeTurn: 'plus3', rollPenalty: 'every-roll' } },
  },
  {
    rulesetId: 'vektorace',
    raceId: 'vektor_otto',
    title: 'Vektorace a otto',
    circuit: 'otto-curve',
    named: 'Otto curve',
    choose: (form) => form.getByLabel('Gettoni Super Power (VK-SP-1)').check(),
    recorded: { superPowers: true, laps: 3 },
  },
  {
    rulesetId: 'lamborghini',
    raceId: 'lambo_b',
    title: 'Lamborghini in squadra',
    circuit: 'circuit-b',
    named: 'Circuito B',
    choose: (form) => form.getByLabel('Murcielago di ogni giocatore (LB-SETUP-5)').fill('2'),
    recorded: { carsPerSeat: 2 },
  },
];

/** The five games' races and a second one of AICS, for the championship. */
const RACES = GAMES.length + 1;

const lastCommit = async (raceId: string): Promise<number> => (await session.api('GET', `/races/${raceId}/events`)).last;

/** Opens a command's question on a race's card, checks what it says, and confirms it. */
async function confirm(raceId: string, button: string, says: RegExp, fill?: (ask: Locator) => Promise<void>): Promise<void> {
  const before = await lastCommit(raceId);
  await card(raceId).getByRole('button', { name: button, exact: true }).click();
  const ask = card(raceId).locator('.ask');
  await ask.waitFor({ timeout: SHOWN_MS });
  await fill?.(ask);
  const yes = ask.locator('button.danger');
  await expect.poll(() => yes.textContent(), { timeout: SHOWN_MS }).toMatch(says);
  // Nothing is sent before the organiser confirms.
  expect(await lastCommit(raceId)).toBe(before);
  await yes.click();
}

const notice = (raceId: string) => card(raceId).locator('p.notice, p.error');

describe("the organiser's page", () => {
  it('signs the organiser in with his token, a wrong one told so, in his browser’s language, and keeps it', async () => {
    page = await session.openPage('/organiser', PHONE, 'it-IT');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('it');
    expect(await page.locator('#organiser').isVisible()).toBe(false);
    await page.locator('#organiser-token').fill('not-the-organiser-token');
    await page.locator('#sign-in-form button[type="submit"]').click();
    await expect.poll(() => page.locator('#sign-in-error').textContent(), { timeout: SHOWN_MS }).toBe("Questo non è il codice dell'organizzatore.");
    expect(await page.locator('#organiser').isVisible()).toBe(false);
    await session.screenshot(page, 'organiser-sign-in-refused-it');

    await page.locator('#organiser-token').fill(session.stack.organiserToken);
    await page.locator('#sign-in-form button[type="submit"]').click();
    await expect.poll(() => page.locator('#signed-in').textContent(), { timeout: SHOWN_MS }).toBe("Hai eseguito l'accesso come organizzatore.");
    expect(await page.locator('#sign-in-error').textContent()).toBe('');
    // Kept by the browser, as a player's token is: the page opens signed in.
    await page.reload();
    await page.locator('#organiser').waitFor({ timeout: SHOWN_MS });
    expect(await page.locator('#races-status').textContent()).not.toBe('');

    // A kept token the API no longer takes (a new organiser token) is told so and forgotten.
    const other = await session.openPage('/organiser', PHONE, 'it-IT');
    await other.evaluate(() => localStorage.setItem('speed-master/organiser', 'an-old-organiser-token'));
    await other.reload();
    await expect.poll(() => other.locator('#sign-in-error').textContent(), { timeout: SHOWN_MS }).toBe("Questo non è il codice dell'organizzatore.");
    expect(await other.evaluate(() => localStorage.getItem('speed-master/organiser'))).toBeNull();
    expect(await other.locator('#organiser').isVisible()).toBe(false);
  });

  it('creates a race of each of the five games from its own options and a circuit it ships, seen first', async () => {
    for (const game of GAMES) {
      await page.locator('#new-race-ruleset').selectOption(game.rulesetId);
      await expect.poll(() => settings().getAttribute('data-ruleset'), { timeout: SHOWN_MS }).toBe(game.rulesetId);
      await page.locator('#new-race-circuit').selectOption(game.circuit);
      expect(await page.locator('#new-race-circuit option:checked').textContent()).toBe(game.named);
      const preview = page.locator('#new-race-preview');
      await expect.poll(() => preview.getAttribute('src')).toBe(`/circuits/${game.circuit}.svg`);
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: SHOWN_MS }).toBe(true);
      await preview.scrollIntoViewIfNeeded();
      await expect.poll(async () => isPainted(await preview.screenshot()), { timeout: SHOWN_MS, message: `${game.circuit} is drawn` }).toBe(true);
      await settings()
        .getByLabel(/^Identificativo della gara/)
        .fill(game.raceId);
      await settings()
        .getByLabel(/^Titolo/)
        .fill(game.title);
      await game.choose(settings());
      await page.locator('#new-race-form button[type="submit"]').click();
      await expect
        .poll(async () => `${await page.locator('#new-race-error').textContent()}${await page.locator('#new-race-done').textContent()}`, {
          timeout: SHOWN_MS,
        })
        .toBe(`Creata: ${game.title}. Apri la sua pagina`);
      // The form keeps what was chosen: the hex rally's, with its car, coupons and rules for humans, as the organiser filled it.
      if (game.rulesetId === 'hex-rally') {
        await expectReadable({ page, language: 'it' });
        await session.screenshot(page, 'organiser-new-race-it');
      }
      const race = await raceOf(session, game.raceId);
      expect(race).toMatchObject({ rulesetId: game.rulesetId, circuitId: game.circuit, title: game.title, phase: 'registration', ...game.recorded });
    }
  });

  it('shows a refusal next to the field it names, and creates the race once it is right', async () => {
    await page.locator('#new-race-ruleset').selectOption('aics-3.06');
    await expect.poll(() => settings().getAttribute('data-ruleset'), { timeout: SHOWN_MS }).toBe('aics-3.06');
    await page.locator('#new-race-circuit').selectOption('monza');
    await settings()
      .getByLabel(/^Identificativo della gara/)
      .fill('gp_monza');
    await settings()
      .getByLabel(/^Titolo/)
      .fill('Gran premio di Monza');
    const laps = settings().getByLabel('Giri', { exact: true });
    await laps.fill('30');
    await page.locator('#new-race-form button[type="submit"]').click();
    await expect.poll(() => laps.getAttribute('aria-invalid'), { timeout: SHOWN_MS }).toBe('true');
    expect(await page.locator('#new-race-error').textContent()).toMatch(/^La gara non è stata creata/);
    await laps.fill('3');
    await page.locator('#new-race-form button[type="submit"]').click();
    await expect.poll(() => page.locator('#new-race-done').textContent(), { timeout: SHOWN_MS }).toBe('Creata: Gran premio di Monza. Apri la sua pagina');
    expect(await page.locator('#new-race-error').textContent()).toBe('');
    expect(await raceOf(session, 'gp_monza')).toMatchObject({ circuitId: 'monza', laps: 3 });
  });

  it('lists every race with its game and state', async () => {
    await page.locator('#races-reload').click();
    await expect.poll(() => page.locator('#races-status').textContent(), { timeout: SHOWN_MS }).toBe(`${RACES} gare.`);
    expect(await page.locator('article.organiser-race').count()).toBe(RACES);
    expect(await card('rally_orchi').textContent()).toContain('Humans or Orcs? Races! (rally su esagoni), su Passo degli Orchi; 0 auto.');
    for (const { raceId } of GAMES) expect(await card(raceId).locator('.state').textContent()).toBe('Iscrizioni aperte');
  });

  it('closes registration, shows who is late, extends the deadline and brings it forward, plays the step and eliminates a car, each once confirmed', async () => {
    const raceId = 'gp_aics';
    const players = [
      ['Rossi', 'it'],
      ['Hunt', 'en'],
      ['Lauda', 'it'],
    ] as const;
    const tokens: string[] = [];
    for (const [name, language] of players) {
      const { token } = await session.api('POST', `/races/${raceId}/entries`, { body: { name, email: `${name.toLowerCase()}@example.org`, language } });
      tokens.push(token);
    }
    await page.locator('#races-reload').click();
    await expect.poll(() => card(raceId).textContent(), { timeout: SHOWN_MS }).toContain('3 auto');

    await confirm(raceId, 'Chiudi le iscrizioni', /^Chiudi le iscrizioni: nessun altro potrà iscriversi$/);
    await expect.poll(() => notice(raceId).textContent(), { timeout: SHOWN_MS }).toBe('Le iscrizioni sono chiuse.');
    const closed = await raceOf(session, raceId);
    expect(closed.phase).toBe('qualifying');
    expect(await card(raceId).locator('.state').textContent()).toMatch(/^Ora: /);
    expect(await card(raceId).textContent()).toContain("Si aspetta l'auto 1 (Rossi), l'auto 2 (Hunt) e l'auto 3 (Lauda).");

    // Rossi and Lauda send their pole laps (README's lap of the test oval); Hunt sends nothing.
    const poleLap = { build: { startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 }, lapText: '120\n120\n120\n120\n120\n180' };
    for (const token of [tokens[0], tokens[2]]) await session.api('POST', `/races/${raceId}/qualifying`, { token, body: poleLap });
    // A day later on the organiser's clock the deadline has passed: Hunt is late.
    await page.clock.setSystemTime(Date.parse(closed.deadline) + HOUR);
    await page.locator('#races-reload').click();
    await expect.poll(() => card(raceId).locator('.late').textContent(), { timeout: SHOWN_MS }).toBe("In ritardo: l'auto 2 (Hunt).");
    await expectReadable({ page, language: 'it' });
    await session.screenshot(page, 'organiser-late-it');

    // The new deadline offered is a day after the one now, to the minute.
    await confirm(raceId, 'Sposta la scadenza', /^Sposta la scadenza a /);
    await expect.poll(() => notice(raceId).textContent(), { timeout: SHOWN_MS }).toMatch(/^La scadenza ora è /);
    const extended = await raceOf(session, raceId);
    const later = Date.parse(extended.deadline) - Date.parse(closed.deadline);
    expect(later).toBeGreaterThan(24 * HOUR - 60_000);
    expect(later).toBeLessThanOrEqual(24 * HOUR);
    expect(await card(raceId).locator('.late').count()).toBe(0);
    expect(await card(raceId).textContent()).toContain("Si aspetta l'auto 2 (Hunt).");

    // Brought forward to three hours from now (SC-PBEM-4), on the organiser's clock set right again.
    await page.clock.setSystemTime(Date.now());
    const sooner = Date.now() + 3 * HOUR;
    const typed = await page.evaluate((at) => new Date(at - new Date(at).getTimezoneOffset() * 60_000).toISOString().slice(0, 16), sooner);
    await confirm(raceId, 'Sposta la scadenza', /^Sposta la scadenza a /, (ask) => ask.locator('input').fill(typed));
    await expect.poll(async () => Date.parse((await raceOf(session, raceId)).deadline), { timeout: SHOWN_MS }).toBe(Math.floor(sooner / 60_000) * 60_000);

    await confirm(raceId, 'Gioca il passo ora', /^Gioca ora il passo «.+»: le auto che si aspettano ancora sono guidate dal giocatore non umano$/);
    await expect.poll(() => notice(raceId).textContent(), { timeout: SHOWN_MS }).toMatch(/^Giocato il passo «.+»\.$/);
    expect((await raceOf(session, raceId)).phase).toBe('setup');

    await confirm(raceId, "Elimina un'auto", /^Elimina per sempre l'auto 3 \(Lauda\)$/, async (ask) => {
      await ask.getByLabel('Auto').selectOption('3');
      // No reason, no elimination: the button waits for one.
      expect(await ask.locator('button.danger').isDisabled()).toBe(true);
      await ask.getByLabel(/^Motivo/).fill('Non risponde più alle email');
      await session.screenshot(page, 'organiser-confirm-it');
    });
    await expect.poll(() => notice(raceId).textContent(), { timeout: SHOWN_MS }).toBe("Eliminata: l'auto 3 (Lauda).");
    const after = await raceOf(session, raceId);
    expect(after.entries.find((entry: { car: string }) => entry.car === '3')).toMatchObject({ status: 'out' });
    expect(await card(raceId).textContent()).toContain("Fuori dalla gara: l'auto 3 (Lauda).");
  });

  it('hands a seat over to a substitute, once confirmed, who then drives the car', async () => {
    const raceId = 'gp_aics';
    await confirm(raceId, 'Passa un posto', /^Passa il posto dell'auto 2 \(Hunt\) a Prost$/, async (ask) => {
      await ask.getByLabel(/^Posto/).selectOption('2');
      expect(await ask.locator('button.danger').isDisabled()).toBe(true);
      await ask.getByLabel(/^Nome del sostituto/).fill('Prost');
      await ask.getByLabel(/^Il suo indirizzo email/).fill('prost@example.org');
      await ask.getByLabel(/^La sua lingua/).selectOption('en');
      // The race asks no minimum record: there is none to waive.
      expect(await ask.getByRole('checkbox').count()).toBe(0);
    });
    await expect.poll(() => notice(raceId).textContent(), { timeout: SHOWN_MS }).toBe("Ora Prost guida l'auto 2; il suo codice è andato al suo indirizzo.");
    const after = await raceOf(session, raceId);
    expect(after.entries.find((entry: { car: string }) => entry.car === '2')).toMatchObject({ name: 'Prost', status: 'in' });
    expect(await card(raceId).textContent()).toContain('Prost');
  });

  it('emails a player a new token, once confirmed, however recent his last', async () => {
    const raceId = 'gp_aics';
    const mailedTo = async (to: string) =>
      ((await (await fetch(`${session.stack.urls.mailbox}store`)).json()) as { emails: { destination: { to: string[] } }[] }).emails.filter((email) =>
        email.destination.to.includes(to),
      ).length;
    const before = await mailedTo('prost@example.org');
    await confirm(raceId, 'Manda un nuovo codice', /^Manda per email un nuovo codice all'auto 2 \(Prost\)$/, (ask) =>
      ask
        .getByLabel(/^Posto/)
        .selectOption('2')
        .then(() => undefined),
    );
    await expect.poll(() => notice(raceId).textContent(), { timeout: SHOWN_MS }).toBe("Un nuovo codice sta arrivando all'auto 2 (Prost).");
    await expect.poll(() => mailedTo('prost@example.org'), { timeout: SHOWN_MS }).toBe(before + 1);
  });

  it('withdraws a car at its player’s word, once confirmed', async () => {
    const raceId = 'vektor_otto';
    for (const name of ['Clark', 'Moss']) await session.api('POST', `/races/${raceId}/entries`, { body: { name, email: `${name.toLowerCase()}@example.org` } });
    await page.locator('#races-reload').click();
    await expect.poll(() => card(raceId).textContent(), { timeout: SHOWN_MS }).toContain('2 auto');
    await confirm(raceId, "Ritira un'auto", /^Ritira per sempre l'auto 2 \(Moss\), su richiesta del giocatore$/, async (ask) => {
      await ask.getByLabel('Auto').selectOption('2');
      await session.screenshot(page, 'organiser-withdraw-it');
    });
    await expect.poll(() => notice(raceId).textContent(), { timeout: SHOWN_MS }).toBe("Ritirata: l'auto 2 (Moss).");
    const after = await raceOf(session, raceId);
    expect(after.entries.map(({ car, status }: { car: string; status: string }) => [car, status])).toEqual([
      ['1', 'in'],
      ['2', 'out'],
    ]);
  });

  it('brings back a car withdrawn during registration, once confirmed', async () => {
    const raceId = 'vektor_otto';
    await confirm(raceId, "Riammetti un'auto", /^Riammetti l'auto 2 \(Moss\): torna in gara$/, async (ask) => {
      await ask.getByLabel('Auto ritirata').selectOption('2');
    });
    await expect.poll(() => notice(raceId).textContent(), { timeout: SHOWN_MS }).toBe("Di nuovo in gara: l'auto 2 (Moss).");
    await session.screenshot(page, 'organiser-reinstate-it');
    expect((await raceOf(session, raceId)).entries.map(({ car, status }: { car: string; status: string }) => [car, status])).toEqual([
      ['1', 'in'],
      ['2', 'in'],
    ]);
    expect(await card(raceId).getByRole('button', { name: "Riammetti un'auto", exact: true }).count()).toBe(0);
  });

  it('asks before every command, and Cancel sends nothing', async () => {
    const raceId = 'gp_classica';
    await card(raceId).getByRole('button', { name: 'Chiudi le iscrizioni', exact: true }).click();
    await card(raceId).getByRole('button', { name: 'Annulla', exact: true }).click();
    expect(await card(raceId).locator('.ask').count()).toBe(0);
    expect((await raceOf(session, raceId)).phase).toBe('registration');
  });

  it('creates a championship of races ticked in the list, in the order they were created; one of two games refused', async () => {
    await page.locator('#championship-id').fill('coppa_speed');
    await page.locator('#championship-title').fill('Coppa Speed Circuit');
    const tick = (label: string) => page.locator('#championship-race-list').getByLabel(label);
    await tick('Gran premio AICS (gp_aics)').check();
    await tick('Classica a Monaco (gp_classica)').check();
    await page.locator('#championship-form button[type="submit"]').click();
    await expect
      .poll(() => page.locator('#championship-error').textContent(), { timeout: SHOWN_MS })
      .toBe('Il campionato non è stato creato: races[1]: every race of a championship is played under one ruleset, here aics-3.06');
    await tick('Classica a Monaco (gp_classica)').uncheck();
    await tick('Gran premio di Monza (gp_monza)').check();
    await page.locator('#championship-form button[type="submit"]').click();
    await expect
      .poll(() => page.locator('#championship-done').textContent(), { timeout: SHOWN_MS })
      .toBe('Campionato creato: Coppa Speed Circuit, su 2 gare. La sua classifica (JSON)');
    expect(await page.locator('#championship-error').textContent()).toBe('');
    const { championship } = await session.api('GET', '/championships/coppa_speed');
    expect(championship).toMatchObject({ title: 'Coppa Speed Circuit', races: [{ raceId: 'gp_aics' }, { raceId: 'gp_monza' }] });
    await expectReadable({ page, language: 'it' });
    await session.screenshot(page, 'organiser-it');
  });

  it('switches to English, and reads well at 1280 px too', async () => {
    await page.locator('#page-language').selectOption('en');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => card('gp_aics').locator('.state').textContent(), { timeout: SHOWN_MS }).toMatch(/^Now: /);
    expect(await page.locator('h1').textContent()).toBe('Organiser');
    expect(await card('gp_aics').textContent()).toContain('Out of the race: car 3 (Lauda).');
    expect(await settings().getByLabel('Laps', { exact: true }).count()).toBe(1);
    await expectReadable({ page, language: 'en' });
    await session.screenshot(page, 'organiser-en-phone');
    // The language chosen stays with the browser.
    await page.reload();
    await expect.poll(() => page.locator('#races-status').textContent(), { timeout: SHOWN_MS }).toBe(`${RACES} races.`);

    const wide = await session.openPage('/organiser', DESKTOP);
    await wide.locator('#organiser-token').fill(session.stack.organiserToken);
    await wide.locator('#sign-in-form button[type="submit"]').click();
    await expect.poll(() => wide.locator('article.organiser-race').count(), { timeout: SHOWN_MS }).toBe(RACES);
    expect(await wide.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    await session.screenshot(wide, 'organiser-en-desktop');
  });

  it('raised no script error and no refusal of the page policy', () => {
    expect(session.pageErrors).toEqual([]);
  });
});
