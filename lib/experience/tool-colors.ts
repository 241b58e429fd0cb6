/**
 * Colours of a tool chip, derived from its accent colour on the server: a pale tint behind dark text
 * (so every chip passes contrast whatever the accent), a stronger tint for the border, the accent for the dot.
 */
export interface ChipColors {
  dot: string;
  background: string;
  border: string;
}

const HEX_COLOUR = /^#([0-9a-f]{6})$/i;

/** `hex` mixed with white, `share` (0 to 1) being how much of `hex` remains. */
export function tint(hex: string, share: number): string {
  const match = HEX_COLOUR.exec(hex);
  if (!match) throw new Error(`Tool colours must be written as #rrggbb, got "${hex}"`);
  const value = Number.parseInt(match[1]!, 16);
  const channels = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  return `#${channels
    .map((channel) => Math.round(channel * share + 255 * (1 - share)))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

export function chipColors(accent: string): ChipColors {
  return { dot: accent, background: tint(accent, 0.1), border: tint(accent, 0.45) };
}
