import { formatDollars, WIZARD_STEP_COUNT } from '@benefits/domain';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { text } from '../support/catalogs';
import { baseURL } from '../support/paths.mjs';
import { stext } from '../support/texts';
import { appStarted, PHONE, scanBothViewports } from '../support/wizard';

// Issue 17: landing -> screener -> answers -> results with "Why?" -> Start your application
// -> sign-up -> the new application holds what the screener carried. Axe at 390x844 and at a
// desktop size on every screen.

type Language = 'en' | 'es';

/** The estimate the page should show: the endpoint's own answer to the same household. */
async function endpointEstimate(page: Page, body: object, language: Language) {
  const response = await page.request.post('/api/eligibility/estimate', {
    headers: { origin: baseURL, 'accept-language': language },
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as {
    programs: {
      program: string;
      eligible: boolean | null;
      monthlyAmount: number | null;
      reasons: string[];
    }[];
  };
}

/** Axe at both sizes, then nothing scrolls sideways at 390 px (WCAG 1.4.10 reflow). */
async function scan(page: Page, what: string) {
  await scanBothViewports(page, what);
  const width = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(width, `${what}: page width at 390 px`).toBeLessThanOrEqual(PHONE.width);
}

async function expectQuestion(page: Page, step: string, language: Language = 'en') {
  const heading = page.getByRole('heading', {
    level: 1,
    name: stext(`steps.${step}.title`, {}, language),
  });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
}

async function next(page: Page, language: Language = 'en') {
  await page.getByRole('button', { name: stext('next', {}, language) }).click();
}

test.describe.configure({ mode: 'serial' });

test('a family of 3 in Texas checks what they may get, sees why, and starts an application that carries the answers', async ({
  page,
}) => {
  // Sixteen axe scans (eight screens, two sizes) and a sign-up.
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await appStarted(page);
  await page.getByRole('link', { name: text('en', 'landing.screenerLink') }).click();

  // 1. The state; Next without one says why at the field.
  await expectQuestion(page, 'state');
  await expect(page.getByText(stext('stepOf', { current: 1, total: 5 }))).toBeVisible();
  await next(page);
  const state = page.getByLabel(stext('steps.state.label'));
  await expect(page.getByText('Choose your state from the list.')).toBeVisible();
  await expect(state).toBeFocused();
  await scan(page, 'screener state question with an error');
  await state.selectOption({ label: stext('states.TX') });
  await next(page);

  // 2. Who lives with you: the applicant and two children, added with the keyboard.
  await expectQuestion(page, 'household');
  await page.getByLabel(stext('steps.household.yourAge')).fill('34');
  for (const [index, age] of [
    [1, '8'],
    [2, '3'],
  ] as const) {
    await page.getByRole('button', { name: stext('steps.household.add') }).press('Enter');
    const person = page.getByTestId(`screener-person-${index}`);
    const relationship = person.getByLabel(stext('steps.household.relationship'));
    await expect(relationship).toBeFocused();
    await relationship.selectOption({ label: stext('relationships.child') });
    await person.getByLabel(stext('steps.household.age'), { exact: true }).fill(age);
  }
  // The page's own count (the app's offline notice is a status region too, outside main).
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    stext('steps.household.count_other', { count: 3 }),
  );
  await scan(page, 'screener household question');
  await next(page);

  // 3. Money coming in: the applicant's wages every 2 weeks.
  await expectQuestion(page, 'income');
  await page
    .getByRole('button', { name: stext('steps.income.add', { who: stext('people.you') }) })
    .click();
  await expect(page.getByLabel(stext('steps.income.kind'))).toBeFocused();
  await page.getByLabel(stext('steps.income.kind')).selectOption({ label: stext('kinds.wages') });
  await page.getByLabel(stext('steps.income.amount')).fill('900');
  await page
    .getByLabel(stext('steps.income.frequency'))
    .selectOption({ label: stext('frequencies.biweekly') });
  await scan(page, 'screener income question');
  await next(page);

  // 4. The home: rent and heating.
  await expectQuestion(page, 'home');
  await page.getByRole('radio', { name: stext('housing.rent'), exact: true }).check();
  await page.getByLabel(stext('steps.home.housingCost')).fill('950');
  await page.getByRole('radio', { name: stext('utilities.heating_cooling') }).check();
  await scan(page, 'screener home question');
  await next(page);

  // 5. Savings are optional.
  await expectQuestion(page, 'savings');
  await scan(page, 'screener savings question');
  await page.getByRole('button', { name: stext('seeResults') }).click();

  // Results: the SNAP amount the endpoint computes for this household, and "Why?".
  const expected = await endpointEstimate(
    page,
    {
      state: 'TX',
      members: [
        { age: 34, relationship: 'self' },
        { age: 8, relationship: 'child' },
        { age: 3, relationship: 'child' },
      ],
      incomes: [{ member: 0, kind: 'wages', amount: 900, frequency: 'biweekly' }],
      expenses: { rent: 950, mortgage: 0, utilities: 'heating_cooling' },
    },
    'en',
  );
  const snap = expected.programs.find((program) => program.program === 'snap')!;
  expect(snap.monthlyAmount).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: stext('results.title') })).toBeFocused();
  await expect(page.getByText(stext('results.intro'))).toBeVisible();
  const snapCard = page.getByTestId('screener-result-snap');
  await expect(page.getByTestId('screener-verdict-snap')).toHaveText(stext('results.mayQualify'));
  await expect(page.getByTestId('screener-amount-snap')).toContainText(
    stext('results.amount', { amount: formatDollars(snap.monthlyAmount!) }),
  );
  await expect(page.getByTestId('screener-amount-snap')).toContainText(stext('results.amountNote'));
  const why = snapCard.getByRole('button', { name: stext('results.why') });
  await expect(why).toHaveAttribute('aria-expanded', 'false');
  await why.click();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(snapCard.getByText(snap.reasons.at(-1)!)).toBeVisible();
  await expect(snapCard.getByRole('link').first()).toBeVisible();
  await expect(snapCard.getByText(/^In effect from /).first()).toBeVisible();
  await scan(page, 'screener results with Why? open');

  // Start your application: sign up here, then the wizard opens the new application.
  await page.getByRole('button', { name: stext('start.button') }).click();
  await expect(page.getByRole('heading', { level: 1, name: stext('start.title') })).toBeVisible();
  await scan(page, 'screener start (sign-up)');
  const email = uniqueEmail('screener');
  await page.getByLabel(text('en', 'registration.firstName')).fill('Lupe');
  await page.getByLabel(text('en', 'registration.lastName')).fill('Garza');
  await page.getByLabel(text('en', 'registration.email')).fill(email);
  await page.getByLabel(text('en', 'registration.phone')).pressSequentially('5125550142');
  await page.getByLabel(text('en', 'registration.zipCode')).fill('78701');
  await page.getByLabel(text('en', 'registration.agreeToTerms')).check();
  await page.getByRole('button', { name: text('en', 'registration.submit') }).click();

  await expect(page).toHaveURL(/\/application\/benefits-selection\?id=\d+/);
  await expect(page.getByText(`Step 2/${WIZARD_STEP_COUNT}`)).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id');
  // The programs the estimate did not rule out are marked; the applicant's wages are an entry.
  const application = await (await page.request.get(`/api/applications/${id}`)).json();
  const benefitOf: Record<string, string> = {
    snap: 'snap',
    medicaid: 'medicaid-magi',
    chip: 'chip',
    wic: 'wic',
    tanf: 'tanf',
  };
  const notRuledOut = expected.programs
    .filter((program) => program.eligible !== false)
    .map((program) => benefitOf[program.program]);
  expect([...application.selectedBenefits].sort()).toEqual(notRuledOut.sort());
  await expect(page.getByTestId('benefit-snap')).toHaveAttribute('aria-pressed', 'true');
  expect(application.zipCode).toBe('78701');
  const entries = await (await page.request.get(`/api/income-entries?applicationId=${id}`)).json();
  expect(entries).toEqual([
    expect.objectContaining({
      categoryId: 1,
      source: stext('kinds.wages'),
      amount: '900.00',
      frequency: 'biweekly',
    }),
  ]);
  // The answers are gone from the tab once carried.
  const left = await page.evaluate(() =>
    (
      globalThis as unknown as { sessionStorage: { getItem(key: string): string | null } }
    ).sessionStorage.getItem('benefits.screener'),
  );
  expect(left).toBeNull();
  await scan(page, 'wizard after the screener');
});

