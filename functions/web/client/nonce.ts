/**
 * The style sheets a drawing brings with it (a game's SVG carries its own `<style>`), allowed by the
 * page's Content-Security-Policy through the nonce the server put in this page alone: the policy
 * still refuses every style it did not send, as it refuses every script.
 */

const nonce = (): string => document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';

/**
 * The drawing parsed from `svg`, its style elements allowed. The nonce goes into the text before it
 * is parsed, for the parser's document is under the page's policy too: a style element parsed
 * without it would be refused there, even though allowed once moved into the page.
 */
export function drawingOf(svg: string): Element {
  const parsed = new DOMParser().parseFromString(svg.replace(/<style\b/g, `<style nonce="${nonce()}"`), 'image/svg+xml');
  return document.adoptNode(parsed.documentElement);
}
