import type { DocumentClass } from '../classify/documentClasses.js';
import { extractBankStatement } from './bankStatement.js';
import { extractLease } from './lease.js';
import { extractBenefitLetter, extractSsaBenefit, letterName } from './letters.js';
import { extractPayStub } from './payStub.js';
import { extractPhotoId } from './photoId.js';
import { extract1099, extractW2 } from './taxForms.js';
import { toLines } from './textLines.js';
import type { DocumentFields } from './types.js';

/** Reads the fields a document of this class carries from its text. */
export function extractFields(text: string, documentClass: DocumentClass): DocumentFields {
  const lines = toLines(text);
  switch (documentClass) {
    case 'pay_stub':
      return extractPayStub(lines);
    case 'w2':
      return extractW2(lines);
    case 'form_1099_nec':
    case 'form_1099_misc':
    case 'form_1099_g':
    case 'form_1099_int':
    case 'form_1099_r':
      return extract1099(lines, documentClass);
    case 'ssa_benefit':
      return extractSsaBenefit(lines);
    case 'benefit_letter':
      return extractBenefitLetter(lines);
    case 'bank_statement':
      return extractBankStatement(lines);
    case 'lease':
      return extractLease(lines);
    case 'photo_id':
      return extractPhotoId(lines);
    case 'other': {
      const name = letterName(lines);
      return name ? { income: [], printedName: name } : { income: [] };
    }
  }
}
