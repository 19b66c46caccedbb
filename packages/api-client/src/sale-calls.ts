import type { CustomerDetail, CustomerPage, ManualOrderRequest, Order } from '@agency/contract';
import { http } from './http.ts';
import { asUser, storePath } from './on-behalf.ts';

/** Sales a store records by hand, and its customers (everyone who ordered). Its managers only. */
export const saleCalls = {
  /** Records a walk-in, WhatsApp, phone or Instagram sale: stock is taken as for a shopper's order. */
  recordSale: (slug: string, sale: ManualOrderRequest) =>
    http.post<Order>(storePath(slug, 'orders', 'manual'), sale, asUser()),
  customers: (slug: string, query: { q?: string; page?: number; per_page?: number } = {}) =>
    http.get<CustomerPage>(storePath(slug, 'customers'), { params: query, ...asUser() }),
  /** One customer by any phone or e-mail they ordered with, with their orders. */
  customer: (slug: string, key: string) =>
    http.get<CustomerDetail>(storePath(slug, 'customers', key), asUser()),
  /** Every customer as one CSV file's text. */
  exportCustomers: (slug: string) =>
    http.get<{ filename: string; csv: string; customers: number }>(
      storePath(slug, 'customers', 'export'),
      asUser(),
    ),
};
