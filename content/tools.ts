/** The Tool Kit & Tech Stack tab: three groups of coloured chips (20, 7 and 9 tools, SPEC.md 9). */
import type { ToolGroup } from '@/lib/experience/types';

export const toolGroups: readonly ToolGroup[] = [
  {
    id: 'product',
    title: 'Product Management & Analytics & Productivity',
    tools: [
      { name: 'Jira', color: '#2563eb' },
      { name: 'Linear', color: '#5e6ad2' },
      { name: 'Productboard', color: '#0f766e' },
      { name: 'Aha!', color: '#1d4ed8' },
      { name: 'Figma', color: '#a21caf' },
      { name: 'Miro', color: '#ca8a04' },
      { name: 'Amplitude', color: '#1e40af' },
      { name: 'Mixpanel', color: '#7c3aed' },
      { name: 'Google Analytics 4', color: '#ea580c' },
      { name: 'Hotjar', color: '#dc2626' },
      { name: 'FullStory', color: '#4338ca' },
      { name: 'Pendo', color: '#db2777' },
      { name: 'Looker Studio', color: '#2563eb' },
      { name: 'Tableau', color: '#0369a1' },
      { name: 'Optimizely', color: '#0284c7' },
      { name: 'Notion', color: '#44403c' },
      { name: 'Asana', color: '#e11d48' },
      { name: 'Trello', color: '#0369a1' },
      { name: 'Slack', color: '#6d28d9' },
      { name: 'Airtable', color: '#d97706' },
    ],
  },
  {
    id: 'documentation',
    title: 'Documentation',
    tools: [
      { name: 'Confluence', color: '#1d4ed8' },
      { name: 'Google Docs', color: '#2563eb' },
      { name: 'GitBook', color: '#0f766e' },
      { name: 'Swagger / OpenAPI', color: '#15803d' },
      { name: 'Loom', color: '#7c3aed' },
      { name: 'Lucidchart', color: '#ea580c' },
      { name: 'Markdown', color: '#44403c' },
    ],
  },
  {
    id: 'technologies',
    title: 'Programming Languages & Technologies',
    tools: [
      { name: 'SQL', color: '#0369a1' },
      { name: 'Python', color: '#ca8a04' },
      { name: 'JavaScript', color: '#a16207' },
      { name: 'TypeScript', color: '#2563eb' },
      { name: 'HTML & CSS', color: '#ea580c' },
      { name: 'REST APIs', color: '#15803d' },
      { name: 'Git', color: '#dc2626' },
      { name: 'Postman', color: '#c2410c' },
      { name: 'BigQuery', color: '#1d4ed8' },
    ],
  },
];
