export { PageFrame } from './PageFrame.tsx';
export { ProductToaster, TOAST_DURATION_MS } from './toaster.tsx';
