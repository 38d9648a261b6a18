import { lazy } from 'react';
import type { StepRegistration } from '../../wizard/steps';

/** Step 5: its own chunk, loaded when the applicant reaches it. */
export const documentUploadStep: StepRegistration = {
  step: 'document-upload',
  component: lazy(() => import('./DocumentUploadStep')),
};

export { DocumentStatusList } from './DocumentStatusList';
export { analyzeDocuments, storeDocuments, uploadDocument, useDocuments } from './documentsApi';
export { isResizableImage, prepareForUpload } from './downscale';
export { FILE_TOO_LARGE, fileSizeText, rejectionLines } from './dropMessages';
