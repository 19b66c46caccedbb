import type { TemplateChoice } from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { listTemplates, applyTemplateIn } from '../templates/index.ts';

/** The trade templates a demo store can start from (the templates module's catalogue). */
export function tradeTemplates(): TemplateChoice[] {
  return listTemplates().map(({ id, name, summary }) => ({ id, name, summary }));
}

/** Fills a new demo store from a template, inside the caller's transaction. */
export async function applyTradeTemplate(
  tx: Queryable,
  storeId: string,
  templateId: string,
): Promise<void> {
  await applyTemplateIn(tx, storeId, templateId);
}
