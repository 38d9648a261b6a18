import { money } from '../format.js';
import { LayoutWriter } from '../layout.js';
import { type FormField, monthlyOf, type RealDocument, type RealTruth } from './truth.js';

interface Box {
  label: string;
  value?: string;
}

/** A form grid: labelled boxes, each with a fillable field under its label. */
class FormWriter {
  readonly page = new LayoutWriter(612, 396, 30);
  readonly fields: FormField[] = [];

  box(
    x: number,
    y: number,
    width: number,
    height: number,
    box: Box,
    name: string,
    size = 6.5,
  ): this {
    this.page.rules.push({ x, y, width, height: 0.6 }, { x, y, width: 0.6, height });
    const lines = box.label.split('\n');
    lines.forEach((line, index) => {
      this.page.runs.push({ x: x + 2, y: y + 7 + index * 7, text: line, size });
    });
    if (box.value !== undefined) {
      const top = y + 4 + lines.length * 7;
      this.fields.push({
        name,
        x: x + 4,
        y: top,
        width: width - 8,
        height: Math.max(12, height - (top - y) - 2),
        value: box.value,
      });
    }
    return this;
  }

  title(x: number, y: number, text: string, size = 9, bold = true): this {
    this.page.runs.push({ x, y, text, size, bold });
    return this;
  }
}

export interface FormSpec {
  id: string;
  year: number;
  payer: string;
  payerAddress: string;
  recipient: string;
  recipientAddress: string;
}

/** The box with the payer's name and address, one per line (W-2 box c, a 1099's PAYER box). */
function payerBox(
  form: FormWriter,
  spec: FormSpec,
  [x, y, width, height]: readonly [number, number, number, number],
  label: string,
  name: string,
): void {
  form.box(x, y, width, height, { label, value: `${spec.payer}\n${spec.payerAddress}` }, name);
}

/** IRS Form W-2 (Copy B) in the IRS layout: lettered boxes left, numbered boxes right. */
export function fillableW2(
  spec: FormSpec & { wagesCents: number; retirementCents: number },
): RealDocument {
  const form = new FormWriter();
  const ss = spec.wagesCents + spec.retirementCents;
  const w = (cents: number) => money(cents);
  form.title(30, 24, `Form W-2  Wage and Tax Statement  ${spec.year}`, 10);
  form.title(330, 24, 'Copy B—To Be Filed With Employee’s FEDERAL Tax Return.', 6.5, false);
  form.box(
    30,
    32,
    150,
    24,
    { label: 'a Employee’s social security number', value: 'XXX-XX-4821' },
    'f1_01',
  );
  form.box(
    30,
    56,
    280,
    24,
    { label: 'b Employer identification number (EIN)', value: '36-4459912' },
    'f1_02',
  );
  payerBox(form, spec, [30, 80, 280, 60], 'c Employer’s name, address, and ZIP code', 'f1_03');
  form.box(30, 140, 280, 22, { label: 'd Control number', value: '' }, 'f1_04');
  form.box(
    30,
    162,
    280,
    26,
    {
      label: 'e Employee’s first name and initial      Last name      Suff.',
      value: spec.recipient,
    },
    'f1_05',
  );
  form.box(
    30,
    188,
    280,
    44,
    { label: 'f Employee’s address and ZIP code', value: spec.recipientAddress },
    'f1_06',
  );
  const right: [string, number][] = [
    ['1 Wages, tips, other compensation', spec.wagesCents],
    ['2 Federal income tax withheld', Math.round(spec.wagesCents * 0.09)],
    ['3 Social security wages', ss],
    ['4 Social security tax withheld', Math.round(ss * 0.062)],
    ['5 Medicare wages and tips', ss],
    ['6 Medicare tax withheld', Math.round(ss * 0.0145)],
  ];
  right.forEach(([label, cents], index) => {
    const x = index % 2 === 0 ? 310 : 446;
    const y = 32 + Math.floor(index / 2) * 26;
    form.box(x, y, 136, 26, { label, value: w(cents) }, `f1_${10 + index}`);
  });
  form.box(
    310,
    110,
    136,
    26,
    { label: '12a See instructions for box 12', value: `D  ${w(spec.retirementCents)}` },
    'f1_20',
  );
  form.box(
    310,
    136,
    272,
    26,
    {
      label: '15 State  Employer’s state ID number        16 State wages, tips, etc.',
      value: `IL   0041-2217        ${w(spec.wagesCents)}`,
    },
    'f1_21',
  );
  form.title(30, 250, 'Department of the Treasury—Internal Revenue Service', 6.5, false);
  return {
    id: spec.id,
    layout: 'irs-w2',
    pages: [form.page.page()],
    fields: form.fields,
    truth: annualTruth('w2', spec.payer, 'wages', spec.wagesCents),
  };
}

