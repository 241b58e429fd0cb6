// Unit tests render markdown without preparing image files (no downloads, nothing written to .next/cache):
// each image keeps its address and gets a fixed size. lib/article-images has its own tests, and the build
// tests (tests/unit/build) run the real preparation. Set through a module of its own: importing the processor here
// loaded the markdown pipeline into every test file, about 0.7 s each.
import { setArticleImageOptions } from '@/lib/markdown/image-options';
import type { ArticleImagesOptions } from '@/lib/markdown/plugins/rehype-article-images';

export const STAND_IN_IMAGE_SIZE = { width: 640, height: 360 };

export const standInImageOptions: ArticleImagesOptions = {
  prepare: async (address) => {
    if (!/^(\/(?![/\\])|https?:\/\/)/i.test(address)) {
      throw new Error(`${address}: not a site-relative or http(s) address`);
    }
    return { src: address, ...STAND_IN_IMAGE_SIZE, files: [] };
  },
};

setArticleImageOptions(standInImageOptions);
