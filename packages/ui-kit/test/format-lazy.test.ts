import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * ui-kit is in the shell's first script, evaluated on every page before hydration: making Intl
 * formatters there (locale and time-zone data) was the largest cost of that evaluation. They are
 * made on first use, once.
 */
describe('the money and date formatters are made on first use', () => {
  const made: string[] = [];
  const { NumberFormat, DateTimeFormat } = Intl;
  const counted = <T extends new (...args: never[]) => object>(name: string, Real: T) =>
    new Proxy(Real, {
      construct(target, args) {
        made.push(name);
        return Reflect.construct(target, args);
      },
    });
  Intl.NumberFormat = counted('NumberFormat', NumberFormat);
  Intl.DateTimeFormat = counted('DateTimeFormat', DateTimeFormat);
  afterAll(() => {
    Intl.NumberFormat = NumberFormat;
    Intl.DateTimeFormat = DateTimeFormat;
  });

  it('loading the module makes none; a formatter is made once, when first used', async () => {
    // A fresh copy of the module: another file of this worker may have loaded it already.
    vi.resetModules();
    const format = await import('../src/format.ts');
    expect(made).toEqual([]);
    expect(format.formatNaira(6500)).toBe('₦6,500');
    expect(format.formatNaira(450000)).toBe('₦450,000');
    expect(made).toEqual(['NumberFormat']);
    format.formatDateTime('2026-11-22T13:05:00Z');
    format.formatDateTime('2026-11-23T13:05:00Z');
    expect(made).toEqual(['NumberFormat', 'DateTimeFormat']);
  });
});
