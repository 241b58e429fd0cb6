'use client';

import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { CloseIcon } from '@/components/icons/UiIcons';

interface SchedulingDialogProps {
  open: boolean;
  onClose: () => void;
  ownerName: string;
  bookingUrl: string;
}

/**
 * The call-scheduling modal. Headless UI traps focus inside, returns it to the opener, and closes
 * on Escape and on a click outside the panel. Its look lives in SchedulingDialogStyles (a global
 * style rendered on the server), because the dialog is portalled out of the page tree.
 */
export default function SchedulingDialog({ open, onClose, ownerName, bookingUrl }: SchedulingDialogProps) {
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
        <iframe
          className="scheduling-dialog__frame"
          src={bookingUrl}
          title={`Booking page: schedule a call with ${ownerName}`}
        />
      </DialogPanel>
    </Dialog>
  );
}
