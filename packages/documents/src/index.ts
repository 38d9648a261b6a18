export {
  type AnalysisContext,
  type AnalyzedDocument,
  analyzeDocuments,
  type DocumentInput,
  type DocumentsAnalysis,
} from './analyze/analyzeDocuments.js';
export { analyzeFile, sha256Hex } from './analyze/analyzeFile.js';
export {
  closeSharedDocumentAnalyzer,
  createDocumentAnalyzer,
  type DocumentAnalyzer,
  type DocumentAnalyzerOptions,
  sharedDocumentAnalyzer,
} from './analyze/documentAnalyzer.js';
export type { DocumentFacts, DocumentTextSource, PageReport } from './analyze/documentFacts.js';
export {
  DEFAULT_TIMEOUT_MS,
  defaultPoolSize,
  documentsWorkerEntry,
} from './analyze/workerPool.js';
export { type WorkerScript, workerScript } from './analyze/workerScript.js';
export { type Classification, classifyDocument } from './classify/classifyDocument.js';
export {
  type DocumentClass,
  documentClasses,
  documentClassLabels,
  documentTypeForClass,
  domainKindForClass,
} from './classify/documentClasses.js';
export { type DetectedFileType, detectFileType } from './detect/detectFileType.js';
export {
  DocumentError,
  type DocumentErrorCode,
  documentErrorCodes,
  isDocumentError,
} from './errors.js';
export { extractFields } from './extract/extractFields.js';
export type { PayCycle } from './extract/frequency.js';
export { namesMatch } from './extract/names.js';
export type {
  CardAddress,
  CardIdentity,
  DepositToClassify,
  DocumentFields,
  FieldConfidence,
  IncomeFinding,
  PayStubFacts,
} from './extract/types.js';
export { checkFraud, fraudChecks } from './fraud/checkFraud.js';
export type { FraudContext } from './fraud/types.js';
export {
  assessDocuments,
  type DocumentOutcome,
} from './result/assessDocuments.js';
export {
  CONFIRM_BELOW,
  type ConfirmableField,
  type FieldToConfirm,
  type Readability,
  type ReadabilityReason,
} from './result/confirmation.js';
