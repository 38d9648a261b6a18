import { lazyStep } from '../../wizard/steps';
import { DocumentsStepIntro } from './DocumentsIntro';

/** The documents step: its own chunk, loaded when the applicant reaches it. */
export const documentUploadStep = lazyStep(
  'document-upload',
  () => import('./DocumentUploadStep'),
  DocumentsStepIntro,
);

export { DocumentStatusList } from './DocumentStatusList';
export { analyzeDocuments, storeDocuments, uploadDocument, useDocuments } from './documentsApi';
export { isResizableImage, prepareForUpload } from './downscale';
export { FILE_TOO_LARGE, fileSizeText, rejectionLines } from './dropMessages';
