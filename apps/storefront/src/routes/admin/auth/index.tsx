import { SignInScreen } from '@agency/auth-gate';

/** /store/admin/auth: the store admin's sign-in. */
export function SignInPage() {
  return <SignInScreen area="store_admin" />;
}
