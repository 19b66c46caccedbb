import type { StoreInfo, StoreSettingsRequest } from '@agency/contract';
import { displayPhone, isPhoneOrEmpty, normalisePhone, phoneMessage } from '@agency/contract/rules';
import {
  colourProblem,
  DEFAULT_HERO_FOCUS,
  EMPTY_SOCIAL,
  nearestReadableShade,
  type StoreLook,
} from '@agency/contract/store-look';

/** What the Look section edits: the store's name and look. */
export type LookDraft = StoreLook & Pick<StoreInfo, 'name'>;

export type SocialKey = keyof StoreLook['social'];

export type LookField = 'name' | 'primary_colour' | 'accent_colour' | 'categories' | SocialKey;

const LINK_LABELS = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  tiktok: 'TikTok',
} as const;

/** The field a refusal of the server is about, by its first words (refusal.tsx). */
export const LOOK_REFUSALS: readonly (readonly [LookField, RegExp])[] = [
  ['name', /^Store name/],
  ['primary_colour', /^Primary colour/],
  ['accent_colour', /^Accent colour/],
  ['categories', /categor|^Tag/i],
  ['whatsapp', /WhatsApp/],
  ...(Object.entries(LINK_LABELS).map(
    ([key, label]) => [key as SocialKey, new RegExp(`^The ${label} link`)] as const,
  ) as (readonly [LookField, RegExp])[]),
];

export const COLOUR_LABELS = {
  primary_colour: 'Primary colour',
  accent_colour: 'Accent colour',
} as const;

export function lookDraft(store: StoreInfo): LookDraft {
  return {
    name: store.name,
    tagline: store.tagline ?? '',
    description: store.description ?? '',
    logo_url: store.logo_url ?? '',
    hero_url: store.hero_url ?? '',
    hero_focus: store.hero_focus ?? DEFAULT_HERO_FOCUS,
    primary_colour: store.primary_colour ?? '#1f5f8b',
    accent_colour: store.accent_colour ?? '#8a3b12',
    search_hint: store.search_hint ?? '',
    delivery_promise: store.delivery_promise ?? '',
    categories: (store.categories ?? []).map((group) => ({ ...group, tags: [...group.tags] })),
    social: {
      ...EMPTY_SOCIAL,
      ...store.social,
      whatsapp: displayPhone(store.social?.whatsapp ?? ''),
    },
  };
}

/** The colour's problem as the user picks it (the contract's words), or null when it passes. */
export function colourError(field: keyof typeof COLOUR_LABELS, value: string): string | null {
  return colourProblem(COLOUR_LABELS[field], value.trim().toLowerCase());
}

/** The shade "Use …" applies: the nearest one white text is readable on. */
export function suggestedShade(value: string): string | null {
  const hex = value.trim().toLowerCase();
  return /^#[0-9a-f]{6}$/.test(hex) ? nearestReadableShade(hex) : null;
}

/** What the form refuses before asking the server (the server checks again). */
export function lookErrors(draft: LookDraft): Partial<Record<LookField, string>> {
  const errors: Partial<Record<LookField, string>> = {};
  if (draft.name.trim().length < 2) errors.name = 'Give the store a name, at least 2 characters.';
  for (const field of ['primary_colour', 'accent_colour'] as const) {
    const problem = colourError(field, draft[field]);
    if (problem) errors[field] = problem;
  }
  const names = draft.categories.map((g) => g.name.trim().toLowerCase());
  if (names.some((name) => name === ''))
    errors.categories = 'Give each category a name, or remove it.';
  else if (new Set(names).size !== names.length)
    errors.categories = 'Two categories have the same name';
  for (const [key, label] of Object.entries(LINK_LABELS) as [keyof typeof LINK_LABELS, string][]) {
    const link = draft.social[key].trim();
    if (link && !/^https:\/\/[^\s<>"']+$/.test(link))
      errors[key] = `The ${label} link must start with https://.`;
  }
  // The API's own rule (contract phone.ts): 0803 555 0101 and +234 803 555 0101 alike.
  if (!isPhoneOrEmpty(draft.social.whatsapp)) errors.whatsapp = phoneMessage('WhatsApp number');
  return errors;
}

/** The settings call's body for the look (the domain is saved on its own page: DomainForm). */
export function lookRequest(draft: LookDraft): StoreSettingsRequest {
  return {
    name: draft.name.trim(),
    tagline: draft.tagline.trim(),
    description: draft.description.trim(),
    logo_url: draft.logo_url,
    hero_url: draft.hero_url,
    hero_focus: draft.hero_focus ?? DEFAULT_HERO_FOCUS,
    primary_colour: draft.primary_colour.trim().toLowerCase(),
    accent_colour: draft.accent_colour.trim().toLowerCase(),
    search_hint: draft.search_hint.trim(),
    delivery_promise: draft.delivery_promise.trim(),
    categories: draft.categories.map((group) => ({
      name: group.name.trim(),
      tags: [...new Set(group.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))],
    })),
    social: Object.fromEntries(
      Object.entries(draft.social).map(([key, value]) => [
        key,
        key === 'whatsapp' ? (normalisePhone(value) ?? value.trim()) : value.trim(),
      ]),
    ) as unknown as StoreLook['social'],
  };
}
