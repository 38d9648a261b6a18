import {
  assessRisk,
  type BenefitId,
  benefitIds,
  benefitNameIn,
  confirmationNumber,
  nextStepsAfterSubmission,
  programNextStepsText,
} from '@benefits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantWithDraft, createTestApp, type TestApp, TestClient } from '../../test/testApp.js';
import { landlordApplication, lowRiskApplication, submitBody } from './submissionTestHelpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every sentence the email must hold about what happens next (not flagged expedited). */
const nextStepLines = (benefits: BenefitId[], language: 'en' | 'es') =>
  nextStepsAfterSubmission(benefits, { date: t.clock.now() }).flatMap(
    (steps) => programNextStepsText(steps, language).lines,
  );

const submitUrl = (id: number) => `/api/applications/${id}/submit`;
const confirmationsTo = (email: string) =>
  t.emails.sent.filter(
    (message) => message.to === email && /BEN-\d{4}-\d{6}/.test(message.subject),
  );

describe('GET /api/applications/:id/risk', () => {
  it('flags a landlord with expenses above 80 percent of income as High', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    await landlordApplication(client, applicationId);
    const response = await client.get(`/api/applications/${applicationId}/risk`);
    expect(response.statusCode).toBe(200);
    const risk = response.json();
    expect(risk.overallRisk).toBe('High');
    expect(risk.valid).toBe(false);
    expect(risk.flags).toEqual([
      expect.objectContaining({
        type: 'high_expense_ratio',
        concernLevel: 'High',
        category: 'expenses',
      }),
    ]);
  });

  it('is Low and valid for a W-2 worker with both documents; 401 and 404 otherwise', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    await lowRiskApplication(client, applicationId);
    const url = `/api/applications/${applicationId}/risk`;
    expect((await client.get(url)).json()).toEqual({ flags: [], overallRisk: 'Low', valid: true });
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
    const other = await applicantWithDraft(t.app);
    expect((await other.client.get(url)).statusCode).toBe(404);
  });
});

