import {
  assessRisk,
  benefitTypes,
  enhancedFinancialSummary,
  financialSummary,
  formatUsd,
  type IncomeEntryLike,
} from '@benefits/domain';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { corpusPerson, idCard, payStubPhotoOf } from '../support/corpus';
import { acceptReadIncome } from '../support/documents';
import { passHomeCostsAndMoney } from '../support/homeCosts';
import { DEFAULT_YOU, justMeAndAddress } from '../support/household';
import { Interactions } from '../support/interactions';
import {
  benefitsWorkAndOverview,
  expenseQuestion,
  fillIncomeChecklist,
  incomeSummary,
  recordPrinting,
  registerOnLanding,
  scanAccountStep,
} from '../support/journey';
import { enhancedSummary, finalReview } from '../support/journeyReview';
import { afterConfirmation, confirmation } from '../support/journeySubmitted';
import { expectAgencyReady } from '../support/persona';
import { vtext } from '../support/texts';
import { sourceCard } from '../support/verification';
import { expectStep, PHONE, scanBothViewports } from '../support/wizard';

// Issue 7, journey (a): a home health aide paid every two weeks (W-2). On "about you" she
// photographs her driver's licence: her date of birth, then her street, are filled in from it
// for her to check (decision 0780), and it is already in step 5's list. On step 5 she
// photographs her pay stub; its income fills step 6 and is verified by the stub itself on
// step 8 (issue 18: no second upload), has no work expenses, sees Low risk and submits.
// Everything through the browser, from the landing page. (The bank link is walked in
// income-verification.spec.ts.)

test.use({ viewport: PHONE });

const ID_SEED = 711;
const STUB_SEED = 5201;
/** What the generated licence prints (packages/documents corpus, photoId). */
const CARD_BIRTH_DATE = '1988-04-17';

