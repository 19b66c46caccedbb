/**
 * A formatter made on first use, not when the module is evaluated: making an Intl formatter loads
 * locale and time-zone data, and this module is in the shell's first script, evaluated on every
 * page before hydration (the largest cost in it, in a CPU profile); most pages use one or none.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const naira = once(
  () =>
    new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency: 'NGN',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }),
);
const day = once(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
);

/** ₦6,500 — money is always shown through Intl (docs/how-to.md). */
export function formatNaira(amount: number): string {
  return naira().format(amount);
}

/** An amount as the API counts money (kobo, a hundredth of a naira), shown in naira. */
export function formatKobo(kobo: number): string {
  return formatNaira(kobo / 100);
}

/** 22 Nov 2026 */
export function formatDate(value: string | number | Date): string {
  return day().format(new Date(value));
}

const dayAndTime = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Africa/Lagos',
    }),
);

/**
 * 22 Nov 2026, 14:05 WAT: a moment in Lagos time, and saying so, whatever the reader's device
 * is set to (the store, its shoppers and its staff all read the same clock).
 */
export function formatDateTime(value: string | number | Date): string {
  return `${dayAndTime().format(new Date(value))} WAT`;
}

const calendarDay = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
);
const shortDay = once(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);

/** A calendar day as the API names it (2026-11-22): 'Sun 22 Nov', or '22 Nov' when `short`. */
export function formatDay(isoDate: string, short = false): string {
  return (short ? shortDay : calendarDay)().format(new Date(`${isoDate}T00:00:00Z`));
}

/** How a number moved against an earlier one: 'Up 12% on the previous 7 days', 'Down 5% on …'. */
export function formatChange(current: number, previous: number, against: string): string {
  if (current === previous) return `Same as ${against}`;
  if (previous === 0) return `Up from none in ${against}`;
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return `${current > previous ? 'Up' : 'Down'} ${percent}% on ${against}`;
}
