/**
 * Gives every HTML page in outDir its Content-Security-Policy <meta>; resolves to how many pages. `onPage` sees
 * each page as read, one character per byte.
 */
export function injectPolicies(outDir: string, onPage?: (html: string) => void): Promise<number>;
