/**
 * The league channels' parts without I/O (issue 30 point 4): each chat's body for one message,
 * written out by hand as the chat's documentation shows it; which addresses a channel may post to;
 * how a secret is shown again; and the tries of a post against a chat that fails.
 */
import { describe, expect, it } from 'vitest';
import { ChannelTarget, masked, postAddress, refusal } from '../../functions/channels/channel.ts';
import { discordBody, slackBody, telegramBody } from '../../functions/channels/formats.ts';
import type { ChannelMessage } from '../../functions/channels/message.ts';
import { CHANNEL_TRIES, postWithRetries, retryAfterMs, type WebhookAnswer } from '../../functions/channels/post.ts';

const message: ChannelMessage = {
  title: 'Monza <GP>: turn 3 played',
  lines: ['car 1 (Lauda): moved 8 squares', 'rain & wind'],
  late: ['Hunt'],
  link: 'https://speed.example/races/monza',
  picture: { url: 'https://api.example/races/monza/circuit.png?step=turn-3&language=en', alt: 'The race after turn 3' },
};

describe("each chat's body", () => {
  it("Discord: one embed with the lines, who is late, the race page and the picture, and nobody's name read as a mention", () => {
    expect(discordBody(message, 'en')).toEqual({
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: 'Monza <GP>: turn 3 played',
          description: '• car 1 (Lauda): moved 8 squares\n• rain & wind\nLate (the non-human player played for them): Hunt',
          url: 'https://speed.example/races/monza',
          image: { url: 'https://api.example/races/monza/circuit.png?step=turn-3&language=en' },
        },
      ],
    });
  });

  it("Slack: a header, the lines escaped as mrkdwn asks, the picture and the race page's link, in Italian", () => {
    expect(slackBody(message, 'it')).toEqual({
      text: 'Monza <GP>: turn 3 played',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'Monza <GP>: turn 3 played' } },
        {
          type: 'section',
          text: {
            type: 'mrkdwn',
            text: '• car 1 (Lauda): moved 8 squares\n• rain &amp; wind\nIn ritardo (ha giocato per loro il giocatore non umano): Hunt',
          },
        },
        { type: 'image', image_url: 'https://api.example/races/monza/circuit.png?step=turn-3&language=en', alt_text: 'The race after turn 3' },
        { type: 'context', elements: [{ type: 'mrkdwn', text: '<https://speed.example/races/monza|Pagina della gara>' }] },
      ],
    });
  });

  it('Telegram: sendPhoto with the text as its caption, or sendMessage without a picture, plain text', () => {
    const text =
      'Monza <GP>: turn 3 played\n\n• car 1 (Lauda): moved 8 squares\n• rain & wind\nLate (the non-human player played for them): Hunt\n\nRace page: https://speed.example/races/monza';
    expect(telegramBody(message, 'en', '-1001')).toEqual({
      chat_id: '-1001',
      photo: 'https://api.example/races/monza/circuit.png?step=turn-3&language=en',
      caption: text,
    });
    const { picture: _, ...withoutPicture } = message;
    expect(telegramBody(withoutPicture, 'en', '@league')).toEqual({ chat_id: '@league', text, link_preview_options: { is_disabled: true } });
  });

  it("cuts a caption to Telegram's 1024 characters", () => {
    const long = { ...message, lines: Array.from({ length: 12 }, (_, i) => `line ${i} ${'x'.repeat(200)}`) };
    expect((telegramBody(long, 'en', '1') as { caption: string }).caption).toHaveLength(1024);
  });
});

