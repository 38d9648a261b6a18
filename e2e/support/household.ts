import type { Locator, Page } from '@playwright/test';
import type { Interactions } from './interactions';
import { householdText } from './texts';
import { expectStep, scanBothViewports, tabTo } from './wizard';

// Issue 18's two steps after the benefits: who lives with the applicant, and the address.

/** What a journey does to the page; an Interactions counts taps, the plain one does not. */
type Act = Pick<Interactions, 'click' | 'check' | 'fill' | 'select'>;
const plain: Act = {
  click: async (target: Locator) => target.click(),
  check: async (target: Locator) => target.check(),
  fill: async (target: Locator, value: string) => target.fill(value),
  select: async (target: Locator, value: string | { label: string }) => {
    await target.selectOption(value);
  },
};

export interface HomeAddressInput {
  street: string;
  city: string;
  county: string;
  /** A state name; by default the one the ZIP code already filled in. */
  state?: string;
  zipCode?: string;
}

export const DEFAULT_HOME: HomeAddressInput = {
  street: '400 Elm Street',
  city: 'Springfield',
  county: 'Sangamon',
};

/** The address step: a home address whose mail comes there; the ZIP code is pre-filled. */
export async function fillHomeAddress(page: Page, home: HomeAddressInput, ia: Act = plain) {
  await ia.check(page.getByRole('radio', { name: householdText('address.stable') }));
  const group = page.getByRole('group', { name: householdText('address.homeTitle') });
  await ia.fill(group.getByLabel(householdText('address.street')), home.street);
  await ia.fill(group.getByLabel(householdText('address.city')), home.city);
  if (home.state)
    await ia.select(group.getByLabel(householdText('address.state')), { label: home.state });
  if (home.zipCode) await ia.fill(group.getByLabel(householdText('address.zipCode')), home.zipCode);
  await ia.fill(group.getByLabel(householdText('address.county')), home.county);
  await ia.check(
    page.getByRole('radio', { name: householdText('address.mailingYes'), exact: true }),
  );
}

/**
 * From step 3 to the work question: "Just me" (one tap), then the home address. `scan` runs axe
 * on both steps, as the journeys do on every step.
 */
export async function justMeAndAddress(
  page: Page,
  options: { ia?: Act; scan?: boolean; home?: HomeAddressInput } = {},
) {
  const ia = options.ia ?? plain;
  await expectStep(page, 'household-members');
  if (options.scan) await scanBothViewports(page, 'household step');
  await ia.click(page.getByTestId('household-just-me'));
  await expectStep(page, 'home-address');
  await fillHomeAddress(page, options.home ?? DEFAULT_HOME, ia);
  if (options.scan) await scanBothViewports(page, 'address step');
  await ia.click(page.getByTestId('address-continue'));
  await expectStep(page, 'work-requirements');
}

/** The same two steps with the keyboard alone: Tab, Space, Enter and typing. */
export async function justMeAndAddressByKeyboard(
  page: Page,
  home: HomeAddressInput = DEFAULT_HOME,
) {
  await expectStep(page, 'household-members');
  await tabTo(page, page.getByTestId('household-just-me'));
  await page.keyboard.press('Enter');
  await expectStep(page, 'home-address');
  await tabTo(page, page.getByRole('radio', { name: householdText('address.stable') }));
  await page.keyboard.press('Space');
  const group = page.getByRole('group', { name: householdText('address.homeTitle') });
  for (const [label, value] of [
    ['address.street', home.street],
    ['address.city', home.city],
    ['address.county', home.county],
  ] as const) {
    await tabTo(page, group.getByLabel(householdText(label)));
    await page.keyboard.type(value);
  }
  await tabTo(
    page,
    page.getByRole('radio', { name: householdText('address.mailingYes'), exact: true }),
  );
  await page.keyboard.press('Space');
  await tabTo(page, page.getByTestId('address-continue'));
  await page.keyboard.press('Enter');
  await expectStep(page, 'work-requirements');
}
