import {
  browserStorage,
  readStoredJson as readJson,
  writeStoredJson as writeJson,
} from '../../wizard/storage';

function confidenceKey(applicationId: number) {
  return `benefits.extractedConfidence.${applicationId}`;
}

/**
 * The confidence of each auto-extracted entry (entry id -> 0..1), kept in this browser for
 * entries saved before the server stored it; the server's value comes first.
 */
export function readEntryConfidences(
  applicationId: number,
  storage = browserStorage(),
): Record<string, number> {
  const value = readJson(storage, confidenceKey(applicationId));
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (pair): pair is [string, number] =>
        typeof pair[1] === 'number' && pair[1] >= 0 && pair[1] <= 1,
    ),
  );
}

export function rememberEntryConfidence(
  applicationId: number,
  entryId: number,
  confidence: number,
  storage = browserStorage(),
) {
  const map = readEntryConfidences(applicationId, storage);
  map[String(entryId)] = confidence;
  writeJson(storage, confidenceKey(applicationId), map);
}
