/**
 * Which keys a markdown file's front matter may use. A key that is not one of them is a mistake the schema
 * alone would never see: a misspelt `is_publised: true` reads as "not published", and the article quietly
 * stays out of the site. So every file, draft or not, is held to the list, and the message offers the key
 * the author probably meant.
 */

/** A problem with one key: the field as messages name it ('"is_publised"') and what is wrong. */
export interface KeyProblem {
  field: string;
  message: string;
}

/**
 * @param allowed the keys in the order the author's guide lists them
 * @param bodyKey the key the text below the front matter is read into, which the front matter must not set
 */
export function unknownKeyProblems(
  keys: readonly string[],
  allowed: readonly string[],
  bodyKey?: string,
): KeyProblem[] {
  return keys.flatMap((key): KeyProblem[] => {
    if (key === bodyKey) {
      return [
        {
          field: `"${key}"`,
          message: `must not be in the front matter: the ${key} is the text below its closing "---"`,
        },
      ];
    }
    if (allowed.includes(key)) return [];
    const meant = closestKey(key, allowed);
    return [
      {
        field: `"${key}"`,
        message: `is not a key of the front matter${meant ? ` (did you mean "${meant}"?)` : ''}; the keys are ${allowed.join(', ')}`,
      },
    ];
  });
}

/** The allowed key written the same apart from case and separators, or within two typed letters of it. */
export function closestKey(key: string, allowed: readonly string[]): string | undefined {
  const bare = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const same = allowed.find((candidate) => bare(candidate) === bare(key));
  if (same) return same;
  let best: { key: string; distance: number } | undefined;
  for (const candidate of allowed) {
    const distance = editDistance(bare(key), bare(candidate));
    if (distance <= 2 && (!best || distance < best.distance)) best = { key: candidate, distance };
  }
  return best?.key;
}

/** Letters inserted, deleted or changed to turn one text into the other (Levenshtein). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
