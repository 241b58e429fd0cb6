'use client';

import { startTransition, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CheckIcon, CopyIcon } from '@/components/icons/UiIcons';
import { codeText } from './code-text';

const CODE_BLOCKS = '[data-article-body] figure[data-rehype-pretty-code-figure]';
/** How long a button shows that it copied before it is ready again. */
const CONFIRMATION_MS = 2000;

type Outcome = 'Copied' | 'Copy failed';

function CopyButton({ figure, announce }: { figure: Element; announce: (outcome: Outcome) => void }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codeText(figure));
      setCopied(true);
      announce('Copied');
    } catch {
      setCopied(false);
      announce('Copy failed');
    }
  };
  // Same box either way (an icon swaps), positioned out of the flow: nothing moves.
  return (
    <button type="button" data-copy-code data-screen-only aria-label="Copy code" onClick={copy}>
      {copied ? <CheckIcon /> : <CopyIcon />}
    </button>
  );
}

/**
 * A "Copy code" button on each code block of the article body, added once the page runs script and only
 * where the browser offers the clipboard (without either the button could not work, so there is none).
 * The outcome is said in a polite live region that is in the page from the start. Styled by ArticleBody.
 */
export function CodeCopyButtons() {
  const [figures, setFigures] = useState<Element[]>([]);
  const [message, setMessage] = useState<{ text: Outcome | ''; at: number }>({ text: '', at: 0 });

  // The code blocks are the article's server-rendered HTML, outside React, and get their buttons only where
  // the browser offers the clipboard. Not during hydration: a state set then (from a ref or a layout effect)
  // makes React render again at once, in the same long task, and the buttons are not needed for reading.
  // They come when the browser is next idle, as an update React may interrupt.
  useEffect(() => {
    if (typeof navigator.clipboard?.writeText !== 'function') return;
    const findCodeBlocks = () => startTransition(() => setFigures([...document.querySelectorAll(CODE_BLOCKS)]));
    // Safari has no requestIdleCallback; a timeout also lets the first paint and hydration finish first.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(findCodeBlocks, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(findCodeBlocks, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  useEffect(() => {
    if (!message.text) return;
    const timer = window.setTimeout(() => setMessage({ text: '', at: 0 }), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  return (
    <>
      <p role="status" className="visually-hidden">
        {message.text}
      </p>
      {figures.map((figure, index) =>
        createPortal(
          <CopyButton figure={figure} announce={(text) => setMessage({ text, at: Date.now() })} />,
          figure,
          String(index),
        ),
      )}
    </>
  );
}
