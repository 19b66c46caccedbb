import { api } from '@agency/api-client';
import type { OwnedBusiness } from '@agency/contract';
import { useRouteData } from '@agency/router';
import { LaunchChecklist } from '@agency/ui-kit';

/** How many stores' checklists the overview shows at once, and how many it reads to find them. */
const SHOWN = 3;
const READ = 12;

/**
 * The launch checklists of the owner's stores that still have something to do (docs/product-rules.md,
 * "From prospect to store"); a store whose checklist is complete is not shown.
 */
export function StoreChecklists({ businesses }: { businesses: OwnedBusiness[] }) {
  // The newest stores first: a launch is recent (an admin here sees every business).
  const slugs = businesses.flatMap((b) => (b.store ? [b.store.slug] : [])).slice(0, READ);
  const state = useRouteData(`owner:checklists:${slugs.join(',')}`, () =>
    Promise.all(slugs.map((slug) => api.prospects.checklist(slug))),
  );
  if (state.status !== 'ready') return null;
  const open = state.data.filter((c) => c.done < c.total).slice(0, SHOWN);
  return (
    <>
      {open.map((checklist) => (
        <LaunchChecklist
          key={checklist.store.slug}
          checklist={checklist}
          named={slugs.length > 1}
        />
      ))}
    </>
  );
}
