import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-*/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/.floor/**',
    ],
  },
  {
    // Links inside the site prefetch on the visitor's intent, not on sight: see components/ui/SiteLink.tsx.
    files: ['app/**', 'components/**'],
    ignores: ['components/ui/SiteLink.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              importNames: ['default'],
              message: 'Use SiteLink from @/components/ui/SiteLink: it prefetches on intent instead of on sight.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
