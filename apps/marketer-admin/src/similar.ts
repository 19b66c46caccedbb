import { SIMILAR_NAME_DISTANCE } from '@agency/contract/rules';
import levenshtein from 'js-levenshtein';

export interface KnownBusiness {
  name: string;
  contact: string;
}

/** The similar-name rule (docs/product-rules.md): the first existing business whose name is within edit distance below 2, ignoring case. */
export function findSimilar(name: string, existing: KnownBusiness[]): KnownBusiness | undefined {
  const key = normalise(name);
  return existing.find(
    (business) => levenshtein(normalise(business.name), key) < SIMILAR_NAME_DISTANCE,
  );
}

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}
