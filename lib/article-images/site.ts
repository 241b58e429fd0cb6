/**
 * How this site prepares its article images: files from public/, downloads and outputs kept in Next's build
 * cache (which hosts keep between builds, so a rebuild does not fetch every image again), and the build
 * log told when a download is retried. After next build, scripts/copy-article-images.mjs copies the files
 * the pages refer to into out/.
 */
import path from 'node:path';
import { prepareArticleImage, type PreparedImage } from './prepare';

/** Relative to the project root; scripts/copy-article-images.mjs reads the same folder. */
export const ARTICLE_IMAGE_CACHE_DIR = '.next/cache/article-images';

export function prepareSiteImage(address: string): Promise<PreparedImage> {
  return prepareArticleImage(address, {
    publicDir: path.join(process.cwd(), 'public'),
    cacheDir: path.join(process.cwd(), ARTICLE_IMAGE_CACHE_DIR),
    onRetry: (message) => console.warn(message),
  });
}
