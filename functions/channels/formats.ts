/**
 * One channel message as each chat takes it: Discord's incoming webhook (an embed with the
 * picture), Slack's (blocks with an image), Telegram's bot API (`sendPhoto` with a caption, or
 * `sendMessage`). Plain text throughout, no markup of the chat's: a driver's name is shown as
 * written, never read as a mention or a link (Discord's `allowed_mentions` says so too).
 */

import type { Language } from '../../domain/race/language.ts';
import type { ChannelTarget } from './channel.ts';
import type { ChannelMessage } from './message.ts';
import { channelWords } from './words.ts';

/** Each chat's limits on what it shows (Discord's embed description, Slack's section text and header, Telegram's caption and message). */
const LIMITS = { discordTitle: 256, discordText: 4096, slackHeader: 150, slackText: 3000, telegramCaption: 1024, telegramText: 4096 };

const clip = (text: string, limit: number): string => (text.length <= limit ? text : `${text.slice(0, limit - 1)}…`);

/** The message's lines and who is late, as plain text. */
const body = ({ lines, late }: ChannelMessage, language: Language): string =>
  [...lines.map((line) => `• ${line}`), ...(late.length > 0 ? [channelWords[language].late(late)] : [])].join('\n');

export function discordBody(message: ChannelMessage, language: Language) {
  return {
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: clip(message.title, LIMITS.discordTitle),
        description: clip(body(message, language), LIMITS.discordText),
        ...(message.link ? { url: message.link } : {}),
        ...(message.picture ? { image: { url: message.picture.url } } : {}),
      },
    ],
  };
}

/** Slack's mrkdwn reads `&`, `<` and `>` as its own: escaped as its documentation asks. */
const slackEscape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function slackBody(message: ChannelMessage, language: Language) {
  const text = body(message, language);
  return {
    text: message.title,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: clip(message.title, LIMITS.slackHeader) } },
      ...(text === '' ? [] : [{ type: 'section', text: { type: 'mrkdwn', text: clip(slackEscape(text), LIMITS.slackText) } }]),
      ...(message.picture ? [{ type: 'image', image_url: message.picture.url, alt_text: message.picture.alt }] : []),
      ...(message.link ? [{ type: 'context', elements: [{ type: 'mrkdwn', text: `<${message.link}|${channelWords[language].racePage}>` }] }] : []),
    ],
  };
}

export function telegramBody(message: ChannelMessage, language: Language, chatId: string) {
  const text = [message.title, body(message, language), ...(message.link ? [`${channelWords[language].racePage}: ${message.link}`] : [])]
    .filter((part) => part !== '')
    .join('\n\n');
  return message.picture
    ? { chat_id: chatId, photo: message.picture.url, caption: clip(text, LIMITS.telegramCaption) }
    : { chat_id: chatId, text: clip(text, LIMITS.telegramText), link_preview_options: { is_disabled: true } };
}

/** The body `target` takes for `message`. */
export const bodyFor = (target: ChannelTarget, message: ChannelMessage, language: Language): unknown =>
  target.kind === 'discord'
    ? discordBody(message, language)
    : target.kind === 'slack'
      ? slackBody(message, language)
      : telegramBody(message, language, target.chatId);
