import { z } from 'zod';

/** The body of every error the API returns. `message` is shown to the applicant. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
