/**
 * One email as a small document, rendered twice: as plain text for any mail client and as HTML
 * for the others. Building the content once keeps the two versions saying the same thing.
 */
import type { InlineImage } from './mime.ts';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** A list of links, each its words and its address. */
  | { kind: 'links'; items: { text: string; href: string }[] }
  | { kind: 'table'; headers: string[]; rows: string[][] }
  /** A value to copy exactly, such as a token or a seed. */
  | { kind: 'code'; text: string }
  /** A picture inside the HTML; the text says `alt` and where the picture can be seen. */
  | { kind: 'picture'; image: InlineImage; alt: string; link: string | undefined };

/** Where the reader's answer goes (a reply address), and the message-id of the email this one answers. */
export interface Threading {
  replyTo?: string;
  inReplyTo?: string;
}

export interface Document extends Threading {
  subject: string;
  blocks: Block[];
}

export interface Rendered extends Threading {
  subject: string;
  text: string;
  html: string;
  /** The pictures the HTML shows by `cid:`. */
  images: InlineImage[];
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const textTable = (headers: string[], rows: string[][]): string => {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
};

const textBlock = (block: Block): string => {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'='.repeat(block.text.length)}`;
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'links':
      return block.items.map(({ text, href }) => `- ${text}: ${href}`).join('\n');
    case 'table':
      return textTable(block.headers, block.rows);
    case 'code':
      return `    ${block.text}`;
    case 'picture':
      return block.link ? `${block.alt}: ${block.link}` : `[${block.alt}]`;
  }
};

const htmlBlock = (block: Block): string => {
  switch (block.kind) {
    case 'heading':
      return `<h2>${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'links':
      return `<ul>${block.items.map(({ text, href }) => `<li><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`).join('')}</ul>`;
    case 'table': {
      const head = block.headers.map((header) => `<th align="left">${escapeHtml(header)}</th>`).join('');
      const body = block.rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
      return `<table border="1" cellpadding="4" cellspacing="0"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
    }
    case 'code':
      return `<p><code>${escapeHtml(block.text)}</code></p>`;
    case 'picture': {
      const image = `<img src="cid:${escapeHtml(block.image.cid)}" alt="${escapeHtml(block.alt)}" style="display:block;width:100%;height:auto">`;
      return `<p>${block.link ? `<a href="${escapeHtml(block.link)}">${image}</a>` : image}</p>`;
    }
  }
};

export function render(document: Document, language: string): Rendered {
  const html = [
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(document.subject)}</title></head>`,
    `<body>${document.blocks.map(htmlBlock).join('\n')}</body></html>`,
  ].join('\n');
  const images = document.blocks.flatMap((block) => (block.kind === 'picture' ? [block.image] : []));
  const { replyTo, inReplyTo } = document;
  return {
    subject: document.subject,
    text: `${document.blocks.map(textBlock).join('\n\n')}\n`,
    html,
    images,
    ...(replyTo ? { replyTo } : {}),
    ...(inReplyTo ? { inReplyTo } : {}),
  };
}
