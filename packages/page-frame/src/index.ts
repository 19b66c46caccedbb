export { PageFrame } from './PageFrame.tsx';
export { PageToaster, TOAST_DURATION_MS } from './toaster.tsx';
