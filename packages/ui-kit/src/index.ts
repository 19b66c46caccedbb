// Everything ui-kit offers. Public pages import its public part, `@agency/ui-kit/public`
// (./public.ts, the same modules), which the shell provides with its first script; this whole
// entry is fetched when a screen that imports it opens (the admin screens, sign-in).
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './Button.tsx';
export { Card, type CardProps } from './Card.tsx';
export {
  SelectField,
  type SelectFieldProps,
  TextArea,
  TextField,
  type TextAreaProps,
  type TextFieldProps,
} from './Field.tsx';
export { SiteNav, type SiteNavProps } from './SiteNav.tsx';
export { SkipLink } from './SkipLink.tsx';
export { Spinner } from './Spinner.tsx';
export { Loading, NotFound, StateMessage } from './State.tsx';
export {
  isNotFound,
  Loaded,
  type LoadedProps,
  type LoadState,
  type StateView,
} from './Loaded.tsx';
export { useScrollLock } from './useScrollLock.ts';
export {
  formatChange,
  formatDate,
  formatDateTime,
  formatDay,
  formatKobo,
  formatNaira,
} from './format.ts';
export { ArticleView, type ArticleViewProps } from './ArticleView.tsx';
export { AuthCard } from './AuthCard.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { type ConfirmQuestion, useConfirm } from './useConfirm.tsx';
export { Pager } from './Pager.tsx';
export { SegmentedChoice } from './SegmentedChoice.tsx';
export { AdminLayout, AdminPage, PlaceholderPage } from './AdminLayout.tsx';
export { useTypedBeforeHydration } from './useTypedBeforeHydration.ts';
export { type FieldErrors, useFieldErrors } from './useFieldErrors.ts';
export { apiErrorMessage, showApiError } from './feedback.ts';
export { type Action, type ActionOptions, useAction } from './useAction.ts';
export { loadToasts, notify, useToastLibrary } from './toasts.ts';
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
export { CopyValue, type CopyValueProps } from './CopyValue.tsx';
