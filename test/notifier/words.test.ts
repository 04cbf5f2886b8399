/**
 * Every game's emails in the reader's language (issue 26 point 4): a short race of each of the
 * five games, played through the API on the real rules with the non-human player driving, read as
 * its Italian players get it. No English word and no step id written raw reaches them; every step
 * email says what the reader is to send next, by when in his time zone; each roll and shuffle links
 * to its own check; and Lamborghini's emails show a seat its hand and the cards face up, never
 * another seat's hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LamborghiniState } from '../../domain/lamborghini/state.ts';
import { reporters } from '../../domain/reports.ts';
import { rulesets } from '../../domain/rulesets.ts';
import type { Rendered } from '../../functions/notifier/document.ts';
import { type Api, bearer, organiser, startApi } from '../api/world.ts';

const BASE_URL = 'https://sm.example.org';
const GAMES = [
  // AICS on one lap plays to its finish within the steps given.
  { rulesetId: 'aics-3.06', circuitId: 'test-oval', steps: 12 },
  { rulesetId: 'classic', circuitId: 'test-oval', steps: 4 },
  { rulesetId: 'hex-rally', circuitId: 'test-loop', steps: 4 },
  { rulesetId: 'vektorace', circuitId: 'default', steps: 5 },
  // The draft, the pairing and the first moves: the hands are dealt.
  { rulesetId: 'lamborghini', circuitId: 'circuit-a', steps: 10 },
] as const;
const PLAYERS = [
  { name: 'Ada', language: 'it', timeZone: 'Europe/Rome' },
  { name: 'Bruno', language: 'it' },
  { name: 'Carl', language: 'en' },
] as const;

/**
 * English an Italian reader must not meet: the generic emails' words, the games' words, and a step
 * named by its id. The rulebooks' terms the Italian originals keep in English (Start Speed, Top
 * Speed, wear, pit stop, round, BOX-BOX) are not among them.
 */
const ENGLISH =
  /\b(the|and|of|for|by|your|you|car|cars|turn|turns|move|moves|played|nothing|deadline|send|choose|pick|draft|hand|cards|money|face|player|players|non-human|race page|withdraw|qualifying|setup|pairing|step)\b/i;
const RAW_STEP = /\b(turn|move|choose|turnup|reaction|direction|economy|round)-\d+\b|\b(qualifying|setup|pairing|bids|start|driver)\b(?! speed)/i;

let api: Api;
const tokens: Record<string, Record<string, string>> = {};
const cars: Record<string, Record<string, string>> = {};

