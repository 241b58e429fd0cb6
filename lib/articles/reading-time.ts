const WORDS_PER_MINUTE = 200;

/** Spec 9: words of the content, split on whitespace, divided by 200, rounded up. */
export function readingTimeMinutes(content: string): number {
  const words = content.split(/\s+/).filter((word) => word.length > 0).length;
  return Math.ceil(words / WORDS_PER_MINUTE);
}
