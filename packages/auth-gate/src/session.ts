import { api, configureApi } from '@agency/api-client';
import type { Role, SessionResponse } from '@agency/contract';
import { create } from 'zustand';
import { AREAS, type AreaName, areaForPath } from './areas.ts';
import { markStaffBrowser } from './staff-browser.ts';

/** A signed-in session, as the sign-in call answers it and session storage keeps it. */
export type Session = SessionResponse;

const FIELDS = ['id', 'role', 'token'] as const;

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

function readOwn(area: AreaName): Session | null {
  const store = storage();
  if (!store) return null;
  const [id, role, token] = FIELDS.map((field) => store.getItem(`${AREAS[area].prefix}${field}`));
  return id && role && token ? { id, role: role as Role, token } : null;
}

/**
 * Areas a signed-in user's session is carried into on the same origin: an owner (or admin) signed
 * in at /business who opens their store admin is not asked to sign in again. Each area keeps its
 * own keys (docs/product-rules.md): the session is copied to the store admin's keys, once, when it is first read
 * there, and only when the user's role may use that area.
 */
export const CARRIED_FROM: Partial<Record<AreaName, readonly AreaName[]>> = {
  store_admin: ['business'],
};

function read(area: AreaName): Session | null {
  const own = readOwn(area);
  if (own) return own;
  for (const from of CARRIED_FROM[area] ?? []) {
    const session = readOwn(from);
    if (session && (AREAS[area].roles as readonly Role[]).includes(session.role)) {
      for (const field of FIELDS)
        storage()?.setItem(`${AREAS[area].prefix}${field}`, session[field]);
      return session;
    }
  }
  return null;
}

/** Areas holding this token: signing out revokes it everywhere, so each of them is signed out. */
function areasWithToken(token: string): AreaName[] {
  return (Object.keys(AREAS) as AreaName[]).filter((area) => readOwn(area)?.token === token);
}

interface SessionState {
  /** Bumped on every change so subscribers re-read session storage. */
  version: number;
  /** Areas whose session just expired: they say so until the redirect to sign-in. */
  expired: Partial<Record<AreaName, true>>;
  save: (area: AreaName, session: Session) => void;
  clear: (area: AreaName) => void;
  /** Session expiry: removes the stored token and marks the area expired. */
  expire: (area: AreaName) => void;
}

const without = (expired: SessionState['expired'], area: AreaName) => {
  const { [area]: _gone, ...rest } = expired;
  return rest;
};

/** The one session store on the page (shared as a singleton across the shell and every remote). */
export const useSessionStore = create<SessionState>((set) => ({
  version: 0,
  expired: {},
  save: (area, session) => {
    for (const field of FIELDS) storage()?.setItem(`${AREAS[area].prefix}${field}`, session[field]);
    // The real marketer admin only: a prospect trying the demo sandbox (demo_admin) is not staff.
    if (area === 'admin') markStaffBrowser();
    set((state) => ({ version: state.version + 1, expired: without(state.expired, area) }));
  },
  clear: (area) => {
    // The same session carried into another area ends there too (the server revoked its token).
    const token = readOwn(area)?.token;
    const areas = token ? areasWithToken(token) : [area];
    for (const each of new Set([area, ...areas]))
      for (const field of FIELDS) storage()?.removeItem(`${AREAS[each].prefix}${field}`);
    set((state) => ({ version: state.version + 1, expired: without(state.expired, area) }));
  },
  expire: (area) => {
    const token = readOwn(area)?.token;
    for (const each of new Set([area, ...(token ? areasWithToken(token) : [])]))
      storage()?.removeItem(`${AREAS[each].prefix}token`);
    set((state) => ({ version: state.version + 1, expired: { ...state.expired, [area]: true } }));
  },
}));

export function getSession(area: AreaName): Session | null {
  return read(area);
}

/** The signed-in session of an area, re-rendering when it changes. */
export function useSession(area: AreaName): Session | null {
  useSessionStore((state) => state.version);
  return read(area);
}

/**
 * Signs out of an area: the server revokes the token (every token of this user stops working at
 * once), and the stored session goes at once, without waiting for the server's answer.
 */
export function signOut(area: AreaName): void {
  const token = read(area)?.token;
  if (token) void api.auth.logout(token).catch(() => undefined);
  useSessionStore.getState().clear(area);
}

// api-client makes calls on behalf of whoever is signed in to the area the page is in.
configureApi({
  session: () => {
    const area = typeof location === 'undefined' ? null : areaForPath(location.pathname);
    return area ? read(area) : null;
  },
});
