import { describe, expect, it } from 'vitest';
import { openPdf } from '../../../../../packages/documents/src/text/pdfDocument.js';
import { pageTextLayer } from '../../../../../packages/documents/src/text/pdfText.js';
import { applicantWithDraft, TestClient, useTestApp } from '../../test/testApp.js';
import { lowRiskApplication, submitBody } from '../submission/submissionTestHelpers.js';

// Issue 18 item 2: each income source belongs to a person of the application's household.

const t = useTestApp();

const person = (id: string, fields: Record<string, unknown>) => ({
  id,
  firstName: 'Rosa',
  lastName: 'Diaz',
  dateOfBirth: '1988-02-10',
  citizenship: 'citizen',
  programs: ['snap'],
  ...fields,
});
/** The applicant and her son, 16, in high school (7 CFR 273.9(c)(7): his pay is not counted). */
const family = {
  members: [
    person('applicant', { relationship: 'self' }),
    person('kid1', {
      firstName: 'Tomas',
      relationship: 'child',
      dateOfBirth: '2010-05-01',
      student: true,
    }),
  ],
};
const pay = (applicationId: number, fields: Record<string, unknown> = {}) => ({
  applicationId,
  categoryId: 1,
  source: 'Burger Stand',
  amount: '900',
  frequency: 'monthly',
  isW2Income: true,
  ...fields,
});

async function draftWithFamily() {
  const draft = await applicantWithDraft(t.app);
  const saved = await draft.client.request({
    method: 'PUT',
    url: `/api/applications/${draft.applicationId}/household`,
    payload: family,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return draft;
}

const snapAmount = async (client: TestClient, id: number) => {
  const estimate = (await client.get(`/api/applications/${id}/estimate`)).json();
  return estimate.programs.find((p: { program: string }) => p.program === 'snap').monthlyAmount;
};

describe('whose income it is', () => {
  it("keeps the member, lists it, and the estimate leaves a 16-year-old student's pay out", async () => {
    const { client, applicationId } = await draftWithFamily();
    const none = await snapAmount(client, applicationId);
    const created = await client.post(
      '/api/income-entries',
      pay(applicationId, { memberId: 'kid1' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().memberId).toBe('kid1');
    const list = (await client.get(`/api/income-entries?applicationId=${applicationId}`)).json();
    expect(list[0].memberId).toBe('kid1');
    expect(await snapAmount(client, applicationId)).toBe(none);

    // The same pay as the applicant's counts.
    const moved = await client.request({
      method: 'PATCH',
      url: `/api/income-entries/${created.json().id}`,
      payload: { memberId: 'applicant' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().memberId).toBe('applicant');
    expect(await snapAmount(client, applicationId)).toBeLessThan(none);
  });

  it('no member named is the applicant (null)', async () => {
    const { client, applicationId } = await draftWithFamily();
    const created = await client.post('/api/income-entries', pay(applicationId));
    expect(created.json().memberId).toBeNull();
  });

  it('400 for a person not in the household, or a malformed id; nothing is kept', async () => {
    const { client, applicationId } = await draftWithFamily();
    const stranger = await client.post(
      '/api/income-entries',
      pay(applicationId, { memberId: 'nobody' }),
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe('Choose someone on your list of people in your home.');
    const malformed = await client.post(
      '/api/income-entries',
      pay(applicationId, { memberId: 'not an id!' }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(
      (await client.get(`/api/income-entries?applicationId=${applicationId}`)).json(),
    ).toHaveLength(0);

    const { id } = (await client.post('/api/income-entries', pay(applicationId))).json();
    const patch = await client.request({
      method: 'PATCH',
      url: `/api/income-entries/${id}`,
      payload: { memberId: 'nobody' },
    });
    expect(patch.statusCode).toBe(400);
    expect(
      (await client.get(`/api/income-entries?applicationId=${applicationId}`)).json()[0],
    ).toMatchObject({ memberId: null });
  });

  it('400 for a member when the household is not answered yet', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const response = await client.post(
      '/api/income-entries',
      pay(applicationId, { memberId: 'kid1' }),
    );
    expect(response.statusCode).toBe(400);
  });

  it("404 for another applicant's application or entry, even naming their member", async () => {
    const alice = await draftWithFamily();
    const bob = await applicantWithDraft(t.app);
    const posted = await bob.client.post(
      '/api/income-entries',
      pay(alice.applicationId, { memberId: 'kid1' }),
    );
    expect(posted.statusCode).toBe(404);
    const { id } = (
      await alice.client.post('/api/income-entries', pay(alice.applicationId))
    ).json();
    const patch = await bob.client.request({
      method: 'PATCH',
      url: `/api/income-entries/${id}`,
      payload: { memberId: 'kid1' },
    });
    expect(patch.statusCode).toBe(404);
  });

  it('401 when signed out', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/income-entries', pay(1, { memberId: 'kid1' }));
    expect(response.statusCode).toBe(401);
  });
});

describe('after submitting', () => {
  it('the entry keeps its member and the receipt says whose income it is', async () => {
    const { client, applicationId } = await draftWithFamily();
    const entry = await lowRiskApplication(client, applicationId);
    await client.request({
      method: 'PATCH',
      url: `/api/income-entries/${entry.id}`,
      payload: { memberId: 'kid1' },
    });
    const submitted = await client.post(`/api/applications/${applicationId}/submit`, submitBody());
    expect(submitted.statusCode, submitted.body).toBe(200);
    const list = (await client.get(`/api/income-entries?applicationId=${applicationId}`)).json();
    expect(list[0].memberId).toBe('kid1');
    const receipt = await client.get(`/api/applications/${applicationId}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
    const pdf = await openPdf(new Uint8Array(receipt.rawPayload));
    const text = (await pageTextLayer(pdf, 1)) ?? '';
    await pdf.destroy();
    expect(text).toContain('Corner Market (Tomas Diaz)');
  });
});
