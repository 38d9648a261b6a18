import { expect, test } from '@playwright/test';
import { persona } from '../support/applicant';
import { corpusPerson, idCard } from '../support/corpus';
import { householdText } from '../support/texts';
import { expectStep, PHONE, registerPersona, scanBothViewports } from '../support/wizard';

// Issue 18 (decision 0780): "Fill in from your ID" when it cannot help and when her licence
// shows another ZIP code. A file that is not a photo or PDF is refused in plain words and she
// can type; her licence fills in her date of birth; on the address step nothing is filled in
// silently from an address with another ZIP code: it is offered, and taken with one tap.

test.use({ viewport: PHONE });

const h = (key: string, values?: Record<string, string>) => householdText(key, values);
const ID_SEED = 711;

test('her ID with another ZIP code: the date is filled in to check, the address only offered', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const card = await corpusPerson(ID_SEED);
  const licence = await idCard(ID_SEED, 'jpeg-photo');
  // She registered with a Dayton ZIP code; the licence still shows Springfield.
  await registerPersona(page, persona('idfill', card.first, card.last, { zipCode: '45402' }));
  await page.goto('/application/benefits-selection');
  await page.getByTestId('benefit-snap').click();
  await expect(page).toHaveURL(/\?id=\d+/);
  await expect(page.getByTestId('wizard-save-status')).toHaveAttribute('data-state', 'saved');
  await page.getByTestId('benefits-continue').click();
  await expectStep(page, 'household-members');
  await page.getByTestId('household-just-me').click();

  const form = page.getByTestId('member-form');
  const start = form.getByRole('button', { name: h('idFill.start') });
  await expect(start).toHaveAttribute('aria-expanded', 'false');
  await start.click();
  await expect(start).toHaveAttribute('aria-expanded', 'true');
  const input = form.getByLabel(h('idFill.choose'));
  await expect(input).toBeFocused();
  const status = form.getByRole('status');

  // Not a photo or a PDF: the server refuses it by its bytes, and says why.
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('my birthday is in April'),
  });
  // The server's own sentence (apps/server/src/http/messages.ts, fileTypeNotAccepted).
  await expect(status).toHaveText(/^We can only use PDF, JPG and PNG files/);
  const dateOfBirth = form.getByLabel(h('person.dateOfBirth'));
  await expect(dateOfBirth).toHaveValue('');

  await input.setInputFiles({
    name: 'licence.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(licence.bytes),
  });
  await expect(status).toHaveText(h('idFill.filled'), { timeout: 90_000 });
  await expect(dateOfBirth).toHaveValue('1988-04-17');
  await scanBothViewports(page, 'about you, filled in from the ID');
  // Nothing is saved until she goes on; then the other questions.
  await page.getByTestId('member-next').click();
  await page.getByRole('radio', { name: h('person.sexes.female'), exact: true }).click();
  await page.getByTestId('member-next').click();
  await page.getByTestId('member-next').click();
  await page.getByRole('radio', { name: h('person.statuses.citizen') }).click();
  await page.getByTestId('member-next').click();

  await expectStep(page, 'home-address');
  await page.getByRole('radio', { name: h('address.stable') }).click();
  const home = page.getByRole('group', { name: h('address.homeTitle') });
  await expect(home.getByLabel(h('address.street'))).toHaveValue('');
  await expect(home.getByLabel(h('address.zipCode'))).toHaveValue('45402');
  const suggestion = page.getByTestId('address-id-suggestion');
  await expect(suggestion).toHaveText(
    new RegExp(
      h('idFill.otherAddress', { address: `${card.street}, Springfield, IL 62704` }).replace(
        /[.?]/g,
        '\\$&',
      ),
    ),
  );
  await scanBothViewports(page, 'address step, an address from the ID offered');
  await suggestion.getByRole('button', { name: h('idFill.useIt') }).click();
  await expect(suggestion).toHaveCount(0);
  await expect(home.getByLabel(h('address.street'))).toBeFocused();
  await expect(home.getByLabel(h('address.street'))).toHaveValue(card.street);
  await expect(home.getByLabel(h('address.zipCode'))).toHaveValue('62704');
  await expect(home.getByLabel(h('address.city'))).toHaveValue('Springfield');
  // The county comes from the new ZIP code (decision 0540).
  await expect(home.getByLabel(h('address.county'), { exact: true })).toHaveValue('Sangamon');
  await expect(home.getByText(h('idFill.checkIt'))).toBeVisible();
});
