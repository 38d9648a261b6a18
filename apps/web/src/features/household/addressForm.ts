import {
  type HomeAddress,
  type HomeAddressInput,
  homeAddressSchema,
  STATE_CODES,
  type StateCode,
  stateOfZip,
  type ValidationMessageKey,
} from '@benefits/domain';

// The address step's values and its check with the domain's schema.

export interface PostalLines {
  street: string;
  unit: string;
  city: string;
  state: StateCode | '';
  zipCode: string;
}

export interface AddressDraft {
  housing: 'stable' | 'homeless' | '';
  home: PostalLines & { county: string };
  mailingSameAsHome: boolean | null;
  mailing: PostalLines;
  /** Without a stable home: the state and county where the person stays. */
  stay: { state: StateCode | ''; county: string };
}

const blankLines = (zipCode = '', state: StateCode | '' = ''): PostalLines => ({
  street: '',
  unit: '',
  city: '',
  state,
  zipCode,
});

const linesOf = (address: {
  street: string;
  unit: string | null;
  city: string;
  state: StateCode;
  zipCode: string;
}): PostalLines => ({ ...address, unit: address.unit ?? '' });

/** The saved answer, or a new form with the application's ZIP code (and its state). */
export function addressDraft(
  saved: HomeAddress | null | undefined,
  zipCode: string | null,
): AddressDraft {
  const zip = zipCode ?? '';
  const state = stateOfZip(zip) ?? '';
  const empty: AddressDraft = {
    housing: '',
    home: { ...blankLines(zip, state), county: '' },
    mailingSameAsHome: null,
    mailing: blankLines(),
    stay: { state, county: '' },
  };
  if (!saved) return empty;
  if (saved.housing === 'homeless')
    return {
      ...empty,
      housing: 'homeless',
      stay: { state: saved.state, county: saved.county },
      mailing: linesOf(saved.mailing),
    };
  return {
    ...empty,
    housing: 'stable',
    home: { ...linesOf(saved.home), county: saved.home.county },
    mailingSameAsHome: saved.mailingSameAsHome,
    mailing: saved.mailing ? linesOf(saved.mailing) : empty.mailing,
  };
}

const postal = (lines: PostalLines) => ({ ...lines, unit: lines.unit.trim() || null });

/** The body the schema checks: only the part the answers make relevant. */
export function addressInput(draft: AddressDraft): HomeAddressInput | Record<string, unknown> {
  if (draft.housing === 'homeless')
    return { housing: 'homeless', ...draft.stay, mailing: postal(draft.mailing) };
  if (draft.housing === 'stable')
    return {
      housing: 'stable',
      home: postal(draft.home),
      mailingSameAsHome: draft.mailingSameAsHome ?? undefined,
      mailing: draft.mailingSameAsHome === false ? postal(draft.mailing) : null,
    };
  return {};
}

/** A schema path as the form's field name: 'home.street', 'stay.county', 'mailingSameAsHome'. */
export function addressField(draft: AddressDraft, path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (draft.housing === 'homeless' && (first === 'state' || first === 'county'))
    return `stay.${first}`;
  if (first === 'mailing' && !second) return 'mailing.street';
  return second ? `${first}.${second}` : (first ?? 'housing');
}

export type AddressErrors = Record<string, ValidationMessageKey>;

export function checkAddress(draft: AddressDraft): {
  address: HomeAddress | null;
  errors: AddressErrors;
} {
  const parsed = homeAddressSchema.safeParse(addressInput(draft));
  if (parsed.success) return { address: parsed.data, errors: {} };
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues)
    errors[addressField(draft, issue.path)] ??= issue.message as ValidationMessageKey;
  return { address: null, errors };
}

export const stateCodes: readonly StateCode[] = STATE_CODES;
