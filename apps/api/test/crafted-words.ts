/**
 * Words as the security review's crafted import made them: 'a' and 7 random letters (xorshift
 * from a seed: the same every run). The search-cost test and bench:api's crafted store share it.
 */
export function wordMaker(seed: number): () => string {
  let state = seed;
  const letter = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return String.fromCharCode(97 + (state % 26));
  };
  return () => `a${Array.from({ length: 7 }, letter).join('')}`;
}

/** `count` crafted words from `seed`. */
export const craftedWords = (count: number, seed: number): string[] =>
  Array.from({ length: count }, wordMaker(seed));
