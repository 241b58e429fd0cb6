/** Unknown paths under /articles/ get the article variant of the not-found page. */
export function isArticlePath(pathname: string): boolean {
  return pathname.startsWith('/articles/');
}

export const NOT_FOUND_LOG_MESSAGE = '404 Error: User attempted to access non-existent route:';
