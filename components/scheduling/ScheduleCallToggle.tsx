'use client';

import type { ReactNode } from 'react';
import { useSchedulingDialog } from './SchedulingDialogProvider';

interface ScheduleCallToggleProps {
  /** Accessible name; required when the content is only an icon. */
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
}

/** A button that opens or closes the scheduling dialog; any page may hold several. */
export function ScheduleCallToggle({ children, className, ...rest }: ScheduleCallToggleProps) {
  const { open, toggle } = useSchedulingDialog();
  return (
    <button
      type="button"
      className={className}
      aria-label={rest['aria-label']}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={toggle}
    >
      {children}
    </button>
  );
}
