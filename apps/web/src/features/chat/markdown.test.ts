import { describe, expect, it } from 'vitest';
import {
  outlineLevels,
  parseInline,
  parseMarkdown,
  plainText,
  safeHref,
  withoutTitle,
} from './markdown';

describe('parseInline', () => {
  it('reads bold, italics and code, and leaves plain text alone', () => {
    expect(parseInline('SNAP is **food help** for *many* `people`.')).toEqual([
      { type: 'text', text: 'SNAP is ' },
      { type: 'strong', children: [{ type: 'text', text: 'food help' }] },
      { type: 'text', text: ' for ' },
      { type: 'em', children: [{ type: 'text', text: 'many' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'people' },
      { type: 'text', text: '.' },
    ]);
    expect(parseInline('__also bold__')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'also bold' }] },
    ]);
  });

  it('keeps unclosed or spaced markers and escaped characters as text', () => {
    expect(parseInline('2 * 3 = 6 and **open')).toEqual([
      { type: 'text', text: '2 * 3 = 6 and **open' },
    ]);
    expect(parseInline('\\*not italic\\*')).toEqual([{ type: 'text', text: '*not italic*' }]);
    expect(parseInline('snake_case_name')).toEqual([{ type: 'text', text: 'snake_case_name' }]);
  });

  it('nests marks', () => {
    expect(parseInline('**bold and *italic* inside**')).toEqual([
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'bold and ' },
          { type: 'em', children: [{ type: 'text', text: 'italic' }] },
          { type: 'text', text: ' inside' },
        ],
      },
    ]);
  });

  it('keeps links to the web, email and phone, and turns any other link into its text', () => {
    expect(parseInline('Call [211](tel:211) or [USA.gov](https://www.usa.gov).')).toEqual([
      { type: 'text', text: 'Call ' },
      { type: 'link', href: 'tel:211', children: [{ type: 'text', text: '211' }] },
      { type: 'text', text: ' or ' },
      {
        type: 'link',
        href: 'https://www.usa.gov',
        children: [{ type: 'text', text: 'USA.gov' }],
      },
      { type: 'text', text: '.' },
    ]);
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { type: 'text', text: '[click](javascript:alert(1))' },
    ]);
    expect(parseInline('[click](javascript:alert)')).toEqual([{ type: 'text', text: 'click' }]);
    expect(parseInline('[data](data:text/html,x) and [rel](/admin)')).toEqual([
      { type: 'text', text: 'data and rel' },
    ]);
  });

  it('never turns markup into anything but text', () => {
    expect(parseInline('<img src=x onerror=alert(1)> **<b>**')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)> ' },
      { type: 'strong', children: [{ type: 'text', text: '<b>' }] },
    ]);
  });
});

describe('safeHref', () => {
  it('allows only http, https, mailto and tel', () => {
    expect(safeHref(' https://example.org/a ')).toBe('https://example.org/a');
    expect(safeHref('mailto:help@example.org')).toBe('mailto:help@example.org');
    expect(safeHref('tel:+1 (555) 010-0000')).toBe('tel:+1 (555) 010-0000');
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('tel:javascript')).toBeNull();
  });
});

describe('parseMarkdown', () => {
  it('reads headings, paragraphs across lines, and both kinds of list', () => {
    const blocks = parseMarkdown(
      [
        '# SNAP',
        '',
        'SNAP helps you',
        'buy food.',
        '',
        '## Who can get it',
        '- People with **low income**',
        '* Families',
        '  with children',
        '',
        '1. Apply',
        '2) Wait for a letter',
      ].join('\r\n'),
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 1, content: [{ type: 'text', text: 'SNAP' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'SNAP helps you buy food.' }] },
      { type: 'heading', level: 2, content: [{ type: 'text', text: 'Who can get it' }] },
      {
        type: 'list',
        ordered: false,
        items: [
          [
            { type: 'text', text: 'People with ' },
            { type: 'strong', children: [{ type: 'text', text: 'low income' }] },
          ],
          [{ type: 'text', text: 'Families with children' }],
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'Apply' }], [{ type: 'text', text: 'Wait for a letter' }]],
      },
    ]);
  });

  it('ends a list where a paragraph starts, and splits lists of another kind', () => {
    const blocks = parseMarkdown('- one\nAfter\n- two\n1. three');
    expect(blocks.map((block) => block.type)).toEqual(['list', 'paragraph', 'list', 'list']);
  });

  it('reads a table, with or without outer pipes, padding short rows', () => {
    const blocks = parseMarkdown(
      [
        '| Program | Lookback (months) | Assets |',
        '|---|:---:|--:|',
        '| **SNAP** | 3 | 2750 / 4250 |',
        '| WIC | 12 |',
        '',
        'a | b',
        '--- | ---',
        'x \\| y | z',
      ].join('\n'),
    );
    expect(blocks).toHaveLength(2);
    const [first, second] = blocks;
    expect(first).toMatchObject({ type: 'table' });
    if (first?.type !== 'table' || second?.type !== 'table') throw new Error('not tables');
    expect(first.header.map(plainText)).toEqual(['Program', 'Lookback (months)', 'Assets']);
    expect(first.rows.map((row) => row.map(plainText))).toEqual([
      ['SNAP', '3', '2750 / 4250'],
      ['WIC', '12', ''],
    ]);
    expect(first.rows[0]![0]).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'SNAP' }] },
    ]);
    expect(second.header.map(plainText)).toEqual(['a', 'b']);
    expect(second.rows.map((row) => row.map(plainText))).toEqual([['x | y', 'z']]);
  });

  it('does not take a line with a pipe for a table without a separator line', () => {
    expect(parseMarkdown('Yes | No\nplain')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Yes | No plain' }] },
    ]);
  });

  it('reads quotes and code fences as text, and skips rules and headings without a space', () => {
    expect(parseMarkdown('> quoted\n\n---\n```\ncode\n```\n#hashtag')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'quoted' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'code' }] },
      { type: 'paragraph', content: [{ type: 'text', text: '#hashtag' }] },
    ]);
    expect(parseMarkdown('## Closed heading ##')).toEqual([
      { type: 'heading', level: 2, content: [{ type: 'text', text: 'Closed heading' }] },
    ]);
    expect(parseMarkdown('')).toEqual([]);
  });
});

describe('withoutTitle', () => {
  it('drops a first heading that repeats the title, and keeps anything else', () => {
    const blocks = parseMarkdown('# SNAP (Food Help)\n\nText');
    expect(withoutTitle(blocks, 'snap (food help) ')).toEqual([blocks[1]]);
    expect(withoutTitle(blocks, 'WIC')).toEqual(blocks);
    expect(withoutTitle(parseMarkdown('Text'), 'Text')).toHaveLength(1);
  });
});

describe('outlineLevels', () => {
  it('starts at the given level and never skips one', () => {
    expect(outlineLevels([2, 3, 3, 2], 4)).toEqual([4, 5, 5, 4]);
    expect(outlineLevels([1, 3, 4], 4)).toEqual([4, 5, 6]);
    expect(outlineLevels([3, 2], 4)).toEqual([4, 4]);
    expect(outlineLevels([1, 2, 3, 4, 5, 6], 3)).toEqual([3, 4, 5, 6, 6, 6]);
    expect(outlineLevels([], 3)).toEqual([]);
  });
});
