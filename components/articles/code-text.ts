/**
 * The code of a highlighted block exactly as written: each line's text, joined by newlines. No title, no
 * line numbers, no highlighting markup (those are elements and attributes, not the lines' text).
 */
export function codeText(figure: ParentNode): string {
  return [...figure.querySelectorAll('pre code [data-line]')].map((line) => line.textContent ?? '').join('\n');
}
