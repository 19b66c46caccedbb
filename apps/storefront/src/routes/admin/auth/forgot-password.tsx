import { ForgotPasswordScreen } from '@agency/auth-gate';

/** /store/admin/auth/forgot-password */
export function ForgotPasswordPage() {
  return <ForgotPasswordScreen area="store_admin" />;
}
