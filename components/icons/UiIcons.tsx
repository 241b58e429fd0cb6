/**
 * Small inline SVG icons. All are decorative: the control that holds one carries the accessible name.
 */
import { IconSvg as Svg } from './IconSvg';

export function MenuIcon() {
  return (
    <Svg>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}

export function CloseIcon() {
  return (
    <Svg>
      <path d="M18 6 6 18M6 6l12 12" />
    </Svg>
  );
}

export function CalendarIcon() {
  return (
    <Svg>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </Svg>
  );
}

export function ArrowLeftIcon() {
  return (
    <Svg size={16}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </Svg>
  );
}
