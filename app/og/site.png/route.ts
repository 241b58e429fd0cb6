import { site } from '@/content/site';
import { renderSocialCard } from '@/lib/seo/social-card';

// The site-wide social card at /og/site.png, drawn once at build time.
export const dynamic = 'force-static';

export function GET() {
  return renderSocialCard({ title: site.siteName, eyebrow: site.jobTitle });
}
