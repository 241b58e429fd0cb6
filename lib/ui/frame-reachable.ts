/**
 * Whether a framed third-party page (Substack's sign-up form, the booking page) can be reached from the visitor's
 * network: offline, an office network or a blocker that stops the host, or the host down. Then a frame shows the
 * browser's error page, which the site replaces with a note of its own.
 *
 * A page cannot look into a frame from another origin, and a frame fires `load` for the browser's error page too,
 * so the frame alone cannot tell. One HEAD request to the same address can: sent `no-cors` (its answer cannot be
 * read, and needs no CORS from the host) and without cookies, it fails exactly when the network does; any answer
 * at all, even an error status, leaves the host's own page in the frame. Its origin must be in connect-src
 * (lib/security/content-security-policy.ts).
 */
export function frameReachable(address: string): Promise<boolean> {
  return fetch(address, { method: 'HEAD', mode: 'no-cors', credentials: 'omit' }).then(
    () => true,
    () => false,
  );
}
