/** The stores module as other modules see it: all they may import from it. */
export { STORE_MANAGERS, managedStore, seesDrafts } from './access.ts';
export { BUSINESS_STORE_JSON, businessStore } from './business-store.ts';
export { cachedStore, forgetCachedStore, STORE_HOSTS, storeRead } from './cached.ts';
export {
  CHECKLIST_COLUMNS,
  CHECKLIST_DONE,
  CHECKLIST_ROW,
  CHECKLIST_SIZE,
  checklistOf,
} from './checklist.ts';
export type { ChecklistRow } from './checklist.ts';
export { UNLISTED } from './demo-rules.ts';
export { STORE_NOTICE_MAIL, storeNoticeRenderer, subscribeStoreNotices } from './notices.ts';
export { runDomainCheck, sweepDomains } from './domain-checks.ts';
export { ownerAccount } from './owners.ts';
export { businessForNewStore, setBusinessOwner } from './people-queries.ts';
export {
  STORE_SLUG,
  hostParams,
  managedStoreBySlug,
  originColumn,
  storeBySlug,
} from './queries.ts';
export { insertStore, lockStore, writeCategories } from './write-queries.ts';
export { SANDBOX_CAPS, isSandboxStore, takeSandboxUpload } from './sandbox.ts';
