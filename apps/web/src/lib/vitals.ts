import {
  type VitalsConnection,
  type VitalsMetric,
  type VitalsPage,
  vitalsConnections,
  vitalsPageOf,
} from '@benefits/domain';
import { type MetricType, onCLS, onINP, onLCP } from 'web-vitals';

// Issue 21 item 4 (decision 0521): this page view's LCP, INP and CLS go to POST /api/vitals
// with the route pattern of the page first loaded, the connection type and nothing else.
// Loaded after the first paint (main.tsx); web-vitals reads the buffered entries from before.

export const VITALS_PATH = '/api/vitals';

export interface VitalsReportBody {
  page: VitalsPage;
  connection: VitalsConnection;
  metrics: { name: VitalsMetric; value: number }[];
}

const isConnection = (value: unknown): value is VitalsConnection =>
  (vitalsConnections as readonly unknown[]).includes(value);

/** navigator.connection.effectiveType (Chromium only, not in TypeScript's DOM types), or 'unknown'. */
export function connectionType(navigatorLike: object): VitalsConnection {
  const connection: unknown = Reflect.get(navigatorLike, 'connection');
  const type =
    connection && typeof connection === 'object'
      ? Reflect.get(connection, 'effectiveType')
      : undefined;
  return isConnection(type) ? type : 'unknown';
}

/** CLS has no unit; LCP and INP are milliseconds, whole ones are enough. */
const rounded = (metric: Pick<MetricType, 'name' | 'value'>) =>
  metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);

/**
 * Collects each metric once (its value when the page is first hidden, as web-vitals reports it)
 * and sends what it has whenever the page is hidden: a beacon survives the tab closing.
 */
export function createVitalsReporter(options: {
  pathname: string;
  connection: VitalsConnection;
  beacon: (body: VitalsReportBody) => void;
  isHidden: () => boolean;
}) {
  const page = vitalsPageOf(options.pathname);
  const pending = new Map<VitalsMetric, number>();
  const sent = new Set<VitalsMetric>();
  let scheduled = false;
  const reporter = {
    record(metric: Pick<MetricType, 'name' | 'value'>) {
      if (metric.name !== 'LCP' && metric.name !== 'INP' && metric.name !== 'CLS') return;
      if (sent.has(metric.name)) return;
      pending.set(metric.name, rounded(metric));
      // Reported while the page is being hidden (after this module's own listener ran): the
      // figures of the same moment go together, right after.
      if (options.isHidden() && !scheduled) {
        scheduled = true;
        queueMicrotask(() => {
          scheduled = false;
          reporter.flush();
        });
      }
    },
    flush() {
      if (pending.size === 0) return;
      const metrics = [...pending].map(([name, value]) => ({ name, value }));
      for (const name of pending.keys()) sent.add(name);
      pending.clear();
      options.beacon({ page, connection: options.connection, metrics });
    },
  };
  return reporter;
}

function sendBeacon(body: VitalsReportBody) {
  const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
  if (navigator.sendBeacon?.(VITALS_PATH, blob)) return;
  void fetch(VITALS_PATH, { method: 'POST', body: blob, keepalive: true }).catch(() => undefined);
}

/** A task of its own: what follows runs after the phone has had a chance to answer a tap. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the reporter. Each metric's observer starts in a task of its own (issue 21, decision
 * 0800): together, with their buffered entries, they were one long task after the page loaded
 * (50-100 ms on Lighthouse's phone).
 */
export async function startVitals(next: () => Promise<void> = nextTask) {
  const reporter = createVitalsReporter({
    pathname: window.location.pathname,
    connection: connectionType(navigator),
    beacon: sendBeacon,
    isHidden: () => document.visibilityState === 'hidden',
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  window.addEventListener('pagehide', () => reporter.flush());
  for (const observe of [onLCP, onINP, onCLS]) {
    await next();
    observe(reporter.record);
  }
}
