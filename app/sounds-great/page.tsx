import type { Metadata } from 'next';
import { PageContainer, PageTitle } from '@/components/layout/PageMain';
import { PageIntro } from '@/components/page/PageIntro';
import { SongGrid } from '@/components/sounds/SongGrid';
import { songs, songsIntro } from '@/content/songs';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Sounds Great',
  description: 'The songs on repeat while I write specs, plan roadmaps and think.',
  path: '/sounds-great',
});

export default function SoundsGreatPage() {
  return (
    <PageContainer>
      <PageTitle>Sounds Great</PageTitle>
      <PageIntro>{songsIntro}</PageIntro>
      <SongGrid songs={songs} />
    </PageContainer>
  );
}
