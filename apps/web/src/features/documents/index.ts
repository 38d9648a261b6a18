import { lazyStep } from '../../wizard/steps';
import { DocumentsStepIntro } from './DocumentsIntro';
import { documentsKey } from './documentsApi';

/** The documents step: its own chunk, loaded when the applicant reaches it. */
export const documentUploadStep = lazyStep(
  'document-upload',
  () => import('./DocumentUploadStep'),
  DocumentsStepIntro,
  // Its first read, in the cache before it mounts (decision 0800).
  (applicationId) => [documentsKey(applicationId)[0]],
);

export { DocumentStatusList } from './DocumentStatusList';
export {
  analyzeDocuments,
  storeDocuments,
  UploadError,
  uploadDocument,
  useDocuments,
} from './documentsApi';
export { isResizableImage, prepareForUpload } from './downscale';
export { FILE_TOO_LARGE, fileSizeText, rejectionLines, tooLargeMessage } from './dropMessages';
