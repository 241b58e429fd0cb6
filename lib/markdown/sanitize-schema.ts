import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { ALLOWED_URL_SCHEMES } from './safe-url';

/**
 * GitHub-style sanitising (rehype-sanitize's default schema) with the spec's address rules: links and
 * images accept the same schemes (spec 5). The default already keeps the `language-*` class on `code`
 * that tells the highlighter a fence's language, and keeps each node's `data`, where the fence meta
 * (title, highlighted lines) travels, since `data` is never written to HTML.
 */
export const articleSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  // Raw HTML is dropped before sanitising, so an author cannot write an `id` or `name`; the only ids are
  // the footnotes' and remark-rehype already prefixes those with "user-content-". A second prefix here
  // would break every footnote link.
  clobberPrefix: '',
  protocols: {
    ...defaultSchema.protocols,
    href: [...ALLOWED_URL_SCHEMES],
    src: [...ALLOWED_URL_SCHEMES],
  },
};
