/** The audit module as other modules see it: all they may import from it. */
export { auditSignIns, recordTwoStepChange, signInAccount } from './auth-events.ts';
export { auditArticleDeleted } from './blog-events.ts';
export { auditBusinessDeleted } from './business-events.ts';
export { auditCatalogueFilled, auditItemDeleted, auditProductEdit } from './catalogue-events.ts';
export { auditInvite } from './people-events.ts';
export { sweepAuditEvents } from './queries.ts';
export { actorOf, recordEvent } from './record.ts';
export { auditStorePeople, auditStoreSettings } from './store-events.ts';
