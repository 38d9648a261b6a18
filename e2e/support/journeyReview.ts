import {
  type EnhancedFinancialSummary,
  type EnhancedFinancialSummaryResponse,
  type ExpenseLike,
  formatDollars,
  type IncomeEntryLike,
  type RiskAssessment,
  riskPanelFlags,
} from '@benefits/domain';
import { expect, type Page } from '@playwright/test';
import { text } from './catalogs';
import type { Interactions } from './interactions';
import { perMonth, perYear, rtext } from './texts';
import { expectStep, scanBothViewports } from './wizard';

// Issue 7 journeys, steps 11 and 12: every figure on screen is the domain's (the enhanced
// summary, the risk assessment), then the attestations and Submit.

function hoursText(hours: number) {
  return new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(hours);
}

type Summary = EnhancedFinancialSummary<IncomeEntryLike, ExpenseLike>;

async function expectTotals(page: Page, summary: Summary) {
  await expect(page.getByTestId('summary-gross-monthly')).toHaveText(
    perMonth(summary.totalGrossMonthlyIncome),
  );
  await expect(page.getByTestId('summary-gross-annual')).toHaveText(
    perYear(summary.totalGrossAnnualIncome),
  );
  await expect(page.getByTestId('summary-expenses-monthly')).toHaveText(
    perMonth(summary.totalMonthlyExpenses),
  );
  await expect(page.getByTestId('summary-expenses-annual')).toHaveText(
    perYear(summary.totalAnnualExpenses),
  );
  await expect(page.getByTestId('summary-net-monthly')).toHaveText(
    perMonth(summary.totalNetMonthlyIncome),
  );
  await expect(page.getByTestId('summary-net-annual')).toHaveText(
    perYear(summary.totalNetAnnualIncome),
  );
}

async function expectRiskPanel(page: Page, risk: RiskAssessment) {
  const panel = page.getByTestId('risk-panel');
  await expect(panel.getByTestId('risk-overall')).toHaveAttribute('data-level', risk.overallRisk);
  if (risk.flags.length === 0) {
    await expect(panel.getByTestId('risk-none')).toBeVisible();
    return;
  }
  const shown = riskPanelFlags(risk.flags, false);
  const visible = [...shown.high, ...shown.medium, ...shown.low];
  const items = panel.getByTestId('risk-flag');
  await expect(items).toHaveCount(visible.length);
  for (const [index, flag] of visible.entries()) {
    await expect(items.nth(index)).toHaveAttribute('data-type', flag.type);
    await expect(items.nth(index)).toHaveAttribute('data-level', flag.concernLevel);
  }
}

