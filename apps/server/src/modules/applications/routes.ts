import {
  type Application,
  applicationSchema,
  confirmationNumber,
  createApplicationSchema,
  idParamsSchema,
  isBenefitId,
  isWizardStep,
  updateApplicationSchema,
  type WizardStep,
  wizardStepNumber,
} from '@benefits/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { type ApplicationRow, createApplicationsRepository } from './repository.js';
import { ownedApplication, ownedDraft } from './service.js';

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    selectedBenefits: row.selectedBenefits.filter(isBenefitId),
    needsWorkVerification: row.needsWorkVerification,
    zipCode: row.zipCode,
    hasBusinessExpenses: row.hasBusinessExpenses,
    furthestStep: isWizardStep(row.furthestStep) ? row.furthestStep : null,
    currentCategoryIndex: row.currentCategoryIndex,
    currentExpenseSourceIndex: row.currentExpenseSourceIndex,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    confirmationNumber:
      row.confirmationNumber ??
      (row.submittedAt ? confirmationNumber(row.id, row.submittedAt) : null),
  };
}

/** The furthest step only moves forward: going back to fix an answer keeps the place. */
function furthest(current: string | null, reached: WizardStep | undefined): WizardStep | undefined {
  if (!reached) return undefined;
  if (isWizardStep(current) && wizardStepNumber(current) >= wizardStepNumber(reached))
    return current;
  return reached;
}

export async function applicationRoutes(app: FastifyInstance, context: AppContext) {
  const repository = createApplicationsRepository(context.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: context.requireSignedIn };

  api.get(
    '/api/applications',
    { ...signedIn, schema: { response: { 200: z.array(applicationSchema) } } },
    async (request) => (await repository.listForUser(request.userId)).map(toApplication),
  );

  api.get(
    '/api/applications/:id',
    {
      ...signedIn,
      schema: { params: idParamsSchema, response: { 200: applicationSchema } },
    },
    async (request) =>
      toApplication(await ownedApplication(repository, request.userId, request.params.id)),
  );

  // SPEC 4: created as a draft.
  api.post(
    '/api/applications',
    {
      ...signedIn,
      schema: { body: createApplicationSchema, response: { 201: applicationSchema } },
    },
    async (request, reply) => {
      const { selectedBenefits, needsWorkVerification, zipCode } = request.body;
      const row = await repository.create(request.userId, {
        selectedBenefits: [...new Set(selectedBenefits)],
        needsWorkVerification,
        zipCode,
      });
      return reply.code(201).send(toApplication(row));
    },
  );

  // DESIGN: answers are saved as they are entered (issue 4: and the furthest step reached).
  api.patch(
    '/api/applications/:id',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: updateApplicationSchema,
        response: { 200: applicationSchema },
      },
    },
    async (request) => {
      const draft = await ownedDraft(repository, request.userId, request.params.id);
      const { furthestStep, ...answers } = request.body;
      const row = await repository.update(request.userId, draft.id, {
        ...answers,
        furthestStep: furthest(draft.furthestStep, furthestStep),
      });
      return toApplication(row ?? draft);
    },
  );
}
