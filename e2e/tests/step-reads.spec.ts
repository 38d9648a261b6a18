import { wizardSteps } from '@benefits/domain';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { createApplication } from '../support/chat';
import { expectStep, PHONE, registerPersona } from '../support/wizard';

// Decisions 0800 and 0950: a step opened from its address reads each of its data once, beside
// its code, and is drawn with it. A second read of the same path redrew the step and, on a phone,
// added a round trip and a long task (the income step's entries were read twice).
// The session timer's status read is left out: it is read again by design after other calls.

test.use({ viewport: PHONE });

test('each step comes with its frame, and opening it from its address reads each API path once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerPersona(page, {
    firstName: 'Rita',
    lastName: 'Reads',
    email: uniqueEmail('reads'),
    phone: '5556667777',
    zipCode: '10001',
  });
  const id = await createApplication(page, {
    selectedBenefits: ['snap', 'medicaid-magi'],
    needsWorkVerification: false,
  });

  let reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
      reads.push(url.pathname + url.search);
  });
  const twice: string[] = [];
  for (const step of wizardSteps) {
    // Decision 0620: each step's page comes with its frame and its chunks preloaded, and its
    // first script asks for the application at once (a step left out lost both).
    const sent = await (await page.request.get(`/application/${step}?id=${id}`)).text();
    expect(sent, step).toContain(`data-frame="step-${step}:en"`);
    reads = [];
    await page.goto(`/application/${step}?id=${id}`);
    await expectStep(page, step);
    // Time for any read a drawn step would still start.
    await page.waitForTimeout(1500);
    const counted = reads.filter((path) => !path.startsWith('/api/auth/session'));
    for (const path of new Set(counted))
      if (counted.filter((read) => read === path).length > 1) twice.push(`${step}: ${path}`);
    expect(counted.length, `${step} read something`).toBeGreaterThan(0);
  }
  expect(twice).toEqual([]);
});
