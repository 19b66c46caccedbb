import { readFileSync } from 'node:fs';
import { COMMON_PASSWORD } from '@agency/contract/rules';
import { HttpError } from '../lib/errors.ts';

/**
 * The 10,000 most common passwords of at least 8 characters, lower-cased, one a line
 * (common-passwords.txt; where it comes from: docs/decisions/035-two-step-sign-in.md). Read once,
 * on first use, from the file beside this one: nothing is fetched at run time.
 */
let common: Set<string> | undefined;

function list(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common;
}

/** Whether a password is on the list, whatever its case ("PassWord1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  return list().has(password.toLowerCase());
}

/** A new password (sign-up, reset, change) must not be on the list: 400 in the forms' words. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new HttpError(400, COMMON_PASSWORD);
}
