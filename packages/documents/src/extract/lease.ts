import { findAmounts } from './money.js';
import { looksLikeName, tidyName } from './names.js';
import { flatten, valueAfterLabel } from './textLines.js';
import type { DocumentFields } from './types.js';

function party(lines: readonly string[], label: RegExp): string | undefined {
  for (const line of lines) {
    const value = valueAfterLabel(line, label);
    if (value) return tidyName(value);
  }
  return undefined;
}

/**
 * A lease or rent ledger: the monthly rent, the landlord and the tenant. It becomes rental
 * income only when the applicant is the landlord (decided with the applicant's name).
 */
export function extractLease(lines: string[]): DocumentFields {
  const text = flatten(lines);
  const rentMatch =
    /\b(monthly\s+rent|rent\s+of|rent\s+amount|rent\s+due|rent)\b[^$]{0,40}?(\$\s?\d[\d,]*\.\d{2})/i.exec(
      text,
    );
  const rentCents = rentMatch ? findAmounts(rentMatch[2]!)[0]?.cents : undefined;
  const landlord = party(lines, /\b(landlord|lessor|owner)\s*:/i);
  const tenant = party(lines, /\b(tenant|lessee|resident)s?\s*:/i);
  const fields: DocumentFields = { income: [], lease: {} };
  if (rentCents !== undefined) fields.lease!.rentCents = rentCents;
  if (landlord) {
    fields.lease!.landlord = landlord;
    fields.payer = landlord;
  }
  if (tenant) fields.lease!.tenant = tenant;
  if (looksLikeName(tenant)) fields.printedName = tenant;
  return fields;
}
