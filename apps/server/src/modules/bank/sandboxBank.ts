import { createHmac, randomBytes } from 'node:crypto';
import type { BankAccount, SandboxInstitution, SandboxLinkResponse } from '@benefits/domain';
import { deriveKey } from './keys.js';
import { BankLinkError, type BankProvider } from './provider.js';
import { type SandboxIncomeSource, sandboxTransactions } from './sandboxTransactions.js';
import type { BankTokens } from './tokens.js';

// DESIGN: the built-in sandbox bank. Plaid Link's flow and shapes on test institutions whose
// test credentials are shown on screen (like Plaid's own sandbox: user_good / pass_good).

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  ['ins_109508', 'First Platypus Bank'],
  ['ins_109509', 'First Gingham Credit Union'],
  ['ins_109510', 'Tattersall Federal Credit Union'],
  ['ins_109511', 'Tartan Bank'],
].map(([institution_id, name]) => ({
  institution_id: institution_id as string,
  name: name as string,
  credentials: { username: 'user_good', password: 'pass_good' },
}));
export const DEFAULT_SANDBOX_INSTITUTION = 'ins_109508';

export interface SandboxBank extends BankProvider {
  institutions(): readonly SandboxInstitution[];
  link(input: {
    userId: string;
    linkToken: string;
    institutionId: string;
    username: string;
    password: string;
    accountIds: string[] | undefined;
  }): SandboxLinkResponse;
  createPublicToken(userId: string, institutionId?: string): string;
}

export function createSandboxBank(deps: {
  dataKey: Buffer;
  tokens: BankTokens;
  /** The applicant's income sources the deposits follow (their latest draft application). */
  incomeSources: (userId: string) => Promise<SandboxIncomeSource[]>;
}): SandboxBank {
  const seedKey = deriveKey(deps.dataKey, 'sandbox-seed');
  const seedFor = (userId: string) => createHmac('sha256', seedKey).update(userId).digest();

  function institution(id: string): SandboxInstitution {
    const found = SANDBOX_INSTITUTIONS.find((item) => item.institution_id === id);
    if (!found) throw new BankLinkError(400, 'bankInstitutionUnknown', 'INVALID_INSTITUTION');
    return found;
  }

  /** Checking and savings, with ids and masks fixed per user and institution. */
  function accountsFor(userId: string, institutionId: string): BankAccount[] {
    const seed = seedFor(userId);
    const id = (label: string) =>
      createHmac('sha256', seed).update(`${institutionId}:${label}`).digest();
    const mask = (label: string) => String(id(label).readUInt16BE(0) % 10_000).padStart(4, '0');
    return [
      {
        account_id: `acc-${id('checking').toString('base64url').slice(0, 20)}`,
        name: 'Everyday Checking',
        mask: mask('checking-mask'),
        type: 'depository',
        subtype: 'checking',
      },
      {
        account_id: `acc-${id('savings').toString('base64url').slice(0, 20)}`,
        name: 'Savings',
        mask: mask('savings-mask'),
        type: 'depository',
        subtype: 'savings',
      },
    ];
  }

  return {
    kind: 'sandbox',
    institutions: () => SANDBOX_INSTITUTIONS,

    async createLinkToken({ userId }) {
      return deps.tokens.issueLinkToken(userId);
    },

    link({ userId, linkToken, institutionId, username, password, accountIds }) {
      if (!deps.tokens.checkLinkToken(linkToken, userId)) {
        throw new BankLinkError(400, 'bankLinkTokenInvalid', 'INVALID_LINK_TOKEN');
      }
      const bank = institution(institutionId);
      if (username !== bank.credentials.username || password !== bank.credentials.password) {
        throw new BankLinkError(400, 'bankCredentialsInvalid', 'INVALID_CREDENTIALS');
      }
      const all = accountsFor(userId, institutionId);
      const chosen = accountIds?.length
        ? all.filter((account) => accountIds.includes(account.account_id))
        : all;
      if (chosen.length === 0 || (accountIds && chosen.length !== new Set(accountIds).size)) {
        throw new BankLinkError(400, 'bankAccountsUnknown');
      }
      return {
        public_token: deps.tokens.issuePublicToken(
          userId,
          institutionId,
          chosen.map((account) => account.account_id),
        ),
        metadata: {
          institution: { name: bank.name, institution_id: bank.institution_id },
          accounts: chosen.map((account) => ({
            id: account.account_id,
            name: account.name,
            mask: account.mask,
            type: account.type,
            subtype: account.subtype,
          })),
        },
      };
    },

    createPublicToken(userId, institutionId = DEFAULT_SANDBOX_INSTITUTION) {
      institution(institutionId);
      const ids = accountsFor(userId, institutionId).map((account) => account.account_id);
      return deps.tokens.issuePublicToken(userId, institutionId, ids);
    },

    async exchangePublicToken({ userId, publicToken }) {
      const payload = deps.tokens.readPublicToken(publicToken, userId);
      if (!payload) {
        throw new BankLinkError(400, 'bankPublicTokenInvalid', 'INVALID_PUBLIC_TOKEN');
      }
      const bank = institution(payload.i);
      return {
        accessToken: `access-sandbox-${randomBytes(24).toString('base64url')}`,
        // The public token's nonce: an item id already linked means the token was used.
        itemId: `item-sandbox-${payload.n}`,
        institutionName: bank.name,
        accounts: accountsFor(userId, bank.institution_id).filter((account) =>
          payload.a.includes(account.account_id),
        ),
      };
    },

    async getTransactions({ userId, accounts, startDate, endDate, accountIds }) {
      return sandboxTransactions({
        seed: seedFor(userId),
        sources: await deps.incomeSources(userId),
        accounts,
        startDate,
        endDate,
        accountIds,
      });
    },
  };
}
