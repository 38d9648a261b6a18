import type { QueryClient } from '@tanstack/react-query';
import { sendJson } from './api';

type QueryKey = readonly unknown[];

/**
 * A list the server keeps for one application (income entries, expenses): writes go to
 * `${path}/${id}`, the cached list is updated in place, and the queries that read it (the
 * summaries) are marked stale to read again when next shown.
 */
export function cachedList<Item extends { id: number }>(options: {
  path: string;
  listKey: (applicationId: number) => QueryKey;
  readers: (applicationId: number) => readonly QueryKey[];
}) {
  function changed(
    queryClient: QueryClient,
    applicationId: number,
    update: (list: Item[]) => Item[],
  ) {
    queryClient.setQueryData<Item[]>(options.listKey(applicationId), (list) => update(list ?? []));
    for (const queryKey of options.readers(applicationId)) {
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    }
  }

  return {
    changed,
    async add(queryClient: QueryClient, applicationId: number, body: unknown): Promise<Item> {
      const item = await sendJson<Item>('POST', options.path, body);
      changed(queryClient, applicationId, (list) => [...list, item]);
      return item;
    },
    async update(
      queryClient: QueryClient,
      applicationId: number,
      id: number,
      body: unknown,
    ): Promise<Item> {
      const item = await sendJson<Item>('PATCH', `${options.path}/${id}`, body);
      changed(queryClient, applicationId, (list) =>
        list.map((other) => (other.id === item.id ? item : other)),
      );
      return item;
    },
    async remove(queryClient: QueryClient, applicationId: number, id: number): Promise<void> {
      await sendJson<void>('DELETE', `${options.path}/${id}`);
      changed(queryClient, applicationId, (list) => list.filter((item) => item.id !== id));
    },
  };
}
