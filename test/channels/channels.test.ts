/**
 * League channels over the HTTP API (issue 30 point 4), posting for real over loopback to the
 * local stand-in of the chats (functions/local/webhookStandIn.ts): the organiser binds a Discord
 * webhook to a championship, a Telegram chat to one of its races in Italian, and a Slack webhook
 * to a race of each of the five games; each channel is told every step played and the finish,
 * once each, a chat that fails once (500) included, in its language, with a picture the chats can
 * show (a PNG); nothing a channel is told holds a token, an address, or its own secret; the
 * organiser sees his channels masked and unbinds one. A chat down past its tries is tried again by
 * the next scheduled run and told once when it is back, or given up once its step is older than
 * `CHANNEL_RETRY_MS`; a deleted webhook (404) is given up at once, holding back no other channel.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../domain/race/any-ruleset.ts';
import { isStepRecord } from '../../domain/race/events.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { CHANNEL_RETRY_MS, CHANNEL_TRIES } from '../../functions/channels/post.ts';
import { API_ROUTES, pathTo, RESOLVER_ROUTES } from '../../functions/http/routes.ts';
import { type ChannelPost, type WebhookStandIn, webhookStandIn } from '../../functions/local/webhookStandIn.ts';
import { type Api, bearer, organiser, startApi } from '../api/world.ts';
import { toyLeague } from '../race/toy-ruleset.ts';

const BASE_URL = 'https://speed.example';
const SHIPPED = [
  { id: 'ch_aics', rulesetId: 'aics-3.06', circuitId: 'test-oval' },
  { id: 'ch_classic', rulesetId: 'classic', circuitId: 'test-oval' },
  { id: 'ch_hex', rulesetId: 'hex-rally', circuitId: 'test-loop' },
  { id: 'ch_vk', rulesetId: 'vektorace', circuitId: 'default' },
  { id: 'ch_lb', rulesetId: 'lamborghini', circuitId: 'circuit-a' },
];
const TOY = ['ch_a', 'ch_b'];

let api: Api;
let chats: WebhookStandIn;
let server: Server;
let origin: string;
const tokens: string[] = [];
const emails: string[] = [];
const secrets: string[] = [];

async function ok(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const answer = await api.call(method, path, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function register(id: string, players: [name: string, language: 'en' | 'it'][]) {
  for (const [name, language] of players) {
    const email = `${name.toLowerCase()}.${id}@example.org`;
    emails.push(email);
    const { token } = await ok('POST', pathTo(RESOLVER_ROUTES.register, { id }), { name, email, language });
    tokens.push(token);
  }
}

/** The posts to the channel whose address path is `path` (the stand-in names channels by a hash of it). */
const postsOf = (kind: ChannelPost['kind']) => chats.posts().filter((post) => post.kind === kind);
const titleOf = (post: ChannelPost): string => {
  const body = post.body as any;
  return post.kind === 'discord' ? body.embeds[0].title : post.kind === 'slack' ? body.text : (String(body.caption ?? body.text).split('\n')[0] ?? '');
};

/** What each race owes a channel: one message per step played (but a step that closes no round, in a game told a round at a time) and the finish. */
async function owed(raceId: string, rulesetId = toyLeague.id): Promise<number> {
  const rounds = (rulesets as Record<string, AnyRuleset>)[rulesetId]?.rounds;
  const events = await api.events(raceId);
  return events.filter(
    (event) => (isStepRecord(event) && (event.type !== 'StepPlayed' || !rounds || rounds.closes(event.events))) || event.type === 'RaceFinished',
  ).length;
}

