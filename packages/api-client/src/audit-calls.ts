import type { AuditListQuery, AuditPage } from '@agency/contract';
import { http } from './http.ts';
import { asUser } from './on-behalf.ts';

/** Filters left empty are not sent. */
const params = (query: AuditListQuery): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string | number] => Boolean(entry[1])),
  );

/** The audit log: the whole of it (admins), or the signed-in owner's stores' part. */
export const auditCalls = {
  list: (query: AuditListQuery = {}) =>
    http.get<AuditPage>('audit', { params: params(query), ...asUser() }),
  mine: (query: AuditListQuery = {}) =>
    http.get<AuditPage>('my/audit', { params: params(query), ...asUser() }),
};
