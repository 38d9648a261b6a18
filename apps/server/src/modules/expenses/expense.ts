import {
  type Expense,
  type ExpenseFormInput,
  type ExpenseType,
  mileageTypes,
} from '@benefits/domain';
import type { ExpenseRow } from './repository.js';

type MileageType = (typeof mileageTypes)[number];

function mileageTypeOf(value: string | null): MileageType | null {
  return (mileageTypes as readonly string[]).includes(value ?? '') ? (value as MileageType) : null;
}

/** SPEC 3 expense as the API returns it; `amount` in dollars. */
export function toExpense(row: ExpenseRow): Expense {
  return {
    id: row.id,
    incomeEntryId: row.incomeEntryId,
    expenseType: row.expenseType as ExpenseType,
    description: row.description,
    amount: Number(row.amount),
    frequency: row.frequency,
    notes: row.notes,
    hasReceipt: row.hasReceipt,
    isMileageExpense: row.isMileageExpense,
    milesPerWeek: row.milesPerWeek,
    mileageType: mileageTypeOf(row.mileageType),
    mileageRate: row.mileageRate,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The stored expense as the form would send it, to merge a PATCH into. */
export function storedForm(row: ExpenseRow): ExpenseFormInput {
  return {
    expenseType: row.expenseType as ExpenseType,
    description: row.description,
    amount: row.isMileageExpense ? null : row.amount,
    frequency: row.frequency,
    notes: row.notes,
    hasReceipt: row.hasReceipt,
    isMileageExpense: row.isMileageExpense,
    milesPerWeek: row.milesPerWeek,
    mileageType: mileageTypeOf(row.mileageType) ?? 'business',
  };
}