function annualTruth(
  kind: RealTruth['kind'],
  payer: string,
  category: string,
  cents: number,
): RealTruth {
  return {
    kind,
    payer,
    category,
    periodCents: cents,
    frequency: 'annual',
    monthlyCents: monthlyOf(cents, 'annual')!,
    fraud: [],
  };
}

type Form1099 = 'G' | 'NEC' | 'MISC' | 'INT' | 'R';

const FORM_1099: Record<
  Form1099,
  { title: string; boxes: string[]; kind: RealTruth['kind']; category: string }
> = {
  G: {
    title: 'Certain Government Payments',
    boxes: [
      '1 Unemployment compensation',
      '2 State or local income tax\nrefunds, credits, or offsets',
      '4 Federal income tax withheld',
    ],
    kind: 'form_1099_g',
    category: 'unemployment',
  },
  NEC: {
    title: 'Nonemployee Compensation',
    boxes: [
      '1 Nonemployee compensation',
      '2 Payer made direct sales totaling\n$5,000 or more',
      '4 Federal income tax withheld',
    ],
    kind: 'form_1099_nec',
    category: 'self-employment',
  },
  MISC: {
    title: 'Miscellaneous Information',
    boxes: ['1 Rents', '2 Royalties', '4 Federal income tax withheld'],
    kind: 'form_1099_misc',
    category: 'rental',
  },
  INT: {
    title: 'Interest Income',
    boxes: ['1 Interest income', '2 Early withdrawal penalty', '4 Federal income tax withheld'],
    kind: 'form_1099_int',
    category: 'taxable-interest',
  },
  R: {
    title:
      'Distributions From Pensions, Annuities, Retirement or\nProfit-Sharing Plans, IRAs, Insurance Contracts, etc.',
    boxes: ['1 Gross distribution', '2a Taxable amount', '4 Federal income tax withheld'],
    kind: 'form_1099_r',
    category: 'pension',
  },
};

/** An IRS 1099 (Copy B) in the IRS layout: payer and recipient left, numbered boxes right. */
export function fillable1099(
  spec: FormSpec & { form: Form1099; amountCents: number; secondCents: number },
): RealDocument {
  const info = FORM_1099[spec.form];
  const form = new FormWriter();
  form.title(
    30,
    24,
    `PAYER’S name, street address, city or town, state or province, country, ZIP`,
    6.5,
    false,
  );
  payerBox(form, spec, [30, 30, 250, 60], 'or foreign postal code, and telephone no.', 'f2_01');
  form.box(30, 90, 125, 24, { label: 'PAYER’S TIN', value: '31-6000139' }, 'f2_02');
  form.box(155, 90, 125, 24, { label: 'RECIPIENT’S TIN', value: 'XXX-XX-7730' }, 'f2_03');
  form.box(30, 114, 250, 26, { label: 'RECIPIENT’S name', value: spec.recipient }, 'f2_04');
  form.box(
    30,
    140,
    250,
    40,
    {
      label:
        'Street address (including apt. no.)\nCity or town, state or province, country, and ZIP',
      value: spec.recipientAddress,
    },
    'f2_05',
  );
  form.box(30, 180, 250, 22, { label: 'Account number (see instructions)', value: '' }, 'f2_06');
  const [first, second, withheld] = info.boxes as [string, string, string];
  form.box(280, 30, 130, 34, { label: first, value: `$ ${money(spec.amountCents)}` }, 'f2_10');
  form.title(420, 40, `OMB No. 1545-0116   ${spec.year}`, 7, false);
  form.title(420, 60, `Form 1099-${spec.form}`, 10);
  form.box(
    280,
    64,
    130,
    34,
    { label: second, value: spec.secondCents ? `$ ${money(spec.secondCents)}` : '' },
    'f2_11',
  );
  form.box(
    280,
    98,
    130,
    30,
    { label: withheld, value: `$ ${money(Math.round(spec.amountCents * 0.1))}` },
    'f2_12',
  );
  info.title.split('\n').forEach((line, index) => {
    form.title(420, 80 + index * 9, line, index === 0 ? 8 : 7);
  });
  form.title(420, 120, 'Copy B For Recipient', 7, false);
  form.title(
    30,
    220,
    `Form 1099-${spec.form}    (keep for your records)    www.irs.gov/Form1099${spec.form}`,
    6.5,
    false,
  );
  form.title(330, 232, 'Department of the Treasury - Internal Revenue Service', 6.5, false);
  return {
    id: spec.id,
    layout: `irs-1099-${spec.form.toLowerCase()}`,
    pages: [form.page.page()],
    fields: form.fields,
    truth: annualTruth(info.kind, spec.payer, info.category, spec.amountCents),
  };
}

