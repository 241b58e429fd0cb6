import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderMarkdown } from '@/lib/markdown/processor';

export const FIXTURES_DIR = path.resolve(__dirname, '../../fixtures/markdown');

/** Names of the markdown fixtures, without the extension. */
export function fixtureNames(): string[] {
  return readdirSync(FIXTURES_DIR)
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -'.md'.length))
    .sort();
}

export function renderFixture(name: string): Promise<string> {
  return renderMarkdown(readFileSync(path.join(FIXTURES_DIR, `${name}.md`), 'utf8'));
}

/** The opening tags of every element with this tag name, in document order. */
export function openingTags(html: string, tagName: string): string[] {
  return html.match(new RegExp(`<${tagName}(?=[\\s>])[^>]*>`, 'g')) ?? [];
}

/** The value of one attribute in an opening tag, or undefined when absent. */
export function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s>])`).exec(tag);
  if (!match) return undefined;
  return match[1] ?? '';
}

/** Link text → href, for the links of a rendered fixture. */
export function linksByText(html: string): Map<string, string | undefined> {
  const links = new Map<string, string | undefined>();
  for (const match of html.matchAll(/(<a(?=[\s>])[^>]*>)([\s\S]*?)<\/a>/g)) {
    links.set(match[2]!.replace(/<[^>]+>/g, ''), attribute(match[1]!, 'href'));
  }
  return links;
}
