/// <reference lib="dom" />
// The client runs in the browser; the project's tsconfig describes Node, so the DOM types come in here.

export type Child = Node | string | null | undefined | false;

/** An element with its attributes and children; `false`, null and undefined children are left out. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== undefined && child !== false) element.append(child);
  return element;
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`the page has no #${id}`);
  return element as T;
}

/** A table with a header row and one row per entry; `numeric` columns align right. */
export function table(headers: string[], rows: Child[][], numeric: ReadonlySet<number> = new Set()): DocumentFragment {
  const fragment = document.createDocumentFragment();
  fragment.append(
    el('thead', {}, el('tr', {}, ...headers.map((header) => el('th', { scope: 'col' }, header)))),
    el('tbody', {}, ...rows.map((cells) => el('tr', {}, ...cells.map((cell, i) => el('td', numeric.has(i) ? { class: 'number' } : {}, cell))))),
  );
  return fragment;
}
