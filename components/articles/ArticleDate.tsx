import { formatLongDate, isoDay } from '@/lib/dates';

/** The publishing date in en-US long form, machine-readable in `dateTime`. */
export function ArticleDate({ publishedAt }: { publishedAt: string }) {
  return <time dateTime={isoDay(publishedAt)}>{formatLongDate(publishedAt)}</time>;
}
