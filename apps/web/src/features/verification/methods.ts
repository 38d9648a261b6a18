import { payrollLinkAllowed, type VerificationMethod, verificationMethods } from '@benefits/domain';

/** The methods offered for a source, in the spec's order (SPEC 2: payroll only for W-2 or category 1 or 2). */
export function methodsFor(entry: {
  categoryId: number;
  isW2Income?: boolean | null;
}): VerificationMethod[] {
  return verificationMethods.filter((method) => method !== 'payroll' || payrollLinkAllowed(entry));
}
