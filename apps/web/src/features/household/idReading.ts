import { type IdentityFromId, MAX_UPLOAD_BYTES } from '@benefits/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizardApplication } from '../../wizard/WizardContext';
import {
  analyzeDocuments,
  prepareForUpload,
  storeDocuments,
  tooLargeMessage,
  UploadError,
  uploadDocument,
} from '../documents';
import type { AddressDraft } from './addressForm';

// Issue 18 (decision 0780): "Fill in from your ID". The photo of her licence goes into the
// application's documents through the documents step's own upload and reading (same route,
// limits, byte checks and job queue); what it shows of her pre-fills her date of birth and,
// on the next step, her home address, for her to check.

/** How a reading ended: what it shows, nothing, or why it could not be sent or read. */
export type IdReadOutcome =
  | { kind: 'read'; identity: IdentityFromId }
  | { kind: 'nothing' }
  | { kind: 'failed'; message: string };

export type IdReadPhase = 'sending' | 'reading';
export type IdCardReader = (
  file: File,
  onPhase: (phase: IdReadPhase) => void,
) => Promise<IdReadOutcome>;

/** Where the reading waits for the address step (this visit only). */
export const idReadingKey = (applicationId: number) => ['id-reading', applicationId] as const;

/** Uploads and reads the ID; the document joins the step 5 list as proof of identity. */
export function useIdCardReader(): IdCardReader {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { applicationId, trackSave } = useWizardApplication();
  return useCallback(
    async (file, onPhase) => {
      onPhase('sending');
      const prepared = await prepareForUpload(file);
      if (prepared.blob.size > MAX_UPLOAD_BYTES) {
        return { kind: 'failed', message: tooLargeMessage(t, MAX_UPLOAD_BYTES, i18n.language) };
      }
      let documentId: number;
      try {
        const document = await trackSave(
          uploadDocument({ file: prepared.blob, fileName: prepared.name, applicationId }),
        );
        storeDocuments(queryClient, applicationId, [document]);
        documentId = document.id;
      } catch (error) {
        const sent = error instanceof UploadError ? error : null;
        const message =
          sent?.userMessage ??
          (sent?.status === 0 ? t('documents.networkFailed') : t('household.idFill.failed'));
        return { kind: 'failed', message };
      }
      onPhase('reading');
      try {
        const analysis = await analyzeDocuments([documentId]);
        storeDocuments(queryClient, applicationId, analysis.documents);
        const identity = analysis.identity;
        if (!identity || identity.documentId !== documentId) return { kind: 'nothing' };
        queryClient.setQueryData(idReadingKey(applicationId), identity);
        return { kind: 'read', identity };
      } catch {
        return { kind: 'failed', message: t('household.idFill.notRead') };
      }
    },
    [applicationId, i18n.language, queryClient, t, trackSave],
  );
}

export type IdAddress = NonNullable<IdentityFromId['address']>;

/**
 * The address form with what the ID shows (a new form only; the caller checks). Same ZIP code
 * as hers (or none given): the street, and the city, state and ZIP code where they are empty.
 * Another ZIP code: nothing is changed; the ID's address is offered as a suggestion.
 */
export function addressFromId(
  draft: AddressDraft,
  address: IdAddress | undefined,
): { draft: AddressDraft; street: string | null; suggestion: IdAddress | null } {
  if (!address) return { draft, street: null, suggestion: null };
  const ownZip = draft.home.zipCode.trim();
  if (ownZip !== '' && ownZip.slice(0, 5) !== address.zipCode) {
    return { draft, street: null, suggestion: address };
  }
  const home = { ...draft.home };
  const street = home.street.trim() === '' ? address.street : null;
  if (street) home.street = street;
  if (home.city.trim() === '') home.city = address.city;
  if (home.state === '') home.state = address.state;
  if (ownZip === '') home.zipCode = address.zipCode;
  return { draft: { ...draft, home }, street, suggestion: null };
}

/** The suggestion taken: the ID's address in place of hers; the county comes from its ZIP code. */
export function takeIdAddress(draft: AddressDraft, address: IdAddress): AddressDraft {
  return {
    ...draft,
    home: { ...draft.home, ...address, unit: draft.home.unit, county: '' },
  };
}

/** One line for the suggestion: '23 Maple Court, Springfield, IL 62704'. */
export const addressLine = (address: IdAddress) =>
  `${address.street}, ${address.city}, ${address.state} ${address.zipCode}`;
