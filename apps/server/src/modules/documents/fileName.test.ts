import { describe, expect, it } from 'vitest';
import { contentDisposition, displayFileName } from './fileName.js';

describe('upload file names', () => {
  it.each([
    ['pay stub.pdf', 'pay stub.pdf'],
    ['C:\\Users\\ana\\W2 2025.pdf', 'W2 2025.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['a\u0000b\u001f"<c>.png', 'abc.png'],
    ['', 'document'],
    [undefined, 'document'],
    [`${'x'.repeat(200)}.pdf`, 'x'.repeat(150)],
  ])('%j shows as %j', (input, expected) => {
    expect(displayFileName(input)).toBe(expected);
  });

  it('writes a Content-Disposition that old and new browsers read safely', () => {
    expect(contentDisposition('inline', 'Recibo de pago ñ.pdf')).toBe(
      `inline; filename="Recibo de pago _.pdf"; filename*=UTF-8''Recibo%20de%20pago%20%C3%B1.pdf`,
    );
  });
});