const raceIdOf = (rulesetId: string) => rulesetId.replace(/[^a-z]/g, '');
const emailOf = (name: string, raceId: string) => `${name.toLowerCase()}@${raceId}.example.org`;
const mailsTo = (name: string, raceId: string): Rendered[] => api.mails.filter((mail) => mail.to === emailOf(name, raceId)).map((mail) => mail.email);
const ok = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
  const answer = await api.call(method, path, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

beforeAll(async () => {
  // Each picture is drawn as SVG for its reader, but not made a PNG: its words (its alternative text) are what this file reads,
  // the PNGs are test/notifier/notifier.test.ts's, and 3 readers' PNGs a step would take most of the time.
  api = await startApi('speed-master-words', rulesets, undefined, undefined, { baseUrl: BASE_URL, rasterise: async (svg) => new TextEncoder().encode(svg) });
  for (const { rulesetId, circuitId, steps } of GAMES) {
    const raceId = raceIdOf(rulesetId);
    await ok('POST', '/races', { id: raceId, title: 'Gran Premio', circuitId, rulesetId, laps: 1 }, organiser);
    tokens[raceId] = {};
    cars[raceId] = {};
    for (const player of PLAYERS) {
      const entry = await ok('POST', `/races/${raceId}/entries`, { ...player, email: emailOf(player.name, raceId) });
      tokens[raceId]![player.name] = entry.token;
      cars[raceId]![player.name] = entry.car;
    }
    await ok('POST', `/races/${raceId}/close-registration`, undefined, organiser);
    // The first step's reminder, to everyone it waits for.
    const head = await api.deps.store.head(raceId);
    const step = head?.state.step;
    if (head && step) await api.backend.notifier.remind(head.state, step, step.cars);
    for (let played = 0; played < steps; played++) {
      const { race } = await ok('POST', `/races/${raceId}/resolve`, undefined, organiser);
      if (race.phase === 'finished') break;
    }
  }
}, 240_000);
afterAll(() => api.close());

describe('every game’s steps in words', () => {
  it('each of the five games names every kind of its steps in both languages, never by its id, the Italian without English', () => {
    for (const { rulesetId } of GAMES) {
      const reporter = reporters[rulesetId]!;
      for (const kind of Object.keys(rulesets[rulesetId]!.kinds)) {
        const step = { id: `${kind}-2`, kind, number: 2 };
        const [english, italian] = (['en', 'it'] as const).map((language) => reporter.stepName?.(step, language));
        expect([english, italian], `${rulesetId} ${kind}`).not.toContain(undefined);
        expect([english, italian], `${rulesetId} ${kind}`).not.toContain(step.id);
        expect(ENGLISH.exec(italian!)?.[0], `${rulesetId} ${kind}: ${italian}`).toBeUndefined();
      }
    }
  });
});

describe('every game’s emails, in Italian', () => {
  for (const { rulesetId } of GAMES) {
    const raceId = raceIdOf(rulesetId);

    it(`${rulesetId}: no English word and no raw step id, from the registration to the last step played`, () => {
      const emails = mailsTo('Ada', raceId);
      expect(emails.length).toBeGreaterThan(5);
      for (const { subject, text } of emails) {
        // The ids a player types (cards) and the addresses are his to read as they are.
        const words = `${subject}\n${text}`.replace(/\[[A-Z]{1,2}\d*\]|https:\/\/\S+/g, '');
        expect(ENGLISH.exec(words)?.[0], `${subject}\n${text}`).toBeUndefined();
        expect(RAW_STEP.exec(words)?.[0], `${subject}\n${text}`).toBeUndefined();
      }
    });

    it(`${rulesetId}: the close of registration and every step email say what to send next and by when, in the reader’s time zone`, () => {
      const [closed, ...later] = mailsTo('Ada', raceId).filter((email) => !/iscrizione confermata|classifica finale/.test(email.subject));
      expect(closed?.subject).toBe('Gran Premio: iscrizioni chiuse');
      for (const { subject, text } of [closed!, ...later]) expect(text, subject).toMatch(/(entro|fino a) \S+ \d+ \S+ 2025 alle ore \d\d:\d\d Europe\/Rome\./);
    });
  }

  it('links each roll and shuffle to its own check, never to a code left to fill in', () => {
    const linked = GAMES.flatMap(({ rulesetId }) => mailsTo('Ada', raceIdOf(rulesetId))).filter((email) => email.text.includes('/dice/'));
    expect(linked.length).toBeGreaterThan(5);
    for (const { subject, text, html } of linked) {
      expect(text, subject).not.toContain('{code}');
      const codes = [...text.matchAll(/^- (\S+) \(.+\): https:\/\/sm\.example\.org\/dice\/(\S+)$/gm)];
      expect(codes.length, subject).toBeGreaterThan(0);
      for (const [, code, linkedCode] of codes) {
        expect(linkedCode).toBe(encodeURIComponent(code!));
        expect(html).toContain(`<a href="${BASE_URL}/dice/${linkedCode}">`);
      }
    }
  });

  it('registration: says how to have a new token sent, rather than that it will not be sent again', () => {
    const [registered] = mailsTo('Ada', 'aics');
    expect(registered?.text).toContain(`POST ${BASE_URL}/races/aics/entries/token con {"email":"${emailOf('Ada', 'aics')}"}`);
    expect(registered?.text).not.toContain('di nuovo');
  });
});

describe('Lamborghini’s emails: a seat’s cards', () => {
  const RACE = raceIdOf('lamborghini');
  const viewOf = async (name: string) => (await ok('GET', `/races/${RACE}`, undefined, bearer(tokens[RACE]![name]!))).race.game as LamborghiniState;

  it('[LB-DRAFT-3] [LB-DRAFT-5] the close of registration tells the first chooser the draft has opened, with the cards face up and the piles', async () => {
    const closed = mailsTo('Ada', RACE).find((email) => email.subject === 'Gran Premio: iscrizioni chiuse');
    expect(closed?.text).toContain('8 carte scoperte sul tavolo');
    expect(closed?.text).toMatch(/Scoperte sul tavolo\n=+\n\n(- .+ \[[A-Z]{1,2}\d*\]\n){8}/);
    expect(closed?.text).toMatch(/Coperte nelle pile\n=+\n\n- Auto: \d+ carte/);
  });

  it('[LB-DRAFT-5] a pick is told by the cards chosen, never as nothing to report', () => {
    const picks = mailsTo('Ada', RACE).filter((email) => /scelta \d+ della fase strategica, esito/.test(email.subject));
    expect(picks.length).toBeGreaterThan(0);
    for (const { subject, text } of picks) {
      expect(text, subject).toMatch(/sceglie .+ \[[A-Z]{1,2}\d*\]/);
      expect(text, subject).not.toContain('niente da segnalare');
    }
  });

  it('[LB-PREP-2] a seat’s step emails show it its own hand, by card name; no other seat’s email names a card of it', async () => {
    const view = await viewOf('Ada');
    const ada = cars[RACE]!.Ada!;
    const hand = view.murcielagos[ada]?.hand ?? [];
    // Cards dealt face down and not played: known to Ada's seat alone.
    const log = (await api.events(RACE)).flatMap((event) =>
      'events' in event ? ((event.events ?? []) as { type: string; car?: string; card?: string }[]) : [],
    );
    const secret = log
      .filter((g) => g.type === 'granted' && g.car === ada && !log.some((p) => p.type === 'cardPlayed' && p.card === g.card))
      .map((g) => g.card!);
    expect(secret.length).toBeGreaterThan(0);
    const latest = mailsTo('Ada', RACE).at(-1)!;
    expect(latest.text).toContain(`La tua mano, auto ${ada}`);
    for (const id of hand) expect(latest.text).toMatch(new RegExp(`^- \\S.* \\[${id}\\]$`, 'm'));
    for (const other of ['Bruno', 'Carl'])
      for (const email of mailsTo(other, RACE))
        expect(
          secret.filter((id) => new RegExp(`\\b${id}\\b`).test(`${email.subject}\n${email.text}\n${email.html}`)),
          `${other}: ${email.subject}`,
        ).toEqual([]);
  });
});
