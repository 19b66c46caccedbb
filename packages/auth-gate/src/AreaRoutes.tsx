import { Navigate, Route, Routes } from '@agency/router';
import type { ReactNode } from 'react';
import { AreaGate } from './AreaGate.tsx';
import { CreatePasswordScreen } from './CreatePasswordScreen.tsx';
import { AREAS, type AreaName } from './areas.ts';

interface AreaRoutesProps {
  area: AreaName;
  /** The app's routes/auth page (a SignInScreen for the area). */
  signIn: ReactNode;
  /** The app's routes/auth/forgot-password page (a ForgotPasswordScreen for the area). */
  forgotPassword: ReactNode;
  /** Other paths that lead to the same sign-in. */
  authAliases?: string[];
  children: ReactNode;
}

/**
 * A signed-in area's top routes, relative to its base: auth and auth/forgot-password (pages of
 * the app's routes/), auth/create-password (an invitation's link), any `authAliases` that lead to the same sign-in, and everything else behind
 * the gate.
 */
export function AreaRoutes({
  area,
  signIn,
  forgotPassword,
  authAliases = [],
  children,
}: AreaRoutesProps) {
  return (
    <Routes>
      <Route path="auth" element={signIn} />
      <Route path="auth/forgot-password" element={forgotPassword} />
      {/* An invitation's one link: the same screen in every area (no app page of its own). */}
      <Route path="auth/create-password" element={<CreatePasswordScreen area={area} />} />
      {authAliases.map((path) => (
        <Route key={path} path={path} element={<Navigate to={AREAS[area].authPath} replace />} />
      ))}
      <Route path="*" element={<AreaGate area={area}>{children}</AreaGate>} />
    </Routes>
  );
}
