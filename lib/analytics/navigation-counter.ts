/**
 * For a provider whose script counts only the page it is loaded on (GoatCounter): sends a page view for
 * each later address the visitor reaches by client-side navigation, and none for the first (the script
 * counted it) or for a repeat of the address already counted (React may run an effect twice).
 */
export function navigationCounter(loadedPath: string, send: (path: string) => void): (path: string) => void {
  let counted = loadedPath;
  return (path) => {
    if (path === counted) return;
    counted = path;
    send(path);
  };
}
