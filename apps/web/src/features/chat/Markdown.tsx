import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Block, type Inline, outlineLevels, parseMarkdown, withoutTitle } from './markdown';

function renderInline(nodes: readonly Inline[], opensInNewTab: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${node.type}-${index}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={key}>{renderInline(node.children, opensInNewTab)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(node.children, opensInNewTab)}</em>;
      case 'code':
        return (
          <code key={key} className="rounded bg-gray-100 px-1">
            {node.text}
          </code>
        );
      case 'link': {
        const web = /^https?:/i.test(node.href);
        return (
          <a
            key={key}
            href={node.href}
            className="font-semibold text-brand-700 underline"
            {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {renderInline(node.children, opensInNewTab)}
            {web ? <span className="sr-only"> {opensInNewTab}</span> : null}
          </a>
        );
      }
    }
    return null;
  });
}

const headingClasses = ['', '', 'text-xl', 'text-lg', 'text-base', 'text-base', 'text-base'];

function HeadingTag({ level, children }: { level: number; children: ReactNode }) {
  const className = `mt-4 font-bold text-gray-900 first:mt-0 ${headingClasses[level] ?? 'text-base'}`;
  switch (level) {
    case 2:
      return <h2 className={className}>{children}</h2>;
    case 3:
      return <h3 className={className}>{children}</h3>;
    case 4:
      return <h4 className={className}>{children}</h4>;
    case 5:
      return <h5 className={className}>{children}</h5>;
    default:
      return <h6 className={className}>{children}</h6>;
  }
}

/**
 * Markdown as React elements (never as HTML). Headings start at `headingLevel` (the level
 * under the heading the text sits below) and never skip a level; a first heading that
 * repeats `title` is left out.
 */
export function Markdown({
  source,
  headingLevel,
  title,
}: {
  source: string;
  headingLevel: number;
  title?: string;
}) {
  const { t } = useTranslation();
  const blocks = useMemo(() => {
    const parsed = parseMarkdown(source);
    return title === undefined ? parsed : withoutTitle(parsed, title);
  }, [source, title]);
  const levels = outlineLevels(
    blocks.filter((block) => block.type === 'heading').map((block) => block.level),
    headingLevel,
  );
  const newTab = t('chat.opensInNewTab');
  let headingIndex = 0;
  return (
    <div className="grid gap-3 text-gray-900">
      {blocks.map((block: Block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'heading': {
            const level = levels[headingIndex] ?? headingLevel;
            headingIndex += 1;
            return (
              <HeadingTag key={key} level={level}>
                {renderInline(block.content, newTab)}
              </HeadingTag>
            );
          }
          case 'paragraph':
            return <p key={key}>{renderInline(block.content, newTab)}</p>;
          case 'list': {
            const items = block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
              <li key={itemIndex}>{renderInline(item, newTab)}</li>
            ));
            return block.ordered ? (
              <ol key={key} className="list-decimal space-y-1 ps-6">
                {items}
              </ol>
            ) : (
              <ul key={key} className="list-disc space-y-1 ps-6">
                {items}
              </ul>
            );
          }
          case 'table':
            return (
              <table key={key} className="w-full border-collapse text-start text-sm wrap-anywhere">
                <thead>
                  <tr>
                    {block.header.map((cell, column) => (
                      <th
                        // biome-ignore lint/suspicious/noArrayIndexKey: columns never reorder.
                        key={column}
                        scope="col"
                        className="border-b-2 border-gray-400 px-2 py-1 font-semibold"
                      >
                        {renderInline(cell, newTab)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {block.rows.map((row, rowIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder.
                    <tr key={rowIndex} className="border-b border-gray-200">
                      {row.map((cell, column) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: columns never reorder.
                        <td key={column} className="px-2 py-1 align-top">
                          {renderInline(cell, newTab)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            );
        }
        return null;
      })}
    </div>
  );
}
