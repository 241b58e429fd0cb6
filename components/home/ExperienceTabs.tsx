'use client';

import type { ReactNode } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';

export interface ExperienceTab {
  key: 'work' | 'projects' | 'toolkit';
  label: string;
  /** Shown instead of the label on small screens, where it is also the tab's accessible name. */
  shortLabel: string;
  /** The panel's content, rendered on the server. */
  panel: ReactNode;
}

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
          <Tab key={tab.key}>
            <span data-tab-label="full">{tab.label}</span>
            <span data-tab-label="short">{tab.shortLabel}</span>
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel key={tab.key} unmount={false}>
            {tab.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
