/**
 * A tool chip's accent colour, as the content writes it (#rrggbb). The chip's background and border are
 * mixed from it and the page's surface colour in CSS (ToolKit), so every chip has its tint in either colour
 * scheme and keeps the scheme's text colour readable on it.
 */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The accent itself; anything but #rrggbb stops the build with the colour named. */
export function toolAccent(hex: string): string {
  if (!HEX_COLOUR.test(hex)) throw new Error(`Tool colours must be written as #rrggbb, got "${hex}"`);
  return hex;
}
