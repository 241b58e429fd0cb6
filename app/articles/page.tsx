import type { Metadata } from 'next';
import { ComingSoon } from '@/components/layout/ComingSoon';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Articles',
  description: 'Articles on product management, career development and entrepreneurship.',
  path: '/articles',
});

export default function Page() {
  return <ComingSoon title="Articles" />;
}
