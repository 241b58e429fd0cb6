/**
 * Address-safe names made from text, for section ids and tag pages: lowercase, every run of characters
 * that are not letters or digits (in any script) turned into one hyphen, none at either end.
 * "What We Measured (2024)" → "what-we-measured-2024"; "Feature Flags" and "feature-flags" → "feature-flags".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Hands out slugs that are unique within one document, stable for the same text in the same order: the
 * first "Results" is "results", the next "results-2", then "results-3"; a slug already taken by other text
 * ("Results 2") is skipped over. Text with no letters or digits becomes `fallback`.
 */
export function uniqueSlugger(fallback = 'section'): (text: string) => string {
  const taken = new Set<string>();
  return (text) => {
    const base = slugify(text) || fallback;
    let slug = base;
    for (let count = 2; taken.has(slug); count += 1) slug = `${base}-${count}`;
    taken.add(slug);
    return slug;
  };
}
