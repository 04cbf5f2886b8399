/**
 * What a player wrote in his reply, without what his mail client added: the quoted email (`>`
 * lines, the "On … wrote:" line before them, Outlook's original message under its header block,
 * Gmail's and Apple Mail's quoted HTML), his signature (after `-- `) and "Sent from my phone".
 * The answer is the first line of text left, wherever it stands: above the quote (top-posting)
 * or below it (bottom-posting). A mail with HTML only is read from its HTML.
 */

/** A line that begins the quoted original in a top-posted reply: everything under it is the old email. */
const ORIGINAL_STARTS = [
  /^-{2,}\s*(original message|messaggio originale|forwarded message|messaggio inoltrato)\s*-{2,}$/i,
  /^_{10,}$/,
  // Outlook's header block: a From line followed by Sent or Date (in English or Italian).
  /^(from|da):\s.*\n(sent|date|inviato|data):\s/i,
];
/** The "On … wrote:" line (its wrapped form too) that introduces a quote. */
const ATTRIBUTION =
  /^(on\s[\s\S]{0,300}?\swrote:|il\s[\s\S]{0,300}?\sha\sscritto:|le\s[\s\S]{0,300}?\sa\sécrit\s?:|am\s[\s\S]{0,300}?\sschrieb\s[\s\S]{0,200}?:)\s*$/i;
/** Any line that ends as an attribution does, when a quote follows it ("Speed Master wrote:"). */
const ENDS_ATTRIBUTION = /\s(wrote|ha scritto|scrisse|a écrit|schrieb):\s*$/i;
const SENT_FROM = /^(sent from|inviato da|get outlook for|scarica outlook per)\s/i;
const SIGNATURE = /^-- ?$/;

/** The HTML as text, its quoted parts removed first. */
export function htmlToText(html: string): string {
  const unquoted = html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, '')
    // Gmail's and Yahoo's quote containers, Outlook's reply header: the old email follows.
    .replace(/<div[^>]*\b(class|id)="[^"]*\b(gmail_quote|gmail_attr|yahoo_quoted|moz-cite-prefix|divRplyFwdMsg|appendonsend)\b[\s\S]*$/i, '')
    .replace(/<blockquote\b[\s\S]*?<\/blockquote\s*>/gi, '');
  return unquoted
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&#(\d{1,6});/g, (_, code: string) => String.fromCodePoint(Math.min(Number(code), 0x10ffff)))
    .replace(/&amp;/gi, '&');
}

/** The first line the player wrote in `text`, trimmed; empty when he wrote nothing. */
export function replyText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? '').replace(/\u00a0/g, ' ').trim();
    const withNext = `${line}\n${(lines[index + 1] ?? '').trim()}`;
    if (SIGNATURE.test(lines[index] ?? '') || SENT_FROM.test(line) || ORIGINAL_STARTS.some((start) => start.test(withNext) || start.test(line))) break;
    if (line.startsWith('>')) continue;
    // An attribution may be wrapped over up to three lines.
    const attribution = [1, 2, 3].find((count) =>
      ATTRIBUTION.test(
        lines
          .slice(index, index + count)
          .join(' ')
          .trim(),
      ),
    );
    const quoteFollows = (lines.slice(index + 1).find((next) => next.trim() !== '') ?? '').trim().startsWith('>');
    if (attribution === undefined && ENDS_ATTRIBUTION.test(line) && quoteFollows) continue;
    if (attribution !== undefined) {
      index += attribution - 1;
      continue;
    }
    kept.push(line);
  }
  return kept.find((line) => line !== '') ?? '';
}
