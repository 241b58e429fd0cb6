import { describe, expect, it } from 'vitest';
import { toolAccent } from '@/lib/experience/tool-colors';
import { toolGroups } from '@/content/tools';

describe('toolAccent', () => {
  it('keeps a #rrggbb colour as it is', () => {
    expect(toolAccent('#dc2626')).toBe('#dc2626');
    expect(toolAccent('#FF0000')).toBe('#FF0000');
  });

  it('refuses anything but #rrggbb, naming the colour', () => {
    expect(() => toolAccent('blue')).toThrow('Tool colours must be written as #rrggbb, got "blue"');
    expect(() => toolAccent('#abc')).toThrow(/#rrggbb, got "#abc"/);
  });

  it('accepts every colour of the tool kit', () => {
    for (const tool of toolGroups.flatMap((group) => group.tools)) expect(() => toolAccent(tool.color)).not.toThrow();
  });
});
