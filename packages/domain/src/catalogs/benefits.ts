// SPEC 3: benefit types. Ids are the wizard's; names are what the dashboard shows.
export const benefitIds = [
  'medicaid-magi',
  'snap',
  'tanf',
  'wic',
  'chip',
  'medicaid-non-magi',
] as const;
export type BenefitId = (typeof benefitIds)[number];

export interface BenefitType {
  id: BenefitId;
  name: string;
  description: string;
}

export const benefitTypes: readonly BenefitType[] = [
  {
    id: 'medicaid-magi',
    name: 'Medicaid (based on income)',
    description: 'Free or low-cost health care for adults, kids and families with low income.',
  },
  {
    id: 'snap',
    name: 'SNAP (Food Assistance)',
    description: 'Money each month on a card to buy food at stores and markets.',
  },
  {
    id: 'tanf',
    name: 'TANF (Cash Assistance)',
    description: 'Cash help for families with kids while they work to pay their own bills.',
  },
  {
    id: 'wic',
    name: 'WIC',
    description:
      'Healthy food and help to feed your baby. For people who are pregnant, new parents and kids under 5.',
  },
  {
    id: 'chip',
    name: 'CHIP',
    description:
      'Low-cost health care for kids and teens in families that earn too much for Medicaid.',
  },
  {
    id: 'medicaid-non-magi',
    name: 'Medicaid (65+, blind or disabled)',
    description: 'Health care for people who are 65 or older, blind or have a disability.',
  },
];

export function isBenefitId(value: unknown): value is BenefitId {
  return typeof value === 'string' && (benefitIds as readonly string[]).includes(value);
}

export const benefitTypeById = Object.fromEntries(
  benefitTypes.map((benefit) => [benefit.id, benefit]),
) as Record<BenefitId, BenefitType>;

export function benefitName(id: BenefitId): string {
  return benefitTypeById[id].name;
}
