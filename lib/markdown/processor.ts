import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypePrettyCode from 'rehype-pretty-code';
import rehypeStringify from 'rehype-stringify';
import type { Highlighter } from 'shiki';
import { site } from '@/content/site';
import { articleSanitizeSchema } from './sanitize-schema';
import {
  CODE_THEMES,
  HIGHLIGHTED_LANGUAGES,
  PLAIN_TEXT_LANGUAGE,
  completeTokenizing,
  getSharedHighlighter,
} from './highlighter';
import { rehypeSafeUrls } from './plugins/rehype-safe-urls';
import { rehypeCodeLanguage } from './plugins/rehype-code-language';
import { rehypeHeadingLevels } from './plugins/rehype-heading-levels';
import { rehypeSectionHeadings, type SectionHeading } from './plugins/rehype-section-headings';
import { rehypeExternalLinks } from './plugins/rehype-external-links';
import { rehypeArticleImages, type ArticleImagesOptions } from './plugins/rehype-article-images';
import { chosenArticleImageOptions } from './image-options';
export { setArticleImageOptions } from './image-options';
import { prepareSiteImage } from '@/lib/article-images/site';
import { rehypeTableScroll } from './plugins/rehype-table-scroll';
import { visitElements } from './plugins/visit-elements';

// The concrete processor type is a long generic chain; callers only run `process` on it.
type MarkdownProcessor = Processor<never, never, never, never, string>;

function createProcessor(imageOptions: ArticleImagesOptions | undefined) {
  return (
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      // Raw HTML in the markdown is dropped here (allowDangerousHtml stays off): nothing an author
      // writes as HTML reaches the page.
      .use(remarkRehype)
      .use(rehypeSafeUrls)
      // Everything up to here came from the author and is untrusted; sanitising happens before the
      // highlighter so that the markup and inline colours it adds are kept.
      .use(rehypeSanitize, articleSanitizeSchema)
      .use(rehypeCodeLanguage, { known: HIGHLIGHTED_LANGUAGES, fallback: PLAIN_TEXT_LANGUAGE })
      .use(rehypeHeadingLevels)
      .use(rehypeSectionHeadings, { siteOrigin: new URL(site.url).origin })
      .use(rehypeExternalLinks, { siteOrigin: new URL(site.url).origin })
      .use(rehypeArticleImages, imageOptions ?? siteImageOptions())
      .use(rehypeTableScroll)
      .use(rehypePrettyCode, {
        theme: CODE_THEMES,
        // The code block's background comes from the article styles, which also tint highlighted lines.
        keepBackground: false,
        // Inline code stays plain monospace text: `{:lang}` suffixes are not a thing authors here write.
        bypassInlineCode: true,
        // Fences without a language get the same frame (title, line highlights) as plain text.
        defaultLang: { block: PLAIN_TEXT_LANGUAGE },
        // Hand rehype-pretty-code the build's one highlighter instead of letting it create its own.
        // Its option is typed for shiki's full bundle; the core highlighter has every method it calls.
        getHighlighter: () => getSharedHighlighter() as unknown as Promise<Highlighter>,
        transformers: [completeTokenizing],
      })
      .use(rehypeStringify)
      .freeze()
  );
}

let processor: { made: MarkdownProcessor; imageOptions: ArticleImagesOptions | undefined } | undefined;

/**
 * The site's own image files; the dev server serves none of them (they are copied into out/ after
 * next build), so there the images keep the author's address and only gain their size.
 */
function siteImageOptions(): ArticleImagesOptions {
  return { prepare: prepareSiteImage, keepAddress: process.env.NODE_ENV === 'development' };
}

/** The build's one markdown processor, created on first use and frozen (again after the image options change). */
export function getMarkdownProcessor(): MarkdownProcessor {
  const imageOptions = chosenArticleImageOptions();
  if (!processor || processor.imageOptions !== imageOptions) {
    processor = { made: createProcessor(imageOptions) as unknown as MarkdownProcessor, imageOptions };
  }
  return processor.made;
}

let addressReader: ReturnType<typeof createAddressReader> | undefined;

/** The render's first steps only: what the sanitiser leaves is what the image step will be asked for. */
function createAddressReader() {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSafeUrls)
    .use(rehypeSanitize, articleSanitizeSchema)
    .freeze();
}

/** The image addresses of an article as its render will see them (an unsafe address is already empty: skipped). */
export async function articleImageAddresses(markdown: string): Promise<string[]> {
  // Most articles have no image: no need to parse them a second time.
  if (!markdown.includes('![')) return [];
  addressReader ??= createAddressReader();
  const tree = await addressReader.run(addressReader.parse(markdown));
  const addresses: string[] = [];
  visitElements(tree, (element) => {
    const src = element.tagName === 'img' ? element.properties.src : undefined;
    if (typeof src === 'string' && src !== '') addresses.push(src);
  });
  return addresses;
}

/** An article rendered: its HTML and its section headings (for the contents), from one pass. */
export interface RenderedArticle {
  html: string;
  headings: SectionHeading[];
}

/** Article markdown → sanitised, highlighted HTML, and the headings of its sections. */
export async function renderArticle(markdown: string): Promise<RenderedArticle> {
  const file = await getMarkdownProcessor().process(markdown);
  return { html: String(file), headings: file.data.sectionHeadings ?? [] };
}

/** Article markdown → sanitised, highlighted HTML. */
export async function renderMarkdown(markdown: string): Promise<string> {
  return (await renderArticle(markdown)).html;
}
