'use client';

import type { ReactNode } from 'react';

/**
 * Scrolls to a section of the page and moves focus there, so a keyboard user continues from it.
 * Visitors who ask for reduced motion get a jump instead of an animation.
 */
export function ScrollToSectionButton({ targetId, children }: { targetId: string; children: ReactNode }) {
  const scrollToTarget = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <button type="button" onClick={scrollToTarget}>
      {children}
    </button>
  );
}
