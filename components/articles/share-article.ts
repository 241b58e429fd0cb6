/** What happened when the visitor pressed Share. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'copy-failed';

/** The parts of `navigator` sharing uses; either may be missing in a given browser. */
export interface ShareCapabilities {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

function isCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Spec 8: the native share sheet with the title and address when the browser has one; when it has none or
 * sharing fails, the address is copied to the clipboard instead. A visitor closing the share sheet is not
 * a failure (the browser reports it as AbortError): nothing is copied, so their clipboard is left alone.
 */
export async function shareArticle(
  { title, url }: { title: string; url: string },
  capabilities: ShareCapabilities,
): Promise<ShareOutcome> {
  if (typeof capabilities.share === 'function') {
    try {
      await capabilities.share({ title, url });
      return 'shared';
    } catch (error) {
      if (isCancelled(error)) return 'cancelled';
    }
  }
  try {
    if (!capabilities.clipboard) throw new Error('No clipboard access');
    await capabilities.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'copy-failed';
  }
}
