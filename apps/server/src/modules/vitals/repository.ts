import type { VitalsReport } from '@benefits/domain';
import { eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, webVitals } from '../../db/schema.js';

export type UserRole = (typeof users.role.enumValues)[number];

/** A percentile row as the database gives it; the route parses it with the domain's schema. */
export interface PercentileRow {
  key: string;
  metric: string;
  p75: number;
  count: number;
}

export function createVitalsRepository(db: Database) {
  /** p75 and count per metric and per `column`, over the rows since `fromDay` (inclusive). */
  const percentiles = async (
    column: typeof webVitals.page | typeof webVitals.connection,
    fromDay: string,
  ): Promise<PercentileRow[]> =>
    db
      .select({
        key: column,
        metric: webVitals.metric,
        p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`.mapWith(
          Number,
        ),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(webVitals)
      .where(gte(webVitals.day, fromDay))
      .groupBy(column, webVitals.metric)
      .orderBy(column, webVitals.metric);

  return {
    async add(report: VitalsReport, day: string) {
      await db.insert(webVitals).values(
        report.metrics.map((metric) => ({
          day,
          page: report.page,
          connection: report.connection,
          metric: metric.name,
          value: metric.value,
        })),
      );
    },
    byPage: (fromDay: string) => percentiles(webVitals.page, fromDay),
    byConnection: (fromDay: string) => percentiles(webVitals.connection, fromDay),
    async roleOf(userId: string): Promise<UserRole | undefined> {
      const [row] = await db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.role;
    },
    /** The operator command's work: true when an account with that email exists. */
    async setRole(email: string, role: UserRole): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(users.email, email.trim().toLowerCase()))
        .returning({ id: users.id });
      return updated.length > 0;
    },
  };
}
