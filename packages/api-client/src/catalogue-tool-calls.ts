import type {
  AppliedTemplate,
  CsvExport,
  CsvImportReport,
  CsvImportRequest,
  StoreTemplateSummary,
} from '@agency/contract';
import { http, signedIn } from './http.ts';

const asUser = () => ({ token: signedIn()?.token });
const store = (slug: string, ...rest: string[]) =>
  ['stores', slug, ...rest].map(encodeURIComponent).join('/');

/** Filling a store at once: starter templates, and its products as CSV (Shopify's columns). */
export const catalogueToolCalls = {
  /** The trades a store can start from. */
  templates: () => http.get<{ documents: StoreTemplateSummary[] }>('store-templates', asUser()),
  /** Fills an empty store from a template (409 when it has items). */
  applyTemplate: (slug: string, template: string) =>
    http.post<AppliedTemplate>(store(slug, 'template'), { template }, asUser()),
  /** Every product, drafts too, as one CSV file's text. */
  exportCsv: (slug: string) => http.get<CsvExport>(store(slug, 'catalogue', 'export'), asUser()),
  /** Imports a CSV: bad products are refused whole and listed with their row and reason. */
  importCsv: (slug: string, request: CsvImportRequest) =>
    http.post<CsvImportReport>(store(slug, 'catalogue', 'import'), request, asUser()),
};
