import { z } from 'zod';
import { isWizardStep, wizardSteps } from '../catalogs/wizardSteps.js';

// Issue 21 item 4: real users' Core Web Vitals. A report names a page by its route pattern
// only (never the address with ids or a query), so nothing in it can point at a person.

/** Every page a report may name: the route patterns of the web app, and 'other'. */
export const vitalsPages = [
  '/',
  '/screener',
  '/applications/:id',
  '/team/vitals',
  ...wizardSteps.map((step) => `/application/${step}` as const),
  'other',
] as const;
export type VitalsPage = (typeof vitalsPages)[number];

/** The route pattern of an address's path (a query or hash is never read). */
export function vitalsPageOf(pathname: string): VitalsPage {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return '/';
  if (path === '/screener' || path.startsWith('/screener/')) return '/screener';
  if (/^\/applications\/[^/]+$/.test(path)) return '/applications/:id';
  if (path === '/team/vitals') return '/team/vitals';
  if (path === '/application') return '/application/account-creation';
  const step = /^\/application\/([^/]+)$/.exec(path)?.[1];
  return isWizardStep(step) ? `/application/${step}` : 'other';
}

export const vitalsMetrics = ['LCP', 'INP', 'CLS'] as const;
export type VitalsMetric = (typeof vitalsMetrics)[number];

/** navigator.connection.effectiveType's values, or 'unknown' (Safari and Firefox lack it). */
export const vitalsConnections = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type VitalsConnection = (typeof vitalsConnections)[number];

/** Highest value kept per metric: beyond it the figure is a broken clock, not a slow page. */
const metricCeiling: Record<VitalsMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 100 };

const metricValueSchema = z
  .object({ name: z.enum(vitalsMetrics), value: z.number().finite().nonnegative() })
  .strict()
  // The browser sends these, not a person: the default messages are enough.
  .refine((metric) => metric.value <= metricCeiling[metric.name], { path: ['value'] });

/** POST /api/vitals: one page view's figures, sent with navigator.sendBeacon. */
export const vitalsReportSchema = z
  .object({
    page: z.enum(vitalsPages),
    connection: z.enum(vitalsConnections),
    metrics: z
      .array(metricValueSchema)
      .min(1)
      .max(vitalsMetrics.length)
      .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length),
  })
  .strict();
export type VitalsReport = z.infer<typeof vitalsReportSchema>;

export const VITALS_SUMMARY_DAYS = 28;

const percentileRowSchema = z.object({
  metric: z.enum(vitalsMetrics),
  p75: z.number(),
  count: z.number().int(),
});

/** GET /api/vitals/summary (staff): the 75th percentile per page and per connection type. */
export const vitalsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  byPage: z.array(percentileRowSchema.extend({ page: z.enum(vitalsPages) })),
  byConnection: z.array(percentileRowSchema.extend({ connection: z.enum(vitalsConnections) })),
});
export type VitalsSummary = z.infer<typeof vitalsSummarySchema>;
