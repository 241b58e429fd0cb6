'use client';

import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

// The dialog (and Headless UI's Dialog with it) is fetched the first time a visitor opens it,
// so pages that are only read never download it.
const SchedulingDialog = lazy(() => import('./SchedulingDialog'));

interface SchedulingDialogState {
  open: boolean;
  toggle: () => void;
}

const SchedulingDialogContext = createContext<SchedulingDialogState | null>(null);

/** The one open/closed state behind every opener of the scheduling dialog (header, hero). */
export function useSchedulingDialog(): SchedulingDialogState {
  const state = useContext(SchedulingDialogContext);
  if (!state) throw new Error('useSchedulingDialog must be used inside <SchedulingDialogProvider>');
  return state;
}

interface ProviderProps {
  ownerName: string;
  bookingUrl: string;
  /** The owner's mailto: address, offered when the booking page cannot be reached. */
  emailHref?: string;
  children: ReactNode;
}

export function SchedulingDialogProvider({ ownerName, bookingUrl, emailHref, children }: ProviderProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);

  const toggle = useCallback(() => {
    if (document.activeElement instanceof HTMLElement) openerRef.current = document.activeElement;
    setRequested(true);
    setOpen((wasOpen) => !wasOpen);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  // Headless UI gives focus back to the opener from a focus history it starts keeping when its code
  // loads; on the first, lazy open that history is empty, so the opener is restored here instead.
  useEffect(() => {
    const opener = openerRef.current;
    if (open || !opener) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if ((active === null || active === document.body) && opener.isConnected) opener.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const value = useMemo(() => ({ open, toggle }), [open, toggle]);

  return (
    <SchedulingDialogContext.Provider value={value}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <SchedulingDialog
            open={open}
            onClose={close}
            ownerName={ownerName}
            bookingUrl={bookingUrl}
            emailHref={emailHref}
          />
        </Suspense>
      )}
    </SchedulingDialogContext.Provider>
  );
}
