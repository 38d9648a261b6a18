import type { DocumentAnalysisResult, DocumentReadability } from '@benefits/domain';
import { useSyncExternalStore } from 'react';

// SPEC 3 wizard form data: documentAnalysis, per draft, for this visit. 'Enter Information
// Manually (Skip Documents)' clears it (SPEC 4). The server keeps each document's result, so
// it can be asked for again without reading the documents again.

export interface StoredAnalysis {
  /** The SPEC 3 result, with how well each document was read (absent on an older answer). */
  result: DocumentAnalysisResult & { readability?: DocumentReadability[] };
  /** The documents the result covers. */
  documentIds: number[];
}

const analyses = new Map<number, StoredAnalysis>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function setDocumentAnalysis(applicationId: number, analysis: StoredAnalysis | null) {
  if (analysis) analyses.set(applicationId, analysis);
  else analyses.delete(applicationId);
  emit();
}

export function getDocumentAnalysis(applicationId: number): StoredAnalysis | undefined {
  return analyses.get(applicationId);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useDocumentAnalysis(applicationId: number): StoredAnalysis | undefined {
  return useSyncExternalStore(subscribe, () => analyses.get(applicationId));
}
