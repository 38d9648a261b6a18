// A tiny Markdown reader for the knowledge-base articles and the assistant's answers:
// headings, paragraphs, bullet and numbered lists, bold, italics, inline code, tables and
// links (http, https, mailto and tel only). It returns a tree of plain data that
// Markdown.tsx turns into React elements, so no text is ever treated as HTML.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: number; content: Inline[] }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'table'; header: Inline[][]; rows: Inline[][][] };

const ESCAPABLE = '\\`*_[]()#+-.!|>~';

/** Links are kept only to the web, email and phone; anything else reads as its text. */
export function safeHref(url: string): string | null {
  const href = url.trim();
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*)$/i.test(href) ? href : null;
}

function closingIndex(source: string, marker: string, from: number): number {
  for (let index = from; index <= source.length - marker.length; index += 1) {
    if (source[index] === '\\') {
      index += 1;
      continue;
    }
    if (source.startsWith(marker, index) && source[index - 1] !== ' ') return index;
  }
  return -1;
}

function mergeText(nodes: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.type === 'text' && last?.type === 'text') last.text += node.text;
    else merged.push(node.type === 'text' ? { ...node } : node);
  }
  return merged;
}

export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) nodes.push({ type: 'text', text });
    text = '';
  };
  let index = 0;
  while (index < source.length) {
    const char = source[index]!;
    const next = source[index + 1];
    if (char === '\\' && next !== undefined && ESCAPABLE.includes(next)) {
      text += next;
      index += 2;
      continue;
    }
    if ((char === '*' || char === '_') && next === char) {
      const marker = char + char;
      const end = closingIndex(source, marker, index + 2);
      if (end > index + 2 && source[index + 2] !== ' ') {
        flush();
        nodes.push({ type: 'strong', children: parseInline(source.slice(index + 2, end)) });
        index = end + 2;
        continue;
      }
    }
    if (char === '*' && next !== undefined && next !== ' ' && next !== '*') {
      const end = closingIndex(source, '*', index + 1);
      if (end > index + 1) {
        flush();
        nodes.push({ type: 'em', children: parseInline(source.slice(index + 1, end)) });
        index = end + 1;
        continue;
      }
    }
    if (char === '`') {
      const end = source.indexOf('`', index + 1);
      if (end > index + 1) {
        flush();
        nodes.push({ type: 'code', text: source.slice(index + 1, end) });
        index = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const match = /^\[([^\]]+)\]\(([^()\s]+)\)/.exec(source.slice(index));
      if (match) {
        flush();
        const children = parseInline(match[1]!);
        const href = safeHref(match[2]!);
        if (href) nodes.push({ type: 'link', href, children });
        else nodes.push(...children);
        index += match[0].length;
        continue;
      }
    }
    text += char;
    index += 1;
  }
  flush();
  return mergeText(nodes);
}

const TABLE_SEPARATOR = /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/;

function tableCells(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let index = 0; index < row.length; index += 1) {
    const char = row[index]!;
    if (char === '\\' && row[index + 1] === '|') {
      cell += '\\|';
      index += 1;
    } else if (char === '|') {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell.trim());
  return cells;
}

function isTableStart(line: string, next: string | undefined): boolean {
  return line.includes('|') && next !== undefined && TABLE_SEPARATOR.test(next.trim());
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) {
      blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) });
    }
    paragraph = [];
  };
  const flushList = () => {
    if (list) {
      blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    }
    list = null;
  };
  const flushAll = () => {
    flushParagraph();
    flushList();
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('```') || /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) {
      flushAll();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)(\s+#+)?$/.exec(trimmed);
    if (heading) {
      flushAll();
      blocks.push({
        type: 'heading',
        level: heading[1]!.length,
        content: parseInline(heading[2]!),
      });
      continue;
    }
    if (isTableStart(trimmed, lines[index + 1])) {
      flushAll();
      const header = tableCells(trimmed);
      const rows: Inline[][][] = [];
      index += 2;
      while (index < lines.length && lines[index]!.includes('|') && lines[index]!.trim() !== '') {
        const cells = tableCells(lines[index]!);
        rows.push(header.map((_, column) => parseInline(cells[column] ?? '')));
        index += 1;
      }
      index -= 1;
      blocks.push({ type: 'table', header: header.map(parseInline), rows });
      continue;
    }
    const bullet = /^[-*+]\s+(.*)$/.exec(trimmed);
    const numbered = /^\d{1,9}[.)]\s+(.*)$/.exec(trimmed);
    const item = bullet ?? numbered;
    if (item) {
      flushParagraph();
      const ordered = numbered !== null && bullet === null;
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!);
      continue;
    }
    if (list && /^\s{2,}/.test(line)) {
      // An indented line goes on with the list item above it.
      list.items[list.items.length - 1] += ` ${trimmed}`;
      continue;
    }
    flushList();
    paragraph.push(trimmed.replace(/^>\s?/, ''));
  }
  flushAll();
  return blocks;
}

/** The text of inline nodes, without their marks (for comparing a heading with a title). */
export function plainText(nodes: readonly Inline[]): string {
  return nodes.map((node) => ('children' in node ? plainText(node.children) : node.text)).join('');
}

/** An article's first heading is dropped when it only repeats the title shown above it. */
export function withoutTitle(blocks: readonly Block[], title: string): Block[] {
  const [first, ...rest] = blocks;
  if (
    first?.type === 'heading' &&
    plainText(first.content).trim().toLowerCase() === title.trim().toLowerCase()
  ) {
    return rest;
  }
  return [...blocks];
}

/**
 * Heading levels under a heading of level `first - 1`: the article's highest heading becomes
 * `first`, and no heading goes more than one level deeper than the one before it.
 */
export function outlineLevels(levels: readonly number[], first: number): number[] {
  if (levels.length === 0) return [];
  const highest = Math.min(...levels);
  let previous = first - 1;
  return levels.map((level) => {
    const result = Math.max(first, Math.min(first + level - highest, previous + 1, 6));
    previous = result;
    return result;
  });
}
