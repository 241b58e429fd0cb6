/**
 * Addresses that share an article on LinkedIn, on X and by e-mail: plain links, no third-party script.
 * Each carries the article's canonical address, and its title where the service takes one (LinkedIn reads
 * the title from the page's Open Graph tags instead).
 */
export interface ShareLink {
  service: 'LinkedIn' | 'X' | 'E-mail';
  href: string;
  /** Web services open in a new tab; e-mail opens the visitor's mail program. */
  external: boolean;
}

export function shareLinks({ title, url }: { title: string; url: string }): ShareLink[] {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString().replace(/\+/g, '%20');
  return [
    {
      service: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`,
      external: true,
    },
    { service: 'X', href: `https://x.com/intent/tweet?${query({ text: title, url })}`, external: true },
    { service: 'E-mail', href: `mailto:?${query({ subject: title, body: url })}`, external: false },
  ];
}
