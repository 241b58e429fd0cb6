import type { Metadata } from 'next';
import { ComingSoon } from '@/components/layout/ComingSoon';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Readings',
  description: 'Books, essays and newsletters that shaped how I think about products and careers.',
  path: '/readings',
});

export default function Page() {
  return <ComingSoon title="Readings" />;
}
