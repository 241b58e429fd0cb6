import type { Metadata } from 'next';
import { ComingSoon } from '@/components/layout/ComingSoon';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Sounds Great',
  description: 'The songs on repeat while I write specs, plan roadmaps and think.',
  path: '/sounds-great',
});

export default function Page() {
  return <ComingSoon title="Sounds Great" />;
}
