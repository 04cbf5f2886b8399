/**
 * The few pieces of SVG text every drawing is built from. Numbers are printed with at most two
 * decimals so the same input always gives the same string.
 */

export interface Point {
  x: number;
  y: number;
}

type Attributes = Record<string, string | number | undefined>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

const SPECIAL = /[&<>"']/;

// Most attributes are plain words: they are only tested, not rewritten.
export const escapeXml = (text: string): string => (SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]!) : text);

/** `+ 0` turns -0 into 0. */
export const num = (value: number): string => String(Math.round(value * 100) / 100 + 0);

// A loop rather than entries, filter and map: a picture with a mark for each possible end has thousands of attributes.
const attributes = (attrs: Attributes): string => {
  let text = '';
  for (const name in attrs) {
    const value = attrs[name];
    if (value !== undefined) text += ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return text;
};

/** An element whose children are already SVG text; without children it closes itself. */
export function element(name: string, attrs: Attributes, children: readonly string[] = []): string {
  if (children.length === 0) return `<${name}${attributes(attrs)}/>`;
  return `<${name}${attributes(attrs)}>\n${children.join('\n')}\n</${name}>`;
}

export const textElement = (name: string, attrs: Attributes, text: string): string => `<${name}${attributes(attrs)}>${escapeXml(text)}</${name}>`;

/** A CSS length in user units, for the style sheet. */
export const cssLength = (value: number): string => `${num(value)}px`;

export const points = (list: readonly Point[]): string => list.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');

export const group = (className: string, children: readonly string[]): string => (children.length === 0 ? '' : element('g', { class: className }, children));
