import { z } from 'zod';
import type { Business, BusinessStatus } from './businesses.ts';

/** How many weeks the analytics chart covers (Monday to Sunday, Lagos time). */
export const SUMMARY_WEEKS = 8;

/**
 * `GET businesses/summary`: the overview's and analytics' numbers. `marketer_id` as the list
 * takes it: left out (or the caller's id) is the caller's own, `all` everyone's (admins), another
 * marketer's id (admins).
 */
export const businessSummaryQuery = z.strictObject({
  marketer_id: z.string().max(100, { abort: true }).optional(),
});
export type BusinessSummaryQuery = z.infer<typeof businessSummaryQuery>;

/** A business whose follow-up has come, or one of the latest recorded. */
export type SummaryBusiness = Pick<
  Business,
  'id' | 'name' | 'status' | 'next_follow_up' | 'created_at' | 'marketer_name'
>;

/** One marketer's row in an admin's team table. */
export interface MarketerSummary {
  id: string;
  name: string;
  total: number;
  by_status: Record<BusinessStatus, number>;
  /** Recorded in the chart's weeks. */
  added: number;
  /** Follow-ups before today. */
  overdue: number;
}

export interface BusinessSummary {
  /** Whose numbers: the caller's own, everyone's (admins, `all`), or one marketer's. */
  scope: 'mine' | 'team' | 'marketer';
  /** Today in Lagos (YYYY-MM-DD): follow-ups and weeks are counted from it. */
  today: string;
  total: number;
  by_status: Record<BusinessStatus, number>;
  follow_ups: {
    /** How many are due today, and how many were due before today. */
    today: number;
    overdue: number;
    /** The first of them, oldest follow-up first (at most 20). */
    documents: SummaryBusiness[];
  };
  /** The newest businesses (at most 5). */
  latest: SummaryBusiness[];
  /** Businesses recorded per week, oldest week first; `start` is its Monday. */
  weeks: { start: string; added: number }[];
  /** Per marketer (admins asking for `all` only), most businesses first. */
  marketers?: MarketerSummary[];
  /** Contact messages not handled yet; null where leads are out of reach (the demo workspace). */
  new_leads: number | null;
  /** Demo stores prospects opened, the latest view first (at most 5). */
  demo_views?: {
    id: string;
    name: string;
    slug: string;
    views: number;
    last_viewed_at: string;
  }[];
}
