import { describe, expect, it } from 'vitest';
import { openPdf } from '../../../../../packages/documents/src/text/pdfDocument.js';
import { pageTextLayer } from '../../../../../packages/documents/src/text/pdfText.js';
import {
  applicantWithDraft,
  markSubmitted,
  registeredClient,
  TestClient,
  useTestApp,
} from '../../test/testApp.js';
import { allAttestations, postOk } from '../submission/submissionTestHelpers.js';

// Issue 18: PUT /api/applications/:id/home-costs and /resources, GET .../expedited-snap; the
// test clock is 2026-11-22 and the applicant's ZIP code 60601 is in Illinois, whose FY 2027
// heating and cooling standard is $565.

const t = useTestApp();

const put = (client: TestClient, id: number, part: string, payload: object) =>
  client.request({ method: 'PUT', url: `/api/applications/${id}/${part}`, payload });

const rentAndHeat = {
  housing: 'rent',
  housingCost: { amount: '650', frequency: 'monthly' },
  utilityBills: ['heating_cooling'],
};

describe('home costs and resources of a draft', () => {
  it('saves both, returns them with the application, and the estimate uses them', async () => {
    const { client, applicationId: id } = await applicantWithDraft(t.app);
    const before = (await client.get(`/api/applications/${id}`)).json();
    expect(before).toMatchObject({ homeCosts: null, resources: null, expeditedSnap: false });
    const estimateBefore = (await client.get(`/api/applications/${id}/estimate`)).json();

    const saved = await put(client, id, 'home-costs', {
      ...rentAndHeat,
      dependentCare: { amount: '25', frequency: 'weekly' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().homeCosts).toMatchObject({
      housing: 'rent',
      housingCost: { amount: '650.00', frequency: 'monthly' },
      utilityBills: ['heating_cooling'],
      dependentCare: { amount: '25.00', frequency: 'weekly' },
      medical: null,
    });
    const resources = await put(client, id, 'resources', { checking: '40', cash: '' });
    expect(resources.statusCode, resources.body).toBe(200);
    expect(resources.json().resources).toEqual({
      checking: '40.00',
      savings: null,
      cash: null,
      other: [],
      migrantOrSeasonalFarmWorker: null,
    });

    const read = (await client.get(`/api/applications/${id}`)).json();
    expect(read.homeCosts.housingCost.amount).toBe('650.00');
    expect(read.resources.checking).toBe('40.00');
    expect((await client.get('/api/applications')).json()[0].resources.checking).toBe('40.00');

    const estimate = (await client.get(`/api/applications/${id}/estimate`)).json();
    const snap = (body: { programs: { program: string; reasons: string[] }[] }) =>
      body.programs.find((program) => program.program === 'snap')!;
    expect(snap(estimate).reasons.join(' ')).not.toBe(snap(estimateBefore).reasons.join(' '));
    expect(snap(estimate).reasons.some((reason) => reason.includes('565'))).toBe(true);
  });

  it('screens for expedited SNAP: $400 pay, rent and heat, $40 in the bank', async () => {
    const { client, applicationId: id } = await applicantWithDraft(t.app);
    const notYet = (await client.get(`/api/applications/${id}/expedited-snap`)).json();
    expect(notYet).toMatchObject({ status: 'notScreened', reason: null });
    await put(client, id, 'home-costs', rentAndHeat);
    await put(client, id, 'resources', { checking: '40' });
    await postOk(client, '/api/income-entries', {
      applicationId: id,
      categoryId: 1,
      source: 'Corner Market',
      amount: '400',
      frequency: 'monthly',
      isW2Income: true,
    });
    const screen = await client.get(`/api/applications/${id}/expedited-snap`);
    expect(screen.statusCode).toBe(200);
    // $650 + $565 > $400 + $40: 7 CFR 273.2(i)(1)(ii).
    expect(screen.json()).toMatchObject({
      status: 'expedited',
      reason: 'shelterOverIncome',
      days: 7,
      grossMonthlyIncome: 400,
      liquidResources: 40,
      rentAndUtilities: 1215,
      utilityAllowance: 565,
      asOf: '2026-11-22',
    });
  });

  it('keeps the screen in the submission snapshot; later answers cannot change it', async () => {
    const { client, applicationId: id } = await applicantWithDraft(t.app);
    await put(client, id, 'resources', { checking: '40' });
    const submitted = await postOk(client, `/api/applications/${id}/submit`, {
      attestations: allAttestations,
      finalReview: true,
      acknowledgeIssues: true,
    });
    expect(submitted.status).toBe('submitted');
    const row = await t.database.db.query.applications.findFirst({
      where: (applications, { eq }) => eq(applications.id, id),
    });
    expect(row?.expeditedSnap).toMatchObject({
      status: 'expedited',
      reason: 'lowIncomeAndResources',
    });

    const refused = await put(client, id, 'resources', { checking: '5000' });
    expect(refused.statusCode).toBe(409);
    expect((await put(client, id, 'home-costs', rentAndHeat)).statusCode).toBe(409);
    const read = (await client.get(`/api/applications/${id}`)).json();
    expect(read).toMatchObject({
      homeCosts: null,
      resources: { checking: '40.00' },
      expeditedSnap: true,
    });
    expect((await client.get(`/api/applications/${id}/expedited-snap`)).json()).toMatchObject({
      status: 'expedited',
      reason: 'lowIncomeAndResources',
    });
    // The receipt says so too, for whoever reads it at the agency.
    const receipt = await client.get(`/api/applications/${id}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
    const pdf = await openPdf(new Uint8Array(receipt.rawPayload));
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) pages.push((await pageTextLayer(pdf, n)) ?? '');
    await pdf.destroy();
    const words = pages.join(' ').replace(/\s+/g, ' ');
    expect(words).toContain('SNAP within 7 days');
    expect(words).toContain('Income under $150 this month and $100 or less in money.');
    // Its next steps and the confirmation email give SNAP's 7 days, not the usual 30.
    const fast = 'you may get SNAP fast: within 7 days of the day you applied';
    expect(words).toContain(fast);
    const email = t.emails.sent.findLast((message) => message.text.includes('BEN-'));
    expect(email?.text).toContain(fast);
  });

  it.each([
    ['home-costs', {}, 'Choose rent, a home loan, or neither.'],
    ['home-costs', { housing: 'rent' }, 'Enter how much you pay for your home.'],
    [
      'home-costs',
      { housing: 'rent', housingCost: { amount: '', frequency: 'monthly' } },
      'Amount is required',
    ],
    [
      'home-costs',
      { housing: 'rent', housingCost: { amount: 'abc', frequency: 'monthly' } },
      'Amount must be a valid number',
    ],
    [
      'home-costs',
      { housing: 'none', medical: { amount: '5', frequency: 'daily' } },
      'Choose how often you pay this.',
    ],
    [
      'home-costs',
      { housing: 'none', utilityBills: ['internet'] },
      'Some of the information sent is not valid.',
    ],
    ['resources', { savings: '-1' }, 'Amount must be a valid number'],
    [
      'resources',
      { other: [{ kind: ' ', amount: '5' }] },
      'Say what this money is, like "Savings bond".',
    ],
    [
      'resources',
      { migrantOrSeasonalFarmWorker: 'yes' },
      'Some of the information sent is not valid.',
    ],
  ])('400 for PUT %s %j', async (part, body, message) => {
    const { client, applicationId: id } = await applicantWithDraft(t.app);
    const response = await put(client, id, part, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('says the message in Spanish when asked', async () => {
    const { client, applicationId: id } = await applicantWithDraft(t.app);
    const response = await client.request({
      method: 'PUT',
      url: `/api/applications/${id}/home-costs`,
      payload: { housing: 'rent' },
      headers: { 'accept-language': 'es' },
    });
    expect(response.json().message).toBe('Escriba cuánto paga por su casa.');
  });

  it('401 signed out, 404 for another applicant’s application, 400 for a bad id', async () => {
    const alice = await applicantWithDraft(t.app);
    const bob = await registeredClient(t.app);
    const id = alice.applicationId;
    for (const [part, body] of [
      ['home-costs', rentAndHeat],
      ['resources', { cash: '5' }],
    ] as const) {
      expect((await put(new TestClient(t.app), id, part, body)).statusCode).toBe(401);
      expect((await put(bob.client, id, part, body)).statusCode).toBe(404);
      expect(
        (
          await bob.client.request({
            method: 'PUT',
            url: `/api/applications/x/${part}`,
            payload: body,
          })
        ).statusCode,
      ).toBe(400);
    }
    expect(
      (await new TestClient(t.app).get(`/api/applications/${id}/expedited-snap`)).statusCode,
    ).toBe(401);
    expect((await bob.client.get(`/api/applications/${id}/expedited-snap`)).statusCode).toBe(404);
    const read = (await alice.client.get(`/api/applications/${id}`)).json();
    expect(read).toMatchObject({ homeCosts: null, resources: null });
  });

  it('409 on an application marked submitted, nothing changed', async () => {
    const { client, applicationId: id } = await applicantWithDraft(t.app);
    await markSubmitted(t, id);
    expect((await put(client, id, 'home-costs', rentAndHeat)).statusCode).toBe(409);
    expect((await client.get(`/api/applications/${id}`)).json().homeCosts).toBeNull();
  });

  it('reads a stored value that fails its schema as not answered', async () => {
    const { client, applicationId: id } = await applicantWithDraft(t.app);
    const { applications } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(applications)
      .set({ homeCosts: { housing: 'castle' }, resources: { cash: 'lots' } })
      .where(eq(applications.id, id));
    expect((await client.get(`/api/applications/${id}`)).json()).toMatchObject({
      homeCosts: null,
      resources: null,
    });
  });
});
