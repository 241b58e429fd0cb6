import { serializeJsonLd } from '@/lib/seo/json-ld';

/** Structured data for crawlers. The serialiser makes the content safe to place inside <script>. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
