import { z } from 'zod';
import { applicationSchema } from './applications.js';
import { textField } from './fields.js';
import { submissionResultSchema, submitBodySchema } from './submission.js';

// SPEC 7 POST /api/applications/{id}/submit as the server reads it: the body's shape is
// checked here (400); a false or missing attestation, or High issues without the
// acknowledgement, are refused afterwards with 422 through `submissionBlocker`.
const attestationAnswer = z.boolean('attestationRequired').optional();

export const submitRequestSchema = submitBodySchema(attestationAnswer);
export type SubmitRequest = z.output<typeof submitRequestSchema>;

/** The submit response: the first confirmation, and the application as now stored. */
export const submitResponseSchema = submissionResultSchema.extend({
  application: applicationSchema,
});
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

/** SPEC 2 submission: help contacts; hours and response time are the spec's. */
export const HELP_HOURS_TEXT = 'Mon-Fri 8AM-5PM' as const;
export const HELP_RESPONSE_TIME = '24 hours' as const;

export const helpContactsSchema = z.object({
  phone: textField(),
  email: textField(),
  hours: z.literal(HELP_HOURS_TEXT),
  responseTime: z.literal(HELP_RESPONSE_TIME),
});
export type HelpContacts = z.infer<typeof helpContactsSchema>;
