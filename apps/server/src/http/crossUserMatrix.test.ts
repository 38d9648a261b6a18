import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, samplePdf } from '../test/multipart.js';
import { objectFields, type RouteSchemas, routeSchemaCollector } from '../test/routeSchemas.js';
import {
  applicantWithDraft,
  createTestApp,
  type TestApp,
  type TestClient,
} from '../test/testApp.js';

// Issue 19: the cross-user matrix, generated from the app's route table: every route that takes
// an id (in its path, query or body) is called by applicant B with applicant A's ids. B gets 404,
// or 400 only where A's own identical request is refused the same way (the body is checked before
// anyone's rows are read), and A's data reads the same before and after. The app has no
// staff-only routes yet (no roles); when it has, they join this matrix with 403.

const collector = routeSchemaCollector();
let t: TestApp;
let alice: TestClient;
let bob: TestClient;
const ids = { applicationId: 0, incomeEntryId: 0, expenseId: 0, documentId: 0 };

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collector.onRoute });
  const a = await applicantWithDraft(t.app);
  alice = a.client;
  ids.applicationId = a.applicationId;
  bob = (await applicantWithDraft(t.app)).client;
  const entry = await alice.post('/api/income-entries', { ...sample, categoryId: 2 });
  ids.incomeEntryId = entry.json().id;
  const expense = await alice.post('/api/expenses', {
    ...sample,
    incomeEntryId: ids.incomeEntryId,
  });
  ids.expenseId = expense.json().id;
  const upload = multipart({ applicationId: ids.applicationId }, [
    { name: 'stub.pdf', contentType: 'application/pdf', bytes: samplePdf },
  ]);
  ids.documentId = (
    await alice.request({ method: 'POST', url: '/api/documents', ...upload })
  ).json().id;
}, 180_000);
afterAll(() => t.close());

/** Plausible values by field name, so a body passes its schema and reaches the ownership check. */
const sample: Record<string, unknown> = {
  get applicationId() {
    return ids.applicationId;
  },
  get incomeEntryId() {
    return ids.incomeEntryId;
  },
  get documentIds() {
    return [ids.documentId];
  },
  categoryId: 1,
  source: 'Corner Market',
  amount: '100',
  frequency: 'monthly',
  isW2Income: true,
  dontKnowAmount: false,
  comment: '',
  expenseType: 'transportation',
  description: 'Gas',
  notes: '',
  hasReceipt: false,
  type: 'income_verification',
  message: 'How much is SNAP?',
  method: 'self_attested',
  note: 'I am paid in cash.',
  zipCode: '60601',
  members: [],
};

/** The id a path parameter of this route names: A's row of the route's kind. */
function alicesParam(url: string): string {
  if (url.startsWith('/api/income-entries')) return String(ids.incomeEntryId);
  if (url.startsWith('/api/expenses')) return String(ids.expenseId);
  if (url.startsWith('/api/documents')) return String(ids.documentId);
  return String(ids.applicationId);
}

const ID_FIELDS = new Set(['applicationId', 'incomeEntryId', 'documentIds', 'id']);

function takesIds(route: RouteSchemas): boolean {
  if (/:(id|applicationId)\b/.test(route.url)) return true;
  return [route.body, route.querystring].some((schema) =>
    objectFields(schema).some(({ name }) => ID_FIELDS.has(name)),
  );
}

function requestAsAlicesIds(route: RouteSchemas) {
  const url = route.url.replace(/:(id|applicationId)\b/g, () => alicesParam(route.url));
  const query = objectFields(route.querystring).map(({ name }): [string, string] => [
    name,
    String(sample[name]),
  ]);
  const body = Object.fromEntries(
    objectFields(route.body)
      .filter(({ name }) => sample[name] !== undefined)
      .map(({ name }) => [name, sample[name]]),
  );
  return {
    method: route.method as 'POST',
    url: query.length > 0 ? `${url}?${new URLSearchParams(query)}` : url,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body }),
  };
}

/** Everything A can read of their application, to compare before and after B's requests. */
async function alicesData(): Promise<unknown[]> {
  const reads = [
    `/api/applications/${ids.applicationId}`,
    `/api/income-entries?applicationId=${ids.applicationId}`,
    `/api/expenses?applicationId=${ids.applicationId}`,
    `/api/documents?applicationId=${ids.applicationId}`,
    `/api/chat-history/${ids.applicationId}`,
  ];
  return Promise.all(reads.map(async (url) => (await alice.get(url)).json()));
}

describe("another applicant's ids on every route that takes ids (issue 19)", () => {
  it('answers 404 (or the same 400 A would get) and leaves A’s data as it was', async () => {
    const routes = collector.routes
      .filter((route) => route.url.startsWith('/api/') && takesIds(route))
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThan(25);
    const before = await alicesData();
    const wrong: string[] = [];
    const refusedAsNotFound: string[] = [];
    const checkedFirst: string[] = [];
    for (const route of routes) {
      const request = requestAsAlicesIds(route);
      const response = await bob.request(request);
      const label = `${route.method} ${route.url}`;
      if (response.statusCode === 404) refusedAsNotFound.push(label);
      else if (response.statusCode === 400) checkedFirst.push(label);
      else wrong.push(`${label}: ${response.statusCode}`);
      expect(await alicesData(), label).toEqual(before);
    }
    // A 400 to B proves nothing unless A's own request is refused the same way.
    for (const label of checkedFirst) {
      const route = routes.find((candidate) => `${candidate.method} ${candidate.url}` === label);
      const own = await alice.request(requestAsAlicesIds(route as RouteSchemas));
      if (own.statusCode !== 400) wrong.push(`${label}: 400 to B but ${own.statusCode} to A`);
    }
    expect(wrong).toEqual([]);
    expect(refusedAsNotFound.length).toBeGreaterThan(routes.length * 0.75);
  }, 300_000);
});
