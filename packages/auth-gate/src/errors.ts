import { ApiError } from '@agency/api-client';
import toast from 'react-hot-toast';

/**
 * Shows a failed call to the user: the server's message (or 'Something went wrong') in an error
 * toast. A session expiry is left to the SessionExpiry listener, which already says so.
 */
export function showApiError(error: unknown, context?: string): void {
  if (context) console.error(`[${context}]`, error);
  if (error instanceof ApiError && error.sessionExpired) return;
  toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong');
}
