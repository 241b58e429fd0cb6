import type { ArticleImagesOptions } from './plugins/rehype-article-images';

// How article images are prepared, when something other than the site's own preparation is wanted (the unit
// tests, which download nothing; the check, which reports instead of failing). A module of its own, without the
// markdown pipeline's imports, so that the unit tests' setup can set it without loading unified and shiki into
// every test file.

let chosen: ArticleImagesOptions | undefined;
let changes = 0;

/** Replaces how article images are prepared, from the next render on; undefined goes back to the site's own. */
export function setArticleImageOptions(options: ArticleImagesOptions | undefined): void {
  chosen = options;
  changes += 1;
}

/** The options set, and a count of the changes so far, by which the processor knows to make itself again. */
export function chosenArticleImageOptions(): { options: ArticleImagesOptions | undefined; changes: number } {
  return { options: chosen, changes };
}
