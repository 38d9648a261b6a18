import { expect, test } from '@playwright/test';
import { persona } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { text } from '../support/catalogs';
import { createDraft } from '../support/verification';
import { expectStep, PHONE, registerPersona } from '../support/wizard';

// Decision 0905: a household with no income can apply. "None of these" on the income step is an
// answer; the summary says so and lets her go on (SPEC 2's disabled Continue stays for an
// applicant who has not answered).

test.use({ viewport: PHONE });

test('an applicant who ticks "None of these" can go on past the income summary', async ({
  page,
}) => {
  await registerPersona(page, persona('no-income', 'Rosa', 'Nunez'));
  const applicationId = await createDraft(page, {
    selectedBenefits: ['snap'],
    needsWorkVerification: false,
    zipCode: '60614',
  });

  // Without an answer, the summary keeps Continue off (SPEC 2).
  await page.goto(`/application/income-summary-pre?id=${applicationId}`);
  await expectStep(page, 'income-summary-pre');
  await expect(page.getByTestId('summary-empty')).toContainText(text('en', 'summaryStep.empty'));
  await expect(page.getByTestId('summary-continue')).toBeDisabled();

  await page.goto(`/application/income-categories?id=${applicationId}`);
  await expectStep(page, 'income-categories');
  await page.getByTestId('income-kind-none').check();
  await page.getByTestId('income-next').click();
  await expectStep(page, 'income-summary-pre');
  await expect(page.getByTestId('summary-empty')).toContainText(text('en', 'summaryStep.noIncome'));
  await expectNoAxeViolations(page, 'income summary with no income');
  await page.getByTestId('summary-continue').click();
  await expectStep(page, 'income-verification');
});
