export { AREAS, areaForPath, type AreaName } from './areas.ts';
export { getSession, useSession, useSessionStore, type Session } from './session.ts';
