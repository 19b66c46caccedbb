import type { FastifyInstance } from 'fastify';
import analyticsRoutes from './analytics/routes.ts';
import auditRoutes from './audit/routes.ts';
import resetRoutes from './auth/reset-routes.ts';
import authRoutes from './auth/routes.ts';
import blogRoutes from './blog/routes.ts';
import ownedBusinessRoutes from './businesses/owned-routes.ts';
import businessRoutes from './businesses/routes.ts';
import catalogueCsvRoutes from './catalogue/csv-routes.ts';
import productRoutes from './catalogue/routes.ts';
import prospectRoutes from './prospects/routes.ts';
import contactRoutes from './contact/routes.ts';
import type { Context } from './context.ts';
import demoRoutes from './demo/routes.ts';
import discountRoutes from './discounts/routes.ts';
import healthRoutes from './health/routes.ts';
import mediaRoutes from './media/routes.ts';
import orderRoutes from './orders/routes.ts';
import peopleRoutes from './people/routes.ts';
import seoRoutes from './seo/routes.ts';
import storePeopleRoutes from './stores/people-routes.ts';
import storeRoutes from './stores/routes.ts';
import templateRoutes from './templates/routes.ts';

/** A domain module's routes: a Fastify plugin given the shared context, mounted under /api/v1. */
export type ApiModule = (app: FastifyInstance, opts: { ctx: Context }) => Promise<void>;

/**
 * Every route of the API, one plugin per line (docs/architecture.md, "API modules"). A module's
 * handlers call its queries.ts; no module imports another's routes. A new module: a folder with
 * routes.ts (a default-exported plugin) and queries.ts, and one line here.
 */
export const API_MODULES: readonly ApiModule[] = [
  healthRoutes, // /health (liveness), /ready (database and storage answer)
  authRoutes, // /auth/login, /auth/logout, /auth/change_password
  resetRoutes, // /auth/generate_otp, /auth/modify_password
  demoRoutes, // /auth/demo, /demo/workspace, /demo/workspace/reset
  peopleRoutes, // /users, /users/:id
  contactRoutes, // /contact, /contact/:id (leads)
  businessRoutes, // /businesses, /businesses/:id, /businesses/:id/restore, /businesses/summary
  ownedBusinessRoutes, // /my/businesses, /my/businesses/:id
  blogRoutes, // /blog, /blog/:id
  mediaRoutes, // /media/upload, /media/:name
  storeRoutes, // /stores, /stores/:store, /stores/:store/overview, /store-hosts/:host
  storePeopleRoutes, // /stores (POST), /stores/candidates, /stores/:store/people, /stores/:store/owner
  productRoutes, // /stores/:store/products, /stores/:store/products/:product
  catalogueCsvRoutes, // /stores/:store/catalogue/export, /stores/:store/catalogue/import
  templateRoutes, // /store-templates, /stores/:store/template
  orderRoutes, // /stores/:store/orders, /stores/:store/orders/:order
  discountRoutes, // /stores/:store/discounts, /stores/:store/discounts/:discount, /stores/:store/discounts/check
  analyticsRoutes, // /stores/:store/analytics, /my/analytics
  auditRoutes, // /audit, /my/audit
  prospectRoutes, // /businesses/:id/demo-store, /businesses/:id/launch, /stores/:store/views, /stores/:store/interest, /stores/:store/checklist, /client-stores
  seoRoutes, // /seo/sitemap, /seo/stores/:store/sitemap, /seo/feed
];
