import type { MedicaidStateRow } from './medicaidStates.js';

export const medicaidStateTable: readonly MedicaidStateRow[] = [];
