/** The three store packages the agency sells (sample products on the landing page). */
export const PACKAGES = [
  {
    slug: 'launch',
    name: 'Launch Store',
    price: 450_000,
    blurb:
      'A polished storefront with up to 50 items, naira checkout and delivery zones. Live in two weeks.',
  },
  {
    slug: 'growth',
    name: 'Growth Store',
    price: 950_000,
    blurb:
      'Everything in Launch, plus item options with their own prices and stock, discount codes, sales analytics and reminders for abandoned carts.',
  },
  {
    slug: 'multi-brand',
    name: 'Multi-brand Suite',
    price: 2_400_000,
    blurb:
      'Several stores under one sign-in, each with its own look and address, store admins you invite, and an owner dashboard for every business.',
  },
] as const;

/** The message a visitor who asked about a package starts from (`/contact?store=launch`). */
export function messageAbout(slug: string | null): string {
  const chosen = PACKAGES.find((item) => item.slug === slug);
  return chosen ? `I'd like to talk about the ${chosen.name}. ` : '';
}
