import { type AreaName, ForgotPasswordScreen } from '@agency/auth-gate';

/** /admin/auth/forgot-password and /demo/admin/auth/forgot-password */
export function ForgotPasswordPage({ area }: { area: AreaName }) {
  return <ForgotPasswordScreen area={area} />;
}
