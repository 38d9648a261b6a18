import { type ComponentType, createElement } from 'react';
import { loadPageTexts } from '../i18n';

/**
 * A lazy part past the first screen (for React's `lazy`): a page, a form, the chat. It loads
 * with TanStack Query and the texts past the first screen, and shows inside the query client's
 * provider. The landing page loads neither (issue 21: it loads only what it draws).
 */
export function pagePart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return () =>
    Promise.all([
      load(),
      // A signed-in page's first data is in the cache first (decision 0800).
      import('./QueryRoot').then((root) => root.queryRootReady),
      // Offline without this language's texts: English's, which the service worker keeps.
      loadPageTexts()
        .catch(() => loadPageTexts('en'))
        .catch(() => undefined),
    ]).then(([part, QueryRoot]) => {
      const Part = part.default;
      return {
        default: (props: P) => createElement(QueryRoot, null, createElement(Part, props)),
      };
    });
}
