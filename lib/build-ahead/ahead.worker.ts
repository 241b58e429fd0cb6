// The build's worker thread for work done ahead of the pages (./thread.ts): each kind of work it serves, in the
// order it serves them when both are waiting.
import { renderArticle } from '@/lib/markdown/processor';
import { drawSocialCard } from '@/lib/seo/social-card/draw';
import { serveInOrder } from './serve';
import type { AheadKind } from './thread';

serveInOrder({
  // The article pages render first, and each waits for its article's HTML.
  markdown: renderArticle,
  // The social cards' route renders last.
  'social-card': drawSocialCard,
} satisfies Record<AheadKind, (input: never) => Promise<unknown>>);
