/** The periods the store's and the owner's analytics count over. No zod here. */

/** The store and owner analytics' periods: the last 7, 30 or 90 days, today included (Lagos time). */
export const ANALYTICS_PERIODS = ['7d', '30d', '90d'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';
export const ANALYTICS_PERIOD_DAYS: Record<AnalyticsPeriod, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
};
/** The days a store's and an owner's analytics count in: Lagos days, whatever the server's zone. */
export const ANALYTICS_TIME_ZONE = 'Africa/Lagos';
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};
/** The period choice's buttons, in order. */
export const ANALYTICS_PERIOD_OPTIONS = ANALYTICS_PERIODS.map((value) => ({
  value,
  label: ANALYTICS_PERIOD_LABELS[value],
}));
/** A `?period=` from the address bar, or the default when it is missing or unknown. */
export const analyticsPeriod = (value: string | null): AnalyticsPeriod =>
  (ANALYTICS_PERIODS as readonly string[]).includes(value ?? '')
    ? (value as AnalyticsPeriod)
    : DEFAULT_ANALYTICS_PERIOD;
