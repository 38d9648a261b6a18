// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTexts } from '../test/render';
import { ProgressHeader } from './ProgressHeader';

beforeAll(setupTexts);
afterEach(cleanup);

describe('ProgressHeader (issue 18)', () => {
  it("names the application by the applicant's own number, not its global id", () => {
    render(
      <ProgressHeader
        step="final-review"
        furthest="final-review"
        applicationId={2}
        applicantNumber={1}
        saveState="saved"
      />,
    );
    expect(screen.getByTestId('wizard-application-id').textContent).toBe('Application 1');
  });

  it('shows no number before the server gives one', () => {
    render(
      <ProgressHeader
        step="final-review"
        furthest="final-review"
        applicationId={2}
        saveState="saved"
      />,
    );
    expect(screen.queryByTestId('wizard-application-id')).toBeNull();
  });
});
