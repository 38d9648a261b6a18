import {
  type Application,
  assessRisk,
  benefitTypes,
  type Expense,
  financialSummary,
  type IncomeEntry,
} from '@benefits/domain';
import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './applicant';
import { getJson } from './expenses';
import { fillHomeCosts, fillResources, type HomeCostsInput } from './homeCosts';
import { Interactions } from './interactions';
import {
  addExpense,
  addIncome,
  benefitsWorkAndOverview,
  type ExpenseInput,
  expenseQuestion,
  fillIncomeChecklist,
  type IncomeInput,
  incomeSummary,
  registerOnLanding,
} from './journey';
import { enhancedSummary, finalReview } from './journeyReview';
import { confirmation } from './journeySubmitted';
import { expectedSummary } from './review';
import { vtext } from './texts';
import { sourceCard } from './verification';
import { expectStep, type Persona, scanPhone } from './wizard';

// Issue 18's persona journeys: from the landing page to the confirmation in Chromium at phone
// size, axe on every step, taps and keystrokes counted; then the application's JSON read back
// through the API must hold what a SNAP and a Medicaid agency need to start.

export interface PersonaPlan {
  name: string;
  person: Omit<Persona, 'email'>;
  benefits: string[];
  needsWorkVerification: boolean;
  /** The household and address steps, through the address. */
  household: (page: Page, ia: Interactions) => Promise<void>;
  /** Each income by its category, with the note that explains it on step 8. */
  incomes: { categoryId: number; income: IncomeInput; note: string }[];
  /** Work costs of the first income (step 10); none: step 9 answered no. */
  expenses?: ExpenseInput[];
  homeCosts: HomeCostsInput;
  resources: { checking?: string; savings?: string; cash?: string };
}

/** Step 8: a source explained in the applicant's words (no papers at hand). */
async function explainByNote(page: Page, ia: Interactions, source: string, note: string) {
  const card = sourceCard(page, source);
  await ia.click(card.getByRole('button', { name: `${vtext('verifyNow')} ${source}` }));
  await ia.click(page.getByTestId('verify-method-notes'));
  await ia.fill(page.getByLabel(vtext('notes.label')), note);
  await ia.click(page.getByTestId('notes-submit'));
  await expect(card.getByTestId('verification-status')).toContainText('Explained, not verified');
}

/** The whole journey; returns the application's id and what it took. */
export async function walkPersona(page: Page, plan: PersonaPlan) {
  const started = Date.now();
  const ia = new Interactions(plan.name);
  const persona: Persona = {
    ...plan.person,
    email: uniqueEmail(plan.person.firstName),
  };
  await registerOnLanding(page, ia, persona);
  const applicationId = await benefitsWorkAndOverview(page, ia, {
    benefits: plan.benefits,
    needsWorkVerification: plan.needsWorkVerification,
    household: () => plan.household(page, ia),
  });

  // Step 5: no papers at hand today.
  await scanPhone(page, 'step 5');
  await ia.click(page.getByTestId('documents-skip'));

  await fillIncomeChecklist(
    page,
    ia,
    Object.fromEntries(
      plan.incomes.map(({ categoryId, income }) => [
        categoryId,
        () => addIncome(page, ia, categoryId, income),
      ]),
    ),
  );
  const entries = await getJson<IncomeEntry[]>(
    page,
    `/api/income-entries?applicationId=${applicationId}`,
  );
  await incomeSummary(page, ia, financialSummary(entries), plan.incomes.length);

  await expectStep(page, 'income-verification');
  await scanPhone(page, 'step 8');
  for (const { income, note } of plan.incomes) await explainByNote(page, ia, income.source, note);
  await ia.click(page.getByRole('button', { name: vtext('continue') }));

  await expenseQuestion(page, ia, Boolean(plan.expenses?.length));
  if (plan.expenses?.length) {
    await expectStep(page, 'expense-categories');
    for (const expense of plan.expenses) await addExpense(page, ia, expense);
    await scanPhone(page, 'step 10');
    await ia.click(page.getByTestId('expense-next'));
  }
  await fillHomeCosts(page, ia, plan.homeCosts);
  await fillResources(page, ia, plan.resources);

  const summary = await expectedSummary(page, applicationId);
  const expenses = await getJson<Expense[]>(page, `/api/expenses?applicationId=${applicationId}`);
  const risk = assessRisk({
    entries,
    expenses,
    documents: [],
    taxYear: new Date().getUTCFullYear(),
  });
  await enhancedSummary(page, ia, summary, risk);
  await finalReview(page, ia, {
    benefitNames: benefitTypes.filter((b) => plan.benefits.includes(b.id)).map((b) => b.name),
    summary,
    risk,
    documents: [],
  });
  await confirmation(page, { applicationId, benefits: plan.benefits.length, persona });
  ia.freeze();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${ia.summary()} from landing to confirmation (${seconds} s)`);
  return { applicationId, ia };
}

export interface AgencyExpectations {
  /** [first name, relationship, date of birth] of each person, the applicant first. */
  members: [string, string, string][];
  county: string;
  homeCosts: Partial<NonNullable<Application['homeCosts']>>;
  resources: Partial<NonNullable<Application['resources']>>;
  /** [source, first name of whose income it is] of each income. */
  incomes: [string, string][];
}

/**
 * What a SNAP and a Medicaid agency need to start (issue 18): who lives there (each with a
 * date of birth, relationship, status and programs), the address with its county, the housing
 * and care costs, the money, and each income with whose it is; read from the API.
 */
export async function expectAgencyReady(
  page: Page,
  applicationId: number,
  expected: AgencyExpectations,
) {
  const application = await getJson<Application>(page, `/api/applications/${applicationId}`);
  expect(application.status).toBe('submitted');
  const members = application.household?.members ?? [];
  expect(members.map((m) => [m.firstName, m.relationship, m.dateOfBirth])).toEqual(
    expected.members,
  );
  for (const member of members) {
    expect(member.citizenship, `${member.firstName}'s status`).not.toBeNull();
    expect(member.sex, `${member.firstName}'s sex`).not.toBeNull();
  }
  expect(members[0]?.programs).toEqual(application.selectedBenefits);
  expect(application.homeAddress).toMatchObject({
    housing: 'stable',
    home: { county: expected.county },
    mailingSameAsHome: true,
  });
  expect(application.homeCosts).toMatchObject(expected.homeCosts);
  expect(application.resources).toMatchObject(expected.resources);
  const entries = await getJson<IncomeEntry[]>(
    page,
    `/api/income-entries?applicationId=${applicationId}`,
  );
  const whose = (memberId: string | null | undefined) =>
    (members.find((m) => m.id === memberId) ?? members[0])?.firstName;
  expect(entries.map((entry) => [entry.source, whose(entry.memberId)])).toEqual(expected.incomes);
  return application;
}
