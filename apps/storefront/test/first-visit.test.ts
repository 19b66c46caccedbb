import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What a shopper's first visit evaluates: every module App.tsx reaches through static imports
 * (a dynamic `import()` is a chunk of its own, fetched when its page opens). Read from the source,
 * so the rule holds without a build.
 */
const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?['"]([^'"]+)['"]/g;

interface Reached {
  files: string[];
  /** Bare specifiers imported for their values (not only types), with the file that does. */
  values: { from: string; specifier: string }[];
}

function firstVisit(entry: string): Reached {
  const seen = new Set<string>();
  const values: Reached['values'] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, typeOnly, names, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      // `import type {…}` and `import { type A, type B }` are erased from the build.
      const onlyTypes =
        !!typeOnly ||
        (!!names &&
          /^\{[\s\S]*\}$/.test(names.trim()) &&
          names
            .replace(/[{}]/g, '')
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
            .every((name) => name.startsWith('type ')));
      if (onlyTypes) continue;
      if (specifier!.startsWith('.')) {
        if (/\.tsx?$/.test(specifier!)) visit(join(dirname(file), specifier!));
      } else values.push({ from: relative(src, file), specifier: specifier! });
    }
  };
  visit(join(src, entry));
  return { files: [...seen].map((file) => relative(src, file)), values };
}

describe("a shopper's first visit carries only the shop", () => {
  const reached = firstVisit('App.tsx');

  it('reaches the store pages but not the store admin or the checkout', () => {
    expect(reached.files).toContain('routes/$id/store/$productId.tsx');
    // The admin's path table is the one admin file a shop page links with (the demo mark).
    const admin = reached.files.filter(
      (file) => file.startsWith('routes/admin/') && file !== 'routes/admin/store-path.ts',
    );
    expect(admin).toEqual([]);
    expect(reached.files).not.toContain('routes/checkout.tsx');
  });

  it("leaves an order's page and its WhatsApp message to their own chunk", () => {
    // The confirmation is drawn in the browser only; its chat words bring the delivery rules and
    // Nigeria's places with them, which a shop page never uses.
    expect(reached.files).not.toContain('routes/orders/$orderId.tsx');
    expect(reached.files).not.toContain('lib/order-chat.ts');
    expect(reached.files).toContain('routes/orders/find.tsx');
  });

  it('shows toasts through ui-kit, which fetches their library on first use', () => {
    // A remote importing react-hot-toast itself would declare it, and fetch it on every first visit.
    const direct = reached.values.filter(({ specifier }) => specifier === 'react-hot-toast');
    expect(direct).toEqual([]);
  });

  it("keeps the cart in this browser without zustand's middleware", () => {
    const middleware = reached.values.filter(({ specifier }) => specifier === 'zustand/middleware');
    expect(middleware).toEqual([]);
  });

  it('takes no validator: the contract is imported by its zod-free parts', () => {
    // '@agency/contract' itself holds every zod schema, built when the module is evaluated.
    const withZod = reached.values.filter(
      ({ specifier }) => specifier === '@agency/contract' || specifier === 'zod',
    );
    expect(withZod).toEqual([]);
  });

  it("takes ui-kit's public part, not the admin screens' parts", () => {
    // '@agency/ui-kit' is all of it (layouts, audit log, checklists): fetched when the admin opens.
    const whole = reached.values.filter(({ specifier }) => specifier === '@agency/ui-kit');
    expect(whole).toEqual([]);
    expect(reached.values.map(({ specifier }) => specifier)).toContain('@agency/ui-kit/public');
  });
});
