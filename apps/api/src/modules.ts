import analyticsRoutes from './analytics/routes.ts';
import auditRoutes from './audit/routes.ts';
import resetRoutes from './auth/reset-routes.ts';
import authRoutes from './auth/routes.ts';
import blogRoutes from './blog/routes.ts';
import cartRoutes from './carts/routes.ts';
import ownedBusinessRoutes from './businesses/owned-routes.ts';
import businessRoutes from './businesses/routes.ts';
import catalogueCsvRoutes from './catalogue/csv-routes.ts';
import productRoutes from './catalogue/routes.ts';
import prospectRoutes from './prospects/routes.ts';
import contactRoutes from './contact/routes.ts';
import type { Context } from './context.ts';
import type { ApiApp } from './lib/schemas.ts';
import demoRoutes from './demo/routes.ts';
import discountRoutes from './discounts/routes.ts';
import healthRoutes from './health/routes.ts';
import mediaRoutes from './media/routes.ts';
import orderRoutes from './orders/routes.ts';
import paymentRoutes from './payments/routes.ts';
import saleRoutes from './orders/sale-routes.ts';
import peopleRoutes from './people/routes.ts';
import seoRoutes from './seo/routes.ts';
import storeDomainRoutes from './stores/domain-routes.ts';
import storePeopleRoutes from './stores/people-routes.ts';
import storeRoutes from './stores/routes.ts';
import templateRoutes from './templates/routes.ts';

/** A domain module's routes: a Fastify plugin given the shared context, mounted under /api/v1. */
export type ApiRoutes = (app: ApiApp, opts: { ctx: Context }) => Promise<void>;

/** A module as the API mounts and documents it: its routes are grouped under `tag` in /docs. */
export interface ApiModule {
  tag: string;
  /** What the module is for, as /api/v1/docs introduces the group. */
  about: string;
  routes: ApiRoutes;
}

/**
 * Every route of the API, one module per line (docs/architecture.md, "API modules"). A module's
 * handlers call its queries.ts, or a flow (src/flows/) for work that joins modules; other modules
 * import only its index.ts, and only this file imports route plugins. A new module: a folder with
 * routes.ts (a default-exported plugin), queries.ts and index.ts (what others may use), and one
 * line here; test/module-boundaries.test.ts checks all of it.
 */
export const API_MODULES: readonly ApiModule[] = [
  {
    tag: 'health',
    routes: healthRoutes,
    about: 'Liveness (/health) and readiness: the database and the storage answer (/ready).',
  },
  { tag: 'auth', routes: authRoutes, about: 'Sign-in, sign-out and password change.' },
  {
    tag: 'auth',
    routes: resetRoutes,
    about: 'Forgotten passwords: a code by mail, then a new password.',
  },
  {
    tag: 'demo',
    routes: demoRoutes,
    about: "The demo sign-in and each visitor's own demo workspace.",
  },
  {
    tag: 'people',
    routes: peopleRoutes,
    about: 'The agency team: invites, roles and deactivation (/users).',
  },
  {
    tag: 'leads',
    routes: contactRoutes,
    about: 'The contact form and the leads it makes (/contact).',
  },
  {
    tag: 'businesses',
    routes: businessRoutes,
    about:
      'Businesses the marketers reach out to: the outreach list, its summary and each business.',
  },
  {
    tag: 'my',
    routes: ownedBusinessRoutes,
    about: "A business owner's own businesses (/my/businesses).",
  },
  {
    tag: 'blog',
    routes: blogRoutes,
    about: 'Articles of the agency blog: drafts, publishing and the public list.',
  },
  {
    tag: 'media',
    routes: mediaRoutes,
    about: 'Uploaded pictures: upload and serve, in their sizes.',
  },
  {
    tag: 'stores',
    routes: storeRoutes,
    about: "Stores: a store's look and settings, its overview, and stores found by their own host.",
  },
  {
    tag: 'stores',
    routes: storeDomainRoutes,
    about:
      "A store's custom domain: whether it counts yet, Check now, and the token its site answers.",
  },
  {
    tag: 'stores',
    routes: storePeopleRoutes,
    about: 'Making a store, and the people who run it: its owner and store admins.',
  },
  {
    tag: 'catalogue',
    routes: productRoutes,
    about: "A store's products (the screens call them items): list, search, read and edit.",
  },
  {
    tag: 'catalogue',
    routes: catalogueCsvRoutes,
    about: "The catalogue as CSV in Shopify's columns: export and import.",
  },
  {
    tag: 'templates',
    routes: templateRoutes,
    about: "Starter templates: a new store's first catalogue, look and delivery zones.",
  },
  {
    tag: 'orders',
    routes: orderRoutes,
    about: 'Orders: placing one, a shopper finding theirs, and the store working through them.',
  },
  {
    tag: 'payments',
    routes: paymentRoutes,
    about:
      "Online payments through Paystack: a store's payouts, the banks, Paystack's webhook, the return page's check and payments that need a human.",
  },
  {
    tag: 'orders',
    routes: saleRoutes,
    about: "Sales a store records by hand, and the store's customers (merged by phone or e-mail).",
  },
  {
    tag: 'orders',
    routes: cartRoutes,
    about:
      "Carts that come back: a checkout's cart kept as the shopper types, its restore link, and the store's abandoned checkouts.",
  },
  {
    tag: 'discounts',
    routes: discountRoutes,
    about: "A store's discount codes, and checking one at checkout.",
  },
  {
    tag: 'analytics',
    routes: analyticsRoutes,
    about: "Sales and visits: a store's analytics and an owner's across their stores.",
  },
  {
    tag: 'audit',
    routes: auditRoutes,
    about: 'The audit log: who changed what, for staff and for an owner.',
  },
  {
    tag: 'prospects',
    routes: prospectRoutes,
    about:
      'From prospect to store: demo stores, their views, interest, launch, the checklist and the client stores board.',
  },
  {
    tag: 'seo',
    routes: seoRoutes,
    about: 'What search engines read: sitemaps and the product feed.',
  },
];
