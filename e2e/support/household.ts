import { expect, type Locator, type Page } from '@playwright/test';
import { text } from './catalogs';
import type { Interactions } from './interactions';
import { householdText } from './texts';
import { expectStep, scanBothViewports, scanPhone, tabTo } from './wizard';

// Issue 18's two steps after the benefits: who lives with the applicant, and the address.

/** What a journey does to the page; an Interactions counts taps, the plain one does not. */
export type Act = Pick<Interactions, 'click' | 'check' | 'fill' | 'select' | 'upload'>;
type FilePayload = Parameters<Locator['setInputFiles']>[0];
export const plain: Act = {
  click: async (target: Locator) => target.click(),
  upload: async (input: Locator, files: FilePayload) => input.setInputFiles(files),
  check: async (target: Locator) => target.check(),
  fill: async (target: Locator, value: string) => target.fill(value),
  select: async (target: Locator, value: string | { label: string }) => {
    await target.selectOption(value);
  },
};

export interface HomeAddressInput {
  street: string;
  /**
   * Decision 0540: the city and county are filled in from the ZIP code, so the applicant checks
   * them and types nothing. Given, the fields must show these; left out, anything but empty.
   */
  city?: string;
  county?: string;
  /** Typed by the applicant instead (over what the ZIP code filled in). */
  typed?: { city: string; county: string };
  /** A state name; by default the one the ZIP code already filled in. */
  state?: string;
  zipCode?: string;
  /** Decision 0780: the street was read from her ID on "about you"; she checks it, types none. */
  fromId?: boolean;
}

export const DEFAULT_HOME: HomeAddressInput = { street: '400 Elm Street' };

/**
 * The address step: a home address whose mail comes there; the ZIP code is pre-filled. Its
 * words are looked for in `language` (English unless asked).
 */
export async function fillHomeAddress(
  page: Page,
  home: HomeAddressInput,
  ia: Act = plain,
  language = 'en',
) {
  const words = (key: string) => householdText(key, {}, language);
  await ia.check(page.getByRole('radio', { name: words('address.stable') }));
  const group = page.getByRole('group', { name: words('address.homeTitle') });
  const street = group.getByLabel(words('address.street'));
  if (home.fromId) {
    await expect(street).toHaveValue(home.street);
    await expect(group.getByText(words('idFill.checkIt'))).toBeVisible();
  } else await ia.fill(street, home.street);
  if (home.zipCode) await ia.fill(group.getByLabel(words('address.zipCode')), home.zipCode);
  const city = group.getByLabel(words('address.city'));
  const county = group.getByLabel(words('address.county'), { exact: true });
  if (home.typed) {
    await ia.fill(city, home.typed.city);
    await ia.fill(county, home.typed.county);
  } else {
    await expect(city).toHaveValue(home.city ?? /\S/);
    await expect(county).toHaveValue(home.county ?? /\S/);
  }
  if (home.state) await ia.select(group.getByLabel(words('address.state')), { label: home.state });
  await ia.check(page.getByRole('radio', { name: words('address.mailingYes'), exact: true }));
}

type Sex = 'female' | 'male' | 'prefer_not_to_say';
type Status = 'citizen' | 'permanent_resident' | 'refugee_or_asylee' | 'other_status';

/** What the applicant who lives alone is asked (decision 0401), one question a screen. */
export interface AboutYou {
  dateOfBirth: string;
  sex?: Sex;
  /** The boxes ticked on the health and school screen. */
  ticks?: ('pregnant' | 'disabled' | 'student')[];
  citizenship: Status;
  /**
   * Decision 0780: "Fill in from your ID" with this photo of her licence; `dateOfBirth` is
   * then what the card shows, filled in for her to check.
   */
  idCard?: FilePayload;
}

export const DEFAULT_YOU: AboutYou = {
  dateOfBirth: '1990-04-02',
  sex: 'female',
  citizenship: 'citizen',
};

/** A person added through "Add a person": three parts, saved to the list. */
export interface PersonInput {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** An engine relationship: child, spouse, parent, sibling, other... */
  relationship: string;
  sex: Sex;
  ticks?: ('pregnant' | 'disabled' | 'student')[];
  /** Asked only of people SNAP does not count in anyway (not a spouse or a child under 22). */
  buysFood?: boolean;
  citizenship?: Status;
}

const form = (page: Page) => page.getByTestId('member-form');
const next = (page: Page, ia: Act) => ia.click(page.getByTestId('member-next'));

