// @vitest-environment happy-dom
import type { DocumentReadability, DocumentRecord } from '@benefits/domain';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n';
import { setupTexts } from '../../test/render';
import { ReadabilityNotice } from './ReadabilityNotice';

function record(id: number, fileName: string): DocumentRecord {
  return {
    id,
    fileName,
    fileType: 'image/jpeg',
    fileSize: 1000,
    processingStatus: 'completed',
    type: 'other',
    kind: 'other',
    applicationId: 7,
    incomeEntryId: null,
    createdAt: '2026-11-25T00:00:00.000Z',
  };
}

const documents = [record(1, 'stub.jpg'), record(2, 'w2.pdf'), record(3, 'scan.pdf')];

function renderNotice(readability: DocumentReadability[]) {
  const onRetake = vi.fn();
  const onTypeIn = vi.fn();
  render(
    <ReadabilityNotice
      readability={readability}
      documents={documents}
      onRetake={onRetake}
      onTypeIn={onTypeIn}
    />,
  );
  return { onRetake, onTypeIn };
}

beforeAll(setupTexts);
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('a document the reader could not read well (decision 0262)', () => {
  it('says so in plain words, per document, and offers a clearer photo or typing it in', async () => {
    const user = userEvent.setup();
    const { onRetake, onTypeIn } = renderNotice([
      { documentId: 1, status: 'unreadable', reason: 'low_text_confidence' },
      { documentId: 2, status: 'ok' },
      { documentId: 3, status: 'unreadable' },
    ]);
    const items = screen.getAllByTestId('document-unreadable');
    expect(items.map((item) => item.textContent)).toEqual([
      'We could not read stub.jpg well.The photo is hard to read.',
      'We could not read scan.pdf well.We could not open it.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add a clearer photo' }));
    expect(onRetake).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Type it in myself' }));
    expect(onTypeIn).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when every document was read, or only has fields to confirm', () => {
    renderNotice([
      { documentId: 1, status: 'ok' },
      { documentId: 2, status: 'needs_confirmation' },
    ]);
    expect(screen.queryByTestId('documents-unreadable')).toBeNull();
  });

  it.each([
    ['no_text', 'We could not find any words in it.', 'No encontramos palabras en él.'],
    [
      'unknown_kind',
      'We could not tell what kind of document it is.',
      'No pudimos saber qué tipo de documento es.',
    ],
    ['no_amount_found', 'We could not find the amount on it.', 'No encontramos la cantidad en él.'],
  ] as const)('explains %s in English and Spanish', async (reason, en, es) => {
    renderNotice([{ documentId: 1, status: 'unreadable', reason }]);
    expect(screen.getByTestId('document-unreadable').textContent).toContain(en);
    cleanup();
    await changeLanguage('es');
    renderNotice([{ documentId: 1, status: 'unreadable', reason }]);
    expect(screen.getByTestId('document-unreadable').textContent).toContain(es);
    expect(screen.getByRole('button', { name: 'Agregar una foto más clara' })).toBeTruthy();
  });
});
