import { PDFDocument, rgb } from 'pdf-lib';
import { seededRandom } from './random.js';

/**
 * A PDF re-saved by an online editor weeks after the payroll system produced it: a white box
 * pasted over part of the page, Producer 'iLovePDF', ModDate 40 days after CreationDate.
 */
export async function editedPdf(original: Uint8Array): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  const created = pdf.getCreationDate() ?? new Date('2025-03-21T14:02:00Z');
  const page = pdf.getPage(0);
  page.drawRectangle({ x: 395, y: 700, width: 170, height: 14, color: rgb(1, 1, 1) });
  pdf.setProducer('iLovePDF');
  pdf.setModificationDate(new Date(created.getTime() + 40 * 86_400_000));
  return pdf.save();
}

/** A PDF header followed by noise: no objects, no cross-reference table. */
export function corruptPdf(seed = 7): Uint8Array {
  const random = seededRandom(seed);
  const bytes = new Uint8Array(4096);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Cat'));
  for (let index = 40; index < bytes.length; index += 1) {
    bytes[index] = Math.floor(random() * 256);
  }
  return bytes;
}

function hex(random: () => number, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) {
    text += Math.floor(random() * 256)
      .toString(16)
      .padStart(2, '0');
  }
  return text;
}

/**
 * A PDF protected by the standard security handler with a user password: opening it needs a
 * password the applicant did not give us. Built by hand, since pdf-lib cannot encrypt.
 */
export function encryptedPdf(seed = 11): Uint8Array {
  const random = seededRandom(seed);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(random, 32)}> /U <${hex(random, 32)}> /P -44 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = hex(random, 16);
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${id}> <${id}>] >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
