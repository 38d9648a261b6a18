// `npm run bench:load`: one applicant with a realistic application, made over HTTP as the web
// app would: a household of three, an address, home costs, three income sources, two expenses,
// two documents (one read by the analyzer) and a second, older application.
import { multipart, samplePdf } from '../src/test/multipart.js';

export interface BenchApplicant {
  cookie: string;
  applicationId: number;
  incomeEntryId: number;
  documentId: number;
}

function client(baseUrl: string) {
  let cookie = '';
  async function call(method: string, path: string, body?: unknown, headers = {}) {
    const init: RequestInit = {
      method,
      headers: {
        origin: baseUrl,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined || Buffer.isBuffer(body)
          ? {}
          : { 'content-type': 'application/json' }),
        ...headers,
      },
    };
    if (body !== undefined) init.body = Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const response = await fetch(new URL(path, baseUrl), init);
    const sid = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
    if (sid) cookie = sid.split(';')[0] ?? '';
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
  return { call, cookie: () => cookie };
}

const member = (id: string, firstName: string, relationship: string, dateOfBirth: string) => ({
  id,
  firstName,
  lastName: 'Lopez',
  relationship,
  dateOfBirth,
  sex: 'female',
  citizenship: 'citizen',
  programs: ['snap', 'medicaid-magi'],
  ...(relationship === 'self' ? {} : { buysFoodTogether: true }),
});

export async function benchApplicant(baseUrl: string): Promise<BenchApplicant> {
  const { call, cookie } = client(baseUrl);
  await call('POST', '/api/register', {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: `bench.${Date.now()}@example.org`,
    phone: '5551234567',
    zipCode: '62704',
    agreeToTerms: true,
  });
  await call('POST', '/api/applications', { selectedBenefits: ['wic'] });
  const { id } = await call('POST', '/api/applications', {
    selectedBenefits: ['snap', 'medicaid-magi', 'chip'],
  });
  const put = (part: string, body: unknown) => call('PUT', `/api/applications/${id}/${part}`, body);
  await put('household', {
    members: [
      member('me', 'Maria', 'self', '1990-04-02'),
      member('k1', 'Leo', 'child', '2019-06-01'),
      member('k2', 'Ana', 'child', '2022-01-15'),
    ],
  });
  await put('home-address', {
    housing: 'stable',
    home: {
      street: '12 Oak St',
      unit: '2B',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      county: 'Sangamon',
    },
    mailingSameAsHome: true,
  });
  const income = (categoryId: number, source: string, amount: string, frequency: string) =>
    call('POST', '/api/income-entries', {
      applicationId: id,
      categoryId,
      source,
      amount,
      frequency,
      isW2Income: categoryId === 1,
      dontKnowAmount: false,
      comment: '',
    });
  const wages = await income(1, 'Corner Market', '412.50', 'weekly');
  const gig = await income(2, 'Ride share', '600', 'monthly');
  await income(15, 'Child support', '250', 'monthly');
  for (const [expenseType, description, amount] of [
    ['transportation', 'Gas for rides', 120],
    ['utilities', 'Phone plan', 60],
  ] as const) {
    await call('POST', '/api/expenses', {
      incomeEntryId: gig.id,
      expenseType,
      description,
      amount,
      frequency: 'monthly',
      notes: '',
      hasReceipt: true,
    });
  }
  const upload = async (name: string) => {
    const body = multipart({ applicationId: id, incomeEntryId: wages.id }, [
      { name, contentType: 'application/pdf', bytes: samplePdf },
    ]);
    return call('POST', '/api/documents', body.payload, body.headers);
  };
  const stub = await upload('pay stub.pdf');
  await upload('w2.pdf');
  await call('POST', '/api/documents/analyze', { documentIds: [stub.id] }).catch((error: Error) =>
    console.warn(`(the analysis was not run: ${error.message.slice(0, 120)})`),
  );
  return { cookie: cookie(), applicationId: id, incomeEntryId: wages.id, documentId: stub.id };
}
