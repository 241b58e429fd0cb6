'use client';

import { useId, useLayoutEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { NavLinks } from './NavLinks';
import { MenuIcon, CloseIcon } from '@/components/icons/UiIcons';

/** The small-screen dropdown of the navigation links. Styled by MobileMenuShell in SiteHeader. */
export function MobileMenu() {
  const pathname = usePathname();
  // The path the menu was opened on: a route change (a chosen link, the back button) closes it
  // without an effect, because the menu is open only while that path is still the current one.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn !== null && openedOn === pathname;
  const close = () => setOpenedOn(null);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);

  // A layout effect: the listeners are in place when the open state is painted, so an Escape pressed at once
  // is not missed (a passive effect can run later than that on a busy device).
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedOn(null);
      buttonRef.current?.focus();
    };
    // The open menu covers the top of the page. Once focus moves past its last link, or the visitor taps
    // the page, it closes: what has focus, or what was tapped, must not stay hidden under it.
    const isOutside = (target: EventTarget | null) =>
      !(target instanceof Node) || !(buttonRef.current?.contains(target) || dropdownRef.current?.contains(target));
    const onLeave = (event: Event) => {
      if (isOutside(event.target)) setOpenedOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onLeave);
    document.addEventListener('pointerdown', onLeave);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onLeave);
      document.removeEventListener('pointerdown', onLeave);
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label="Menu"
        onClick={() => setOpenedOn(open ? null : pathname)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open && (
        <div ref={dropdownRef} data-menu-dropdown>
          <NavLinks id={listId} onNavigate={close} />
        </div>
      )}
    </>
  );
}