beforeAll(async () => {
  chats = webhookStandIn();
  server = createServer((request, response) => {
    if (!chats.handle(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = await startApi('speed-master-channels', { [toyLeague.id]: toyLeague, ...rulesets }, undefined, undefined, {
    baseUrl: BASE_URL,
    channels: { origins: [origin], telegramApi: `${origin}/webhooks/telegram`, sleep: async () => {} },
  });
  for (const id of TOY) {
    await ok('POST', pathTo(RESOLVER_ROUTES.createRace), { id, title: `Race ${id}`, circuitId: 'oval', rulesetId: toyLeague.id }, organiser);
    await register(id, [
      ['Lauda', 'it'],
      ['Hunt', 'en'],
    ]);
  }
  for (const { id, rulesetId, circuitId } of SHIPPED) {
    await ok('POST', pathTo(RESOLVER_ROUTES.createRace), { id, title: `Race ${id}`, rulesetId, circuitId, laps: 1 }, organiser);
    await register(id, [
      ['Rossi', 'it'],
      ['Hunt', 'en'],
    ]);
  }
  await ok('POST', pathTo(RESOLVER_ROUTES.createChampionship), { id: 'league', title: 'League', races: TOY }, organiser);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const discord = () => `${origin}/webhooks/discord/league-secret-0123456789`;
const telegram = { kind: 'telegram', botToken: '123456:ABCdefGHIjklMNOpqrSTUvwx', chatId: '-1001' } as const;

describe('binding a channel', () => {
  it('is for the organiser only', async () => {
    const answer = await api.call(
      'POST',
      pathTo(RESOLVER_ROUTES.createChannel),
      { target: { kind: 'discord', url: discord() }, races: ['ch_a'] },
      bearer('nobody'),
    );
    expect(answer.status).toBe(403);
  });

  it.each([
    [{ target: { kind: 'discord', url: 'https://evil.example/api/webhooks/1/a' }, races: ['ch_a'] }, 400, 'target.url'],
    [{ target: { kind: 'slack', url: 'http://127.0.0.2:9/webhooks/slack/x' }, races: ['ch_a'] }, 400, 'target.url'],
    [{ target: { kind: 'telegram', botToken: 'nope', chatId: '1' }, races: ['ch_a'] }, 400, 'target.botToken'],
    [{ target: { kind: 'discord', url: 'https://discord.com/api/webhooks/1/a' } }, 400, 'races'],
    [{ target: { kind: 'discord', url: 'https://discord.com/api/webhooks/1/a' }, races: ['nosuch'] }, 404, 'races[0]'],
    [{ target: { kind: 'discord', url: 'https://discord.com/api/webhooks/1/a' }, championship: 'nosuch' }, 404, 'championship'],
    [{ target: { kind: 'irc', url: 'https://discord.com/api/webhooks/1/a' }, races: ['ch_a'] }, 400, 'target.kind'],
  ])('refuses %j as problem+json naming the field', async (body, status, field) => {
    const answer = await api.call('POST', pathTo(RESOLVER_ROUTES.createChannel), body, organiser);
    expect(answer.status).toBe(status);
    expect(answer.type).toContain('application/problem+json');
    expect(answer.body.errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it("answers a channel's id and never its address again; binding the same again finds the same channel", async () => {
    const first = await api.call(
      'POST',
      pathTo(RESOLVER_ROUTES.createChannel),
      { target: { kind: 'discord', url: discord() }, championship: 'league' },
      organiser,
    );
    expect(first.status).toBe(201);
    expect(first.body.channel).toMatchObject({ kind: 'discord', races: TOY, championship: 'league', language: 'en', target: `${origin}/webhooks/discord/…` });
    const again = await api.call(
      'POST',
      pathTo(RESOLVER_ROUTES.createChannel),
      { target: { kind: 'discord', url: discord() }, championship: 'league' },
      organiser,
    );
    expect(again.status).toBe(200);
    expect(again.body.channel.id).toBe(first.body.channel.id);
    await ok('POST', pathTo(RESOLVER_ROUTES.createChannel), { target: telegram, races: ['ch_a'], language: 'it' }, organiser);
    await ok(
      'POST',
      pathTo(RESOLVER_ROUTES.createChannel),
      { target: { kind: 'slack', url: `${origin}/webhooks/slack/games-secret-0123456789` }, races: SHIPPED.map(({ id }) => id), language: 'it' },
      organiser,
    );
    const listed = await ok('GET', pathTo(RESOLVER_ROUTES.channels), undefined, organiser);
    expect(listed.channels).toHaveLength(3);
    secrets.push('league-secret-0123456789', 'games-secret-0123456789', telegram.botToken);
    for (const secret of secrets) expect(JSON.stringify(listed)).not.toContain(secret);
  });
});

describe('what a channel is told', () => {
  it('every step played and the finish of the toy races, once each, a chat failing once with a 500 included', async () => {
    for (const id of TOY) await ok('POST', pathTo(RESOLVER_ROUTES.closeRegistration, { id }), undefined, organiser);
    // Lauda sends his pole lap in ch_a, Hunt does not: Hunt alone is late.
    await ok('POST', pathTo(RESOLVER_ROUTES.submitQualifying, { id: 'ch_a' }), { turns: 9 }, bearer(tokens[0] as string));
    chats.failNext(500);
    const racing = new Set(TOY);
    for (let step = 0; step < 12 && racing.size > 0; step++)
      for (const id of racing) {
        const { race } = await ok('POST', pathTo(RESOLVER_ROUTES.resolve, { id }), undefined, organiser);
        if (race.phase === 'finished') racing.delete(id);
      }
    for (const id of TOY) expect((await ok('GET', pathTo(API_ROUTES.race, { id }))).race.phase).toBe('finished');
    // The posts are a job of their own, after the emails: done once the queues are.
    await api.backend.scheduled.drained();
    expect(chats.refused()).toBe(1);
    const toDiscord = postsOf('discord');
    for (const id of TOY) {
      const mine = toDiscord.map(titleOf).filter((title) => title.startsWith(`Race ${id}:`));
      expect(mine).toHaveLength(await owed(id));
      expect(new Set(mine).size).toBe(mine.length);
      expect(mine.at(-1)).toBe(`Race ${id}: final classification`);
    }
    const grid = toDiscord.find((post) => titleOf(post) === 'Race ch_a: qualifying played');
    expect(((grid as ChannelPost).body as any).embeds[0].description).toContain('Late (the non-human player played for them): Hunt');
    expect(((grid as ChannelPost).body as any).embeds[0].description).not.toContain('Lauda');
    // In Italian, to the one race it is bound to.
    const toTelegram = postsOf('telegram').map(titleOf);
    expect(toTelegram).toHaveLength(await owed('ch_a'));
    expect(toTelegram.at(-1)).toBe('Race ch_a: classifica finale');
  }, 120_000);

  it('a step of each of the five games, in Italian, with a PNG of the race right after it', async () => {
    for (const { id } of SHIPPED) {
      await ok('POST', pathTo(RESOLVER_ROUTES.closeRegistration, { id }), undefined, organiser);
      for (let step = 0; step < 2; step++) await ok('POST', pathTo(RESOLVER_ROUTES.resolve, { id }), undefined, organiser);
    }
    await api.backend.scheduled.drained();
    for (const { id, rulesetId } of SHIPPED) {
      const mine = postsOf('slack').filter((post) => titleOf(post).startsWith(`Race ${id}:`));
      expect(mine.length, id).toBe(await owed(id, rulesetId));
      expect(mine.length, id).toBeGreaterThanOrEqual(1);
      const image = ((mine[0] as ChannelPost).body as any).blocks.find((block: { type: string }) => block.type === 'image');
      expect(image.image_url).toMatch(new RegExp(`^${BASE_URL}/races/${id}/circuit\\.png\\?step=[\\w-]+&language=it$`));
      const picture = await api.app.request(image.image_url.slice(BASE_URL.length));
      expect(picture.status, id).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await picture.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    }
  }, 120_000);

  it('holds no token, no address and no secret of a channel', () => {
    const told = JSON.stringify(chats.posts().map(({ body }) => body));
    expect(chats.posts().length).toBeGreaterThan(20);
    for (const secret of [...tokens, ...emails, ...secrets, '@example.org']) expect(told).not.toContain(secret);
  });
});

describe('unbinding a channel', () => {
  it('tells it nothing more', async () => {
    const { channels } = await ok('GET', pathTo(RESOLVER_ROUTES.channels), undefined, organiser);
    const slack = channels.find((channel: { kind: string }) => channel.kind === 'slack');
    expect((await api.call('DELETE', pathTo(RESOLVER_ROUTES.deleteChannel, { id: slack.id }), undefined, organiser)).status).toBe(204);
    expect((await api.call('DELETE', pathTo(RESOLVER_ROUTES.deleteChannel, { id: slack.id }), undefined, organiser)).status).toBe(404);
    const before = postsOf('slack').length;
    await ok('POST', pathTo(RESOLVER_ROUTES.resolve, { id: 'ch_aics' }), undefined, organiser);
    await api.backend.scheduled.drained();
    expect(postsOf('slack')).toHaveLength(before);
    expect((await ok('GET', pathTo(RESOLVER_ROUTES.channels), undefined, organiser)).channels).toHaveLength(2);
  });
});

describe('a chat that is down', () => {
  const titles = (id: string) =>
    postsOf('discord')
      .map(titleOf)
      .filter((title) => title.startsWith(`Race ${id}:`));
  /** A toy race bound to a Discord webhook at each of `paths` on the stand-in, its registration closed, its grid due. */
  const boundRace = async (id: string, paths: string[]) => {
    await ok('POST', pathTo(RESOLVER_ROUTES.createRace), { id, title: `Race ${id}`, circuitId: 'oval', rulesetId: toyLeague.id }, organiser);
    await register(id, [
      ['Lauda', 'it'],
      ['Hunt', 'en'],
    ]);
    for (const path of paths)
      await ok('POST', pathTo(RESOLVER_ROUTES.createChannel), { target: { kind: 'discord', url: `${origin}/webhooks/${path}` }, races: [id] }, organiser);
    await ok('POST', pathTo(RESOLVER_ROUTES.closeRegistration, { id }), undefined, organiser);
  };
  const owing = async (id: string) => (await api.backend.resolver.dueRaces()).some((due) => due.raceId === id);

  it('is tried again by the next scheduled run and told once when back; a deleted webhook (404) is given up at once, blocking no other channel', async () => {
    const id = 'ch_down';
    // The stand-in knows no chat `deleted`: it answers 404, as a chat does a webhook deleted.
    await boundRace(id, ['deleted/gone-0123456789', 'discord/down-0123456789']);
    const refused = chats.refused();
    chats.failNext(503, 2 * CHANNEL_TRIES);
    await ok('POST', pathTo(RESOLVER_ROUTES.resolve, { id }), undefined, organiser);
    await api.backend.scheduled.drained();
    expect(chats.refused() - refused).toBe(CHANNEL_TRIES);
    expect(titles(id)).toEqual([]);
    expect(await owing(id)).toBe(true);
    // Still down at the next run, back at the one after: the grid told once, late.
    await api.backend.scheduled.resolveDue();
    expect(chats.refused() - refused).toBe(2 * CHANNEL_TRIES);
    expect(titles(id)).toEqual([]);
    await api.backend.scheduled.resolveDue();
    expect(titles(id)).toEqual([`Race ${id}: qualifying played`]);
    for (let step = 0; step < 12; step++) {
      const { race } = await ok('POST', pathTo(RESOLVER_ROUTES.resolve, { id }), undefined, organiser);
      if (race.phase === 'finished') break;
    }
    await api.backend.scheduled.drained();
    expect(titles(id)).toHaveLength(await owed(id));
    expect(new Set(titles(id)).size).toBe(titles(id).length);
    expect(titles(id).at(-1)).toBe(`Race ${id}: final classification`);
    // Everything posted or given up: the race owes nothing.
    expect(await owing(id)).toBe(false);
  }, 60_000);

  it(`gives a post up once its step is older than ${CHANNEL_RETRY_MS / 3_600_000} hours, and tells the steps after it when back`, async () => {
    const id = 'ch_stale';
    await boundRace(id, ['discord/stale-0123456789']);
    const refused = chats.refused();
    chats.failNext(503, 1000);
    await ok('POST', pathTo(RESOLVER_ROUTES.resolve, { id }), undefined, organiser);
    await api.backend.scheduled.drained();
    expect(chats.refused() - refused).toBe(CHANNEL_TRIES);
    // Still down once the grid is older than the bound: its post is tried a last time, then given up.
    api.advance(CHANNEL_RETRY_MS / 3_600_000);
    await api.backend.scheduled.resolveDue();
    expect(chats.refused() - refused).toBe(2 * CHANNEL_TRIES);
    chats.failNext(503, 0);
    await ok('POST', pathTo(RESOLVER_ROUTES.resolve, { id }), undefined, organiser);
    await api.backend.scheduled.drained();
    expect(titles(id)).toEqual([`Race ${id}: setup played`]);
    expect(chats.refused() - refused).toBe(2 * CHANNEL_TRIES);
    expect(await owing(id)).toBe(false);
  }, 60_000);
});
