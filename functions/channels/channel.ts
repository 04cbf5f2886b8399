/**
 * A league channel (issue 30 point 4): a chat an organiser binds to races or a championship, which
 * is told each step's summary and picture, who is late, and the finish. Discord's and Slack's
 * incoming webhooks are addresses that post to the chat; Telegram's bot API takes a bot token and a
 * chat id. Either is a secret (whoever holds it posts to the chat): it is stored, used to post and
 * never answered again, only shown masked.
 */
import * as z from 'zod';
import { ChampionshipId, RaceId } from '../../domain/race/ids.ts';
import { Language } from '../../domain/race/language.ts';

export const ChannelKind = z.enum(['discord', 'slack', 'telegram']);
export type ChannelKind = z.infer<typeof ChannelKind>;

/** Where a webhook's address may point, by kind: the service's own host and the path of its webhooks. */
const SERVICES: Record<'discord' | 'slack', { hosts: string[]; path: RegExp }> = {
  discord: { hosts: ['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com'], path: /^\/api\/webhooks\/\d+\/[\w-]+$/ },
  slack: { hosts: ['hooks.slack.com'], path: /^\/services\/[\w/]+$/ },
};

/** Telegram's bot API, unless the deployment names another (local mode's stand-in). */
export const TELEGRAM_API = 'https://api.telegram.org';

/**
 * What the deployment allows besides the services themselves: `origins`, where a webhook may
 * point too (local mode's stand-in on loopback, nothing on AWS), and the Telegram bot API's base.
 */
export interface ChannelSettings {
  origins?: readonly string[];
  telegramApi?: string;
}

const Webhook = z.url({ protocol: /^https?$/ }).max(500);

export const ChannelTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('discord'), url: Webhook }),
  z.object({ kind: z.literal('slack'), url: Webhook }),
  z.object({
    kind: z.literal('telegram'),
    botToken: z.string().regex(/^\d+:[\w-]{20,}$/, { message: 'expected a bot token as BotFather gives it: digits, a colon, then letters' }),
    chatId: z.union([z.string().regex(/^(-?\d+|@\w{5,})$/, { message: 'expected a chat id (digits) or @channelname' }), z.number().int()]).transform(String),
  }),
]);
export type ChannelTarget = z.infer<typeof ChannelTarget>;

/** What the organiser sends: the target, what it is bound to (races, a championship or both), and the words' language. */
export const CreateChannelBody = z
  .object({
    target: ChannelTarget,
    races: z
      .array(RaceId)
      .max(50)
      .refine((races) => new Set(races).size === races.length, { message: 'a race appears twice' })
      .default([]),
    championship: ChampionshipId.optional(),
    language: Language.default('en'),
  })
  .refine((body) => body.races.length > 0 || body.championship !== undefined, { message: 'bind the channel to races or a championship', path: ['races'] });
export type CreateChannelBody = z.infer<typeof CreateChannelBody>;

/** A channel as stored: the body, its id, and the races it tells (a championship's read when it was bound). */
export const Channel = z.object({
  id: z.string().min(1),
  target: ChannelTarget,
  races: z.array(z.string()),
  championship: z.string().optional(),
  language: Language,
  createdAt: z.string(),
});
export type Channel = z.infer<typeof Channel>;

/**
 * Why `target` may not be posted to, naming the field, or undefined when it may: a Discord or
 * Slack address of the service's own host over https, or one of the deployment's `origins`.
 */
export function refusal(target: ChannelTarget, { origins = [] }: ChannelSettings): { field: string; reason: string } | undefined {
  if (target.kind === 'telegram') return undefined;
  const url = new URL(target.url);
  if (origins.includes(url.origin)) return undefined;
  const service = SERVICES[target.kind];
  if (url.protocol !== 'https:') return { field: 'target.url', reason: 'a webhook address must use https' };
  if (!service.hosts.includes(url.hostname) || url.port !== '')
    return { field: 'target.url', reason: `a ${target.kind} webhook address is on ${service.hosts.join(' or ')}` };
  if (!service.path.test(url.pathname) || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '')
    return { field: 'target.url', reason: `not a ${target.kind} incoming-webhook address` };
  return undefined;
}

/** The address a message to `target` is posted to: the webhook's, or the bot API's method (a photo or a text). */
export const postAddress = (target: ChannelTarget, settings: ChannelSettings, photo: boolean): string =>
  target.kind === 'telegram' ? `${settings.telegramApi ?? TELEGRAM_API}/bot${target.botToken}/${photo ? 'sendPhoto' : 'sendMessage'}` : target.url;

/** The target as the organiser sees it again: enough to tell channels apart, nothing to post with. */
export const masked = (target: ChannelTarget): string => {
  if (target.kind === 'telegram') return `telegram chat ${target.chatId}`;
  const url = new URL(target.url);
  // Discord's webhooks under /api/webhooks/, Slack's under /services/: what follows is the secret.
  return `${url.origin}${url.pathname
    .split('/')
    .slice(0, target.kind === 'discord' ? 3 : 2)
    .join('/')}/…`;
};
