export { AreaGate, SignOutButton } from './AreaGate.tsx';
export { AREAS, ROLE_LABELS, areaForPath, type AreaName } from './areas.ts';
export { AreaLayout, type AreaMenuItem, AreaNotFound } from './AreaLayout.tsx';
export { AreaRoutes } from './AreaRoutes.tsx';
export { ChangePasswordForm, passwordErrors } from './ChangePasswordForm.tsx';
export { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';
export { endExpiredSession, SESSION_EXPIRY_REDIRECT_MS } from './endExpiredSession.ts';
export {
  getSession,
  signOut,
  useSession,
  useSessionStore,
  type Session,
} from './session.ts';
export { SignInScreen } from './SignInScreen.tsx';
export { TwoStepSettings } from './TwoStepSettings.tsx';
export { isStaffBrowser } from './staff-browser.ts';
