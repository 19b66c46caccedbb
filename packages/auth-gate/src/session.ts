import { api, configureApi } from '@agency/api-client';
import type { Role, SessionResponse } from '@agency/contract';
import { create } from 'zustand';
import { AREAS, type AreaName, areaForPath } from './areas.ts';

/** A signed-in session, as the sign-in call answers it and session storage keeps it. */
export type Session = SessionResponse;

const FIELDS = ['id', 'role', 'token'] as const;

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

function read(area: AreaName): Session | null {
  const store = storage();
  if (!store) return null;
  const [id, role, token] = FIELDS.map((field) => store.getItem(`${AREAS[area].prefix}${field}`));
  return id && role && token ? { id, role: role as Role, token } : null;
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
    set((state) => ({ version: state.version + 1, expired: without(state.expired, area) }));
  },
  clear: (area) => {
    for (const field of FIELDS) storage()?.removeItem(`${AREAS[area].prefix}${field}`);
    set((state) => ({ version: state.version + 1, expired: without(state.expired, area) }));
  },
  expire: (area) => {
    storage()?.removeItem(`${AREAS[area].prefix}token`);
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
