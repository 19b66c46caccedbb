import { notify } from './toasts.ts';

/**
 * A failed action as the user reads it: the server's message, or 'Something went wrong'. Null for
 * a failure that ended the session: the session-expiry message already says so.
 */
export function apiErrorMessage(error: unknown): string | null {
  if ((error as { sessionExpired?: boolean } | null)?.sessionExpired) return null;
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}

/**
 * Shows a failed action to the user: the server's message (or 'Something went wrong') in an error
 * toast. A failure that ended the session says nothing here: the session-expiry message already
 * does. For actions (a save, a sign-in); a list that fails to load says so in place instead.
 */
export function showApiError(error: unknown, context?: string): void {
  if (context) console.error(`[${context}]`, error);
  const message = apiErrorMessage(error);
  if (message) notify.error(message);
}