test('in Spanish: the questions, the results and the reasons are in Spanish', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await appStarted(page);
  await page.getByLabel(text('en', 'language.label')).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('link', { name: text('es', 'landing.screenerLink') }).click();

  await expectQuestion(page, 'state', 'es');
  await page.getByLabel(stext('steps.state.label', {}, 'es')).selectOption({ label: 'Texas' });
  await next(page, 'es');

  await expectQuestion(page, 'household', 'es');
  await page.getByLabel(stext('steps.household.yourAge', {}, 'es')).fill('29');
  await page.getByLabel(stext('steps.household.pregnant', {}, 'es')).check();
  await scan(page, 'screener household question in Spanish');
  await next(page, 'es');

  await expectQuestion(page, 'income', 'es');
  await page
    .getByRole('button', {
      name: stext('steps.income.add', { who: stext('people.you', {}, 'es') }, 'es'),
    })
    .click();
  await page.getByLabel(stext('steps.income.amount', {}, 'es')).fill('1200');
  await next(page, 'es');

  await expectQuestion(page, 'home', 'es');
  await page.getByLabel(stext('steps.home.housingCost', {}, 'es')).fill('700');
  await page.getByRole('radio', { name: stext('utilities.included_in_rent', {}, 'es') }).check();
  await next(page, 'es');

  await expectQuestion(page, 'savings', 'es');
  await page.getByRole('button', { name: stext('seeResults', {}, 'es') }).click();

  const expected = await endpointEstimate(
    page,
    {
      state: 'TX',
      members: [{ age: 29, relationship: 'self', pregnant: true }],
      incomes: [{ member: 0, kind: 'wages', amount: 1200, frequency: 'monthly' }],
      expenses: { rent: 700, mortgage: 0, utilities: 'included_in_rent' },
    },
    'es',
  );
  await expect(
    page.getByRole('heading', { level: 1, name: stext('results.title', {}, 'es') }),
  ).toBeVisible();
  const wic = page.getByTestId('screener-result-wic');
  const why = wic.getByRole('button', { name: stext('results.why', {}, 'es') });
  await why.click();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  const reason = expected.programs.find((program) => program.program === 'wic')!.reasons[0]!;
  await expect(wic.getByText(reason)).toBeVisible();
  await expect(page.getByText(stext('results.agency', {}, 'es'))).toBeVisible();
  await scan(page, 'screener results in Spanish');
});
