// Everything ui-kit offers. Public pages import its public part, `@agency/ui-kit/public`
// (./public.ts, the same modules), which the shell provides with its first script; this whole
// entry is fetched when a screen that imports it opens (the admin screens, sign-in).
export * from './public.ts';
export { AuthCard } from './AuthCard.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { type ConfirmQuestion, useConfirm } from './useConfirm.tsx';
export { Pager } from './Pager.tsx';
export { SegmentedChoice } from './SegmentedChoice.tsx';
export { AdminLayout, AdminPage, PlaceholderPage } from './AdminLayout.tsx';
export {
  AuditFilters,
  type AuditFilterValues,
  AuditList,
  type AuditLogEntry,
  describeDetails,
} from './AuditLog.tsx';
export { AuditScreen, type AuditScreenTexts, auditQuery } from './AuditScreen.tsx';
export { LaunchChecklist, type LaunchChecklistProps } from './LaunchChecklist.tsx';
export { TemplateChoice, type TemplateOption } from './TemplateChoice.tsx';
