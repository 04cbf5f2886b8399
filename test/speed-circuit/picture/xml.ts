/**
 * A tiny XML reader for the picture tests: it refuses anything that is not well-formed (unclosed
 * or crossed tags, unquoted attributes, repeated attributes, a bare `&` or `<` in text) and returns
 * the element tree so tests can count elements without fragile regular expressions.
 */

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Text directly inside this element, entities decoded. */
  text: string;
}

const TOKEN = /<\?xml[^?]*\?>|<\/([A-Za-z][\w:.-]*)\s*>|<([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
const ATTRIBUTE = /([A-Za-z][\w:.-]*)="([^"]*)"/g;
const BAD_ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decode = (raw: string, where: string): string => {
  if (BAD_ENTITY.test(raw)) throw new Error(`bare & in ${where}: ${raw.slice(0, 60)}`);
  return raw.replace(/&(\w+);/g, (_, name: string) => ENTITIES[name]!);
};

export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`not well-formed at ${at}: ${source.slice(at, at + 60)}`);
    const [, close, name, attributes, selfClosing, text] = match;
    const current = open[open.length - 1]!;
    if (text !== undefined) {
      const decoded = decode(text, `text at ${at}`);
      if (current === root && decoded.trim() !== '') throw new Error(`text outside the root element at ${at}`);
      current.text += decoded;
    } else if (close !== undefined) {
      if (current.name !== close) throw new Error(`</${close}> at ${at} closes <${current.name}>`);
      open.pop();
    } else if (name !== undefined) {
      const element: XmlElement = { name, attrs: {}, children: [], text: '' };
      for (const [, key, value] of attributes!.matchAll(ATTRIBUTE)) {
        if (key! in element.attrs) throw new Error(`attribute ${key} repeated on <${name}> at ${at}`);
        element.attrs[key!] = decode(value!, `attribute ${key} at ${at}`);
      }
      if (current === root && root.children.length > 0) throw new Error(`a second root element at ${at}`);
      current.children.push(element);
      if (selfClosing !== '/') open.push(element);
    }
  }
  if (open.length !== 1) throw new Error(`<${open[open.length - 1]!.name}> is never closed`);
  if (root.children.length !== 1) throw new Error('no root element');
  return root.children[0]!;
}

/** Every element under `node` (itself included) that `test` accepts, in document order. */
export function findAll(node: XmlElement, test: (element: XmlElement) => boolean): XmlElement[] {
  return [...(test(node) ? [node] : []), ...node.children.flatMap((child) => findAll(child, test))];
}

export const hasClass =
  (className: string) =>
  (element: XmlElement): boolean =>
    (element.attrs.class ?? '').split(' ').includes(className);

export const named =
  (name: string) =>
  (element: XmlElement): boolean =>
    element.name === name;

/** The one element `test` accepts; fails when there are none or several. */
export function findOne(node: XmlElement, test: (element: XmlElement) => boolean): XmlElement {
  const found = findAll(node, test);
  if (found.length !== 1) throw new Error(`expected one element, found ${found.length}`);
  return found[0]!;
}

export const pointList = (value: string): { x: number; y: number }[] =>
  value.split(' ').map((pair) => {
    const [x, y] = pair.split(',').map(Number);
    return { x: x!, y: y! };
  });
