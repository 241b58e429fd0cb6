import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { GlobalStyles } from '@/components/theme/GlobalStyles';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { SiteFooter, SITE_FOOTER_ID } from '@/components/layout/SiteFooter';
import { PageMain, SkipLink } from '@/components/layout/PageMain';
import { SchedulingDialogProvider } from '@/components/scheduling/SchedulingDialogProvider';
import { SchedulingDialogStyles } from '@/components/scheduling/SchedulingDialogStyles';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.siteName, template: `%s | ${site.siteName}` },
  description: site.description,
  applicationName: site.siteName,
  authors: [{ name: site.ownerName, url: site.url }],
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '32x32' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
    apple: '/apple-touch-icon.png',
  },
};

export const viewport: Viewport = {
  themeColor: '#fbfaf8',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {/*
          The page's styles are written inline, each just before the markup it styles, so a browser that
          paints a half-parsed page (a slow phone, a slow network) shows boxes whose neighbours have not
          arrived yet, then moves them: the hero text jumps below the portrait, card titles rewrap. Holding
          the first paint until the footer is reached (so the whole main landmark is parsed) removes that
          class of layout shift where the hint is supported (Chromium). Chromium releases the hold when the
          element starts, hence the footer rather than main. React hoists the link into <head>, the only
          place it counts.
        */}
        <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
        <GlobalStyles />
        <SchedulingDialogStyles />
        <SchedulingDialogProvider ownerName={site.ownerName} bookingUrl={site.bookingUrl}>
          <SkipLink href="#main">Skip to content</SkipLink>
          <SiteHeader />
          <PageMain id="main" tabIndex={-1}>
            {children}
          </PageMain>
          <SiteFooter />
        </SchedulingDialogProvider>
      </body>
    </html>
  );
}
