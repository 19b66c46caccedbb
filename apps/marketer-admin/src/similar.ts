import { SIMILAR_NAME_DISTANCE, similarBusinessMessage } from '@agency/contract/rules';
import toast from 'react-hot-toast';
import levenshtein from 'js-levenshtein';

export interface KnownBusiness {
  name: string;
  contact: string;
  /** There when the caller may open it (their own, or anyone's for an admin). */
  id?: string;
}

/**
 * The similar-name rule's refusal, word for word (docs/product-rules.md), in one toast however
 * often it is tried (a repeat replaces it rather than stacking over the field); the form shows
 * the same sentence at the name field.
 */
export function refuseSimilar(similar: KnownBusiness): string {
  const message = similarBusinessMessage(similar.name, similar.contact);
  toast.error(message, { id: 'similar-business' });
  return message;
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
