import type { z } from 'zod';

/** The message keys a schema reports for a value, one per field path ('' for the root). */
export function issues(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byPath: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    byPath[path] ??= issue.message;
  }
  return byPath;
}
