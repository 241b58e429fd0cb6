/**
 * Previewing (issue 27): the dev server shows drafts and scheduled articles, each marked, so the owner sees
 * an article exactly as it will look before it is live. A deploy build never has a preview state.
 */
import { formatGoLive } from '@/lib/dates';

/** Why a previewed page is not live yet. */
export type PreviewState = { kind: 'draft' } | { kind: 'scheduled'; publishedAt: string };

/**
 * Whether this process is the preview: the dev server (`next dev` runs with NODE_ENV=development). `next
 * build` runs with production and the unit tests with test, so neither ever shows a draft.
 */
export function isPreviewServer(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env.NODE_ENV === 'development';
}

/** The banner's words: "Draft — not published" or "Scheduled for March 14, 2030". */
export function previewBannerText(state: PreviewState): string {
  return state.kind === 'draft' ? 'Draft — not published' : `Scheduled for ${formatGoLive(state.publishedAt)}`;
}

/** The card's mark on lists: "Draft" or "Scheduled". */
export function previewMarkText(state: PreviewState): string {
  return state.kind === 'draft' ? 'Draft' : 'Scheduled';
}
