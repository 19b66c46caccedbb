/**
 * `@agency/ui-kit/reports`: the parts of the analytics screens (charts, share bars, sales cards,
 * the period report page). An entry of its own, not the shared one: only the screens that draw
 * reports carry them and their styles, so every other page's first visit stays as small as it was.
 */
import './charts.css';

export { type ChartMeasure, DailyChart, type Share, ShareBars, StatChange } from './Charts.tsx';
export { NoSalesState, PeriodReport, ReportRange } from './PeriodReport.tsx';
export { SalesStats, type SalesTotals, salesMeasures } from './SalesStats.tsx';
export { SegmentedChoice } from './SegmentedChoice.tsx';
