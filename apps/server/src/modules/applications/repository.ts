import {
  type BenefitId,
  type ExpeditedSnapScreen,
  expeditedSnapSchema,
  type HomeAddress,
  type HomeCosts,
  type Household,
  homeAddressSchema,
  homeCostsSchema,
  householdSchema,
  isBenefitId,
  type Resources,
  type RiskAssessment,
  resourcesSchema,
  riskAssessmentSchema,
  type WizardStep,
} from '@benefits/domain';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ownedRowQueries } from '../../db/ownedRows.js';
import { applications } from '../../db/schema.js';
import { type DataAccess, readStored } from '../../db/storedJson.js';

type RawApplicationRow = typeof applications.$inferSelect;

/** An application as stored, its jsonb columns parsed. */
export type ApplicationRow = Omit<
  RawApplicationRow,
  | 'selectedBenefits'
  | 'attestations'
  | 'riskAtSubmission'
  | 'homeCosts'
  | 'resources'
  | 'expeditedSnap'
  | 'household'
  | 'homeAddress'
> & {
  selectedBenefits: BenefitId[];
  attestations: Record<string, boolean> | null;
  riskAtSubmission: RiskAssessment | null;
  homeCosts: HomeCosts | null;
  resources: Resources | null;
  expeditedSnap: ExpeditedSnapScreen | null;
  household: Household | null;
  homeAddress: HomeAddress | null;
};

/** A benefit the catalog no longer lists is left out rather than failing the whole list. */
const storedBenefitsSchema = z.array(z.string()).transform((ids) => ids.filter(isBenefitId));
const storedAttestationsSchema = z.record(z.string(), z.boolean()).nullable();

/**
 * Decision 0221: a snapshot that fails its schema reads as absent: no benefits chosen, no
 * attestations, and the risk computed afresh instead of the one recorded at submission.
 */
export function applicationFromRow(log: DataAccess['log'], row: RawApplicationRow): ApplicationRow {
  const place = (column: string) => ({ table: 'applications', column, id: row.id });
  return {
    ...row,
    selectedBenefits: readStored(
      log,
      storedBenefitsSchema,
      row.selectedBenefits,
      place('selected_benefits'),
      [],
    ),
    attestations: readStored(
      log,
      storedAttestationsSchema,
      row.attestations,
      place('attestations'),
      null,
    ),
    riskAtSubmission: readStored(
      log,
      riskAssessmentSchema.nullable(),
      row.riskAtSubmission,
      place('risk_at_submission'),
      null,
    ),
    // Issue 18: answers that fail their schema read as not answered (asked again).
    homeCosts: readStored(
      log,
      homeCostsSchema.nullable(),
      row.homeCosts,
      place('home_costs'),
      null,
    ),
    resources: readStored(log, resourcesSchema.nullable(), row.resources, place('resources'), null),
    expeditedSnap: readStored(
      log,
      expeditedSnapSchema.nullable(),
      row.expeditedSnap,
      place('expedited_snap'),
      null,
    ),
    // Issue 18: unanswered (null) or failing its schema, the step asks again.
    household: readStored(log, householdSchema.nullable(), row.household, place('household'), null),
    homeAddress: readStored(
      log,
      homeAddressSchema.nullable(),
      row.homeAddress,
      place('home_address'),
      null,
    ),
  };
}

export interface ApplicationChanges {
  selectedBenefits?: BenefitId[];
  needsWorkVerification?: boolean;
  hasBusinessExpenses?: boolean | null;
  furthestStep?: WizardStep;
  currentCategoryIndex?: number;
  currentExpenseSourceIndex?: number;
  homeCosts?: HomeCosts;
  resources?: Resources;
  household?: Household;
  homeAddress?: HomeAddress;
}

/** Every query takes the signed-in user's id: no row is read or written across users. */
export function createApplicationsRepository({ db, log }: DataAccess) {
  const parse = (row: RawApplicationRow) => applicationFromRow(log, row);
  const queries = ownedRowQueries(db, applications, parse);
  // Decision 0642: the main reads are built once and prepared (named statements on PostgreSQL).
  const listForUser = db
    .select()
    .from(applications)
    .where(eq(applications.userId, sql.placeholder('userId')))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .prepare('applications_list_for_user');
  const findNumberedForUser = db
    .select({
      ...getTableColumns(applications),
      // Written out: Drizzle leaves a column of a one-table select unqualified.
      applicantNumber: sql<number>`(select count(*)::int from applications a where a.user_id = applications.user_id and (a.created_at, a.id) <= (applications.created_at, applications.id))`,
    })
    .from(applications)
    .where(
      and(
        eq(applications.id, sql.placeholder('id')),
        eq(applications.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('applications_find_numbered_for_user');
  return {
    findForUser: queries.findForUser,
    async listForUser(userId: string): Promise<ApplicationRow[]> {
      return (await listForUser.execute({ userId })).map(parse);
    },
    /**
     * The applicant's own number for one of their applications: how many of theirs were started
     * before it or with it (ties by id), the order `applicantOrdinals` uses. One count, in the
     * database (decision 0460): the times compare at the database's microseconds.
     */
    async applicantNumber(userId: string, id: number): Promise<number> {
      const [row] = await db
        .select({ number: sql<number>`count(*)::int` })
        .from(applications)
        .where(
          and(
            eq(applications.userId, userId),
            sql`(${applications.createdAt}, ${applications.id}) <= (select a.created_at, a.id from ${applications} a where a.id = ${id} and a.user_id = ${userId})`,
          ),
        );
      return row?.number ?? 0;
    },
    /** The user's application with its number (as `applicantNumber` counts it), in one query. */
    async findNumberedForUser(
      userId: string,
      id: number,
    ): Promise<(ApplicationRow & { applicantNumber: number }) | undefined> {
      const [row] = await findNumberedForUser.execute({ userId, id });
      if (!row) return undefined;
      const { applicantNumber, ...columns } = row;
      return { ...parse(columns), applicantNumber };
    },
    async create(
      userId: string,
      values: Pick<ApplicationChanges, 'selectedBenefits' | 'needsWorkVerification'> & {
        zipCode: string | undefined;
      },
    ): Promise<ApplicationRow> {
      return queries.create({
        userId,
        status: 'draft',
        ...values,
        zipCode: values.zipCode ?? null,
      });
    },
    /** Decision 0383: a draft only; undefined once submitted, even by a submit in progress. */
    update: (userId: string, id: number, values: ApplicationChanges) =>
      queries.update(userId, id, values, eq(applications.status, 'draft')),
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
