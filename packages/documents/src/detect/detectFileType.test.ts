import { describe, expect, it } from 'vitest';
import { phoneLike } from '../corpus/buildCorpus.js';
import { phonePhoto } from '../corpus/degrade.js';
import { photoId } from '../corpus/otherDocuments.js';
import { renderPagePng } from '../corpus/renderImage.js';
import { renderTextPdf } from '../corpus/renderPdf.js';
import { docx } from '../corpus/zip.test-util.js';
import { docxText } from '../text/docxText.js';
import { detectFileType } from './detectFileType.js';

const card = photoId(1);

describe('detectFileType (by magic bytes, never by name)', () => {
  it('knows a PDF, a PNG and a JPEG', async () => {
    expect((await detectFileType(await renderTextPdf(card))).ext).toBe('pdf');
    const png = renderPagePng(card.pages[0]!, 1);
    expect(await detectFileType(png)).toMatchObject({ mime: 'image/png', family: 'image' });
    expect((await detectFileType(await phonePhoto(png, phoneLike))).mime).toBe('image/jpeg');
  });

  it('knows a DOCX and reads its paragraphs', async () => {
    const bytes = docx(['EARNINGS STATEMENT', 'Gross Pay 1,234.56']);
    expect(await detectFileType(bytes)).toMatchObject({ ext: 'docx', family: 'word' });
    expect(docxText(bytes)).toBe('EARNINGS STATEMENT\nGross Pay 1,234.56');
  });

  it('refuses text, HTML, a ZIP that is not a DOCX and empty files', async () => {
    const refused = [
      new TextEncoder().encode('Gross pay 1,234.56 - definitely a PDF'),
      new TextEncoder().encode('<html><body>pay stub</body></html>'),
      new Uint8Array(0),
    ];
    for (const bytes of refused) {
      await expect(detectFileType(bytes)).rejects.toMatchObject({ code: 'unsupported_type' });
    }
  });
});
