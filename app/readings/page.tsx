import type { Metadata } from 'next';
import { PageContainer, PageTitle } from '@/components/layout/PageMain';
import { PageIntro } from '@/components/page/PageIntro';
import { BookShelf } from '@/components/readings/BookShelf';
import { EssaysCard } from '@/components/readings/EssaysCard';
import { DailyReadsCard } from '@/components/readings/DailyReadsCard';
import { ReadingResources } from '@/components/readings/ReadingResources';
import { books } from '@/content/books';
import { dailyReads, essays, readingsIntro } from '@/content/readings';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Readings',
  description: 'Books, essays and newsletters that shaped how I think about products and careers.',
  path: '/readings',
});

export default function ReadingsPage() {
  return (
    <PageContainer>
      <PageTitle>Readings</PageTitle>
      <PageIntro>{readingsIntro}</PageIntro>
      <BookShelf books={books} />
      <ReadingResources>
        <EssaysCard resource={essays} />
        <DailyReadsCard resource={dailyReads} />
      </ReadingResources>
    </PageContainer>
  );
}
