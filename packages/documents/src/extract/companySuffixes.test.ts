import { describe, expect, it } from 'vitest';
import { extractFields } from './extractFields.js';
import { repairCompanySuffixes } from './names.js';

// A W-2 screenshot's employer 'Tran LLC Inc' read by OCR as 'Tran LIC Inc' (outside tuning
// sample dsacms-w2-reissued, decision 0955): an L read as I, 1 or a bar, a C as G.
describe("a company's suffix, its letters misread", () => {
  it.each([
    ['W-2 employer before Inc', 'Tran LIC Inc', 'Tran LLC Inc'],
    ['pay stub employer, last word', 'Acme Supplies L1C', 'Acme Supplies LLC'],
    ['1099 payer with a comma', 'Summit Partners LLG,', 'Summit Partners LLC,'],
    ['a bar for the L', 'Harbor Foods L|C', 'Harbor Foods LLC'],
    ['Inc read with an l', 'Ridge Works lnc.', 'Ridge Works Inc.'],
    ['Inc read with a 1', 'Ridge Works 1nc', 'Ridge Works Inc'],
    ['right as printed', 'Tran LLC Inc', 'Tran LLC Inc'],
    ['a first word is a name', 'LIC Holdings', 'LIC Holdings'],
    ['not the suffix', 'Acme LIC Services', 'Acme LIC Services'],
    ['no L among the letters', 'Acme IIC', 'Acme IIC'],
    ['a word of its own', 'Ohio Valley ILCG', 'Ohio Valley ILCG'],
  ])('%s: %s', (_, printed, read) => {
    expect(repairCompanySuffixes(printed)).toBe(read);
  });

  it('a W-2 whose employer OCR misread names it with its suffix right', () => {
    const text = [
      'Form W-2 Wage and Tax Statement 2024',
      "c Employer's name, address, and ZIP code",
      'Tran LIC Inc',
      '12 Main St, Springfield, IL 62701',
      '1 Wages, tips, other compensation 60679.94',
    ].join('\n');
    const fields = extractFields(text, 'w2');
    expect(fields.payer).toBe('Tran LLC Inc');
  });
});
