'use client';

import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';

export interface ExperienceTab {
  key: 'work' | 'projects' | 'toolkit';
  label: string;
  /** Shown instead of the label on small screens, where it is also the tab's accessible name. */
  shortLabel: string;
  /** The panel's content, rendered on the server. */
  panel: ReactNode;
}

const tabId = (key: ExperienceTab['key']) => `experiences-tab-${key}`;
const panelId = (key: ExperienceTab['key']) => `experiences-panel-${key}`;

/*
 * Headless UI links a tab to its panel (aria-controls, aria-labelledby) only once both have registered,
 * after hydration, so the pre-rendered page would have tabs without panels (invalid HTML, and nothing for
 * assistive technology to follow before the script runs). Both ends have fixed ids here, and these
 * elements fall back to them while Headless UI has not supplied its own (the same ids, once it does).
 */
const TabButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & { panel: string }>(
  function TabButton({ panel, 'aria-controls': controls, ...props }, ref) {
    return <button ref={ref} type="button" {...props} aria-controls={controls ?? panel} />;
  },
);

const PanelDiv = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & { tab: string }>(function PanelDiv(
  { tab, 'aria-labelledby': labelledBy, ...props },
  ref,
) {
  return <div ref={ref} {...props} aria-labelledby={labelledBy ?? tab} />;
});

/**
 * The experiences tabs (Headless UI: arrow keys, Home/End, roles and selection). Every panel is kept in
 * the page, hidden when not selected, so its content is in the pre-rendered HTML. Styled by
 * ExperiencesSection.
 */
export function ExperienceTabs({ tabs, label }: { tabs: readonly ExperienceTab[]; label: string }) {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const keys = tabs.map((tab) => tab.key).join(' ');

  // An address pointing at a card in another tab ("/#experience-salary-compass", from a case study) opens
  // that tab and scrolls to the card, which the browser could not do while its panel was hidden.
  useEffect(() => {
    const openTarget = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      const index = keys
        .split(' ')
        .findIndex((key) => document.getElementById(panelId(key as ExperienceTab['key']))?.contains(target));
      if (index < 0) return;
      setSelectedIndex(index);
      // After the panel is shown (a hidden element has no position), to the whole card the heading names.
      requestAnimationFrame(() => (target.closest('article') ?? target).scrollIntoView());
    };
    const frame = requestAnimationFrame(openTarget);
    window.addEventListener('hashchange', openTarget);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('hashchange', openTarget);
    };
  }, [keys]);

  return (
    <TabGroup selectedIndex={selectedIndex} onChange={setSelectedIndex}>
      <TabList aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.key} as={TabButton} id={tabId(tab.key)} panel={panelId(tab.key)}>
            <span data-tab-label="full">{tab.label}</span>
            <span data-tab-label="short">{tab.shortLabel}</span>
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel key={tab.key} as={PanelDiv} id={panelId(tab.key)} tab={tabId(tab.key)} unmount={false}>
            {tab.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
