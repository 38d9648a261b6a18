import {
  type Application,
  ageOn,
  type EstimateResponse,
  formatDollars,
  validationMessagesEn,
} from '@benefits/domain';
import { expect, test } from '@playwright/test';
import { persona } from '../support/applicant';
import { getJson } from '../support/expenses';
import { addPerson, answerAboutYou, DEFAULT_YOU, fillHomeAddress } from '../support/household';
import { householdText } from '../support/texts';
import {
  expectHeadingFocused,
  expectStep,
  PHONE,
  registerPersona,
  scanBothViewports,
} from '../support/wizard';

// Issue 18 item 1: a mother of two adds her children, fixes one's date of birth, removes the
// other (he moved out), gives her address, and the estimate on the summary counts her and her
// daughter in Illinois.

test.use({ viewport: PHONE });

const h = (key: string) => householdText(key);

test('a parent adds two children, edits one, removes one, gives her address; the estimate counts them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const mother = persona('household', 'Rosa', 'Rivera', { zipCode: '62704' });
  await registerPersona(page, mother);

  await page.goto('/application/benefits-selection');
  await page.getByTestId('benefit-snap').click();
  await expect(page).toHaveURL(/\?id=\d+/);
  const applicationId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await page.getByTestId('benefits-continue').click();

  // The household: "Just me" or the list.
  await expectStep(page, 'household-members');
  await expectHeadingFocused(page);
  await expect(page.getByRole('button', { name: new RegExp(h('members.justMe')) })).toBeVisible();
  await scanBothViewports(page, 'household question');
  await page.getByTestId('household-others').click();
  // Her own questions first, one a screen (decision 0401).
  await answerAboutYou(page, DEFAULT_YOU);
  await expect(page.getByTestId('household-member')).toHaveCount(1);
  await expect(page.getByTestId('household-member').first()).toContainText('Rosa Rivera');

  // First child; an empty first part says what is missing, and the message is announced.
  await page.getByTestId('household-add').click();
  await expect(
    page.getByTestId('member-form').getByRole('heading', { level: 2, name: h('person.addTitle') }),
  ).toBeFocused();
  await page.getByTestId('member-next').click();
  await expect(page.getByTestId('member-form-error')).toHaveText('First name is required');
  await expect(page.getByTestId('member-form').getByLabel(h('person.firstName'))).toBeFocused();
  await scanBothViewports(page, 'household person, part 1 with errors');
  await page.getByTestId('member-back').click();
  await addPerson(
    page,
    {
      firstName: 'Mia',
      lastName: 'Rivera',
      dateOfBirth: '2022-03-14',
      relationship: 'child',
      sex: 'female',
    },
    { scan: true },
  );
  await addPerson(page, {
    firstName: 'Noah',
    lastName: 'Rivera',
    dateOfBirth: '2016-07-01',
    relationship: 'child',
    sex: 'male',
  });
  await expect(page.getByTestId('household-count')).toHaveText('3 people in your home');
  await scanBothViewports(page, 'household list');

  // Mia's date of birth was a year off: edit her, the answers are kept part to part.
  await page.getByTestId('household-edit-1').click();
  const form = page.getByTestId('member-form');
  await expect(form.getByLabel(h('person.firstName'))).toHaveValue('Mia');
  await form.getByLabel(h('person.dateOfBirth')).fill('2023-03-14');
  await page.getByTestId('member-next').click();
  await expect(
    form.getByRole('radio', { name: h('person.sexes.female'), exact: true }),
  ).toBeChecked();
  await page.getByTestId('member-next').click();
  await page.getByTestId('member-next').click();
  await expect(page.getByTestId('household-member').nth(1)).toContainText('Mia Rivera');

  // Noah moved out: remove him (asked first).
  await page.getByTestId('household-remove-2').click();
  await expect(page.getByRole('dialog')).toContainText(h('members.removeText'));
  await page.getByTestId('household-remove-2-confirm').click();
  await expect(page.getByTestId('household-member')).toHaveCount(2);
  await expect(page.getByTestId('household-count')).toHaveText('2 people in your home');
  await page.getByTestId('household-continue').click();

  // The address: a choice is needed; the ZIP code and its state are filled in already.
  await expectStep(page, 'home-address');
  await page.getByTestId('address-continue').click();
  await expect(page.getByTestId('address-error')).toHaveText(
    validationMessagesEn.housingChoiceRequired,
  );
  // Decision 0540: the city and county come from the ZIP code.
  await fillHomeAddress(page, {
    street: '400 Elm Street',
    city: 'Springfield',
    county: 'Sangamon',
  });
  const home = page.getByRole('group', { name: h('address.homeTitle') });
  await expect(home.getByLabel(h('address.zipCode'))).toHaveValue('62704');
  await expect(home.getByLabel(h('address.state'))).toHaveValue('IL');
  await expect(home.getByText(h('address.fromZip'))).toHaveCount(2);
  // A ZIP code in two counties: the city and state follow it, and the county is picked.
  const zip = home.getByLabel(h('address.zipCode'), { exact: true });
  const county = home.getByLabel(h('address.county'), { exact: true });
  await zip.fill('57001');
  await expect(home.getByLabel(h('address.city'))).toHaveValue('Alcester');
  await expect(home.getByLabel(h('address.state'))).toHaveValue('SD');
  await expect(county).toHaveValue('');
  const choice = home.getByRole('group', { name: h('address.countyChoice') });
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await scanBothViewports(page, 'address step, a ZIP code in two counties');
  await choice.getByRole('radio', { name: 'Lincoln' }).check();
  await expect(county).toHaveValue('Lincoln');
  // Back to her own ZIP code: what the ZIP code gave is replaced, a typed street is not.
  await zip.fill('62704');
  await expect(home.getByLabel(h('address.city'))).toHaveValue('Springfield');
  await expect(county).toHaveValue('Sangamon');
  await expect(home.getByLabel(h('address.street'))).toHaveValue('400 Elm Street');
  await expect(choice).toHaveCount(0);
  await scanBothViewports(page, 'address step');
  await page.getByTestId('address-continue').click();
  await expectStep(page, 'work-requirements');

  // What was saved: Rosa and Mia (born 2023), the address with its county.
  const saved = await getJson<Application>(page, `/api/applications/${applicationId}`);
  expect(saved.household?.members.map((m) => [m.firstName, m.relationship, m.dateOfBirth])).toEqual(
    [
      ['Rosa', 'self', DEFAULT_YOU.dateOfBirth],
      ['Mia', 'child', '2023-03-14'],
    ],
  );
  expect(saved.homeAddress).toMatchObject({
    housing: 'stable',
    home: { county: 'Sangamon', state: 'IL' },
  });

  // The summary's estimate counts both (the same as the public estimate of a mother and a
  // three-year-old in Illinois with no income) and names them.
  const estimate = await getJson<EstimateResponse>(
    page,
    `/api/applications/${applicationId}/estimate`,
  );
  const snap = estimate.programs.find((p) => p.program === 'snap')!;
  expect(snap.members).toEqual([0, 1]);
  expect(snap.reasons.join(' ')).not.toContain("haven't told us who lives with you");
  const publicEstimate = await page.request.post('/api/eligibility/estimate', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      state: 'IL',
      asOf: estimate.asOf,
      members: [
        { age: ageOn(DEFAULT_YOU.dateOfBirth, estimate.asOf), relationship: 'self' },
        { age: 3, relationship: 'child' },
      ],
    },
  });
  const same = (await publicEstimate.json()) as EstimateResponse;
  expect(snap.monthlyAmount).toBe(same.programs[0]?.monthlyAmount);

  await page.goto(`/application/enhanced-financial-summary?id=${applicationId}`);
  await expectStep(page, 'enhanced-financial-summary');
  const block = page.getByTestId('summary-estimate');
  await expect(block.getByTestId('estimate-amount-snap')).toContainText(
    formatDollars(snap.monthlyAmount ?? 0),
  );
  await expect(block.getByTestId('estimate-result-snap')).toContainText('Rosa, Mia');
});
