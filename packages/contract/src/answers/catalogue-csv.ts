import { z } from 'zod';
import type { CsvExport, CsvImportReport } from '../catalogue-csv.ts';

/** The export: the file's name and text (the admin saves it), and how many products it holds. */
export const csvExportAnswer = z
  .object({ filename: z.string(), csv: z.string(), products: z.number() })
  .meta({ id: 'CsvExport' }) satisfies z.ZodType<CsvExport>;

const rowHandle = { row: z.number(), handle: z.string() };

export const csvImportReportAnswer = z
  .object({
    rows: z.number(),
    created: z.number(),
    updated: z.number(),
    refused: z.array(z.object({ ...rowHandle, reason: z.string() })),
    ignored_columns: z.array(z.string()),
    ignored_columns_count: z.number(),
    pictures_not_imported: z.array(z.object({ ...rowHandle, src: z.string() })),
    tags_added: z.array(z.string()),
  })
  .meta({ id: 'CsvImportReport' }) satisfies z.ZodType<CsvImportReport>;
