import { useStore } from '../lib/store-info.ts';
import { ContactLink } from './ContactLink.tsx';

/**
 * Above a demo store's pages (the agency's demo brand, or a store made to show a prospect): it is a
 * demo, its orders are not real and are cleared daily, and the way back to the agency.
 */
export function DemoMark() {
  const store = useStore();
  if (!store?.is_demo) return null;
  return (
    <p className="sf-demo-mark" role="note">
      <strong>Demo store by Forgeworks.</strong>{' '}
      <span className="sf-demo-mark__detail">Orders here are not real and are cleared daily.</span>{' '}
      <ContactLink agency className="sf-demo-mark__link">
        Get a store like this
      </ContactLink>
    </p>
  );
}
