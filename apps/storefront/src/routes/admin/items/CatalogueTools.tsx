import type { CsvImportReport } from '@agency/contract';
import { api } from '@agency/api-client';
import { useRouteData } from '@agency/router';
import { Button, TemplateChoice, useAction } from '@agency/ui-kit';
import { useState } from 'react';
import { download } from '../../../lib/download.ts';
import { useManagedStore } from '../store-choice.tsx';

/** The rows a report names, once each: "row 4" or "rows 2, 5". */
const rowList = (rows: number[]) => {
  const once = [...new Set(rows)];
  return `${once.length === 1 ? 'row' : 'rows'} ${once.join(', ')}`;
};

/** The item list's reads of a store: a fill or an import refreshes every page and search of it. */
const itemsKey = (slug: string) => `store-admin:items:${slug}:`;

/** An empty store's way to fill itself at once: a trade's starter template. */
export function StartFromTemplate({ slug }: { slug: string }) {
  const { store, saved } = useManagedStore();
  const templates = useRouteData(
    'store-admin:templates',
    async () => (await api.storeAdmin.templates()).documents,
  );
  const [template, setTemplate] = useState('');
  const filling = useAction(
    async (chosen: string) => {
      const applied = await api.storeAdmin.applyTemplate(slug, chosen);
      // The template's categories and zones are the store's now (the item editor picks from them).
      saved({ ...store, categories: applied.categories, delivery_zones: applied.delivery_zones });
      return applied;
    },
    {
      refreshes: [itemsKey(slug)],
      success: (applied) => `${applied.products} sample items added. Edit them to make them yours.`,
      context: 'fill the store',
    },
  );
  if (templates.status !== 'ready') return null;
  const apply = async () => {
    if (template) await filling.run(template);
  };
  return (
    <section className="uk-panel sa-template" aria-label="Start from a template">
      <TemplateChoice
        templates={templates.data}
        value={template}
        onChange={setTemplate}
        emptyLabel={null}
      />
      <p className="uk-muted">
        A template adds sample items with options and prices, its categories and delivery zones. You
        can change or delete everything afterwards.
      </p>
      <Button onClick={apply} busy={filling.busy} disabled={!template}>
        Fill the store
      </Button>
    </section>
  );
}

/** Export every item as CSV (Shopify's columns), or import a CSV with a report of what was refused. */
export function CsvTools({ slug }: { slug: string }) {
  const { saved } = useManagedStore();
  const [file, setFile] = useState<File | null>(null);
  const [addTags, setAddTags] = useState(false);
  const [report, setReport] = useState<CsvImportReport | null>(null);

  const exporting = useAction(
    async () => {
      const exported = await api.storeAdmin.exportCsv(slug);
      download(exported.filename, exported.csv);
      return exported;
    },
    { success: (exported) => `${exported.products} items exported`, context: 'export the items' },
  );
  const importing = useAction(
    async (chosen: File) => {
      const result = await api.storeAdmin.importCsv(slug, {
        csv: await chosen.text(),
        add_tags: addTags,
      });
      setReport(result);
      if (result.tags_added.length > 0) saved(await api.shop.store(slug));
    },
    { context: 'import the file', refreshes: [itemsKey(slug)] },
  );
  const exportCsv = () => exporting.run();
  const importCsv = async () => {
    if (file) await importing.run(file);
  };

  return (
    <details className="uk-panel sa-csv">
      <summary>Import or export items (CSV)</summary>
      <p className="uk-muted">
        Columns follow Shopify's product CSV (Handle, Title, Body (HTML), Option1 Name, Option1
        Value, Variant Price, Variant Inventory Qty, Image Src, Tags, Status). An item with a bad
        row is refused whole; the others come in.
      </p>
      <div className="sa-row">
        <Button variant="secondary" onClick={exportCsv} busy={exporting.busy}>
          Export items
        </Button>
      </div>
      <label className="sa-csv-file">
        CSV file to import
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <label className="sa-check">
        <input type="checkbox" checked={addTags} onChange={(e) => setAddTags(e.target.checked)} />
        Add tags the store does not have to its categories (otherwise those items are refused)
      </label>
      <div className="sa-row">
        <Button onClick={importCsv} busy={importing.busy} disabled={!file}>
          Import file
        </Button>
      </div>
      {report && <ImportReport report={report} />}
    </details>
  );
}

function ImportReport({ report }: { report: CsvImportReport }) {
  return (
    <div className="sa-report" role="status" aria-label="Import report">
      <p>
        <strong>
          {report.created} added, {report.updated} updated, {report.refused.length} refused
        </strong>{' '}
        ({report.rows} rows read).
      </p>
      {report.refused.length > 0 && (
        <table className="sa-table" aria-label="Refused items">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Handle</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {report.refused.map((r) => (
              <tr key={`${r.row}-${r.handle}`}>
                <td data-label="Row">{r.row}</td>
                <td data-label="Handle">{r.handle}</td>
                <td data-label="Why">{r.reason.replace(/^Row \d+: /, '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report.ignored_columns.length > 0 && (
        <p>
          Columns not used (ignored): {report.ignored_columns.join(', ')}
          {report.ignored_columns_count > report.ignored_columns.length &&
            ` and ${(report.ignored_columns_count - report.ignored_columns.length).toLocaleString('en-NG')} more`}
          .
        </p>
      )}
      {report.pictures_not_imported.length > 0 && (
        <p>
          {report.pictures_not_imported.length === 1
            ? '1 picture was a link to another site and was not imported'
            : `${report.pictures_not_imported.length} pictures were links to other sites and were not imported`}{' '}
          ({rowList(report.pictures_not_imported.map((p) => p.row))}). The items came in without
          them: upload their pictures on each item.
        </p>
      )}
      {report.tags_added.length > 0 && (
        <p>Tags added to the categories: {report.tags_added.join(', ')}.</p>
      )}
    </div>
  );
}
