import { ForgotPasswordScreen } from '@agency/auth-gate';

/** /business/auth/forgot-password */
export function ForgotPasswordPage() {
  return <ForgotPasswordScreen area="business" />;
}
