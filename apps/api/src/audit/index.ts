/**
 * The audit module as the app sees it: it follows the domain events (wired in app.ts) and sweeps
 * old entries. No other module imports it: they emit events (lib/events.ts).
 */
export { sweepAuditEvents } from './queries.ts';
export { subscribeAudit } from './record.ts';
