import {
  type CreateExpense,
  type Expense,
  expenseFormSchema,
  isExpenseTypeAllowed,
  isValidationMessageKey,
  qualifiesForExpenses,
  storedExpenseMoney,
  taxYearOn,
  type UpdateExpense,
} from '@benefits/domain';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import {
  applicationRepositories,
  incomeEntryOnDraft,
  listOwnedParts,
} from '../applications/parts.js';
import { partOfOwnedDraft } from '../applications/service.js';
import type { IncomeEntryRow } from '../income/repository.js';
import { storedForm, toExpense } from './expense.js';
import type { ExpenseRow } from './repository.js';

/** SPEC 4 and 7: expenses belong to a qualifying income source of a draft application. */
export function createExpenseService(context: AppContext) {
  const repositories = applicationRepositories(context);
  const { applications, expenses } = repositories;
  const taxYear = () => taxYearOn(context.clock());

  /** 404 for anyone else's source, 409 after submission, 400 when it takes no such expense. */
  async function sourceForExpense(
    userId: string,
    incomeEntryId: number,
    expenseType: string,
  ): Promise<IncomeEntryRow> {
    const entry = await incomeEntryOnDraft(repositories, userId, incomeEntryId);
    if (!qualifiesForExpenses({ categoryId: entry.categoryId })) {
      throw new HttpError(400, 'incomeSourceNoExpenses');
    }
    if (!isExpenseTypeAllowed(entry.categoryId, expenseType)) {
      throw new HttpError(400, 'expenseTypeNotAllowed');
    }
    return entry;
  }

  const ownedExpenseOnDraft = (userId: string, id: number): Promise<ExpenseRow> =>
    partOfOwnedDraft(applications, expenses, userId, id, 'expenseNotFound');

  return {
    async create(userId: string, body: CreateExpense): Promise<Expense> {
      const { incomeEntryId, ...form } = body;
      const entry = await sourceForExpense(userId, incomeEntryId, form.expenseType);
      const row = await expenses.create({
        userId,
        applicationId: entry.applicationId,
        incomeEntryId: entry.id,
        expenseType: form.expenseType,
        description: form.description,
        notes: form.notes,
        hasReceipt: form.hasReceipt,
        ...storedExpenseMoney(form, taxYear()),
      });
      return toExpense(row);
    },

    list: listOwnedParts(applications, expenses, toExpense),

    /** DESIGN: the change is merged with the stored expense and the result validated whole. */
    async update(userId: string, id: number, changes: UpdateExpense): Promise<Expense> {
      const row = await ownedExpenseOnDraft(userId, id);
      const merged: Record<string, unknown> = { ...storedForm(row) };
      for (const [key, value] of Object.entries(changes)) {
        if (value !== undefined) merged[key] = value;
      }
      if (changes.isMileageExpense === false && changes.milesPerWeek === undefined) {
        merged.milesPerWeek = null;
      }
      const parsed = expenseFormSchema.safeParse(merged);
      if (!parsed.success) {
        const key = parsed.error.issues[0]?.message ?? '';
        throw new HttpError(400, isValidationMessageKey(key) ? key : 'requestInvalid');
      }
      const form = parsed.data;
      await sourceForExpense(userId, row.incomeEntryId, form.expenseType);
      const updated = await expenses.update(userId, row.id, {
        expenseType: form.expenseType,
        description: form.description,
        notes: form.notes,
        hasReceipt: form.hasReceipt,
        ...storedExpenseMoney(form, taxYear()),
      });
      return toExpense(updated ?? row);
    },

    async remove(userId: string, id: number): Promise<void> {
      const row = await ownedExpenseOnDraft(userId, id);
      await expenses.remove(userId, row.id);
    },
  };
}
