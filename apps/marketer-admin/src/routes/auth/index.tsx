import { type AreaName, SignInScreen } from '@agency/auth-gate';

/** /admin/auth and /demo/admin/auth: the marketers' sign-in. */
export function SignInPage({ area }: { area: AreaName }) {
  return <SignInScreen area={area} />;
}
