import {
  type EstimateRequestInput,
  type estimateFrequencies,
  type estimateIncomeKinds,
  estimateRelationships,
  estimateRequestSchema,
  type estimateUtilities,
  type HousingKind,
} from '@benefits/domain';

export type Relationship = (typeof estimateRelationships)[number];
export type IncomeKind = (typeof estimateIncomeKinds)[number];
export type Frequency = (typeof estimateFrequencies)[number];
export type Utilities = (typeof estimateUtilities)[number];
export type Housing = HousingKind;

/** One income as the applicant typed it (amounts stay text until the estimate is asked). */
export interface IncomeAnswer {
  kind: IncomeKind;
  amount: string;
  frequency: Frequency;
}

/** One person who lives with the applicant; people[0] is the applicant ('self'). */
export interface PersonAnswer {
  relationship: Relationship;
  age: string;
  pregnant: boolean;
  incomes: IncomeAnswer[];
}

/** Everything the screener asks, kept in this tab only (sessionStorage). */
export interface Answers {
  state: string;
  people: PersonAnswer[];
  housing: Housing;
  housingCost: string;
  utilities: Utilities;
  savings: string;
}

export const screenerSteps = ['state', 'household', 'income', 'home', 'savings'] as const;
export type ScreenerStep = (typeof screenerSteps)[number];

/** The relationships a person added after the applicant can have ('self' is only people[0]). */
export const otherRelationships = estimateRelationships.filter((r) => r !== 'self');

export function newPerson(relationship: Relationship): PersonAnswer {
  return { relationship, age: '', pregnant: false, incomes: [] };
}

export function newIncome(): IncomeAnswer {
  return { kind: 'wages', amount: '', frequency: 'monthly' };
}

export function emptyAnswers(): Answers {
  return {
    state: '',
    people: [newPerson('self')],
    housing: 'rent',
    housingCost: '',
    utilities: 'heating_cooling',
    savings: '',
  };
}

/** A typed number; blank or not a number gives NaN, which the schema turns into its message. */
function toNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** Where each of the request's incomes came from: incomes[i] is people[person].incomes[index]. */
export interface IncomeOrigin {
  person: number;
  index: number;
}

/** The answers as the body of POST /api/eligibility/estimate, and where each income came from. */
export function toEstimateRequest(answers: Answers): {
  request: EstimateRequestInput;
  origins: IncomeOrigin[];
} {
  const origins: IncomeOrigin[] = [];
  const incomes = answers.people.flatMap((person, member) =>
    person.incomes.map((income, index) => {
      origins.push({ person: member, index });
      return {
        member,
        kind: income.kind,
        amount: toNumber(income.amount),
        frequency: income.frequency,
      };
    }),
  );
  const cost = answers.housing === 'none' ? 0 : toNumber(answers.housingCost);
  const request: EstimateRequestInput = {
    state: answers.state as EstimateRequestInput['state'],
    members: answers.people.map((person) => ({
      age: toNumber(person.age),
      relationship: person.relationship,
      pregnant: person.pregnant,
    })),
    incomes,
    expenses: {
      rent: answers.housing === 'rent' ? cost : 0,
      mortgage: answers.housing === 'mortgage' ? cost : 0,
      utilities: answers.utilities,
    },
    ...(answers.savings.trim() === '' ? {} : { assets: toNumber(answers.savings) }),
  };
  return { request, origins };
}

/**
 * The screen's name of a field the request's path points at ('members.1.age' stays;
 * 'incomes.3.amount' becomes 'people.1.incomes.0.amount'), so the message shows next to it.
 */
export function fieldOfPath(path: string, origins: readonly IncomeOrigin[]): string {
  const [head, second, ...rest] = path.split('.');
  if (head === 'incomes' && second !== undefined) {
    const origin = origins[Number(second)];
    if (!origin) return 'income';
    return ['people', origin.person, 'incomes', origin.index, ...rest].join('.');
  }
  if (head === 'expenses') return second === 'utilities' ? 'utilities' : 'housingCost';
  if (head === 'assets') return 'savings';
  if (head === 'members' && second === undefined) return 'members';
  return path || 'state';
}

/** The step that asks a field. */
export function stepOfField(field: string): ScreenerStep {
  if (field === 'state') return 'state';
  if (field.startsWith('members')) return 'household';
  if (field.startsWith('people') || field === 'income') return 'income';
  if (field === 'savings') return 'savings';
  return 'home';
}

export type FieldErrors = Record<string, string>;

/** Messages (keys of the validation catalog, or server text) per field, first one per field. */
export function toFieldErrors(
  issues: readonly { field: string; message: string }[],
  origins: readonly IncomeOrigin[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOfPath(issue.field, origins);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The domain's check of the whole request, as message keys per field. */
export function checkAnswers(answers: Answers): FieldErrors {
  const { request, origins } = toEstimateRequest(answers);
  const result = estimateRequestSchema.safeParse(request);
  if (result.success) return {};
  return toFieldErrors(
    result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    origins,
  );
}

/** Only the errors of one step. */
export function errorsOfStep(errors: FieldErrors, step: ScreenerStep): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => stepOfField(field) === step),
  );
}

/** The first step that has an error, if any. */
export function firstStepWithError(errors: FieldErrors): ScreenerStep | undefined {
  return screenerSteps.find((step) => Object.keys(errorsOfStep(errors, step)).length > 0);
}
