import toast from 'react-hot-toast';

/**
 * Shows a failed action to the user: the server's message (or 'Something went wrong') in an error
 * toast. A failure that ended the session says nothing here: the session-expiry message already
 * does. For actions (a save, a sign-in); a list that fails to load says so in place instead.
 */
export function showApiError(error: unknown, context?: string): void {
  if (context) console.error(`[${context}]`, error);
  if ((error as { sessionExpired?: boolean } | null)?.sessionExpired) return;
  toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong');
}