describe('where a channel may post', () => {
  const discord = 'https://discord.com/api/webhooks/123456/abcDEF-xyz_1';
  const slack = 'https://hooks.slack.com/services/T000/B000/XXXXXXXX';
  const target = (value: unknown) => ChannelTarget.parse(value);

  it("takes the chats' own webhook addresses over https", () => {
    expect(refusal(target({ kind: 'discord', url: discord }), {})).toBeUndefined();
    expect(refusal(target({ kind: 'slack', url: slack }), {})).toBeUndefined();
  });

  it('refuses another host, plain http, another path, and a query, naming target.url', () => {
    expect(refusal(target({ kind: 'discord', url: 'https://evil.example/api/webhooks/1/a' }), {})).toEqual({
      field: 'target.url',
      reason: 'a discord webhook address is on discord.com or discordapp.com or ptb.discord.com or canary.discord.com',
    });
    expect(refusal(target({ kind: 'slack', url: slack.replace('https', 'http') }), {})?.reason).toBe('a webhook address must use https');
    expect(refusal(target({ kind: 'slack', url: 'https://hooks.slack.com/admin' }), {})?.reason).toBe('not a slack incoming-webhook address');
    expect(refusal(target({ kind: 'discord', url: `${discord}?thread_id=1` }), {})?.reason).toBe('not a discord incoming-webhook address');
  });

  it("takes loopback only where the deployment allows it (local mode's stand-in)", () => {
    const local = target({ kind: 'slack', url: 'http://127.0.0.1:8005/webhooks/slack/league' });
    expect(refusal(local, {})?.field).toBe('target.url');
    expect(refusal(local, { origins: ['http://127.0.0.1:8005'] })).toBeUndefined();
  });

  it("posts a Telegram message to the bot API's method, a photo or a text", () => {
    const bot = target({ kind: 'telegram', botToken: '123456:ABCdefGHIjklMNOpqrSTUvwx', chatId: -1001 });
    expect(postAddress(bot, {}, true)).toBe('https://api.telegram.org/bot123456:ABCdefGHIjklMNOpqrSTUvwx/sendPhoto');
    expect(postAddress(bot, { telegramApi: 'http://127.0.0.1:9/webhooks/telegram' }, false)).toBe(
      'http://127.0.0.1:9/webhooks/telegram/bot123456:ABCdefGHIjklMNOpqrSTUvwx/sendMessage',
    );
  });

  it('shows a channel again without its secret', () => {
    expect(masked(target({ kind: 'discord', url: discord }))).toBe('https://discord.com/api/webhooks/…');
    expect(masked(target({ kind: 'slack', url: slack }))).toBe('https://hooks.slack.com/services/…');
    expect(masked(target({ kind: 'telegram', botToken: '123456:ABCdefGHIjklMNOpqrSTUvwx', chatId: '@league' }))).toBe('telegram chat @league');
  });
});

describe('a post tried again', () => {
  /** A chat answering `answers` in turn, and the waits between the tries. */
  const chat = (...answers: (WebhookAnswer | Error)[]) => {
    const waits: number[] = [];
    let posts = 0;
    return {
      waits,
      posts: () => posts,
      webhooks: {
        post: async () => {
          const answer = answers[posts++] ?? { status: 200 };
          if (answer instanceof Error) throw answer;
          return answer;
        },
      },
      sleep: async (ms: number) => {
        waits.push(ms);
      },
    };
  };

  it('after a 500 and no answer, with a doubling wait, until the chat takes it', async () => {
    const c = chat({ status: 500 }, new TypeError('fetch failed'), { status: 204 });
    expect(await postWithRetries(c.webhooks, 'u', {}, c.sleep)).toEqual({ delivered: true, status: 204, tries: 3 });
    expect(c.waits).toEqual([1000, 2000]);
  });

  it('after a 429, waiting what its Retry-After asks, never longer than 8 s', async () => {
    const c = chat({ status: 429, retryAfterMs: 3000 }, { status: 429, retryAfterMs: 600_000 });
    expect(await postWithRetries(c.webhooks, 'u', {}, c.sleep)).toMatchObject({ delivered: true, tries: 3 });
    expect(c.waits).toEqual([3000, 8000]);
  });

  it(`told transient after ${CHANNEL_TRIES} tries, and final at once on a refusal that no retry mends (404: the webhook deleted)`, async () => {
    const down = chat({ status: 503 }, { status: 502 }, { status: 500 }, { status: 200 });
    expect(await postWithRetries(down.webhooks, 'u', {}, down.sleep)).toEqual({
      delivered: false,
      reason: 'answered 500',
      tries: CHANNEL_TRIES,
      transient: true,
    });
    expect(down.posts()).toBe(CHANNEL_TRIES);
    const gone = chat({ status: 404 });
    expect(await postWithRetries(gone.webhooks, 'u', {}, gone.sleep)).toEqual({ delivered: false, reason: 'answered 404', tries: 1, transient: false });
    expect(gone.waits).toEqual([]);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
