/**
 * `pnpm bench:import`: a 5,000-row product CSV (1,000 items × 5 sizes, with descriptions and tags)
 * imported into an empty store on a fresh embedded database, through the same functions as
 * POST /stores/:store/catalogue/import. Prints the time of each step beside csv-parse alone on the
 * same file (the floor) and the budget (10 s). Numbers only; nothing asserted.
 */
import { parse } from 'csv-parse/sync';
import { readImport } from '../src/catalogue/csv-import.ts';
import { withNewTags, writeImport } from '../src/catalogue/csv-write.ts';
import { openDb } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { insertStore } from '../src/stores/write-queries.ts';
import { applyTemplate } from '../src/templates/queries.ts';

const PRODUCTS = 1000;
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const header =
  'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Image Src,Status';
const lines = [header];
for (let p = 0; p < PRODUCTS; p++)
  for (const [i, size] of SIZES.entries())
    lines.push(
      i === 0
        ? `item-${p},Item number ${p},"<p>A fine item, number ${p}, made in Lagos.</p><p>Cotton. Hand wash.</p>",Acme,Clothing,"shirts, new",TRUE,Size,${size},SKU-${p}-${size},${p % 20},${(1000 + p).toFixed(2)},art:garment:${p % 6}:0,active`
        : `item-${p},,,,,,,,${size},SKU-${p}-${size},${(p + i) % 20},${(1000 + p + i * 100).toFixed(2)},,`,
    );
const csv = lines.join('\n');

const db = await openDb({ dataDir: ':memory:' });
await migrate(db);
const business = await db.query<{ id: string }>(
  "INSERT INTO businesses (name, name_key) VALUES ('Bench Store', 'bench store') RETURNING id",
);
const store = await db.transaction((tx) => insertStore(tx, business.rows[0]!.id, 'Bench Store'));
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);

let t = performance.now();
parse(csv, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true });
const floor = seconds(t);

const total = performance.now();
t = performance.now();
const read = readImport(csv, [], { addTags: true, mediaBaseUrl: '' });
const readTime = seconds(t);
t = performance.now();
const written = await db.transaction(async (tx) => {
  const { categories } = withNewTags([], read.accepted);
  await tx.query('UPDATE stores SET categories = $2 WHERE id = $1', [
    store.id,
    JSON.stringify(categories),
  ]);
  return writeImport(tx, store.id, read.accepted, { maxProducts: Number.MAX_SAFE_INTEGER });
});
const writeTime = seconds(t);
const totalTime = seconds(total);

const business2 = await db.query<{ id: string }>(
  "INSERT INTO businesses (name, name_key) VALUES ('Bench Fashion', 'bench fashion') RETURNING id",
);
t = performance.now();
const fashion = await db.transaction((tx) =>
  insertStore(tx, business2.rows[0]!.id, 'Bench Fashion'),
);
const applied = await applyTemplate(db, fashion.id, 'fashion');
const templateTime = seconds(t);
await db.close();

console.log(`Database: embedded PGlite (in memory)`);
console.log(
  `CSV: ${lines.length - 1} rows, ${(csv.length / 1024).toFixed(0)} kB, ${PRODUCTS} products`,
);
console.log(`csv-parse alone (floor)        ${floor} s`);
console.log(`read and check every product   ${readTime} s (refused ${read.refused.length})`);
console.log(`write in one transaction       ${writeTime} s (created ${written.created})`);
console.log(`import total                   ${totalTime} s   (budget 10 s)`);
console.log(`store + fashion template       ${templateTime} s (${applied.products} items)`);
