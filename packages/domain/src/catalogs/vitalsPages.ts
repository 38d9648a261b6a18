import { isWizardStep, wizardSteps } from './wizardSteps.js';

// Issue 21 item 4: real users' Core Web Vitals. A report names a page by its route pattern
// only (never the address with ids or a query), so nothing in it can point at a person.
// Without zod: the web's reporter (loaded on every page after the first paint) uses this file.

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
