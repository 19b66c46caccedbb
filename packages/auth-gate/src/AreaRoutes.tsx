import { Navigate, Route, Routes } from '@agency/router';
import type { ReactNode } from 'react';
import { AreaGate } from './AreaGate.tsx';
import { AREAS, type AreaName } from './areas.ts';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';
import { SignInScreen } from './SignInScreen.tsx';

/**
 * A signed-in area's top routes, relative to its base: auth and auth/forgot-password, any
 * `authAliases` that lead to the same sign-in, and everything else behind the gate.
 */
export function AreaRoutes({ area, authAliases = [], children }: { area: AreaName; authAliases?: string[]; children: ReactNode }) {
  return (
    <Routes>
      <Route path="auth" element={<SignInScreen area={area} />} />
      <Route path="auth/forgot-password" element={<ForgotPasswordScreen area={area} />} />
      {authAliases.map((path) => (
        <Route key={path} path={path} element={<Navigate to={AREAS[area].authPath} replace />} />
      ))}
      <Route path="*" element={<AreaGate area={area}>{children}</AreaGate>} />
    </Routes>
  );
}
