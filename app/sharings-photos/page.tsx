import type { Metadata } from 'next';
import { ComingSoon } from '@/components/layout/ComingSoon';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Sharings & Photos',
  description: 'Photos from the road and posts I shared about product, careers and building companies.',
  path: '/sharings-photos',
});

export default function Page() {
  return <ComingSoon title="Sharings & Photos" />;
}
