import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { headerPolicy, pagePolicy, securityHeaders } from '@/lib/security/content-security-policy';
import { renderHostConfigs } from '@/lib/security/host-configs';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';
import { site } from '@/content/site';

function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

describe('content security policy', () => {
  it('the header policy forbids framing, plugins and foreign bases, and frames only the booking page and widgets', () => {
    const booking = new URL(site.bookingUrl).origin;
    const policy = headerPolicy();
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toContain(booking);
    expect(directive(policy, 'connect-src')).toContain('https://api.rss2json.com');
    // Whether the booking page can be reached, before the dialog shows a note instead (lib/ui/frame-reachable.ts).
    expect(directive(policy, 'connect-src')).toContain(booking);
  });

  it('a page policy allows its own hashed inline scripts and never any other inline script', () => {
    const policy = pagePolicy({ scriptHashes: ['sha256-abc='], socialWidgets: false });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy).not.toContain("unsafe-inline' https");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
  });

  it('allows the social widgets only on pages that use them', () => {
    const plain = pagePolicy({ scriptHashes: [], socialWidgets: false });
    const social = pagePolicy({ scriptHashes: [], socialWidgets: true });
    expect(plain).not.toContain('twitter');
    expect(directive(social, 'script-src')).toContain('https://platform.twitter.com');
    expect(directive(social, 'frame-src')).toContain('https://platform.twitter.com');
  });

  it('sends HSTS, nosniff, a strict referrer policy and a permissions policy', () => {
    const headers = Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]));
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Content-Security-Policy']).toBe(headerPolicy());
  });
});

describe('inline script hashes', () => {
  it('hashes the text of inline scripts and skips external ones', () => {
    const html =
      '<head><script src="/a.js" async=""></script><script>self.x=1</script>' +
      '<script type="application/ld+json">{"a":"\\u003c/script>"}</script><script>self.x=1</script></head>';
    const expected = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(inlineScriptHashes(html)).toEqual([expected('self.x=1'), expected('{"a":"\\u003c/script>"}')]);
  });

  it('gives a page read byte for byte the hashes of its text, whatever characters its scripts hold', () => {
    const html =
      '<script>self.t="Café — naïve ’quotes’ … 🚀"</script><script type="application/ld+json">{"n":"Zoë"}</script>';
    const bytes = Buffer.from(html, 'utf8').toString('latin1');
    expect(bytes).not.toBe(html);
    expect(inlineScriptHashes(bytes, 'latin1')).toEqual(inlineScriptHashes(html));
    // And a byte-for-byte page hashed as text would not match: the encoding is what makes them agree.
    expect(inlineScriptHashes(bytes)).not.toEqual(inlineScriptHashes(html));
  });
});

describe('checked-in host configurations', () => {
  it('are written from content/site.ts alone, whatever ANALYTICS_* the shell has', () => {
    const before = renderHostConfigs();
    vi.stubEnv('ANALYTICS_PROVIDER', 'plausible');
    vi.stubEnv('ANALYTICS_SITE_ID', 'noamcarter.com');
    try {
      expect(renderHostConfigs()).toEqual(before);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  for (const [file, content] of Object.entries(renderHostConfigs())) {
    it(`${file} is what the policy renders (run \`npm run host-configs\` after changing it)`, () => {
      expect(readFileSync(file, 'utf8')).toBe(content);
    });
  }

  it('vercel.json sends every security header on every route and serves out/ with clean URLs', () => {
    const vercel = JSON.parse(readFileSync('vercel.json', 'utf8'));
    expect(vercel.outputDirectory).toBe('out');
    expect(vercel.cleanUrls).toBe(true);
    const all = vercel.headers.find((rule: { source: string }) => rule.source === '/(.*)');
    expect(all.headers.map((header: { key: string }) => header.key)).toEqual(securityHeaders().map((h) => h.key));
  });

  it('netlify.toml publishes out/ built by npm run build', () => {
    const toml = readFileSync('netlify.toml', 'utf8');
    expect(toml).toMatch(/publish = "out"/);
    expect(toml).toMatch(/command = "npm run build"/);
  });
});

describe('GitHub Pages workflow', () => {
  const workflow = parseYaml(readFileSync('.github/workflows/deploy.yml', 'utf8'));

  it('is valid YAML that runs on push, by hand, on the articles-changed dispatch and hourly', () => {
    expect(Object.keys(workflow.on)).toEqual(['push', 'workflow_dispatch', 'repository_dispatch', 'schedule']);
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.on.repository_dispatch.types).toEqual(['articles-changed']);
    // Scheduled articles go live with the first build after their date.
    expect(workflow.on.schedule).toEqual([{ cron: '7 * * * *' }]);
  });

  it('keeps the build cache (downloaded article images) between runs', () => {
    const steps = workflow.jobs.build.steps as { uses?: string; with?: Record<string, string> }[];
    const cache = steps.find((step) => step.uses?.startsWith('actions/cache@'));
    expect(cache?.with?.path).toBe('.next/cache');
  });

  it('builds with the Supabase settings from repository secrets and deploys out/ to Pages', () => {
    const steps = workflow.jobs.build.steps as {
      run?: string;
      uses?: string;
      env?: Record<string, string>;
      with?: Record<string, string>;
    }[];
    const build = steps.find((step) => step.run === 'npm run build');
    expect(build?.env?.SUPABASE_URL).toBe('${{ secrets.SUPABASE_URL }}');
    expect(build?.env?.SUPABASE_ANON_KEY).toBe('${{ secrets.SUPABASE_ANON_KEY }}');
    expect(steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'))?.with?.path).toBe('out');
    expect(workflow.jobs.deploy.steps[0].uses).toMatch(/^actions\/deploy-pages@/);
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
  });
});
