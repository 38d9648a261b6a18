// @vitest-environment happy-dom
import { type CurrentUser, WIZARD_STEP_COUNT, wizardSteps } from '@benefits/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mockFetch, renderWithQuery, setupTexts } from '../test/render';
import { stepRegistry } from './steps';
import { useWizard } from './WizardContext';

const user: CurrentUser = {
  id: 'u1',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phone: null,
  zipCode: null,
};

/** A step that only moves: the frame's job is what is under test. */
function MovingStep() {
  const { step, next, previous } = useWizard();
  return (
    <div data-testid={`stub-${step}`}>
      <button type="button" onClick={previous}>
        stub back
      </button>
      <button type="button" onClick={next}>
        stub next
      </button>
    </div>
  );
}
const component = lazy(async () => ({ default: MovingStep }));
const steps = stepRegistry(wizardSteps.map((step) => ({ step, component })));

function renderWizardAt(path: string) {
  const memory = memoryLocation({ path, record: true });
  renderWithQuery(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <Route path="/application/:step?">
        {(params) => <Wizard step={params.step} user={user} steps={steps} />}
      </Route>
    </Router>,
  );
  return memory;
}

const heading = () => screen.getByRole('heading', { level: 1 });

// The wizard's chunk adds its texts when it loads, after the app has set up i18n.
let Wizard: typeof import('./WizardPage').default;
beforeAll(async () => {
  await setupTexts();
  Wizard = (await import('./WizardPage')).default;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the wizard frame', () => {
  it('shows the step, its place in the progress, and moves on and back with focus on the heading', async () => {
    mockFetch(() => ({ status: 404, body: { error: 'Not found' } }));
    const ui = userEvent.setup();
    const memory = renderWizardAt('/application/account-creation');

    expect(await screen.findByTestId('stub-account-creation')).toBeTruthy();
    expect(heading().textContent).toBe('Create Your Account');
    expect(screen.getByTestId('wizard-step-count').textContent).toContain(
      `Step 1/${WIZARD_STEP_COUNT}`,
    );

    await ui.click(screen.getByRole('button', { name: 'stub next' }));
    expect(await screen.findByTestId('stub-benefits-selection')).toBeTruthy();
    expect(memory.history.at(-1)).toBe('/application/benefits-selection');
    expect(heading().textContent).toBe('Choose Your Benefits');
    expect(screen.getByTestId('wizard-step-count').textContent).toContain(
      `Step 2/${WIZARD_STEP_COUNT}`,
    );
    // Keyboard and screen reader users start at the new step, not at a button that is gone.
    await waitFor(() => expect(document.activeElement).toBe(heading()));

    await ui.click(screen.getByRole('button', { name: 'stub back' }));
    expect(await screen.findByTestId('stub-account-creation')).toBeTruthy();
    expect(memory.history.at(-1)).toBe('/application/account-creation');
    await waitFor(() => expect(document.activeElement).toBe(heading()));
  });

  it('sends a step that needs a draft back to step 2 when there is none', async () => {
    mockFetch(() => ({ status: 404, body: { error: 'Not found' } }));
    renderWizardAt('/application/work-requirements');
    expect(await screen.findByTestId('wizard-needs-benefits')).toBeTruthy();
    expect(screen.queryByTestId('stub-work-requirements')).toBeNull();
    expect(screen.getByRole('link', { name: /choose/i }).getAttribute('href')).toBe(
      '/application/benefits-selection',
    );
  });

  it('says a step that does not exist is not found', async () => {
    renderWizardAt('/application/no-such-step');
    expect(await screen.findByTestId('wizard-go-to-start')).toBeTruthy();
    expect(screen.queryByTestId('wizard-progress')).toBeNull();
  });
});
