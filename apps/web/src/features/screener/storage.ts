import {
  benefitIds,
  estimateFrequencies,
  estimateIncomeKinds,
  estimateRelationships,
  estimateUtilities,
  housingKinds,
} from '@benefits/domain';
import { z } from 'zod';
import type { Answers } from './answers';
import { ANSWERS_KEY } from './answersKey';

// The screener's answers stay in this browser tab (sessionStorage: gone when the tab closes),
// never in the address. 'carry' marks answers the applicant asked to take into an application.
export { ANSWERS_KEY };

const text = z.string().max(40);
const storedSchema = z.object({
  answers: z.object({
    state: text,
    people: z
      .array(
        z.object({
          relationship: z.enum(estimateRelationships),
          age: text,
          pregnant: z.boolean(),
          incomes: z
            .array(
              z.object({
                kind: z.enum(estimateIncomeKinds),
                amount: text,
                frequency: z.enum(estimateFrequencies),
              }),
            )
            .max(20),
        }),
      )
      .min(1)
      .max(20),
    housing: z.enum(housingKinds),
    housingCost: text,
    utilities: z.enum(estimateUtilities),
    savings: text,
  }),
  carry: z.boolean().default(false),
  /** The programs to mark in the new application, set when the applicant starts it. */
  benefits: z.array(z.enum(benefitIds)).max(benefitIds.length).default([]),
  /** Set once the application is made, so a retry adds only what is still missing. */
  applicationId: z.number().int().positive().optional(),
  incomesCarried: z.number().int().min(0).default(0),
});
export type StoredScreener = z.output<typeof storedSchema>;

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readStored(storage = tabStorage()): StoredScreener | null {
  try {
    const raw = storage?.getItem(ANSWERS_KEY);
    if (!raw) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(value: StoredScreener, storage = tabStorage()) {
  try {
    storage?.setItem(ANSWERS_KEY, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, full): the answers live on in the page until it closes.
  }
}

export function saveAnswers(answers: Answers, storage = tabStorage()) {
  const stored = readStored(storage);
  writeStored(
    { incomesCarried: 0, benefits: [], ...stored, answers, carry: stored?.carry ?? false },
    storage,
  );
}

export function clearStored(storage = tabStorage()) {
  try {
    storage?.removeItem(ANSWERS_KEY);
  } catch {
    // Nothing to clear.
  }
}
