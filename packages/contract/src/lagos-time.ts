/**
 * Times shoppers and stores read are Lagos times (West Africa Time, UTC+1 all year, no summer
 * time), and every time shown says so. A datetime option's value is sent with its offset
 * ('2026-12-05T14:30:00+01:00'); a value without one is read as Lagos time.
 */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
export const LAGOS_ZONE_NAME = 'WAT';
const OFFSET_MS = 60 * 60 * 1000;
const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/;

/** The instant a datetime value names, or null when it names none. */
export function parseLagosTime(value: string): Date | null {
  const local = LOCAL.exec(value);
  const date = new Date(local ? `${local[1]}T${local[2]}${local[3] ?? ':00'}+01:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '5 Dec 2026, 14:30 WAT'. */
export function formatLagosTime(value: string | number | Date): string {
  const date = typeof value === 'string' ? parseLagosTime(value) : new Date(value);
  if (!date) return String(value);
  const text = date.toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: LAGOS_TIME_ZONE,
  });
  return `${text} ${LAGOS_ZONE_NAME}`;
}

/** '22:14 WAT': the clock time alone, for a day already named. */
export function formatLagosClock(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const text = date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: LAGOS_TIME_ZONE,
  });
  return `${text} ${LAGOS_ZONE_NAME}`;
}

/** A datetime-local input's value for an instant, in Lagos wall time ('2026-12-05T14:30'). */
export function lagosInputValue(date: Date): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local input's Lagos wall time as the value an order carries. */
export function fromLagosInput(value: string): string {
  const local = LOCAL.exec(value);
  return local ? `${local[1]}T${local[2]}${local[3] ?? ':00'}+01:00` : value;
}

/** Grace for a time chosen a moment before the order is sent. */
const GRACE_MS = 60 * 1000;

/**
 * What is wrong with a chosen time for `label` ('Delivery time'; '' for none), or null when it is
 * still ahead.
 */
export function scheduleProblem(label: string, value: string, now = Date.now()): string | null {
  const prefix = label ? `${label}: ` : '';
  const date = parseLagosTime(value);
  if (!date) return `${prefix}Choose a day and a time.`;
  if (date.getTime() < now - GRACE_MS)
    return `${prefix}${formatLagosTime(date)} has already passed. Choose a later time.`;
  return null;
}
