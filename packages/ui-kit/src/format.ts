const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** ₦6,500 — money is always shown through Intl (docs/how-to.md). */
export function formatNaira(amount: number): string {
  return naira.format(amount);
}

/** 22 Nov 2026 */
export function formatDate(value: string | number | Date): string {
  return day.format(new Date(value));
}

const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 22 Nov 2026, 14:05 */
export function formatDateTime(value: string | number | Date): string {
  return dayAndTime.format(new Date(value));
}