describe('POST /api/applications/:id/submit', () => {
  it('submits, stores what was attested and emails the confirmation once', async () => {
    const { client, applicationId, body } = await applicantWithDraft(t.app, { firstName: 'Rosa' });
    await lowRiskApplication(client, applicationId);
    const response = await client.post(submitUrl(applicationId), submitBody());
    expect(response.statusCode, response.body).toBe(200);
    const number = confirmationNumber(applicationId, t.clock.now());
    expect(number).toMatch(/^BEN-2026-\d{6}$/);
    expect(response.json()).toMatchObject({
      id: applicationId,
      status: 'submitted',
      confirmationNumber: number,
      submittedAt: t.clock.now().toISOString(),
      alreadySubmitted: false,
      application: {
        id: applicationId,
        status: 'submitted',
        submittedAt: t.clock.now().toISOString(),
        confirmationNumber: number,
      },
    });
    const stored = (await client.get(`/api/applications/${applicationId}`)).json();
    expect(stored).toMatchObject({ status: 'submitted', confirmationNumber: number });

    const [email, ...more] = confirmationsTo(body.email);
    expect(more).toHaveLength(0);
    expect(email!.subject).toContain(number);
    expect(email!.text).toContain('Hello Rosa,');
    expect(email!.text).toContain(number);
    expect(email!.text).toContain('SNAP (Food Assistance)');
    // Issue 18: what happens next for SNAP, from packages/domain's table (7 CFR 273.2).
    for (const line of nextStepLines(['snap'], 'en')) expect(email!.text).toContain(line);
    expect(email!.text).not.toContain('10-15 business days');
    expect(email!.text).toContain(t.config.helpContacts.phone);
    expect(email!.text).toContain(t.config.helpContacts.email);
    expect(email!.text).toContain('Mon-Fri 8AM-5PM');
    expect(email!.text).toContain('24 hours');
    // No PII beyond the first name: not the last name, phone or ZIP code.
    expect(email!.text).not.toContain(body.lastName);
    expect(email!.text).not.toContain(body.phone);
    expect(email!.text).not.toContain(body.zipCode);

    const again = await client.post(submitUrl(applicationId), submitBody());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ confirmationNumber: number, alreadySubmitted: true });
    expect(confirmationsTo(body.email)).toHaveLength(1);
  });

  it('still submits when the confirmation email cannot be sent', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    await lowRiskApplication(client, applicationId);
    const send = t.emails.send;
    t.emails.send = async () => {
      throw new Error('mail server down');
    };
    try {
      const response = await client.post(submitUrl(applicationId), submitBody());
      expect(response.statusCode).toBe(200);
      expect(response.json().alreadySubmitted).toBe(false);
    } finally {
      t.emails.send = send;
    }
    expect((await client.get(`/api/applications/${applicationId}`)).json().status).toBe(
      'submitted',
    );
  });

  it('writes the email in Spanish when the account reads Spanish (decision 0841)', async () => {
    const { client, applicationId, body } = await applicantWithDraft(t.app, { firstName: 'Luis' });
    const chosen = await client.request({
      method: 'PUT',
      url: '/api/me/language',
      payload: { language: 'es' },
    });
    expect(chosen.statusCode).toBe(204);
    await lowRiskApplication(client, applicationId);
    const response = await client.request({
      method: 'POST',
      url: submitUrl(applicationId),
      payload: submitBody(),
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(200);
    const [email] = confirmationsTo(body.email);
    expect(email!.subject).toContain('Recibimos su solicitud');
    expect(email!.text).toContain('Hola, Luis:');
    expect(email!.text).toContain('SNAP (ayuda para comida)');
    for (const line of nextStepLines(['snap'], 'es')) expect(email!.text).toContain(line);
    expect(email!.text).toContain('en 30 días o menos');
  });

  it('tells what happens next for each program asked for, and numbers the application 1', async () => {
    const { client, applicationId, body } = await applicantWithDraft(t.app, { firstName: 'Eva' });
    const patched = await client.request({
      method: 'PATCH',
      url: `/api/applications/${applicationId}`,
      payload: { selectedBenefits: [...benefitIds] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await lowRiskApplication(client, applicationId);
    const response = await client.post(submitUrl(applicationId), submitBody());
    expect(response.statusCode, response.body).toBe(200);
    // The first application of this applicant, whatever its global id.
    expect(response.json().application.applicantNumber).toBe(1);
    const [email] = confirmationsTo(body.email);
    const text = email!.text;
    for (const id of benefitIds) expect(text).toContain(`\n${benefitNameIn(id, 'en')}\n- `);
    for (const line of nextStepLines([...benefitIds], 'en')) expect(text).toContain(line);
    // 42 CFR 435.912(c)(3): 45 days, 90 on the basis of disability; 7 CFR 246.7: a WIC visit.
    expect(text).toContain('within 45 days');
    expect(text).toContain('up to 90 days');
    expect(text).toContain('WIC will set a visit with you, in person or by phone.');
    expect(text).toContain('Your state sets the next steps.');
  });

  it('five concurrent submits make exactly one submission and one email', async () => {
    const { client, applicationId, body } = await applicantWithDraft(t.app);
    await lowRiskApplication(client, applicationId);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => client.post(submitUrl(applicationId), submitBody())),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const results = responses.map((response) => response.json());
    expect(results.filter((result) => !result.alreadySubmitted)).toHaveLength(1);
    expect(new Set(results.map((result) => result.confirmationNumber)).size).toBe(1);
    expect(new Set(results.map((result) => result.submittedAt)).size).toBe(1);
    expect(confirmationsTo(body.email)).toHaveLength(1);
  });

  it('refuses missing attestations with 422, in English and Spanish', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    await lowRiskApplication(client, applicationId);
    const unticked = await client.post(
      submitUrl(applicationId),
      submitBody({
        attestations: {
          accurateInformation: true,
          understandPenalties: true,
          allowVerification: false,
        },
      }),
    );
    expect(unticked.statusCode).toBe(422);
    expect(unticked.json().message).toBe(
      'Please tick each box of what you confirm before you submit.',
    );
    const spanish = await client.request({
      method: 'POST',
      url: submitUrl(applicationId),
      payload: submitBody({ attestations: {}, acknowledgeIssues: true }),
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().message).toBe('Marque cada casilla de lo que confirma antes de enviar.');
    expect((await client.get(`/api/applications/${applicationId}`)).json().status).toBe('draft');
  });

  it('refuses High issues without the acknowledgement; with it, records the risk at submission', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    await landlordApplication(client, applicationId);
    const refused = await client.post(submitUrl(applicationId), submitBody());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/important issues/);
    const accepted = await client.post(
      submitUrl(applicationId),
      submitBody({ acknowledgeIssues: true }),
    );
    expect(accepted.statusCode).toBe(200);

    const { applications } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    const entries = (await client.get(`/api/income-entries?applicationId=${applicationId}`)).json();
    const expenses = (await client.get(`/api/expenses?applicationId=${applicationId}`)).json();
    const documents = (await client.get(`/api/documents?applicationId=${applicationId}`)).json();
    expect(row).toMatchObject({
      status: 'submitted',
      acknowledgedIssues: true,
      attestations: submitBody().attestations,
      confirmationNumber: accepted.json().confirmationNumber,
      riskAtSubmission: assessRisk({ entries, expenses, documents, taxYear: 2026 }),
    });
    expect((row!.riskAtSubmission as { overallRisk: string }).overallRisk).toBe('High');
  });

  it('GET risk of a submitted application gives the risk recorded at submission', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    await landlordApplication(client, applicationId);
    await client.post(submitUrl(applicationId), submitBody({ acknowledgeIssues: true }));
    const url = `/api/applications/${applicationId}/risk`;
    const { applications } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect((await client.get(url)).json()).toEqual(row!.riskAtSubmission);
    // Today's rules would say the same here; a record that differs shows which one is served.
    const recorded = { flags: [], overallRisk: 'Medium', valid: true };
    await t.database.db
      .update(applications)
      .set({ riskAtSubmission: recorded })
      .where(eq(applications.id, applicationId));
    expect((await client.get(url)).json()).toEqual(recorded);
  });

  it.each([
    [{ finalReview: false }, 'Please review your application before you submit.'],
    [{ finalReview: undefined }, 'Please review your application before you submit.'],
    [{ attestations: undefined }, 'Please check this box to confirm before you submit.'],
    [
      { attestations: { accurateInformation: 'yes' } },
      'Please check this box to confirm before you submit.',
    ],
    [
      { acknowledgeIssues: 'yes' },
      'Please confirm that you have read the issues we found before you submit.',
    ],
  ])('answers 400 for a body of the wrong shape: %o', async (change, message) => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const response = await client.post(submitUrl(applicationId), submitBody(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 401 signed out and 404 for another user application', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    await lowRiskApplication(client, applicationId);
    const anonymous = await new TestClient(t.app).post(submitUrl(applicationId), submitBody());
    expect(anonymous.statusCode).toBe(401);
    const other = await applicantWithDraft(t.app);
    const foreign = await other.client.post(submitUrl(applicationId), submitBody());
    expect(foreign.statusCode).toBe(404);
    expect((await client.get(`/api/applications/${applicationId}`)).json().status).toBe('draft');
  });
});

describe('GET /api/help-contacts', () => {
  it('gives the configured contacts to a signed-in applicant only', async () => {
    const { client } = await applicantWithDraft(t.app);
    const response = await client.get('/api/help-contacts');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      phone: t.config.helpContacts.phone,
      email: t.config.helpContacts.email,
      hours: 'Mon-Fri 8AM-5PM',
      responseTime: '24 hours',
    });
    expect((await new TestClient(t.app).get('/api/help-contacts')).statusCode).toBe(401);
  });
});
