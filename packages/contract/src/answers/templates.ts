import { z } from 'zod';
import type { AppliedTemplate, StoreTemplateSummary } from '../templates.ts';
import { deliveryZoneAnswer, tagGroupAnswer } from './stores.ts';

export const storeTemplateSummaryAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    summary: z.string(),
    products: z.number(),
    categories: z.array(z.string()),
    picture: z.string(),
  })
  .meta({ id: 'StoreTemplateSummary' }) satisfies z.ZodType<StoreTemplateSummary>;

export const storeTemplateListAnswer = z
  .object({ documents: z.array(storeTemplateSummaryAnswer) })
  .meta({ id: 'StoreTemplateList' }) satisfies z.ZodType<{ documents: StoreTemplateSummary[] }>;

export const appliedTemplateAnswer = z
  .object({
    template: z.string(),
    products: z.number(),
    categories: z.array(tagGroupAnswer),
    delivery_zones: z.array(deliveryZoneAnswer),
  })
  .meta({ id: 'AppliedTemplate' }) satisfies z.ZodType<AppliedTemplate>;
