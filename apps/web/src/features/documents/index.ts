import { lazyStep } from '../../wizard/steps';
import { incomeEntriesKey } from '../income';
import { DocumentsStepIntro } from './DocumentsIntro';
import { documentsKey } from './documentsApi';

/** The documents step: its own chunk, loaded when the applicant reaches it. */
export const documentUploadStep = lazyStep(
  'document-upload',
  () => import('./DocumentUploadStep'),
  DocumentsStepIntro,
  // Its first reads (the documents, and the income entries the readings pre-fill), in the cache
  // before it mounts (decision 0800).
  (applicationId) => [documentsKey(applicationId)[0], incomeEntriesKey(applicationId)[0]],
);

export { DocumentStatusList } from './DocumentStatusList';
export {
  analyzeDocuments,
  documentsKey,
  storeDocuments,
  UploadError,
  uploadDocument,
  useDocuments,
} from './documentsApi';
export { isResizableImage, prepareForUpload } from './downscale';
export { FILE_TOO_LARGE, fileSizeText, rejectionLines, tooLargeMessage } from './dropMessages';
