import { AREAS, type AreaName } from './areas.ts';

/** What the gate hands the sign-in page: the address that asked for a session. */
export interface SignInState {
  from?: string;
}

/**
 * Where a sign-in lands: the page of this area the visitor opened (a link a colleague sent, with
 * its `?store=`), else the area's overview. Only a path inside the area counts, never its sign-in
 * pages, so the state can send nobody elsewhere.
 */
export function landingAfterSignIn(area: AreaName, state: unknown): string {
  const { base, authPath } = AREAS[area];
  const from = (state as SignInState | null)?.from;
  const inside =
    typeof from === 'string' &&
    from.startsWith(`${base}/`) &&
    !from.startsWith('//') &&
    from !== authPath &&
    !from.startsWith(`${authPath}/`) &&
    !from.startsWith(`${authPath}?`);
  return inside ? from : `${base}/overview`;
}