/** Form SSA-1099 in SSA's layout: boxes 1-5 and the description of the amount in box 3. */
export function ssa1099Form(
  spec: FormSpec & { paidCents: number; repaidCents: number; medicareCents: number },
): RealDocument {
  const page = new LayoutWriter(612, 396, 28);
  const net = spec.paidCents - spec.repaidCents;
  page
    .text(30, `FORM SSA-1099 – SOCIAL SECURITY BENEFIT STATEMENT`, { size: 9, bold: true })
    .text(480, String(spec.year), { size: 14, bold: true })
    .next(10);
  page
    .text(30, '• PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME.', {
      size: 6.5,
    })
    .next(16);
  page
    .text(30, 'Box 1. Name', { size: 7 })
    .text(320, 'Box 2. Beneficiary’s Social Security Number', { size: 7 })
    .next(10);
  page
    .text(30, spec.recipient.toUpperCase(), { size: 9 })
    .text(320, 'XXX-XX-2290', { size: 9 })
    .next(18);
  page
    .text(30, `Box 3. Benefits Paid in ${spec.year}`, { size: 7 })
    .text(320, `Box 4. Benefits Repaid to SSA in ${spec.year}`, { size: 7 })
    .next(10);
  page
    .text(30, `$${money(spec.paidCents)}`, { size: 9 })
    .text(320, spec.repaidCents ? `$${money(spec.repaidCents)}` : 'NONE', { size: 9 })
    .next(18);
  page
    .text(30, 'DESCRIPTION OF AMOUNT IN BOX 3', { size: 7, bold: true })
    .text(320, 'DESCRIPTION OF AMOUNT IN BOX 4', { size: 7, bold: true })
    .next(10);
  page
    .text(
      30,
      `Paid by check or direct deposit     $${money(spec.paidCents - spec.medicareCents)}`,
      { size: 7 },
    )
    .next(9);
  page
    .text(
      30,
      `Medicare Part B premiums deducted from your benefits     $${money(spec.medicareCents)}`,
      { size: 7 },
    )
    .next(9);
  page.text(30, `Total Additions     $${money(spec.medicareCents)}`, { size: 7 }).next(9);
  page.text(30, `Benefits for ${spec.year}     $${money(spec.paidCents)}`, { size: 7 }).next(18);
  page.text(30, `Box 5. Net Benefits for ${spec.year} (Box 3 minus Box 4)`, { size: 7 }).next(10);
  page.text(30, `$${money(net)}`, { size: 9 }).next(18);
  page.text(30, 'Box 6. Voluntary Federal Income Tax Withheld      NONE', { size: 7 }).next(10);
  page
    .text(30, 'Box 8. Claim Number (Use this number if you need to contact SSA.)   XXX-XX-2290A', {
      size: 7,
    })
    .next(16);
  page.text(30, 'Form SSA-1099-SM (1-2025)   DO NOT RETURN THIS FORM TO SSA OR IRS', { size: 6 });
  return {
    id: spec.id,
    layout: 'ssa-1099',
    pages: [page.page()],
    truth: annualTruth('ssa_benefit', 'Social Security Administration', 'social-security', net),
  };
}
