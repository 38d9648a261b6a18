import type { DocumentAnalysisResponse, DocumentRecord, DocumentType } from '@benefits/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiLanguage, reportApiOutcome, sendJson } from '../../lib/api';
import { readOnEachOpening } from '../../lib/queryClient';

// Issue 5 the documents step: the documents of the draft, the upload (XMLHttpRequest, for its progress
// events) and the analysis.

export function documentsKey(applicationId: number) {
  return [`/api/documents?applicationId=${applicationId}`] as const;
}

/** The uploaded documents of the draft (the server's list is the truth; SPEC 7 always refetched). */
export function useDocuments(applicationId: number) {
  return useQuery<DocumentRecord[]>({
    queryKey: documentsKey(applicationId),
    ...readOnEachOpening,
  });
}

export type AnalysisResponse = DocumentAnalysisResponse;

/** Puts documents (new or with a new status) into the cached list, in upload order. */
export function mergeDocuments(
  list: readonly DocumentRecord[],
  changed: readonly DocumentRecord[],
) {
  const byId = new Map(list.map((document) => [document.id, document]));
  for (const document of changed) byId.set(document.id, document);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function storeDocuments(
  queryClient: QueryClient,
  applicationId: number,
  changed: readonly DocumentRecord[],
) {
  queryClient.setQueryData<DocumentRecord[]>(documentsKey(applicationId), (list) =>
    mergeDocuments(list ?? [], changed),
  );
}

/** SPEC 7 POST /api/documents/analyze: documents read before are not read again (server). */
export function analyzeDocuments(documentIds: number[]): Promise<AnalysisResponse> {
  return sendJson<AnalysisResponse>('POST', '/api/documents/analyze', { documentIds });
}

export async function deleteDocument(
  queryClient: QueryClient,
  applicationId: number,
  id: number,
): Promise<void> {
  await sendJson<void>('DELETE', `/api/documents/${id}`);
  queryClient.setQueryData<DocumentRecord[]>(documentsKey(applicationId), (list) =>
    (list ?? []).filter((document) => document.id !== id),
  );
}

/**
 * SPEC 8 'document upload helper failure': the error's message is '{status}: {message}', the
 * message taken from the JSON `message` field, else the raw text, else 'Upload failed'.
 * `userMessage` is the server's own sentence for the applicant (413, 415, 400, 409), when sent.
 */
export class UploadError extends Error {
  readonly status: number;
  readonly userMessage: string | undefined;

  constructor(status: number, text: string) {
    const json = jsonMessage(text);
    super(`${status}: ${json ?? (text.trim() || 'Upload failed')}`);
    this.name = 'UploadError';
    this.status = status;
    this.userMessage = json;
  }
}

function jsonMessage(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object') {
      const message = (value as { message?: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON: the raw text is used.
  }
  return undefined;
}

export interface UploadOptions {
  file: Blob;
  fileName: string;
  applicationId: number;
  type?: DocumentType;
  incomeEntryId?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/documents, one file per request, with upload progress (0..1). */
export function uploadDocument(options: UploadOptions): Promise<DocumentRecord> {
  const path = '/api/documents';
  const form = new FormData();
  form.append('applicationId', String(options.applicationId));
  if (options.incomeEntryId !== undefined)
    form.append('incomeEntryId', String(options.incomeEntryId));
  if (options.type) form.append('type', options.type);
  // The file goes last: the server reads the text fields before it.
  form.append('file', options.file, options.fileName);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', apiLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      reportApiOutcome(path, xhr.status, xhr.getResponseHeader('date'));
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as DocumentRecord);
        } catch {
          reject(new UploadError(xhr.status, ''));
        }
        return;
      }
      reject(new UploadError(xhr.status, xhr.responseText ?? ''));
    };
    xhr.onerror = () => reject(new UploadError(0, ''));
    xhr.ontimeout = () => reject(new UploadError(0, ''));
    xhr.onabort = () => reject(new UploadError(0, 'Upload cancelled'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
