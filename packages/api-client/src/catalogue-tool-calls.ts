import type {
  AppliedTemplate,
  CsvExport,
  CsvImportReport,
  CsvImportRequest,
  StoreTemplateSummary,
} from '@agency/contract';
import { http } from './http.ts';
import { asUser, storePath } from './on-behalf.ts';

/** Filling a store at once: starter templates, and its products as CSV (Shopify's columns). */
export const catalogueToolCalls = {
  /** The trades a store can start from. */
  templates: () => http.get<{ documents: StoreTemplateSummary[] }>('store-templates', asUser()),
  /** Fills an empty store from a template (409 when it has items). */
  applyTemplate: (slug: string, template: string) =>
    http.post<AppliedTemplate>(storePath(slug, 'template'), { template }, asUser()),
  /** Every product, drafts too, as one CSV file's text. */
  exportCsv: (slug: string) =>
    http.get<CsvExport>(storePath(slug, 'catalogue', 'export'), asUser()),
  /** Imports a CSV: bad products are refused whole and listed with their row and reason. */
  importCsv: (slug: string, request: CsvImportRequest) =>
    http.post<CsvImportReport>(storePath(slug, 'catalogue', 'import'), request, asUser()),
};
