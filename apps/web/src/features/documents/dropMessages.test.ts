import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { enCatalog } from '../../i18n/en';
import { esCatalog } from '../../i18n/es';
import { dropErrorMessage, fileSizeText, rejectionLines } from './dropMessages';

const limits = { maxSize: 10485760, minSize: 1, maxFiles: 20 };

beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: enCatalog }, es: { translation: esCatalog } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

describe('drop zone messages (SPEC 5)', () => {
  it('keeps the generic messages and adds what to do', () => {
    const t = i18n.getFixedT('en');
    expect(dropErrorMessage(t, { code: 'file-invalid-type', message: '' }, limits)).toBe(
      'File type must be PNG, JPG, JPEG or PDF. Please choose a photo or a PDF.',
    );
    // Issue 18: it said "File is larger than 10485760 bytes".
    expect(dropErrorMessage(t, { code: 'file-too-large', message: '' }, limits, 'en')).toBe(
      'This file is bigger than 10 MB. Please choose a smaller file or take a new photo.',
    );
    expect(dropErrorMessage(t, { code: 'file-too-large', message: '' }, limits)).not.toMatch(
      /\d{5,}|bytes/,
    );
    expect(dropErrorMessage(t, { code: 'file-too-small', message: '' }, limits)).toBe(
      'This file is empty. Please choose another file.',
    );
    expect(dropErrorMessage(t, { code: 'too-many-files', message: '' }, limits)).toBe(
      'Too many files. Please choose at most 20 files at a time.',
    );
    expect(dropErrorMessage(t, { code: 'other', message: 'Odd' }, limits)).toBe('Odd');
  });

  it('is translated', () => {
    const t = i18n.getFixedT('es');
    expect(dropErrorMessage(t, { code: 'file-too-large', message: '' }, limits, 'es')).toBe(
      'Este archivo pesa más de 10 MB. Elija un archivo más pequeño o tome una foto nueva.',
    );
  });

  it('says Too many files once, and one line per other refused file', () => {
    const t = i18n.getFixedT('en');
    const many = [
      { file: { name: 'a.pdf' }, errors: [{ code: 'too-many-files', message: '' }] },
      { file: { name: 'b.pdf' }, errors: [{ code: 'too-many-files', message: '' }] },
    ];
    expect(rejectionLines(t, many, limits)).toHaveLength(1);
    const lines = rejectionLines(
      t,
      [{ file: { name: 'notes.txt' }, errors: [{ code: 'file-invalid-type', message: '' }] }],
      limits,
    );
    expect(lines[0]?.name).toBe('notes.txt');
  });

  it('writes file sizes plainly', () => {
    const t = i18n.getFixedT('en');
    expect(fileSizeText(t, 900, 'en')).toBe('900 bytes');
    expect(fileSizeText(t, 512 * 1024, 'en')).toBe('512 KB');
    expect(fileSizeText(t, 2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(fileSizeText(i18n.getFixedT('es'), 2.5 * 1024 * 1024, 'es')).toBe('2.5 MB');
  });
});
