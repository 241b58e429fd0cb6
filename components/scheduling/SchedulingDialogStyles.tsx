import { createGlobalStyle } from 'styled-components';
import { theme, media } from '@/components/theme/theme';
import { iconButtonStyles } from '@/components/theme/shared-styles';

/**
 * Styles for the portalled scheduling dialog. Rendered once, on the server, by the root layout, so the
 * dialog's client chunk carries no styling runtime.
 */
export const SchedulingDialogStyles = createGlobalStyle`
  .scheduling-dialog {
    position: fixed;
    inset: 0;
    z-index: 50;
    display: flex;
    align-items: center;
    justify-content: center;
    padding: ${theme.space.md};
  }
  .scheduling-dialog__backdrop {
    position: fixed;
    inset: 0;
    background: ${theme.color.overlay};
  }
  .scheduling-dialog__panel {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${theme.space.sm};
    width: 100%;
    max-width: 56rem;
    height: 80vh;
    max-height: 80vh;
    padding: ${theme.space.lg};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    border-radius: ${theme.radius.lg};
    box-shadow: ${theme.shadow.raised};
  }
  .scheduling-dialog__header {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${theme.space.md};
  }
  .scheduling-dialog__title {
    margin: 0;
    font-family: ${theme.font.heading};
    font-size: ${theme.fontSize.lg};
    ${media.md} {
      font-size: ${theme.fontSize.xl};
    }
  }
  .scheduling-dialog__close {
    ${iconButtonStyles}
  }
  .scheduling-dialog__text {
    margin: 0;
    color: ${theme.color.textMuted};
  }
  .scheduling-dialog__frame {
    flex: 1;
    width: 100%;
    min-height: 0;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surfaceMuted};
  }
  /* In the frame's place when the booking page cannot be reached (SchedulingDialog's BookingFrame). */
  .scheduling-dialog__unreachable {
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: ${theme.space.sm};
    padding: ${theme.space.lg};
    border-style: dashed;
    color: ${theme.color.textMuted};
    p {
      margin: 0;
      max-width: 36rem;
    }
  }
`;
