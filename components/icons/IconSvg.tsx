import type { SVGProps } from 'react';

interface IconSvgProps extends SVGProps<SVGSVGElement> {
  /** Rendered width and height in pixels. */
  size?: number;
}

/**
 * The frame every line icon of the site is drawn in: a 24-unit canvas stroked in the current text colour.
 * Icons are decorative (aria-hidden): the control or text beside them carries the meaning.
 */
export function IconSvg({ size = 20, ...props }: IconSvgProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}
