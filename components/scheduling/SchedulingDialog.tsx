'use client';

import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useEffect } from 'react';
import { CloseIcon } from '@/components/icons/UiIcons';
import { useFrameReachable } from '@/components/ui/useFrameReachable';

interface SchedulingDialogProps {
  open: boolean;
  onClose: () => void;
  ownerName: string;
  bookingUrl: string;
  /** The owner's mailto: address, offered when the booking page cannot be reached. */
  emailHref?: string;
}

/**
 * The booking page in a frame; if its host cannot be reached (useFrameReachable), a note in the frame's
 * place with the two ways left: the page in a tab of its own (a blocker may stop frames only) and an e-mail.
 * Mounted with the open dialog, so each opening checks again.
 */
function BookingFrame({ ownerName, bookingUrl, emailHref }: Omit<SchedulingDialogProps, 'open' | 'onClose'>) {
  const { unreachable, check } = useFrameReachable(bookingUrl);
  useEffect(check, [check]);

  if (unreachable) {
    return (
      <div className="scheduling-dialog__frame scheduling-dialog__unreachable">
        <p>
          <strong>The booking page could not load.</strong>
        </p>
        <p>
          {new URL(bookingUrl).hostname} could not be reached. Try again later, open{' '}
          <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
            the booking page in a new tab
          </a>
          {emailHref ? (
            <>
              , or <a href={emailHref}>e-mail {ownerName}</a>
            </>
          ) : null}
          .
        </p>
      </div>
    );
  }
  return (
    <iframe
      className="scheduling-dialog__frame"
      src={bookingUrl}
      title={`Booking page: schedule a call with ${ownerName}`}
    />
  );
}

/**
 * The call-scheduling modal. Headless UI traps focus inside, returns it to the opener, and closes
 * on Escape and on a click outside the panel. Its look lives in SchedulingDialogStyles (a global
 * style rendered on the server), because the dialog is portalled out of the page tree.
 */
export default function SchedulingDialog({ open, onClose, ownerName, bookingUrl, emailHref }: SchedulingDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="scheduling-dialog">
      <div className="scheduling-dialog__backdrop" aria-hidden="true" />
      <DialogPanel className="scheduling-dialog__panel">
        <div className="scheduling-dialog__header">
          <DialogTitle className="scheduling-dialog__title">
            Let&apos;s Connect - Schedule a Call with {ownerName}
          </DialogTitle>
          <button type="button" className="scheduling-dialog__close" onClick={onClose} aria-label="Close">
            <CloseIcon />
          </button>
        </div>
        <Description className="scheduling-dialog__text">
          Let&apos;s meet &amp; discuss your ideas, fully open for all!
        </Description>
        <BookingFrame ownerName={ownerName} bookingUrl={bookingUrl} emailHref={emailHref} />
      </DialogPanel>
    </Dialog>
  );
}
