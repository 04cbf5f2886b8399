/**
 * The style sheets a drawing brings with it (a game's SVG carries its own `<style>`), allowed by the
 * page's Content-Security-Policy through the nonce the server put in this page alone: the policy
 * still refuses every style it did not send, as it refuses every script.
 */
import { el } from './dom.ts';

const nonce = (): string => document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';

/** `drawing` with its own style elements allowed, after a style element of the page's own `frame` rules: what a shadow root around it holds. */
export function withPictureStyle(frame: string, drawing: Element): Node[] {
  const value = nonce();
  for (const style of Array.from(drawing.getElementsByTagName('style'))) style.setAttribute('nonce', value);
  const own = el('style', {}, frame);
  own.setAttribute('nonce', value);
  return [own, drawing];
}
