import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '@/components/theme/theme';
import { TooltipTrigger } from './TooltipTrigger';

/**
 * The look of TooltipTrigger's markup. The tooltip is positioned out of the flow, so showing it never moves
 * anything. Exported for the styled wrapper of an island that renders its own TooltipTrigger (because its
 * label changes in the browser).
 */
export const tooltipStyles = css`
  [data-tooltip-anchor] {
    position: relative;
    display: inline-flex;
  }
  [data-tooltip] {
    position: absolute;
    top: calc(100% + ${theme.space.xs});
    z-index: 30;
    padding: ${theme.space.xxs} ${theme.space.xs};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.text};
    color: ${theme.color.surface};
    font-size: ${theme.fontSize.xs};
    font-weight: 500;
    line-height: 1.4;
    white-space: nowrap;
    pointer-events: auto;
    box-shadow: ${theme.shadow.card};
  }
  [data-tooltip][data-placement='center'] {
    left: 50%;
    transform: translateX(-50%);
  }
  [data-tooltip][data-placement='end'] {
    right: 0;
  }
`;

const Frame = styled.span`
  display: inline-flex;
  ${tooltipStyles}
`;

interface TooltipProps {
  /** Must equal the accessible name of the control it wraps. */
  label: string;
  /** 'end' keeps the tooltip of a control at the right edge of the screen inside the viewport. */
  placement?: 'center' | 'end';
  children: ReactNode;
}

/** A tooltip naming an icon-only control (SPEC.md 9: opens after 700 ms, or 300 ms from one to the next). */
export function Tooltip({ label, placement = 'center', children }: TooltipProps) {
  return (
    <Frame>
      <TooltipTrigger label={label} placement={placement}>
        {children}
      </TooltipTrigger>
    </Frame>
  );
}
