/**
 * Every image of every published article, prepared before any article page renders: a missing file, an
 * unreachable host or a body that is not an image stops the build with one line per problem, each naming
 * the article (its file, or its row) and the address, instead of failing on the first page that has one.
 * The pages' renders then find each image ready in the cache (lib/article-images/site.ts).
 */
import type { Article } from '@/lib/articles';
import { articleImageAddresses } from '@/lib/markdown/processor';
import { prepareSiteImage } from './site';
import type { PreparedImage } from './prepare';

export class ArticleImagesBuildError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `${problems.length} article ${problems.length === 1 ? 'image' : 'images'} cannot be published; nothing was built:\n` +
        problems.map((problem) => `  ${problem}`).join('\n'),
    );
    this.name = 'ArticleImagesBuildError';
  }
}

export async function prepareArticlesImages(
  articles: readonly Article[],
  originOf: (article: Article, index: number) => string,
  prepare: (address: string) => Promise<PreparedImage> = prepareSiteImage,
): Promise<void> {
  const problems = await Promise.all(
    articles.map(async (article, index) => {
      const addresses = await articleImageAddresses(article.content);
      if (addresses.length === 0) return [];
      const where = originOf(article, index);
      const settled = await Promise.allSettled(addresses.map((address) => prepare(address)));
      return settled.flatMap((result) =>
        result.status === 'rejected'
          ? [`${where}: image ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`]
          : [],
      );
    }),
  );
  const all = problems.flat();
  if (all.length > 0) throw new ArticleImagesBuildError(all);
}
