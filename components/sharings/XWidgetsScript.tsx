'use client';

import { useEffect } from 'react';
import { THEME_ATTRIBUTE, parseThemeChoice, resolveScheme } from '@/lib/theme/theme-choice';

/** The platform's script that turns `blockquote.twitter-tweet` markup into rendered posts. */
export const X_WIDGETS_SRC = 'https://platform.twitter.com/widgets.js';

interface TwitterWidgets {
  widgets?: { load: (element?: Element) => void };
}

declare global {
  interface Window {
    twttr?: TwitterWidgets;
  }
}

/**
 * Loads the social platform's widgets script while the Sharings & Photos page is shown, and only then:
 * it is added when the page is entered (also by client-side navigation) and removed when it is left.
 * Renders nothing; the posts stay readable quotes when the script never arrives.
 */
export function XWidgetsScript() {
  useEffect(() => {
    // The platform draws a post in its dark variant when its embed markup asks for it; it reads the
    // attribute once, when it renders the post on entering the page.
    const scheme = resolveScheme(
      parseThemeChoice(document.documentElement.getAttribute(THEME_ATTRIBUTE)),
      window.matchMedia('(prefers-color-scheme: dark)').matches,
    );
    for (const post of document.querySelectorAll<HTMLElement>('blockquote.twitter-tweet')) {
      post.dataset.theme = scheme;
    }

    let script = document.querySelector<HTMLScriptElement>(`script[src="${X_WIDGETS_SRC}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = X_WIDGETS_SRC;
      script.async = true;
      script.setAttribute('charset', 'utf-8');
      document.body.appendChild(script);
    }
    // Already initialised (a copy that ran before this mount): the script scans the page only when it
    // first runs, so ask it to render the posts that have just been mounted.
    window.twttr?.widgets?.load();

    const added = script;
    return () => {
      added.remove();
      // The platform's state belongs to posts that are gone now. Without it, the next entry runs the
      // script afresh, which renders the new posts itself, instead of finding a stale global whose
      // own bookkeeping may still point at removed elements.
      delete window.twttr;
    };
  }, []);

  return null;
}
