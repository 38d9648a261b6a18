import { describe, expect, it } from 'vitest';
import { extractFields } from './extractFields.js';
import { repairStateNames } from './names.js';

// The real-layout 1099-R photographed (corpus/real 1099r-1.photo, decision 0967): OCR read the
// payer 'Teachers Retirement System of Illinois' as '... of liinois'.
describe("a state's name in a payer's name, its i, l or 1 misread", () => {
  it.each([
    [
      '1099-R payer',
      'Teachers Retirement System of liinois',
      'Teachers Retirement System of Illinois',
    ],
    [
      '1099-R payer, capitals',
      'TEACHERS RETIREMENT SYSTEM OF ILLlNOIS',
      'TEACHERS RETIREMENT SYSTEM OF ILLINOIS',
    ],
    ['1099-G payer', 'State of Ca1ifornia EDD', 'State of California EDD'],
    ['pay stub employer', 'lndiana University Health', 'Indiana University Health'],
    ['pay stub employer', 'West Virgiria Mining Co', 'West Virgiria Mining Co'],
    ['a name as printed', 'Illinois Tool Works Inc', 'Illinois Tool Works Inc'],
    ['no state', 'Lilli Bakery LLC', 'Lilli Bakery LLC'],
    ['no state', 'Iowa-Ill Supply', 'Iowa-Ill Supply'],
  ])('%s: %s', (_, printed, read) => {
    expect(repairStateNames(printed)).toBe(read);
  });

  it('a pay stub whose employer OCR misread is read with the state named right', () => {
    const text = [
      'Unlversity of lowa Hospitals                      Earnings Statement',
      'Gross Pay                                          2,000.00',
      'Net Pay                                            1,600.00',
    ].join('\n');
    const fields = extractFields(text, 'pay_stub');
    expect(fields.payer).toBe('Unlversity of Iowa Hospitals');
    expect(fields.income[0]?.source).toBe('Unlversity of Iowa Hospitals');
  });
});
