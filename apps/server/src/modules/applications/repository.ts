import type { BenefitId, WizardStep } from '@benefits/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications } from '../../db/schema.js';

export type ApplicationRow = typeof applications.$inferSelect;

/** Every query takes the signed-in user's id: no row is read or written across users. */
export function createApplicationsRepository(db: Database) {
  return {
    async listForUser(userId: string): Promise<ApplicationRow[]> {
      return db
        .select()
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.createdAt), desc(applications.id));
    },
    async findForUser(userId: string, id: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(applications)
        .where(and(eq(applications.id, id), eq(applications.userId, userId)));
      return row;
    },
    async create(
      userId: string,
      values: {
        selectedBenefits: BenefitId[];
        needsWorkVerification: boolean;
        zipCode: string | undefined;
      },
    ): Promise<ApplicationRow> {
      const [row] = await db
        .insert(applications)
        .values({ userId, status: 'draft', ...values, zipCode: values.zipCode ?? null })
        .returning();
      return row!;
    },
    async update(
      userId: string,
      id: number,
      values: {
        selectedBenefits?: BenefitId[];
        needsWorkVerification?: boolean;
        hasBusinessExpenses?: boolean | null;
        furthestStep?: WizardStep;
        currentCategoryIndex?: number;
        currentExpenseSourceIndex?: number;
      },
    ): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .update(applications)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(applications.id, id), eq(applications.userId, userId)))
        .returning();
      return row;
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
