/**
 * What public pages use (the agency's site, a store's shop pages, the shell's frame): the shell
 * provides this part with its first script. The rest of ui-kit (the admin screens' layout, audit
 * log, checklists, confirm dialogs, sign-in card) is `@agency/ui-kit`, which re-exports this part
 * and is fetched when a screen that imports it opens. A public page's code imports from here only
 * (the agency's and the storefront's first-visit tests check), or its first visit fetches the rest.
 */
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
export { useTypedBeforeHydration } from './useTypedBeforeHydration.ts';
export { type FieldErrors, useFieldErrors } from './useFieldErrors.ts';
export { apiErrorMessage, showApiError } from './feedback.ts';
export { type Action, type ActionOptions, useAction } from './useAction.ts';
export { loadToasts, notify, useToastLibrary } from './toasts.ts';
export { CopyValue, type CopyValueProps, useCopy } from './CopyValue.tsx';
