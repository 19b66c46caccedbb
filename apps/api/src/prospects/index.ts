/** The prospects module as other modules see it: all they may import from it. */
export { expireDemoStores } from './expiry.ts';
export { staffBusiness } from './access.ts';
export {
  deleteMediaRows,
  launchDemoStore,
  markProspectDemo,
  SANDBOX_MAX_STORES,
  unusedPictures,
  workspaceStoreCount,
} from './queries.ts';
export type { ProspectBusiness } from './queries.ts';
export { applyTradeTemplate, tradeTemplates } from './templates.ts';