async function tickAll(page: Page, ticks: PersonInput['ticks'], ia: Act, language = 'en') {
  for (const tick of ticks ?? [])
    await ia.check(
      form(page).getByRole('checkbox', { name: householdText(`person.${tick}`, {}, language) }),
    );
}

async function pickStatus(page: Page, status: Status, ia: Act, language = 'en') {
  await ia.check(
    form(page).getByRole('radio', {
      name: householdText(`person.statuses.${status}`, {}, language),
    }),
  );
}

/** "Just me": the applicant's date of birth, sex, health and school, status; then saved. */
export async function answerAboutYou(
  page: Page,
  you: AboutYou = DEFAULT_YOU,
  options: { ia?: Act; scan?: boolean; language?: string } = {},
) {
  const ia = options.ia ?? plain;
  const language = options.language ?? 'en';
  const part = (n: number) =>
    expect(page.getByTestId('member-form-part')).toHaveText(
      householdText('person.part', { current: n, total: 4 }, language),
    );
  await part(1);
  const dateOfBirth = form(page).getByLabel(householdText('person.dateOfBirth', {}, language));
  if (you.idCard) {
    await ia.click(form(page).getByTestId('id-fill-start'));
    await ia.upload(form(page).getByTestId('id-fill-input'), you.idCard);
    const status = form(page).getByTestId('id-fill-status');
    // Said while it is sent and read (OCR takes seconds), then the outcome.
    await expect(status).toHaveText(
      new RegExp(`${householdText('idFill.sending')}|${householdText('idFill.reading')}`),
    );
    await expect(status).toHaveText(householdText('idFill.filled'), { timeout: 90_000 });
    await expect(dateOfBirth).toHaveValue(you.dateOfBirth);
    await expect(form(page).getByText(householdText('idFill.checkIt'))).toBeVisible();
  } else await ia.fill(dateOfBirth, you.dateOfBirth);
  if (options.scan) await scanBothViewports(page, 'about you, date of birth');
  await next(page, ia);
  await part(2);
  if (you.sex)
    await ia.check(
      form(page).getByRole('radio', {
        name: householdText(`person.sexes.${you.sex}`, {}, language),
        exact: true,
      }),
    );
  await next(page, ia);
  await part(3);
  await tickAll(page, you.ticks, ia, language);
  await next(page, ia);
  await part(4);
  await pickStatus(page, you.citizenship, ia, language);
  if (options.scan) await scanBothViewports(page, 'about you, status');
  await next(page, ia);
}

/** "Add a person" on the household list, then its three parts; back on the list after. */
export async function addPerson(
  page: Page,
  person: PersonInput,
  options: { ia?: Act; scan?: boolean } = {},
) {
  const ia = options.ia ?? plain;
  await ia.click(page.getByTestId('household-add'));
  const f = form(page);
  await ia.fill(f.getByLabel(householdText('person.firstName')), person.firstName);
  await ia.fill(f.getByLabel(householdText('person.lastName')), person.lastName);
  await ia.fill(f.getByLabel(householdText('person.dateOfBirth')), person.dateOfBirth);
  await ia.select(f.getByLabel(householdText('person.relationship')), {
    label: householdText(`members.relationships.${person.relationship}`),
  });
  await next(page, ia);
  await expect(page.getByTestId('member-form-part')).toHaveText('Part 2 of 3');
  await ia.check(
    f.getByRole('radio', { name: householdText(`person.sexes.${person.sex}`), exact: true }),
  );
  await tickAll(page, person.ticks, ia);
  if (options.scan) await scanBothViewports(page, 'household person, part 2');
  await next(page, ia);
  await expect(page.getByTestId('member-form-part')).toHaveText('Part 3 of 3');
  const food = f.getByRole('group', { name: householdText('person.buysFood') });
  if (person.buysFood === undefined) await expect(food).toHaveCount(0);
  else
    await ia.check(
      food.getByRole('radio', { name: text('en', person.buysFood ? 'wizard.yes' : 'wizard.no') }),
    );
  // The application's programs are ticked for each new person.
  const programs = f.getByRole('group', { name: householdText('person.programs') });
  for (const box of await programs.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await pickStatus(page, person.citizenship ?? 'citizen', ia);
  if (options.scan) await scanBothViewports(page, 'household person, part 3');
  await next(page, ia);
  await expect(form(page)).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 2, name: householdText('members.listTitle') }),
  ).toBeFocused();
}

