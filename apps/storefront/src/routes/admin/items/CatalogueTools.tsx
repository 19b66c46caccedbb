import type { CsvImportReport } from '@agency/contract';
import { api } from '@agency/api-client';
import { useRouteData } from '@agency/router';
import { Button, showApiError, TemplateChoice } from '@agency/ui-kit';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useManagedStore } from '../store-choice.tsx';

/** An empty store's way to fill itself at once: a trade's starter template. */
export function StartFromTemplate({ slug, onApplied }: { slug: string; onApplied: () => void }) {
  const { store, saved } = useManagedStore();
  const templates = useRouteData(
    'store-admin:templates',
    async () => (await api.storeAdmin.templates()).documents,
  );
  const [template, setTemplate] = useState('');
  const [busy, setBusy] = useState(false);
  if (templates.status !== 'ready') return null;
  const apply = async () => {
    if (!template || busy) return;
    setBusy(true);
    try {
      const applied = await api.storeAdmin.applyTemplate(slug, template);
      // The template's categories and zones are the store's now (the item editor picks from them).
      saved({ ...store, categories: applied.categories, delivery_zones: applied.delivery_zones });
      toast.success(`${applied.products} sample items added. Edit them to make them yours.`);
      onApplied();
    } catch (failure) {
      showApiError(failure, 'fill the store');
    } finally {
      setBusy(false);
    }
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
      <Button onClick={apply} busy={busy} disabled={!template}>
        Fill the store
      </Button>
    </section>
  );
}

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export every item as CSV (Shopify's columns), or import a CSV with a report of what was refused. */
export function CsvTools({ slug, onImported }: { slug: string; onImported: () => void }) {
  const { saved } = useManagedStore();
  const [file, setFile] = useState<File | null>(null);
  const [addTags, setAddTags] = useState(false);
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [report, setReport] = useState<CsvImportReport | null>(null);

  const exportCsv = async () => {
    setBusy('export');
    try {
      const exported = await api.storeAdmin.exportCsv(slug);
      download(exported.filename, exported.csv);
      toast.success(`${exported.products} items exported`);
    } catch (failure) {
      showApiError(failure, 'export the items');
    } finally {
      setBusy(null);
    }
  };
  const importCsv = async () => {
    if (!file) return;
    setBusy('import');
    try {
      const result = await api.storeAdmin.importCsv(slug, {
        csv: await file.text(),
        add_tags: addTags,
      });
      setReport(result);
      if (result.tags_added.length > 0) saved(await api.shop.store(slug));
      onImported();
    } catch (failure) {
      showApiError(failure, 'import the file');
    } finally {
      setBusy(null);
    }
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
        <Button variant="secondary" onClick={exportCsv} busy={busy === 'export'}>
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
        <Button onClick={importCsv} busy={busy === 'import'} disabled={!file}>
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
        <p>Columns not used (ignored): {report.ignored_columns.join(', ')}.</p>
      )}
      {report.pictures_not_imported.length > 0 && (
        <p>
          {report.pictures_not_imported.length === 1
            ? '1 picture was a link to another site and was not imported'
            : `${report.pictures_not_imported.length} pictures were links to other sites and were not imported`}{' '}
          (rows {[...new Set(report.pictures_not_imported.map((p) => p.row))].join(', ')}). The
          items came in without them: upload their pictures on each item.
        </p>
      )}
      {report.tags_added.length > 0 && (
        <p>Tags added to the categories: {report.tags_added.join(', ')}.</p>
      )}
    </div>
  );
}
