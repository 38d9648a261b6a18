/** Issue 17: the application's estimate, GET /api/applications/:id/estimate. */
export function applicationEstimatePath(applicationId: number) {
  return `/api/applications/${applicationId}/estimate`;
}
