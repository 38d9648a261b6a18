// SPEC 3: document types referenced by the risk check. DESIGN: the analyzer classifies each
// document into a kind and sets its type; the applicant can correct it.
export const documentTypes = ['income_verification', 'identity_verification', 'other'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** SPEC 5 risk rules: each of these missing is a High flag. */
export const requiredDocumentTypes = ['income_verification', 'identity_verification'] as const;
export type RequiredDocumentType = (typeof requiredDocumentTypes)[number];

/** DESIGN: the document kinds the analyzer sets, by the type each counts as. */
const kindsByType = {
  income_verification: ['pay_stub', 'w2', 'form_1099', 'benefit_letter', 'bank_statement'],
  identity_verification: ['id_card'],
  other: ['other'],
} as const satisfies Record<DocumentType, readonly string[]>;

export type DocumentKind = (typeof kindsByType)[DocumentType][number];
export const documentKinds = Object.values(kindsByType).flat() as [DocumentKind, ...DocumentKind[]];

/** DESIGN: the type a document kind counts as. */
export const documentTypeForKind = Object.fromEntries(
  Object.entries(kindsByType).flatMap(([type, kinds]) => kinds.map((kind) => [kind, type])),
) as Readonly<Record<DocumentKind, DocumentType>>;

export const documentTypeLabels: Readonly<Record<DocumentType, string>> = {
  income_verification: 'Proof of income',
  identity_verification: 'Proof of identity',
  other: 'Other document',
};

export const processingStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type ProcessingStatus = (typeof processingStatuses)[number];

// SPEC 2 / 9: document step accepts PNG, JPG, JPEG, PDF and states 10MB per file; DESIGN:
// the 10MB limit is enforced. The verification dialog also takes doc and docx, max 20 files.
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_VERIFICATION_FILES = 20;

export const documentStepFileTypes: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

export const verificationFileTypes: Readonly<Record<string, readonly string[]>> = {
  ...documentStepFileTypes,
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

export function isAcceptedMimeType(
  mimeType: string,
  accepted: Readonly<Record<string, readonly string[]>>,
): boolean {
  return Object.hasOwn(accepted, mimeType);
}

/** SPEC 2: fraud indicator severities. */
export const fraudSeverities = ['high', 'medium', 'low'] as const;
export type FraudSeverity = (typeof fraudSeverities)[number];

/** SPEC 8: 'Document Review Required' shows when any fraud indicator is high. */
export function hasHighSeverityFraud(indicators: readonly { severity: FraudSeverity }[]): boolean {
  return indicators.some((indicator) => indicator.severity === 'high');
}