/** Step 11: every number is the domain's enhanced summary; the risk is the domain's. */
export async function enhancedSummary(
  page: Page,
  ia: Interactions,
  summary: Summary,
  risk: RiskAssessment,
) {
  await expectStep(page, 'enhanced-financial-summary');
  await expectTotals(page, summary);
  await expect(page.getByTestId('summary-count-sources')).toHaveText(
    String(summary.incomeSourcesCount),
  );
  await expect(page.getByTestId('summary-count-expenses')).toHaveText(
    String(summary.expenseEntriesCount),
  );
  await expect(page.getByTestId('summary-count-hours')).toHaveText(
    hoursText(summary.totalWorkHours),
  );
  await expect(page.getByTestId('summary-count-ratio')).toHaveText(
    summary.expenseRatioPercent === null
      ? rtext('summary.counts.ratioNone')
      : rtext('summary.counts.ratioValue', { percent: summary.expenseRatioPercent }),
  );
  // Issue 18: what each program counts, as the server's domain summary says (no "adjusted
  // gross income"; child support not in Medicaid's, a W-2 job's costs off neither).
  const id = new URL(page.url()).searchParams.get('id');
  const served = (await (
    await page.request.get(`/api/enhanced-financial-summary/${id}`)
  ).json()) as EnhancedFinancialSummaryResponse;
  await expect(page.getByTestId('enhanced-summary')).not.toContainText('Adjusted Gross');
  await expect(page.getByTestId('snap-gross')).toHaveText(
    perMonth(served.programs!.snap.grossIncome),
  );
  await expect(page.getByTestId('medicaid-monthly')).toHaveText(
    perMonth(served.programs!.medicaid.monthlyIncome),
  );
  await expect(page.getByTestId('medicaid-annual')).toHaveText(
    perYear(served.programs!.medicaid.annualIncome),
  );
  const sources = page.getByTestId('summary-source');
  await expect(sources).toHaveCount(summary.entriesWithExpenses.length);
  for (const [index, entry] of summary.entriesWithExpenses.entries()) {
    const card = sources.nth(index);
    await expect(card).toContainText(entry.source);
    await expect(card.getByTestId('source-income')).toHaveText(formatDollars(entry.monthlyAmount));
    await expect(card.getByTestId('source-expenses')).toHaveText(
      formatDollars(entry.totalExpenses),
    );
    await expect(card.getByTestId('source-net')).toHaveText(formatDollars(entry.netIncome));
  }
  const mileage = page.getByTestId('summary-mileage');
  await expect(mileage.getByTestId('mileage-rate')).toHaveText(
    rtext('summary.mileage.rate', {
      cents: hoursText(summary.mileage.centsPerMile),
      year: summary.mileage.taxYear,
    }),
  );
  await expect(mileage.getByTestId('mileage-line')).toHaveCount(summary.mileage.deductions.length);
  if (summary.mileage.deductions.length === 0) {
    await expect(mileage.getByTestId('mileage-none')).toBeVisible();
  } else {
    for (const [index, line] of summary.mileage.deductions.entries()) {
      await expect(mileage.getByTestId('mileage-line').nth(index)).toContainText(
        rtext('summary.mileage.line', {
          miles: hoursText(line.milesPerWeek),
          cents: hoursText(line.centsPerMile),
          amount: formatDollars(line.monthlyDeduction),
        }),
      );
    }
    await expect(mileage.getByTestId('mileage-total')).toHaveText(
      rtext('summary.mileage.total', {
        monthly: formatDollars(summary.mileage.totalMonthlyDeduction),
        annual: formatDollars(summary.mileage.totalAnnualDeduction),
      }),
    );
  }
  await expectRiskPanel(page, risk);
  await scanBothViewports(page, 'step 11');
  await ia.click(page.getByTestId('summary-continue'));
}

/** Step 12: totals, documents, risk, the four attestations (and the acknowledgement), submit. */
export async function finalReview(
  page: Page,
  ia: Interactions,
  options: {
    benefitNames: string[];
    summary: Summary;
    risk: RiskAssessment;
    documents: string[];
  },
) {
  await expectStep(page, 'final-review');
  const { summary, risk } = options;
  await expect(page.getByTestId('review-benefits').getByRole('listitem')).toHaveText(
    options.benefitNames,
  );
  await expectTotals(page, summary);
  await expect(page.getByTestId('review-counts')).toHaveText(
    rtext('final.counts', {
      sources: summary.incomeSourcesCount,
      expenses: summary.expenseEntriesCount,
    }),
  );
  if (options.documents.length === 0) {
    await expect(page.getByTestId('review-no-documents')).toBeVisible();
  } else {
    const documents = page.getByTestId('review-document');
    await expect(documents).toHaveCount(options.documents.length);
    for (const name of options.documents) {
      const item = documents.filter({ hasText: name });
      await expect(item).toHaveAttribute('data-status', 'completed');
      await expect(item).toContainText(text('en', 'documents.status.completed'));
    }
  }
  await expectRiskPanel(page, risk);
  await expect(page.getByTestId('perjury-warning')).toContainText(rtext('final.perjuryTitle'));

  const withIssues = risk.flags.some((flag) => flag.concernLevel === 'High');
  const submit = page.getByTestId('submit-application');
  await expect(submit).toHaveText(
    rtext(withIssues ? 'submit.submitWithIssues' : 'submit.submitApplication'),
  );
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('acknowledge-box')).toHaveCount(withIssues ? 1 : 0);
  await scanBothViewports(page, 'step 12');

  for (const name of [
    'accurateInformation',
    'understandPenalties',
    'allowVerification',
    'consentToContact',
  ]) {
    await ia.check(page.getByTestId(`attest-${name}`));
  }
  if (withIssues) {
    // Attested but not acknowledged: still not sendable, and it says why.
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('submit-hint')).toHaveText(
      rtext('submit.blocked.acknowledgeIssuesRequired'),
    );
    await ia.check(page.getByTestId('acknowledge-issues'));
  }
  await expect(submit).toHaveAttribute('aria-disabled', 'false');
  await expect(page.getByTestId('submit-hint')).toHaveText(rtext('submit.ready'));
  await ia.click(submit);
}
