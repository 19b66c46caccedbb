import { SignInScreen } from '@agency/auth-gate';

/** /business/auth: the business owner's sign-in. */
export function SignInPage() {
  return <SignInScreen area="business" />;
}
