import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validationMessagesEn } from '@benefits/domain';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/applicant';
import { text } from '../support/catalogs';
import { chat, chatText, createApplication, recordChatRequests } from '../support/chat';
import { baseURL } from '../support/paths.mjs';
import {
  DESKTOP,
  expectStep,
  PHONE,
  registerPersona,
  scanBothViewports,
  settle,
  tabTo,
} from '../support/wizard';

// Issue 8: the chat assistant's widget, against the real server and its built-in assistant.

const WELCOME =
  "Hi! I'm here to help you with your benefits application. What questions do you have?";

const persona = {
  firstName: 'Marisol',
  lastName: 'Quintero',
  email: uniqueEmail(`marisol.chat`),
  phone: '5554445555',
  zipCode: '73301',
};

test.use({ viewport: PHONE });

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Holds every answer back until `release()` is called, so the pending state can be seen. */
async function holdAnswers(page: Page) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/chatbot', async (route) => {
    await gate;
    await route.continue();
  });
  return {
    release: async () => {
      release();
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}

test('the signed-out landing page has no chat and loads none of its code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(
    page.getByRole('button', { name: text('en', 'landing.startApplication') }).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(chat(page).toggle).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /chat/i.test(script))).toEqual([]);
});

// One applicant for the signed-in journeys (registration is rate-limited per address): each
// journey starts from the cookie saved here, in a fresh browser context.
test.describe('signed in', () => {
  const stateFile = path.join(tmpdir(), `benefits-chat-e2e-${process.pid}.json`);
  test.use({ storageState: stateFile });

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL, storageState: undefined });
    await registerPersona(await context.newPage(), persona);
    await context.storageState({ path: stateFile });
    await context.close();
  });

  test.afterAll(() => rmSync(stateFile, { force: true }));

  test("step 6's help button opens the chat with the question ready; the answer cites an article that opens in the widget", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const id = await createApplication(page, {
      selectedBenefits: ['snap', 'medicaid-magi'],
      needsWorkVerification: true,
    });
    const requests = recordChatRequests(page);
    const widget = chat(page);

    await page.goto(`/application/income-categories?id=${id}`);
    await expectStep(page, 'income-categories');
    // Closed: a small toggle, no panel, no history fetched (SPEC 4).
    await expect(widget.toggle).toBeVisible();
    await expect(widget.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(widget.panel).toBeHidden();
    expect(requests.histories).toEqual([]);

    // The header's help button: the widget opens with a question about this step, not sent.
    await page.getByTestId('wizard-help').click();
    const title = text('en', 'wizard.steps.income-categories.title');
    const question = chatText('en', 'stepQuestion', { title });
    const dialog = page.getByRole('dialog', { name: chatText('en', 'title') });
    await expect(dialog).toBeVisible();
    await expect(widget.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(widget.input).toHaveValue(question);
    await expect(widget.input).toBeFocused();
    await expect(page.getByTestId('chat-step-help')).toContainText(
      text('en', 'wizard.steps.income-categories.help'),
    );
    await expect(page.getByTestId('chat-welcome')).toHaveText(WELCOME);
    await expect(widget.log).toHaveAttribute('role', 'log');
    await expect(widget.log).toHaveAttribute('aria-live', 'polite');
    // This application's history, fetched once the widget is open.
    await expect.poll(() => requests.histories).toEqual([`/api/chat-history/${id}`]);
    expect(requests.bodies).toEqual([]);

    // On a phone the panel is full width and leaves the toggle uncovered.
    const panelBox = await widget.panel.boundingBox();
    const toggleBox = await widget.toggle.boundingBox();
    expect(panelBox?.width).toBe(PHONE.width);
    expect((panelBox?.y ?? 0) + (panelBox?.height ?? 0)).toBeLessThanOrEqual(toggleBox?.y ?? 0);
    await scanBothViewports(page, 'chat widget opened from the help button');

    // Sent: 'Thinking…' while it waits, and a second question is refused until the answer.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const held = await holdAnswers(page);
    await widget.input.press('Enter');
    await expect(page.getByTestId('chat-thinking')).toHaveText(chatText('en', 'thinking'));
    // Nothing moves for people who ask for less motion.
    const dots = page.getByTestId('chat-thinking').locator('span span');
    await expect(dots).toHaveCount(3);
    for (let index = 0; index < 3; index += 1) {
      await expect(dots.nth(index)).toHaveCSS('animation-name', 'none');
    }
    await expect(widget.input).toHaveValue('');
    await expect(page.getByTestId('chat-question')).toHaveText(new RegExp(escapeRegExp(question)));
    await widget.input.fill('And what about tips?');
    await widget.input.press('Enter');
    await expect(page.getByText(chatText('en', 'waitForAnswer'))).toBeVisible();
    await held.release();

    await expect(widget.answers).toHaveCount(1);
    await expect(page.getByTestId('chat-thinking')).toHaveCount(0);
    expect(requests.bodies).toEqual([{ message: question, applicationId: id, language: 'en' }]);
    await expect(widget.answers.first()).not.toBeEmpty();
    // The second question was kept in the box, not lost.
    await expect(widget.input).toHaveValue('And what about tips?');

    // The answer cites its articles; one opens inside the widget with a heading and a way back.
    await expect(widget.sources.first()).toBeVisible();
    const sourceTitle = (await widget.sources.first().innerText()).trim();
    expect(sourceTitle.length).toBeGreaterThan(0);
    const knowledge = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/api/knowledge/'),
    );
    await widget.sources.first().click();
    expect((await knowledge).ok()).toBe(true);
    expect(new URL((await knowledge).url()).searchParams.get('language')).toBe('en');
    const articleHeading = widget.article.getByRole('heading', { level: 3 });
    await expect(articleHeading).toBeFocused();
    await expect(articleHeading).not.toBeEmpty();
    await expect(widget.article.locator('p, li, td').first()).toBeVisible();
    await expect(widget.log).toBeHidden();
    await scanBothViewports(page, 'chat widget showing an article');
    await widget.article.getByRole('button', { name: chatText('en', 'back') }).click();
    await expect(widget.article).toHaveCount(0);
    await expect(widget.sources.first()).toBeFocused();

    // A blank question is refused with the domain's message, said to screen readers.
    await widget.input.fill('   ');
    await widget.send.click();
    await expect(widget.panel.getByRole('alert')).toHaveText(
      validationMessagesEn.chatMessageRequired,
    );
    await expect(widget.input).toHaveAttribute('aria-invalid', 'true');
    expect(requests.bodies).toHaveLength(1);

    // A failed send says so in the conversation and keeps the question in the box.
    await page.route('**/api/chatbot', (route) => route.abort('internetdisconnected'));
    await widget.input.fill('Do I count my tips?');
    await widget.input.press('Enter');
    await expect(page.getByTestId('chat-failure')).toHaveText(chatText('en', 'offline'));
    await expect(widget.input).toHaveValue('Do I count my tips?');
    await page.unroute('**/api/chatbot');
    await widget.send.click();
    await expect(widget.answers).toHaveCount(2);
    await expect(page.getByTestId('chat-failure')).toHaveCount(0);
    await expect(widget.input).toHaveValue('');

    // The history is the server's: after a reload both questions come back, in order.
    await page.reload();
    await expectStep(page, 'income-categories');
    await widget.toggle.click();
    await expect(page.getByTestId('chat-question')).toHaveText([
      new RegExp(escapeRegExp(question)),
      /Do I count my tips\?/,
    ]);
    await expect(widget.answers).toHaveCount(2);
    // The step's help text shows only when asked for with the help button.
    await expect(page.getByTestId('chat-step-help')).toHaveCount(0);
    await settle(page);
  });

  test('keyboard only: open the chat from the dashboard, ask, close with Escape and come back', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    const requests = recordChatRequests(page);
    const widget = chat(page);
    await page.goto('/');
    await expect(page.getByTestId('dashboard-email')).toContainText(persona.email);

    await tabTo(page, widget.toggle);
    await page.keyboard.press('Enter');
    await expect(widget.panel).toBeVisible();
    await expect(widget.input).toBeFocused();
    await expect.poll(() => requests.histories).toEqual(['/api/chat-history']);
    // The general history holds every question this applicant asked (the step 6 journey's too).
    await expect(widget.log).toBeVisible();
    const earlier = await widget.answers.count();
    await page.keyboard.type('Who can get WIC?');
    await page.keyboard.press('Enter');
    await expect(widget.answers).toHaveCount(earlier + 1);
    // Outside the wizard the general history is used: no application id is sent.
    expect(requests.bodies).toEqual([{ message: 'Who can get WIC?', language: 'en' }]);

    // Escape closes and puts focus back on the toggle.
    await page.keyboard.press('Escape');
    await expect(widget.panel).toBeHidden();
    await expect(widget.toggle).toBeFocused();
    await expect(widget.toggle).toHaveAttribute('aria-expanded', 'false');

    // Open again with Space: the conversation is still there, not fetched again.
    await page.keyboard.press('Space');
    await expect(widget.panel).toBeVisible();
    await expect(widget.answers).toHaveCount(earlier + 1);
    expect(requests.histories).toHaveLength(1);

    // An article by keyboard, then Escape from inside it.
    await tabTo(page, page.getByTestId('chat-pair').last().getByTestId('chat-source').first());
    await page.keyboard.press('Enter');
    await expect(widget.article.getByRole('heading', { level: 3 })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(widget.panel).toBeHidden();
    await expect(widget.toggle).toBeFocused();

    // The close button works the same way.
    await page.keyboard.press('Enter');
    await expect(widget.input).toBeFocused();
    await tabTo(page, page.getByTestId('chat-close'));
    await page.keyboard.press('Enter');
    await expect(widget.panel).toBeHidden();
    await expect(widget.toggle).toBeFocused();

    // The dashboard's help panel opens the chat too: Guides with a question ready to send.
    await page.getByTestId('dashboard-open-guides').click();
    await expect(widget.panel).toBeVisible();
    await expect(widget.input).toHaveValue(text('en', 'dashboard.helpGuidesQuestion'));
    await expect(widget.input).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(widget.answers).toHaveCount(earlier + 2);
    await expect(
      page.getByTestId('chat-pair').last().getByTestId('chat-source').first(),
    ).toBeVisible();
  });

  test('in Spanish the widget speaks Spanish and asks for answers in Spanish', async ({ page }) => {
    test.setTimeout(90_000);
    const requests = recordChatRequests(page);
    const widget = chat(page);
    await page.goto('/');
    await expect(page.getByTestId('dashboard-email')).toContainText(persona.email);
    await page.getByLabel(text('en', 'language.label')).selectOption('es');
    await expect(page.getByTestId('new-application')).toHaveText(
      text('es', 'dashboard.newApplication'),
    );

    await expect(widget.toggle).toHaveAccessibleName(chatText('es', 'toggle'));
    await widget.toggle.click();
    await expect(page.getByRole('dialog', { name: chatText('es', 'title') })).toBeVisible();
    await expect(page.getByTestId('chat-welcome')).toHaveText(chatText('es', 'welcome'));
    await expect(widget.log).toBeVisible();
    const earlier = await widget.answers.count();
    await widget.input.fill('¿Qué es SNAP y quién lo puede recibir?');
    const held = await holdAnswers(page);
    await widget.send.click();
    await expect(page.getByTestId('chat-thinking')).toHaveText(chatText('es', 'thinking'));
    // Without a reduced-motion preference the dots pulse.
    await expect(page.getByTestId('chat-thinking').locator('span span').first()).not.toHaveCSS(
      'animation-name',
      'none',
    );
    await held.release();
    await expect(widget.answers).toHaveCount(earlier + 1);
    expect(requests.bodies).toEqual([
      { message: '¿Qué es SNAP y quién lo puede recibir?', language: 'es' },
    ]);

    const sources = page.getByTestId('chat-pair').last().getByTestId('chat-source');
    await expect(sources.first()).toBeVisible();
    const knowledge = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/api/knowledge/'),
    );
    await sources.first().click();
    expect(new URL((await knowledge).url()).searchParams.get('language')).toBe('es');
    await expect(widget.article.getByRole('heading', { level: 3 })).toBeFocused();
    await expect(
      widget.article.getByRole('button', { name: chatText('es', 'back') }),
    ).toBeVisible();
    await scanBothViewports(page, 'chat widget in Spanish showing an article');
  });
});