/**
 * From step 3 to the work question: "Just me" (one tap), then the home address. `scan` runs axe
 * on both steps, as the journeys do on every step; `onStep` runs at each screen (issue 20's
 * checks per language), in the language the words are looked for in (English unless asked).
 */
export async function justMeAndAddress(
  page: Page,
  options: {
    ia?: Act;
    scan?: boolean;
    home?: HomeAddressInput;
    you?: AboutYou;
    language?: string;
    onStep?: (what: string) => Promise<void>;
  } = {},
) {
  const ia = options.ia ?? plain;
  const language = options.language ?? 'en';
  await expectStep(page, 'household-members', language);
  if (options.scan) await scanBothViewports(page, 'household step');
  await options.onStep?.('household-members');
  await ia.click(page.getByTestId('household-just-me'));
  await expect(page.getByTestId('member-form')).toBeVisible();
  await options.onStep?.('household-about-you');
  await answerAboutYou(page, options.you, { ia, scan: options.scan ?? false, language });
  await expectStep(page, 'home-address', language);
  await options.onStep?.('home-address');
  await addressStep(page, ia, options.home ?? DEFAULT_HOME, options.scan ?? false, language);
}

/** "Someone else lives with me too": the applicant's questions, each person, the address. */
export async function othersAndAddress(
  page: Page,
  options: { ia?: Act; you: AboutYou; people: PersonInput[]; home?: HomeAddressInput },
) {
  const ia = options.ia ?? plain;
  await expectStep(page, 'household-members');
  await scanPhone(page, 'household step');
  await ia.click(page.getByTestId('household-others'));
  await answerAboutYou(page, options.you, { ia });
  for (const person of options.people) await addPerson(page, person, { ia });
  await scanPhone(page, 'household list');
  await ia.click(page.getByTestId('household-continue'));
  await addressStep(page, ia, options.home ?? DEFAULT_HOME, true);
}

async function addressStep(
  page: Page,
  ia: Act,
  home: HomeAddressInput,
  scan: boolean,
  language = 'en',
) {
  await expectStep(page, 'home-address', language);
  await fillHomeAddress(page, home, ia, language);
  if (scan) await scanBothViewports(page, 'address step');
  await ia.click(page.getByTestId('address-continue'));
  await expectStep(page, 'work-requirements', language);
}

/** The same two steps with the keyboard alone: Tab, Space, Enter and typing. */
export async function justMeAndAddressByKeyboard(
  page: Page,
  home: HomeAddressInput = DEFAULT_HOME,
) {
  await expectStep(page, 'household-members');
  await tabTo(page, page.getByTestId('household-just-me'));
  await page.keyboard.press('Enter');
  // About you, one question a screen: the date typed as a phone's keypad would, then Next.
  const nextPart = async () => {
    await tabTo(page, page.getByTestId('member-next'));
    await page.keyboard.press('Enter');
  };
  await tabTo(page, form(page).getByLabel(householdText('person.dateOfBirth')));
  const [year, month, day] = DEFAULT_YOU.dateOfBirth.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
  await nextPart();
  await tabTo(
    page,
    form(page).getByRole('radio', { name: householdText('person.sexes.female'), exact: true }),
  );
  await page.keyboard.press('Space');
  await nextPart();
  await nextPart();
  await tabTo(
    page,
    form(page).getByRole('radio', { name: householdText('person.statuses.citizen') }),
  );
  await page.keyboard.press('Space');
  await nextPart();
  await expectStep(page, 'home-address');
  await tabTo(page, page.getByRole('radio', { name: householdText('address.stable') }));
  await page.keyboard.press('Space');
  const group = page.getByRole('group', { name: householdText('address.homeTitle') });
  await tabTo(page, group.getByLabel(householdText('address.street')));
  await page.keyboard.type(home.street);
  // The city and county come from the ZIP code (decision 0540).
  await expect(group.getByLabel(householdText('address.city'))).toHaveValue(home.city ?? /\S/);
  await expect(group.getByLabel(householdText('address.county'), { exact: true })).toHaveValue(
    home.county ?? /\S/,
  );
  await tabTo(
    page,
    page.getByRole('radio', { name: householdText('address.mailingYes'), exact: true }),
  );
  await page.keyboard.press('Space');
  await tabTo(page, page.getByTestId('address-continue'));
  await page.keyboard.press('Enter');
  await expectStep(page, 'work-requirements');
}
