import { settledWithin } from '../lib/firstData';
import { applicationIdFromSearch } from './navigation';

// Issue 21 (TBT, decision 0800): a step that registers its first reads mounts once their answers
// are in the query cache (for at most lib/firstData.ts's FIRST_DATA_WAIT_MS; the frame or the
// step's loading state shows meanwhile). An answer arriving after the step mounted was drawn
// synchronously, in a long task (React Query reads its cache with useSyncExternalStore).

/** The API paths a step's first queries read, for an application (their query keys' paths). */
export type FirstReads = (applicationId: number) => readonly string[];

/** Loads a step's chunk and, beside it, its first reads for the application in the address. */
export async function withFirstReads<T>(
  load: () => Promise<T>,
  firstReads: FirstReads,
  search: string = globalThis.location?.search ?? '',
): Promise<T> {
  const id = applicationIdFromSearch(search);
  const reading =
    id === null
      ? undefined
      : import('../lib/QueryRoot').then(({ appQueryClient }) =>
          settledWithin(
            firstReads(id).map((path) => appQueryClient.prefetchQuery({ queryKey: [path] })),
          ),
        );
  const [loaded] = await Promise.all([load(), reading]);
  return loaded;
}
