import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { ToolGroup } from '@/lib/experience/types';
import { toolAccent } from '@/lib/experience/tool-colors';
import { theme } from '@/components/theme/theme';

const Groups = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  section {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.sm};
  }
  h3 {
    margin: 0;
    font-size: ${theme.fontSize.lg};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    padding: ${theme.space.xxs} ${theme.space.sm};
    /* A pale tint of the tool's colour on the surface of either scheme; the text stays the scheme's own. */
    border: 1px solid color-mix(in srgb, var(--tool-accent) 45%, ${theme.color.surface});
    border-radius: ${theme.radius.pill};
    background: color-mix(in srgb, var(--tool-accent) 10%, ${theme.color.surface});
    color: ${theme.color.text};
    font-size: ${theme.fontSize.sm};
    font-weight: 500;
  }
  li::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: var(--tool-accent);
  }
`;

function chipStyle(accent: string): CSSProperties {
  return { '--tool-accent': toolAccent(accent) } as CSSProperties;
}

/** The Tool Kit & Tech Stack tab: one list of coloured chips per group. */
export function ToolKit({ groups }: { groups: readonly ToolGroup[] }) {
  return (
    <Groups>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`tools-${group.id}`}>
          <h3 id={`tools-${group.id}`}>{group.title}</h3>
          <ul>
            {group.tools.map((tool) => (
              <li key={tool.name} style={chipStyle(tool.color)}>
                {tool.name}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Groups>
  );
}
