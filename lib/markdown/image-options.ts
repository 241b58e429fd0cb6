import type { ArticleImagesOptions } from './plugins/rehype-article-images';

// How article images are prepared, when something other than the site's own preparation is wanted (the unit
// tests, which download nothing; the check, which reports instead of failing). A module of its own, without the
// markdown pipeline's imports, so that the unit tests' setup can set it without loading unified and shiki into
// every test file.

let chosen: ArticleImagesOptions | undefined;

/** Replaces how article images are prepared, from the next render on; undefined goes back to the site's own. */
export function setArticleImageOptions(options: ArticleImagesOptions | undefined): void {
  chosen = options;
}

/** The options set, if any: the processor makes itself again when they are not the ones it was made with. */
export function chosenArticleImageOptions(): ArticleImagesOptions | undefined {
  return chosen;
}
