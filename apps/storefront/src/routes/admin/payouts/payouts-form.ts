import type { Bank } from '@agency/contract';

/** A Nigerian account number (NUBAN) has ten digits. */
export const ACCOUNT_DIGITS = 10;

export const CHOOSE_BANK = 'Choose your bank from the list.';
export const ACCOUNT_NUMBER_PROBLEM = 'Enter the 10-digit account number, like 0123456789.';

/** The digits of a typed account number: people paste it with spaces or dashes from a bank app. */
export function accountDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The bank whose name was typed or picked, whatever the case and spacing; none for a partial name. */
export function bankNamed(banks: readonly Bank[], typed: string): Bank | undefined {
  const wanted = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!wanted) return undefined;
  return banks.find((bank) => bank.name.toLowerCase() === wanted);
}

/** What stops the account being checked yet, field by field (the server checks again). */
export function payoutErrors(
  banks: readonly Bank[],
  form: { bank: string; account: string },
): { bank?: string; account?: string } {
  return {
    bank: bankNamed(banks, form.bank) ? undefined : CHOOSE_BANK,
    account: new RegExp(`^\\d{${ACCOUNT_DIGITS}}$`).test(accountDigits(form.account))
      ? undefined
      : ACCOUNT_NUMBER_PROBLEM,
  };
}

/** The request once both fields are complete, else null: the form checks the account then, unasked. */
export function completeRequest(
  banks: readonly Bank[],
  form: { bank: string; account: string },
): { bank_code: string; account_number: string } | null {
  const errors = payoutErrors(banks, form);
  if (errors.bank || errors.account) return null;
  return {
    bank_code: bankNamed(banks, form.bank)!.code,
    account_number: accountDigits(form.account),
  };
}
