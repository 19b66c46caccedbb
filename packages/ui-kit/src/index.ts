export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './Button.tsx';
export { Card, type CardProps } from './Card.tsx';
export { TextArea, TextField, type TextAreaProps, type TextFieldProps } from './Field.tsx';
export { SiteNav, type SiteNavProps } from './SiteNav.tsx';
export { Spinner } from './Spinner.tsx';
export { Loading, NotFound, StateMessage } from './State.tsx';
export { useScrollLock } from './useScrollLock.ts';
export { formatDate, formatNaira } from './format.ts';
