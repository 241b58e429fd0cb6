export const LAGGING_CHECKER_MESSAGES: readonly string[];

export interface HtmlError {
  file: string;
  line?: number;
  message: string;
  extract?: string;
}

export function ensureJava(): void;
export function htmlFilesUnder(dir: string): string[];
export function checkHtml(files: string[]): HtmlError[];
