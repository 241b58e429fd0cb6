import { resolveAnalyticsConfig } from './config';
import { analyticsScript, type AnalyticsScript } from './providers';

export type { AnalyticsScript } from './providers';

/** This build's analytics script, or null when analytics is off (the default). */
export function siteAnalytics(env: Record<string, string | undefined> = process.env): AnalyticsScript | null {
  const config = resolveAnalyticsConfig(env);
  return config ? analyticsScript(config) : null;
}
