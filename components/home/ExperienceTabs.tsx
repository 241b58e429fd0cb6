'use client';

import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
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
  return (
    <TabGroup defaultIndex={0}>
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
