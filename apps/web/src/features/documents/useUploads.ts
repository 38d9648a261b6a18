import { MAX_UPLOAD_BYTES } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useWizardApplication } from '../../wizard/WizardContext';
import { storeDocuments, UploadError, uploadDocument } from './documentsApi';
import { prepareForUpload } from './downscale';
import { tooLargeMessage } from './dropMessages';

/** A file on its way up (or refused by the server), before it is one of the server's documents. */
export interface LocalUpload {
  key: string;
  name: string;
  size: number;
  state: 'waiting' | 'preparing' | 'uploading' | 'failed';
  progress: number;
  error?: string;
}

/**
 * The documents step's uploads: files made smaller where they can be, sent one at a time with their
 * progress, a failure kept in the list with its reason; the outcome is said in one toast and
 * through `announce` to screen readers.
 */
export function useUploads(announce: (text: string) => void) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { applicationId, trackSave } = useWizardApplication();
  const [uploads, setUploads] = useState<LocalUpload[]>([]);
  const [uploading, setUploading] = useState(false);
  const counter = useRef(0);

  const patchUpload = useCallback(
    (key: string, change: Partial<LocalUpload>) =>
      setUploads((current) =>
        current.map((item) => (item.key === key ? { ...item, ...change } : item)),
      ),
    [],
  );

  const uploadFiles = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      if (!applicationId) {
        toast({
          title: t('documents.toast.noApplicationTitle'),
          description: t('documents.toast.noApplication'),
          variant: 'destructive',
        });
        return;
      }
      const items = files.map((file) => {
        counter.current += 1;
        return {
          file,
          upload: {
            key: `upload-${counter.current}`,
            name: file.name,
            size: file.size,
            state: 'waiting',
            progress: 0,
          } satisfies LocalUpload,
        };
      });
      setUploads((current) => [
        ...current.filter((item) => item.state !== 'failed'),
        ...items.map((item) => item.upload),
      ]);
      setUploading(true);
      announce(t('documents.uploadingCount', { count: files.length }));
      let succeeded = 0;
      let failed = 0;
      // One at a time: on a slow uplink each file gets the whole bandwidth and its progress
      // means something.
      for (const { file, upload } of items) {
        patchUpload(upload.key, { state: 'preparing' });
        const prepared = await prepareForUpload(file);
        if (prepared.blob.size > MAX_UPLOAD_BYTES) {
          failed += 1;
          patchUpload(upload.key, {
            state: 'failed',
            error: tooLargeMessage(t, MAX_UPLOAD_BYTES, i18n.language),
          });
          continue;
        }
        patchUpload(upload.key, { state: 'uploading', size: prepared.blob.size, progress: 0 });
        try {
          const document = await trackSave(
            uploadDocument({
              file: prepared.blob,
              fileName: prepared.name,
              applicationId,
              onProgress: (fraction) => patchUpload(upload.key, { progress: fraction }),
            }),
          );
          succeeded += 1;
          storeDocuments(queryClient, applicationId, [document]);
          setUploads((current) => current.filter((item) => item.key !== upload.key));
        } catch (error) {
          failed += 1;
          const status = error instanceof UploadError ? error.status : 0;
          const message =
            error instanceof UploadError && error.userMessage
              ? error.userMessage
              : status === 0
                ? t('documents.networkFailed')
                : t('documents.toast.uploadFailed');
          console.error('Document upload failed', status);
          patchUpload(upload.key, { state: 'failed', error: message });
        }
      }
      setUploading(false);
      // SPEC 9 shows one toast at a time: a failure is the one to see.
      if (failed > 0) {
        toast({
          title: t('documents.toast.uploadFailedTitle'),
          description: t('documents.toast.uploadFailed'),
          variant: 'destructive',
        });
        announce(t('documents.uploadedSome', { count: succeeded, failed }));
      } else {
        toast({
          title: t('documents.toast.uploadedTitle'),
          description: t('documents.toast.uploaded', { count: succeeded }),
        });
        announce(t('documents.toast.uploaded', { count: succeeded }));
      }
    },
    [applicationId, queryClient, t, trackSave, patchUpload, announce, i18n.language],
  );

  return { uploads, setUploads, uploading, uploadFiles };
}
