import { describe, expect, it } from 'vitest';
import { findAll, named, parseXml } from './xml.ts';

describe('the tests’ XML reader', () => {
  it('reads nested elements, attributes and decoded text', () => {
    const root = parseXml('<?xml version="1.0"?>\n<a x="1 &amp; 2"><b/><c>T &lt;1&gt;</c></a>\n');
    expect(root.attrs.x).toBe('1 & 2');
    expect(findAll(root, named('c'))[0]!.text).toBe('T <1>');
    expect(root.children.map((child) => child.name)).toEqual(['b', 'c']);
  });

  it.each([
    ['an unclosed element', '<a><b></a>'],
    ['crossed tags', '<a><b></a></b>'],
    ['a bare ampersand', '<a>Rossi & Bianchi</a>'],
    ['an unquoted attribute', '<a x=1></a>'],
    ['a repeated attribute', '<a x="1" x="2"></a>'],
    ['two root elements', '<a/><b/>'],
  ])('refuses %s', (_, source) => {
    expect(() => parseXml(source)).toThrow();
  });
});
