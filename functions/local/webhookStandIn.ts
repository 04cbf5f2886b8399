/**
 * The league channels' stand-in in local mode (issue 30 point 4): Discord's and Slack's incoming
 * webhooks and Telegram's bot API on loopback, taking each post as the chat would, and a page
 * showing what each channel was told, newest first. It sits on the mailbox's server, beside the
 * emails (`/chats`); the channels' addresses point at it (`/webhooks/…`), which local mode alone
 * allows (the deployment's allowed origins, functions/channels/channel.ts).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** One post the stand-in took. */
export interface ChannelPost {
  kind: 'discord' | 'slack' | 'telegram';
  /** A short name of the channel, from a hash of its address: the page shows no secret. */
  channel: string;
  at: string;
  body: unknown;
}

export const WEBHOOKS_PATH = '/webhooks';
export const CHANNELS_PAGE = '/chats';
/** Posts the stand-in keeps, the newest. */
const KEPT = 500;

const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The fields of the three chats' bodies the page shows. */
interface Said {
  embeds?: { title?: string; description?: string; image?: { url?: string } }[];
  blocks?: { type?: string; text?: { text?: string }; elements?: { text?: string }[]; image_url?: string }[];
  text?: string;
  caption?: string;
  photo?: string;
}

/** What a post says, as text and an image, whatever its chat. */
const shown = (post: ChannelPost): { text: string; image?: string | undefined } => {
  const body = post.body as Said;
  if (post.kind === 'discord') {
    const embed = body.embeds?.[0] ?? {};
    return { text: [embed.title, embed.description].filter(Boolean).join('\n'), image: embed.image?.url };
  }
  if (post.kind === 'slack') {
    const blocks = body.blocks ?? [];
    const text = blocks.flatMap((block) => (block.text?.text ? [block.text.text] : (block.elements ?? []).map((e) => e.text ?? ''))).join('\n');
    return { text, image: blocks.find((block) => block.type === 'image')?.image_url };
  }
  return { text: body.caption ?? body.text ?? '', image: body.photo };
};

const page = (posts: readonly ChannelPost[]): string => {
  const channels = [...new Set(posts.map((post) => post.channel))];
  const sections = channels.map((channel) => {
    const mine = posts.filter((post) => post.channel === channel).reverse();
    const items = mine.map((post) => {
      const { text, image } = shown(post);
      return `<li><p class="at">${html(post.at)} · ${post.kind}</p><pre>${html(text)}</pre>${image ? `<img src="${html(image)}" alt="" loading="lazy">` : ''}</li>`;
    });
    return `<section><h2>${html(mine[0]?.kind ?? '')} channel ${html(channel)}</h2><ol>${items.join('')}</ol></section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>League channels</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:60rem}pre{white-space:pre-wrap;overflow-wrap:anywhere}img{max-width:100%}li{border-bottom:1px solid #ccc;list-style:none;padding:.5rem 0}ol{padding:0}.at{color:#555;margin:0}</style></head>
<body><h1>League channels</h1>${sections.join('') || '<p>No channel has been told anything yet.</p>'}</body></html>`;
};

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

export interface WebhookStandIn {
  /** Every post taken, oldest first. */
  posts(): ChannelPost[];
  /** Forgets every post taken. */
  clear(): void;
  /** How many posts were refused as `failNext` asked. */
  refused(): number;
  /** The next `count` posts are refused with `status` (a chat down), then taken again. */
  failNext(status: number, count?: number): void;
  /** Answers the request if it is the stand-in's; whether it was. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
}

export function webhookStandIn(clock: () => Date = () => new Date()): WebhookStandIn {
  const posts: ChannelPost[] = [];
  let failing: { status: number; count: number } | undefined;
  let refused = 0;

  const take = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const [kind] = path.slice(WEBHOOKS_PATH.length + 1).split('/');
    if (kind !== 'discord' && kind !== 'slack' && kind !== 'telegram') {
      response.writeHead(404).end();
      return;
    }
    const text = await readBody(request);
    if (failing && failing.count > 0) {
      failing.count -= 1;
      refused += 1;
      response.writeHead(failing.status, { 'content-type': 'application/json' }).end('{"message":"the stand-in is down, as asked"}');
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      response.writeHead(400).end();
      return;
    }
    // Telegram's chat is the bot's and the chat id's; a webhook's its address.
    const key = kind === 'telegram' ? `${path.split('/').slice(0, -1).join('/')}#${(body as { chat_id?: string }).chat_id}` : path;
    posts.push({ kind, channel: createHash('sha256').update(key).digest('hex').slice(0, 8), at: clock().toISOString(), body });
    if (posts.length > KEPT) posts.splice(0, posts.length - KEPT);
    if (kind === 'discord') response.writeHead(204).end();
    else if (kind === 'slack') response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    else response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true,"result":{}}');
  };

  return {
    posts: () => [...posts],
    refused: () => refused,
    clear() {
      posts.splice(0);
    },
    failNext(status, count = 1) {
      failing = { status, count };
    },
    handle(request, response) {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      if (request.method === 'POST' && path.startsWith(`${WEBHOOKS_PATH}/`)) {
        take(request, response, path).catch(() => response.writeHead(500).end());
        return true;
      }
      if (request.method === 'GET' && path === CHANNELS_PAGE) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(posts));
        return true;
      }
      if (request.method === 'GET' && path === `${CHANNELS_PAGE}.json`) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(posts));
        return true;
      }
      return false;
    },
  };
}

/** Puts the stand-in in front of `server`'s own requests (the mailbox's): its paths are answered by it, the rest as before. */
export function mountWebhookStandIn(server: Server, standIn: WebhookStandIn): void {
  const listeners = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (standIn.handle(request, response)) return;
    for (const listener of listeners) listener(request, response);
  });
}
