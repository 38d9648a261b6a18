import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MultipartFile,
  multipart,
  sampleJpeg,
  samplePdf,
  samplePng,
} from '../../test/multipart.js';
import {
  applicantWithDraft,
  createTestApp,
  markSubmitted,
  type TestApp,
  TestClient,
} from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function upload(client: TestClient, fields: Record<string, string | number>, file?: MultipartFile) {
  const body = multipart(fields, file ? [file] : []);
  return client.request({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: body.headers,
  });
}

describe('documents', () => {
  it('uploads a PDF, lists it, serves it back safely and deletes it', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const created = await upload(
      client,
      { applicationId },
      { name: 'pay stub.pdf', contentType: 'application/pdf', bytes: samplePdf },
    );
    expect(created.statusCode).toBe(201);
    const document = created.json();
    expect(document).toMatchObject({
      id: expect.any(Number),
      fileName: 'pay stub.pdf',
      fileType: 'application/pdf',
      fileSize: samplePdf.length,
      processingStatus: 'pending',
      type: 'other',
      applicationId,
      incomeEntryId: null,
    });
    expect((await client.get(`/api/documents?applicationId=${applicationId}`)).json()).toEqual([
      document,
    ]);

    const file = await client.get(`/api/documents/${document.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samplePdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="pay stub.pdf"; filename*=UTF-8''pay%20stub.pdf`,
    );
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.headers['cache-control']).toBe('private, no-store');

    expect(
      (await client.request({ method: 'DELETE', url: `/api/documents/${document.id}` })).statusCode,
    ).toBe(204);
    expect((await client.get(`/api/documents?applicationId=${applicationId}`)).json()).toEqual([]);
    expect((await client.get(`/api/documents/${document.id}/file`)).statusCode).toBe(404);
  });

  it('judges files by their bytes: a PDF named .png is a PDF; PNG and JPEG photos are accepted', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const renamed = await upload(
      client,
      { applicationId },
      { name: 'photo.png', contentType: 'image/png', bytes: samplePdf },
    );
    expect(renamed.json().fileType).toBe('application/pdf');
    const png = await upload(client, { applicationId }, { name: 'stub', bytes: samplePng });
    expect(png.json().fileType).toBe('image/png');
    const jpeg = await upload(client, { applicationId }, { name: 'stub.jpg', bytes: sampleJpeg });
    expect(jpeg.json().fileType).toBe('image/jpeg');
  });

  it('refuses (415) a file whose bytes are not an accepted type, whatever its name', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const response = await upload(
      client,
      { applicationId },
      {
        name: 'stub.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from('<script>alert(1)</script>'),
      },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      'We can only use PDF, JPG and PNG files (and Word files for proof of income). Please choose another file.',
    );
    expect((await client.get(`/api/documents?applicationId=${applicationId}`)).json()).toEqual([]);
  });

  it('refuses (413) a file over 10 MB and stores nothing', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const big = Buffer.concat([samplePdf, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(client, { applicationId }, { name: 'big.pdf', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'This file is larger than 10 MB. Please choose a smaller file or take a new photo.',
    );
    expect((await client.get(`/api/documents?applicationId=${applicationId}`)).json()).toEqual([]);
  });

  it.each([
    ['no file', {}, false, 'No Files Selected - Please select at least one document to upload.'],
    [
      'no application id',
      { applicationId: undefined },
      true,
      'Application ID is missing. Please restart the process.',
    ],
    ['a bad type', { type: 'passport' }, true, 'Choose what kind of document this is.'],
  ])('400 for %s', async (_, change, withFile, message) => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const fields = Object.fromEntries(
      Object.entries({ applicationId, ...change }).filter(([, value]) => value !== undefined),
    ) as Record<string, string | number>;
    const response = await upload(
      client,
      fields,
      withFile ? { name: 'a.pdf', bytes: samplePdf } : undefined,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('400 for a JSON body instead of a file', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const response = await client.post('/api/documents', { applicationId });
    expect(response.statusCode).toBe(400);
  });

  it('attaches a document to one of the application’s income sources, and sets its type', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const entry = (
      await client.post('/api/income-entries', {
        applicationId,
        categoryId: 1,
        source: 'Corner Market',
        amount: '400',
        frequency: 'weekly',
      })
    ).json();
    const created = await upload(
      client,
      { applicationId, incomeEntryId: entry.id, type: 'income_verification' },
      { name: 'a.pdf', bytes: samplePdf },
    );
    expect(created.json()).toMatchObject({ incomeEntryId: entry.id, type: 'income_verification' });

    const corrected = await client.request({
      method: 'PATCH',
      url: `/api/documents/${created.json().id}`,
      payload: { type: 'identity_verification' },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().type).toBe('identity_verification');
    const bad = await client.request({
      method: 'PATCH',
      url: `/api/documents/${created.json().id}`,
      payload: { type: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose what kind of document this is.');
  });

  it('404 for another applicant’s application, income source or document; 401 signed out', async () => {
    const alice = await applicantWithDraft(t.app);
    const bob = await applicantWithDraft(t.app);
    const aliceEntry = (
      await alice.client.post('/api/income-entries', {
        applicationId: alice.applicationId,
        categoryId: 3,
        source: 'SSA',
        amount: '900',
        frequency: 'monthly',
      })
    ).json();
    const doc = (
      await upload(
        alice.client,
        { applicationId: alice.applicationId },
        { name: 'a.pdf', bytes: samplePdf },
      )
    ).json();

    expect(
      (
        await upload(
          bob.client,
          { applicationId: alice.applicationId },
          { name: 'a.pdf', bytes: samplePdf },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await upload(
          bob.client,
          { applicationId: bob.applicationId, incomeEntryId: aliceEntry.id },
          { name: 'a.pdf', bytes: samplePdf },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await bob.client.get(`/api/documents?applicationId=${alice.applicationId}`)).statusCode,
    ).toBe(404);
    expect((await bob.client.get(`/api/documents/${doc.id}/file`)).statusCode).toBe(404);
    expect(
      (await bob.client.request({ method: 'DELETE', url: `/api/documents/${doc.id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await bob.client.request({
          method: 'PATCH',
          url: `/api/documents/${doc.id}`,
          payload: { type: 'other' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await alice.client.get(`/api/documents/${doc.id}/file`)).statusCode).toBe(200);

    const signedOut = new TestClient(t.app);
    expect(
      (
        await upload(
          signedOut,
          { applicationId: alice.applicationId },
          { name: 'a.pdf', bytes: samplePdf },
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await signedOut.get(`/api/documents?applicationId=${alice.applicationId}`)).statusCode,
    ).toBe(401);
    expect((await signedOut.get(`/api/documents/${doc.id}/file`)).statusCode).toBe(401);
  });

  it('409 for uploads and changes once the application is submitted; the file stays readable', async () => {
    const { client, applicationId } = await applicantWithDraft(t.app);
    const doc = (
      await upload(client, { applicationId }, { name: 'a.pdf', bytes: samplePdf })
    ).json();
    await markSubmitted(t, applicationId);
    expect(
      (await upload(client, { applicationId }, { name: 'b.pdf', bytes: samplePdf })).statusCode,
    ).toBe(409);
    expect(
      (await client.request({ method: 'DELETE', url: `/api/documents/${doc.id}` })).statusCode,
    ).toBe(409);
    expect((await client.get(`/api/documents/${doc.id}/file`)).statusCode).toBe(200);
  });
});
