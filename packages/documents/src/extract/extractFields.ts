import type { DocumentClass } from '../classify/documentClasses.js';
import { extractBankStatement } from './bankStatement.js';
import { extractLease } from './lease.js';
import { extractBenefitLetter, extractSsaBenefit, letterName } from './letters.js';
import { repairCompanySuffixes, repairStateNames } from './names.js';
import { extractPayStub } from './payStub.js';
import { extractPhotoId } from './photoId.js';
import { extract1099, extractW2 } from './taxForms.js';
import { toLines } from './textLines.js';
import type { DocumentFields } from './types.js';

/** Reads the fields a document of this class carries from its text. */
export function extractFields(text: string, documentClass: DocumentClass): DocumentFields {
  const fields = fieldsOf(toLines(text), documentClass);
  const { payer } = fields;
  if (!payer) return fields;
  // A state's name in the payer's, its i or l misread ('... System of liinois').
  // A company suffix misread the same way ('Tran LIC Inc').
  const repaired = repairCompanySuffixes(repairStateNames(payer));
  if (repaired === payer) return fields;
  return {
    ...fields,
    payer: repaired,
    income: fields.income.map((item) =>
      item.source === payer ? { ...item, source: repaired } : item,
    ),
  };
}

function fieldsOf(lines: string[], documentClass: DocumentClass): DocumentFields {
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
