'use client';

import { useEffect, useLayoutEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { MoonIcon, SunIcon, SystemThemeIcon } from '@/components/icons/UiIcons';
import { TooltipTrigger } from '@/components/ui/TooltipTrigger';
import {
  THEME_ATTRIBUTE,
  THEME_CHOICES,
  THEME_LABELS,
  THEME_STORAGE_KEY,
  parseThemeChoice,
  storeThemeChoice,
  themeControlName,
  type ThemeChoice,
} from '@/lib/theme/theme-choice';

const ICONS: Record<ThemeChoice, () => ReactNode> = { system: SystemThemeIcon, light: SunIcon, dark: MoonIcon };

/*
 * The choice lives on <html data-theme> (the boot script in <head> put the stored one there before the
 * first paint); this control reads it from there and writes it there and to localStorage. On the server,
 * and in the first render after hydration, it is "system": the icon shown is picked by CSS from the
 * attribute, so nothing moves or mismatches while the accessible name catches up.
 */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [THEME_ATTRIBUTE] });
  // A choice made in another tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) applyChoice(parseThemeChoice(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    observer.disconnect();
    window.removeEventListener('storage', onStorage);
  };
}

const currentChoice = () => parseThemeChoice(document.documentElement.getAttribute(THEME_ATTRIBUTE));
const serverChoice = (): ThemeChoice => 'system';

function applyChoice(choice: ThemeChoice) {
  document.documentElement.setAttribute(THEME_ATTRIBUTE, choice);
}

interface ThemeMenuProps {
  /** The page colour of each scheme, for the browser's UI colour (<meta name="theme-color">). */
  pageColors: Record<'light' | 'dark', string>;
}

/**
 * The header's theme control: a button naming the current choice that opens a small panel of three
 * radios (System, Light, Dark). Styled by ThemeSlot in SiteHeader.
 */
export function ThemeMenu({ pageColors }: ThemeMenuProps) {
  const choice = useSyncExternalStore(subscribe, currentChoice, serverChoice);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Whether the panel is being used with a pointer: a click on a choice then also closes it, while the
  // arrow keys move from choice to choice and keep it open.
  const byPointer = useRef(false);

  // The browser's own UI (address bar, task switcher) follows the chosen scheme, not only the system's.
  // Next.js writes the page's <meta name="theme-color"> again on every client-side navigation, with the
  // colours of app/layout.tsx's viewport, so an observer puts the chosen colour back whenever it does.
  useEffect(() => {
    const paint = () => {
      for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
        const scheme = meta.media.includes('dark') ? 'dark' : 'light';
        const color = pageColors[choice === 'system' ? scheme : choice];
        // Only a change is written: the observer sees the write, and must then find nothing to do.
        if (meta.content !== color) meta.content = color;
      }
    };
    paint();
    const observer = new MutationObserver(paint);
    observer.observe(document.head, { subtree: true, childList: true, attributes: true, attributeFilter: ['content'] });
    return () => observer.disconnect();
  }, [choice, pageColors]);

  // A layout effect: the listener is in place when the open state is painted, so an Escape pressed at once
  // is not missed (a passive effect can run later than that on a busy device).
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (next: ThemeChoice) => {
    storeThemeChoice(window.localStorage, next);
    applyChoice(next);
    if (byPointer.current) close();
  };

  const name = themeControlName(choice);
  return (
    <div
      ref={rootRef}
      data-theme-control
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <TooltipTrigger label={name} placement="end">
        <button
          ref={buttonRef}
          type="button"
          aria-label={name}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => {
            byPointer.current = false;
            setOpen(!open);
          }}
        >
          {THEME_CHOICES.map((option) => {
            const Icon = ICONS[option];
            return (
              <span key={option} data-theme-icon={option}>
                <Icon />
              </span>
            );
          })}
        </button>
      </TooltipTrigger>
      {open && (
        <div
          id={panelId}
          data-theme-panel
          // Focusable, though never by Tab: a press on a choice's text or icon (not focusable themselves) moves
          // focus here instead of to the page, so the blur below does not take the panel away before the click
          // that picks the choice arrives.
          tabIndex={-1}
          onPointerDown={() => (byPointer.current = true)}
          onKeyDown={() => (byPointer.current = false)}
        >
          <fieldset>
            <legend>Theme</legend>
            {THEME_CHOICES.map((option) => {
              const Icon = ICONS[option];
              return (
                <label key={option}>
                  <input
                    type="radio"
                    name="theme"
                    value={option}
                    checked={choice === option}
                    onChange={() => choose(option)}
                    // Clicking the choice already made changes nothing, and closes the panel too.
                    onClick={() => {
                      if (byPointer.current && option === choice) close();
                    }}
                  />
                  <Icon />
                  {THEME_LABELS[option]}
                </label>
              );
            })}
          </fieldset>
        </div>
      )}
    </div>
  );
}