test('journey (a): a W-2 home health aide with a pay stub photo, verified by that stub, Low risk', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const started = Date.now();
  const ia = new Interactions('journey a');
  await recordPrinting(page);

  // Her documents: the licence and the stub carry her name.
  const person = await corpusPerson(ID_SEED);
  const licence = await idCard(ID_SEED, 'jpeg-photo');
  const stub = await payStubPhotoOf(STUB_SEED, 'biweekly', person);
  const stubCents = stub.expected?.amountCents ?? 0;
  const payer = stub.expected?.payer ?? '';
  expect(stubCents).toBeGreaterThan(0);
  expect(payer).toMatch(/HOME CARE/);
  const persona = {
    firstName: person.first,
    lastName: person.last,
    email: uniqueEmail(person.first),
    phone: '5557771234',
    zipCode: '62704',
  };
  const benefits = ['snap', 'medicaid-magi'];

  // Landing page -> registration -> step 2.
  await registerOnLanding(page, ia, persona);
  await scanAccountStep(page);
  const licenceFile = {
    name: 'drivers-license.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(licence.bytes),
  };
  const applicationId = await benefitsWorkAndOverview(page, ia, {
    benefits,
    needsWorkVerification: true,
    // "Just me"; her date of birth and street come from her licence (decision 0780).
    household: () =>
      justMeAndAddress(page, {
        ia,
        scan: true,
        you: { ...DEFAULT_YOU, dateOfBirth: CARD_BIRTH_DATE, idCard: licenceFile },
        home: { street: person.street, fromId: true, city: 'Springfield', county: 'Sangamon' },
      }),
  });

  // Step 5: the licence read on "about you" is listed already; she adds the stub's photo,
  // then Analyze My Documents.
  await scanBothViewports(page, 'step 5');
  await expect(page.getByTestId('document-item')).toHaveCount(1);
  await expect(page.getByTestId('document-item')).toContainText('drivers-license.jpg');
  await ia.upload(page.getByTestId('documents-input'), [
    { name: 'pay-stub.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(stub.bytes) },
  ]);
  await expect(page.getByTestId('document-item')).toHaveCount(2);
  await ia.click(page.getByTestId('documents-analyze'));
  const results = page.getByTestId('documents-results');
  await expect(results).toBeVisible({ timeout: 90_000 });
  // Read surely it is listed; read under 0.7 confidence it is checked first (decision 0264).
  await acceptReadIncome(results, { cents: stubCents, frequency: 'biweekly' });
  await expect(results.getByTestId('fraud-indicator')).toHaveCount(0);
  await ia.click(page.getByTestId('documents-continue'));

  // Step 6: the stub's income is there, "Pay from a job" ticked; nothing else to answer.
  let source = '';
  await fillIncomeChecklist(page, ia, {
    1: async () => {
      const entry = page.getByTestId('income-entry');
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(formatUsd(stubCents));
      await expect(entry.getByTestId('income-entry-comment')).toHaveText(
        'Auto-extracted from pay stub (pay-stub.jpg)',
      );
      await expect(entry.getByTestId('income-entry-proof')).toBeVisible();
      source = (await entry.locator('p.font-semibold').first().innerText()).trim();
      expect(source.toUpperCase()).toContain(payer);
    },
  });
  const entries: IncomeEntryLike[] = [
    {
      categoryId: 1,
      source,
      amount: (stubCents / 100).toFixed(2),
      frequency: 'biweekly',
      isW2Income: true,
    },
  ];

  // Step 7.
  await incomeSummary(page, ia, financialSummary(entries), 1);

  // Step 8 (issue 18): the stub read in step 5 is the proof of its income already: no second
  // upload, and (step 12) it is listed once.
  await scanBothViewports(page, 'step 8');
  const card = sourceCard(page, source);
  await expect(card.getByTestId('verification-status')).toContainText('Verified via Documents');
  await expect(page.getByTestId('verification-progress')).toHaveText('1 of 1 done');
  await ia.click(page.getByRole('button', { name: vtext('continue') }));

  // Step 9: no expenses -> on to home costs (step 10 is not shown); no rent, no money.
  await expenseQuestion(page, ia, false);
  await passHomeCostsAndMoney(page, ia);

  const taxYear = new Date().getUTCFullYear();
  const summary = enhancedFinancialSummary({ entries, expenses: [], taxYear });
  const risk = assessRisk({
    entries,
    expenses: [],
    documents: [{ type: 'income_verification' }, { type: 'identity_verification' }],
    taxYear,
  });
  expect(risk.overallRisk).toBe('Low');

  // Step 11: the domain's numbers; the documents agree with what she reported.
  await expectStep(page, 'enhanced-financial-summary');
  const ai = page.getByTestId('summary-ai');
  await expect(ai.getByTestId('ai-income')).toHaveCount(1);
  await expect(ai.getByTestId('ai-discrepancy')).toHaveCount(0);
  await enhancedSummary(page, ia, summary, risk);

  // Step 12 -> Submit Application.
  await finalReview(page, ia, {
    benefitNames: benefitTypes.filter((b) => benefits.includes(b.id)).map((b) => b.name),
    summary,
    risk,
    documents: ['pay-stub.jpg', 'drivers-license.jpg'],
  });

  // Step 13.
  const number = await confirmation(page, {
    applicationId,
    benefits: benefits.length,
    persona,
  });
  ia.freeze();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${ia.summary()} from landing to confirmation (${seconds} s)`);
  // Issue 18: at most 45 taps and 60 keystrokes (she answers her own questions: sex, status;
  // her date of birth and street are read from her licence, decision 0780).
  expect(ia.counted.taps).toBeLessThanOrEqual(45);
  expect(ia.counted.keystrokes).toBeLessThanOrEqual(60);
  // What a SNAP and a Medicaid agency need, read back: her, the address, no rent, no money, the pay.
  const saved = await expectAgencyReady(page, applicationId, {
    members: [[person.first, 'self', CARD_BIRTH_DATE]],
    // Filled in from her ZIP code on the address step (decision 0540): she typed no county.
    county: 'Sangamon',
    homeCosts: { housing: 'none', housingCost: null },
    resources: { checking: null, savings: null, cash: null },
    incomes: [[source, person.first]],
  });
  // The street she checked is the licence's, saved as read.
  expect(saved.homeAddress).toMatchObject({ home: { street: person.street, zipCode: '62704' } });

  await afterConfirmation(page, { applicationId, number, overallRisk: 'Low' });
  console.log(`journey a: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
});
