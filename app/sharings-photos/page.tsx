import type { Metadata } from 'next';
import { PageContainer, PageTitle } from '@/components/layout/PageMain';
import { PageIntro } from '@/components/page/PageIntro';
import { PhotoFeed } from '@/components/sharings/PhotoFeed';
import { FollowLink } from '@/components/sharings/FollowLink';
import { XWidgetsScript } from '@/components/sharings/XWidgetsScript';
import { photos, sharingsIntro } from '@/content/photos';
import { socialPosts } from '@/content/social-posts';
import { site } from '@/content/site';
import { profileHandle } from '@/lib/social/x-posts';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Sharings & Photos',
  description: 'Photos from the road and posts I shared about product, careers and building companies.',
  path: '/sharings-photos',
});

export default function SharingsPhotosPage() {
  return (
    <PageContainer>
      <PageTitle>Sharings &amp; Photos</PageTitle>
      <PageIntro>{sharingsIntro}</PageIntro>
      <PhotoFeed
        photos={photos}
        posts={socialPosts}
        authorName={site.ownerName}
        authorHandle={profileHandle(site.followProfileUrl)}
      />
      <FollowLink profileUrl={site.followProfileUrl} />
      <XWidgetsScript />
    </PageContainer>
  );
}
