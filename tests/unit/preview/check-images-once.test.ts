// check:articles prepares an article's images to report them, then renders the article, which asks for them again:
// each address must be fetched (and its retries waited for and logged) once per run, not twice.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareArticleImage } from '@/lib/article-images/prepare';
import { checkArticles } from '@/lib/preview/check-articles';
import { articleFile, publishedFrontMatter, writeArticleDir, type ArticleDir } from '../../support/markdown-articles';

const IMAGE = 'https://images.example.com/funnel.png';

describe('check:articles and an image host that is down', () => {
  let dir: ArticleDir;
  let cacheDir: string;
  beforeAll(async () => {
    dir = await writeArticleDir({
      'funnel.md': articleFile(publishedFrontMatter('funnel'), `The funnel:\n\n![The funnel](${IMAGE})`),
    });
    cacheDir = await mkdtemp(path.join(tmpdir(), 'check-images-'));
  });
  afterAll(async () => {
    await dir.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('asks the host once per attempt and logs each retry once, however often the check needs the image', async () => {
    const requests: string[] = [];
    const retries: string[] = [];
    const check = await checkArticles({
      env: { ARTICLES_DIR: dir.dir },
      origin: 'https://owner.example',
      prepareImage: (address) =>
        prepareArticleImage(address, {
          publicDir: path.resolve('public'),
          cacheDir,
          fetch: async (input) => {
            requests.push(String(input));
            return new Response('unavailable', { status: 503 });
          },
          sleep: async () => {},
          onRetry: (message) => retries.push(message),
        }),
    });
    expect(requests).toEqual([IMAGE, IMAGE, IMAGE, IMAGE]);
    expect(retries).toHaveLength(3);
    expect(retries[0]).toMatch(/^\[article-images\] https:\/\/images\.example\.com\/funnel\.png: .*\(attempt 1 of 4\)/);
    const [article] = check.articles;
    expect(article?.problems.filter((problem) => problem.includes(IMAGE))).toEqual([
      expect.stringMatching(/^image https:\/\/images\.example\.com\/funnel\.png: /),
    ]);
  });
});
