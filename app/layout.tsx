import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { colorSchemes } from '@/components/theme/theme';
import { THEME_BOOT_SCRIPT } from '@/lib/theme/theme-choice';
import { GlobalStyles } from '@/components/theme/GlobalStyles';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { PageMain, SkipLink } from '@/components/layout/PageMain';
import { SchedulingDialogProvider } from '@/components/scheduling/SchedulingDialogProvider';
import { SchedulingDialogStyles } from '@/components/scheduling/SchedulingDialogStyles';
import { AnalyticsScript } from '@/components/analytics/AnalyticsScript';

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
  // The header's theme control rewrites both when the visitor chooses a scheme other than the system's.
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: colorSchemes.light.color.page },
    { media: '(prefers-color-scheme: dark)', color: colorSchemes.dark.color.page },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The boot script sets data-theme on <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* The visitor's stored theme, applied before anything is painted (see lib/theme/theme-choice.ts). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        {/* Off unless configured (lib/analytics): then the provider's one script, nothing else. */}
        <AnalyticsScript />
      </head>
      <body>
        <GlobalStyles />
        <SchedulingDialogStyles />
        <SchedulingDialogProvider
          ownerName={site.ownerName}
          bookingUrl={site.bookingUrl}
          emailHref={site.socialLinks.find(({ network }) => network === 'email')?.href}
        >
          <SkipLink href="#main" data-screen-only>
            Skip to content
          </SkipLink>
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
