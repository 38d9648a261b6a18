import { z } from 'zod';
import {
  type VitalsMetric,
  vitalsConnections,
  vitalsMetrics,
  vitalsPages,
} from '../catalogs/vitalsPages.js';

// Issue 21 item 4: what POST /api/vitals takes and GET /api/vitals/summary gives.

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
