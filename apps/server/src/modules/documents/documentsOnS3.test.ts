import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipart, samplePdf, samplePng } from '../../test/multipart.js';
import { startTestS3Server, type TestS3Server } from '../../test/s3Server.js';
import { applicantWithDraft, createTestApp, type TestApp } from '../../test/testApp.js';

// Decision 0440: the documents routes unchanged on an S3-compatible store (s3rver, local).
let s3: TestS3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await createTestApp({ storage: s3.config });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function uploadAs(
  client: Awaited<ReturnType<typeof applicantWithDraft>>['client'],
  applicationId: number,
  file: { name: string; bytes: Buffer },
) {
  const body = multipart({ applicationId }, [file]);
  return client.request({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: body.headers,
  });
}

it('uploads into the bucket, serves the file back, changes its type and deletes it', async () => {
  const { client, applicationId } = await applicantWithDraft(t.app);
  const created = await uploadAs(client, applicationId, {
    name: '../../etc/passwd pay stub.pdf',
    bytes: samplePdf,
  });
  expect(created.statusCode).toBe(201);
  const document = created.json();
  const keys = await s3.keys();
  expect(keys).toHaveLength(1);
  // The object key is the prefix and a random key: nothing of the file's name.
  expect(keys[0]).toMatch(/^uploads\/[a-f0-9]{32}$/);

  const file = await client.get(`/api/documents/${document.id}/file`);
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.equals(samplePdf)).toBe(true);
  expect(file.headers['content-type']).toBe('application/pdf');

  const changed = await client.request({
    method: 'PATCH',
    url: `/api/documents/${document.id}`,
    payload: { type: 'identity_verification' },
  });
  expect(changed.statusCode).toBe(200);

  const removed = await client.request({ method: 'DELETE', url: `/api/documents/${document.id}` });
  expect(removed.statusCode).toBe(204);
  expect(await s3.keys()).toEqual([]);
  expect((await client.get(`/api/documents/${document.id}/file`)).statusCode).toBe(404);
});

it("keeps the same type and size checks, and another applicant's file is 404", async () => {
  const owner = await applicantWithDraft(t.app);
  const refused = await uploadAs(owner.client, owner.applicationId, {
    name: 'stub.pdf',
    bytes: Buffer.from('MZ not a document'),
  });
  expect(refused.statusCode).toBe(415);
  const tooLarge = await uploadAs(owner.client, owner.applicationId, {
    name: 'big.pdf',
    bytes: Buffer.concat([samplePdf, Buffer.alloc(10 * 1024 * 1024)]),
  });
  expect(tooLarge.statusCode).toBe(413);
  expect(await s3.keys()).toEqual([]);

  const created = await uploadAs(owner.client, owner.applicationId, {
    name: 'photo.png',
    bytes: samplePng,
  });
  expect(created.statusCode).toBe(201);
  const other = await applicantWithDraft(t.app);
  expect((await other.client.get(`/api/documents/${created.json().id}/file`)).statusCode).toBe(404);
});

it('answers 404, not 500, when the object behind a document is gone', async () => {
  const { client, applicationId } = await applicantWithDraft(t.app);
  const created = await uploadAs(client, applicationId, { name: 'stub.pdf', bytes: samplePdf });
  const before = new Set(await s3.keys());
  const key = [...before].at(-1);
  expect(key).toBeDefined();
  const admin = new S3Client({
    region: s3.config.region,
    endpoint: s3.config.endpoint,
    forcePathStyle: true,
    ...(s3.config.credentials ? { credentials: s3.config.credentials } : {}),
  });
  for (const gone of before) {
    await admin.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: gone }));
  }
  admin.destroy();
  const file = await client.get(`/api/documents/${created.json().id}/file`);
  expect(file.statusCode).toBe(404);
});
