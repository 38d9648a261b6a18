// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTexts } from '../../test/render';
import type { IdCardReader, IdReadOutcome } from './idReading';
import { MemberForm } from './MemberForm';
import { draftOf } from './memberForm';
import { applicantAloneGroups, applicantMember } from './members';

// Decision 0780: "Fill in from your ID" on the applicant's first question (date of birth).

beforeAll(setupTexts);
afterEach(cleanup);

const user = {
  id: 'u',
  firstName: 'Keisha',
  lastName: 'Williams',
  email: 'k@x.org',
  phone: null,
  zipCode: '62704',
};
const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'licence.jpg', { type: 'image/jpeg' });

/** A reader that says each phase, then waits for the test to give the outcome. */
function pendingReader() {
  let finish: (outcome: IdReadOutcome) => void = () => undefined;
  const read: IdCardReader = async (_file, onPhase) => {
    onPhase('sending');
    await Promise.resolve();
    onPhase('reading');
    return new Promise((resolve) => {
      finish = resolve;
    });
  };
  return { read: vi.fn(read), finish: (outcome: IdReadOutcome) => finish(outcome) };
}

/** The text of the elements that describe a field (aria-describedby). */
const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function renderForm(read: IdCardReader) {
  const onSave = vi.fn();
  render(
    <MemberForm
      initial={draftOf(applicantMember(user, ['snap']))}
      title="About you"
      today="2026-11-26"
      benefits={['snap']}
      saving={false}
      onSave={onSave}
      onCancel={() => undefined}
      groups={applicantAloneGroups}
      readIdCard={read}
    />,
  );
  return { onSave };
}

async function chooseId() {
  const clicker = userEvent.setup();
  const start = screen.getByRole('button', { name: 'Fill in from your ID' });
  expect(start.getAttribute('aria-expanded')).toBe('false');
  await clicker.click(start);
  expect(start.getAttribute('aria-expanded')).toBe('true');
  await clicker.upload(screen.getByLabelText('Take a photo of your ID or choose a file'), photo());
}

describe('Fill in from your ID', () => {
  it('says it is reading, then fills in the date of birth to check; nothing is saved until Next', async () => {
    const reader = pendingReader();
    const { onSave } = renderForm(reader.read);
    const input = screen.getByLabelText('Take a photo of your ID or choose a file');
    // No `capture`: some Android phones then open only the camera, and a photo she already has or
    // a PDF could not be picked; without it the phone offers the camera and her files (as step 5).
    expect(input.hasAttribute('capture')).toBe(false);
    expect(input.getAttribute('accept')).toContain('application/pdf');
    await chooseId();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Reading your ID…');
    expect(status.getAttribute('aria-live')).toBe('polite');
    reader.finish({ kind: 'read', identity: { documentId: 4, dateOfBirth: '1988-04-17' } });
    expect(
      await screen.findByText('We filled in your date of birth from your ID. Please check it.'),
    ).toBe(status);
    const date = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(date.value).toBe('1988-04-17');
    expect(described(date)).toContain('Read from your ID. Please check it.');
    expect(onSave).not.toHaveBeenCalled();
    // Changed by her, it is hers: the note goes.
    await userEvent.setup().clear(date);
    expect(screen.queryByText('Read from your ID. Please check it.')).toBeNull();
  });

  it('says plainly when nothing could be read or the photo was not sent, and leaves the date to type', async () => {
    for (const [outcome, said] of [
      [
        { kind: 'nothing' },
        'We could not read your date of birth or address on this file. Please type your date of birth.',
      ],
      [
        { kind: 'failed', message: 'This file is larger than 10 MB.' },
        'This file is larger than 10 MB.',
      ],
      [
        { kind: 'read', identity: { documentId: 5 } },
        'We could not find a date of birth on your ID. Please type it.',
      ],
    ] as const) {
      const reader = pendingReader();
      renderForm(reader.read);
      await chooseId();
      reader.finish(outcome);
      await screen.findByText(said);
      expect(screen.getByRole('status').textContent).toBe(said);
      expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('');
      cleanup();
    }
  });

  it('is offered only on the applicant’s own date of birth', () => {
    render(
      <MemberForm
        initial={draftOf(applicantMember(user, ['snap']))}
        title="About you"
        today="2026-11-26"
        benefits={['snap']}
        saving={false}
        onSave={() => undefined}
        onCancel={() => undefined}
        groups={applicantAloneGroups}
      />,
    );
    expect(screen.queryByTestId('id-fill')).toBeNull();
  });
});
