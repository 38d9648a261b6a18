import { z } from 'zod';
import { benefitIds } from '../catalogs/benefits.js';
import { estimateRelationships } from '../eligibility/schema.js';
import { STATE_CODES } from '../rules/regions.js';
import {
  firstNameField,
  lastNameField,
  requiredTextField,
  textField,
  zipCodeField,
} from './fields.js';

// Issue 18 item 1: the people in the home and the address (decision 0320). One schema checks
// the browser's form, the request body and the stored JSON. Messages are keys of messages/en.ts.

/** As the SNAP and Medicaid forms ask it; "rather not say" is an answer too (decision 0320). */
export const householdSexes = ['female', 'male', 'prefer_not_to_say'] as const;
export type HouseholdSex = (typeof householdSexes)[number];

/**
 * Citizenship or immigration status in plain groups: a US citizen or national; a green card
 * holder; a refugee, asylee or other status the programs count (7 CFR 273.4(a)); another status;
 * "rather not say", only for people who apply for nothing.
 */
export const citizenshipStatuses = [
  'citizen',
  'permanent_resident',
  'refugee_or_asylee',
  'other_status',
  'prefer_not_to_say',
] as const;
export type CitizenshipStatus = (typeof citizenshipStatuses)[number];

export const householdRelationships = estimateRelationships;
export type HouseholdRelationship = (typeof householdRelationships)[number];

/** A member's id: short, made by the browser, stable across edits (income entries point to it). */
export const memberIdField = textField('requestInvalid').regex(
  /^[A-Za-z0-9_-]{1,24}$/,
  'requestInvalid',
);

const EARLIEST_BIRTH = '1890-01-01';

/** YYYY-MM-DD of a real day (not 2026-02-30). */
function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const dayField = (message: 'dateOfBirthInvalid' | 'dueDateInvalid', earliest = '0000-01-01') =>
  textField(message)
    .trim()
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDay(value) && value >= earliest,
      message,
    );

const yesNo = z.boolean('requestInvalid');

export const householdMemberSchema = z
  .object({
    id: memberIdField,
    firstName: firstNameField,
    lastName: lastNameField,
    /** null: not answered yet (the applicant on the "Just me" path). */
    dateOfBirth: dayField('dateOfBirthInvalid', EARLIEST_BIRTH).nullable().default(null),
    relationship: z.enum(householdRelationships, 'relationshipInvalid'),
    sex: z.enum(householdSexes, 'sexInvalid').nullable().default(null),
    /** Buys and cooks food with the applicant (7 CFR 273.1(a)); null for the applicant. */
    buysFoodTogether: yesNo.nullable().default(null),
    pregnant: yesNo.default(false),
    dueDate: dayField('dueDateInvalid').nullable().default(null),
    disabled: yesNo.default(false),
    student: yesNo.default(false),
    citizenship: z.enum(citizenshipStatuses, 'citizenshipInvalid').nullable().default(null),
    /** The programs this person applies for (none: lives here, applies for nothing). */
    programs: z
      .array(z.enum(benefitIds, 'benefitUnknown'), 'benefitUnknown')
      .max(benefitIds.length, 'benefitUnknown')
      .refine((ids) => new Set(ids).size === ids.length, 'benefitUnknown')
      .default([]),
  })
  .superRefine((member, context) => {
    if (member.dueDate !== null && !member.pregnant)
      context.addIssue({ code: 'custom', message: 'dueDateInvalid', path: ['dueDate'] });
    if (member.citizenship === 'prefer_not_to_say' && member.programs.length > 0)
      context.addIssue({
        code: 'custom',
        message: 'citizenshipNeededToApply',
        path: ['citizenship'],
      });
  });

export type HouseholdMember = z.output<typeof householdMemberSchema>;
export type HouseholdMemberInput = z.input<typeof householdMemberSchema>;

export const MAX_HOUSEHOLD_MEMBERS = 20;

/** PUT /api/applications/:id/household: members[0] is the applicant. */
export const householdSchema = z
  .object({
    members: z
      .array(householdMemberSchema, 'membersRequired')
      .min(1, 'membersRequired')
      .max(MAX_HOUSEHOLD_MEMBERS, 'membersRequired'),
  })
  .superRefine(({ members }, context) => {
    const ids = new Set<string>();
    members.forEach((member, index) => {
      const applicant = index === 0;
      if (applicant !== (member.relationship === 'self'))
        context.addIssue({
          code: 'custom',
          message: applicant ? 'applicantFirst' : 'relationshipInvalid',
          path: ['members', index, 'relationship'],
        });
      if (ids.has(member.id))
        context.addIssue({
          code: 'custom',
          message: 'requestInvalid',
          path: ['members', index, 'id'],
        });
      ids.add(member.id);
    });
    const spouses = members.filter((member) => member.relationship === 'spouse').length;
    if (spouses > 1)
      context.addIssue({
        code: 'custom',
        message: 'oneSpouseOnly',
        path: [
          'members',
          members.findLastIndex((m) => m.relationship === 'spouse'),
          'relationship',
        ],
      });
  });
export type Household = z.output<typeof householdSchema>;
export type HouseholdInput = z.input<typeof householdSchema>;

/** Optional text, trimmed; null when not given (no transform: replies are encoded with it). */
const optionalLine = textField('addressInvalid')
  .trim()
  .max(60, 'addressInvalid')
  .nullable()
  .default(null);

export const postalAddressSchema = z.object(
  {
    street: requiredTextField('streetRequired', 120),
    unit: optionalLine,
    city: requiredTextField('cityRequired', 80),
    state: z.enum(STATE_CODES, 'stateInvalid'),
    zipCode: zipCodeField,
  },
  'mailingRequired',
);
export type PostalAddress = z.output<typeof postalAddressSchema>;

export const homeStreetAddressSchema = postalAddressSchema.extend({
  county: requiredTextField('countyRequired', 80),
});
export type HomeStreetAddress = z.output<typeof homeStreetAddressSchema>;

/**
 * PUT /api/applications/:id/home-address: a home address with its mailing address (the same or
 * its own), or no stable place to live, with the state and county where the person stays and a
 * mailing address.
 */
export const homeAddressSchema = z.discriminatedUnion(
  'housing',
  [
    z
      .object({
        housing: z.literal('stable'),
        home: homeStreetAddressSchema,
        mailingSameAsHome: z.boolean('mailingChoiceRequired'),
        mailing: postalAddressSchema.nullable().default(null),
      })
      .superRefine((address, context) => {
        if (!address.mailingSameAsHome && !address.mailing)
          context.addIssue({ code: 'custom', message: 'mailingRequired', path: ['mailing'] });
        // One address kept for one purpose: "the same as home" sends no second address.
        if (address.mailingSameAsHome && address.mailing)
          context.addIssue({ code: 'custom', message: 'requestInvalid', path: ['mailing'] });
      }),
    z.object({
      housing: z.literal('homeless'),
      state: z.enum(STATE_CODES, 'stateInvalid'),
      county: requiredTextField('countyRequired', 80),
      mailing: postalAddressSchema,
    }),
  ],
  'housingChoiceRequired',
);
export type HomeAddress = z.output<typeof homeAddressSchema>;
export type HomeAddressInput = z.input<typeof homeAddressSchema>;

/** The state the estimate uses: where the person lives or stays. */
export function homeState(address: HomeAddress): (typeof STATE_CODES)[number] {
  return address.housing === 'stable' ? address.home.state : address.state;
}
