'use client';

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { tooltipOpenDelay } from '@/lib/ui/tooltip-timing';

// Shared by every tooltip on the page: moving from one to the next shortens the delay, and only one
// tooltip shows at a time.
const shared: { hideShown: (() => void) | null; lastClosedAt: number } = {
  hideShown: null,
  lastClosedAt: Number.NEGATIVE_INFINITY,
};

interface TooltipTriggerProps {
  /** The control's accessible name, echoed visually; screen readers already hear it from the control. */
  label: string;
  placement: 'center' | 'end';
  children: ReactNode;
}

/**
 * Shows the name of an icon-only control on hover and on keyboard focus. The wrapper holds both the
 * control and the tooltip, so the pointer can move onto the tooltip without closing it (WCAG 1.4.13).
 * Styled by the Tooltip server wrapper.
 */
export function TooltipTrigger({ label, placement, children }: TooltipTriggerProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const shown = useRef(false);
  const hideRef = useRef<() => void>(() => {});

  useEffect(() => {
    const hide = () => {
      window.clearTimeout(timer.current);
      if (shown.current) {
        shown.current = false;
        shared.lastClosedAt = Date.now();
        if (shared.hideShown === hide) shared.hideShown = null;
      }
      setOpen(false);
    };
    hideRef.current = hide;
    return () => {
      hide();
    };
  }, []);

  // A layout effect: the listener is in place when the open state is painted, so an Escape pressed at once
  // is not missed (a passive effect can run later than that on a busy device).
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hideRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const hide = () => hideRef.current();

  const scheduleShow = () => {
    window.clearTimeout(timer.current);
    if (shown.current) return;
    const delay = tooltipOpenDelay({
      anotherOpen: shared.hideShown !== null,
      lastClosedAt: shared.lastClosedAt,
      now: Date.now(),
    });
    timer.current = window.setTimeout(() => {
      shared.hideShown?.();
      shared.hideShown = hideRef.current;
      shown.current = true;
      setOpen(true);
    }, delay);
  };

  // Touch has no hover: a tap activates the control, and a tooltip would only cover it.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') scheduleShow();
  };
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && event.target.matches(':focus-visible')) scheduleShow();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hide();
  };

  return (
    <span
      data-tooltip-anchor
      onPointerEnter={onPointerEnter}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {children}
      {open && (
        <span data-tooltip data-placement={placement} aria-hidden="true">
          {label}
        </span>
      )}
    </span>
  );
}
