// Deterministic synthetic articles for the build benchmark: about 800 words of prose and three code
// blocks in different languages each, front matter as the site's validation expects, one tag on all of them.
const WORDS = (
  'product roadmap customer discovery metric retention onboarding experiment hypothesis signal team ' +
  'pricing launch feedback interview funnel cohort activation churn outcome strategy backlog priority ' +
  'stakeholder research insight design engineering delivery quality scope trade-off market segment ' +
  'value problem solution user journey friction adoption growth revenue margin risk decision learning'
).split(' ');

const FENCES = [
  [
    'ts',
    'export function activationRate(activated: number, signedUp: number): number {\n  return signedUp === 0 ? 0 : activated / signedUp;\n}',
  ],
  [
    'python',
    'import statistics\n\ndef weekly_retention(cohort):\n    return [round(week / cohort[0], 3) for week in cohort]\n\nprint(statistics.mean([0.42, 0.38, 0.35]))',
  ],
  [
    'sql',
    "select date_trunc('week', created_at) as week, count(*) as signups\nfrom users\nwhere created_at >= now() - interval '90 days'\ngroup by 1\norder by 1;",
  ],
  ['bash', 'git log --since="2 weeks ago" --oneline | wc -l\nnpm run build && npm test'],
  ['json', '{\n  "event": "signup_completed",\n  "properties": { "plan": "pro", "source": "referral" }\n}'],
  ['yaml', 'flags:\n  new_onboarding:\n    enabled: true\n    rollout: 25\n    owners: [growth]'],
  ['css', '.card {\n  display: grid;\n  gap: 1rem;\n  border-radius: 0.75rem;\n}'],
  ['diff', '- Ship the feature, then measure.\n+ Define the metric, then ship the feature.'],
];
const CATEGORIES = ['Product Management', 'Career', 'Entrepreneurship'];
/** A tag every synthetic article carries, as a real owner's main tag is on most of their articles. */
export const COMMON_TAG = 'product-management';

function sentence(seed, length) {
  const words = Array.from({ length }, (_, index) => WORDS[(seed * 7 + index * 13 + (seed >> 3)) % WORDS.length]);
  return words.join(' ').replace(/^./, (first) => first.toUpperCase()) + '.';
}

export function syntheticArticle(index) {
  const slug = `synthetic-article-${index + 1}`;
  const date = new Date(Date.UTC(2020, 0, 1) + index * 36e5 * 7).toISOString().slice(0, 10);
  const paragraphs = [];
  for (let paragraph = 0; paragraph < 12; paragraph += 1) {
    paragraphs.push(Array.from({ length: 5 }, (_, s) => sentence(index + paragraph * 5 + s, 13)).join(' '));
  }
  const fences = [0, 1, 2].map((offset) => FENCES[(index + offset * 3) % FENCES.length]);
  const body = [
    '## Why this matters',
    paragraphs.slice(0, 4).join('\n\n'),
    '```' + fences[0][0] + '\n' + fences[0][1] + '\n```',
    '## What we tried',
    paragraphs.slice(4, 8).join('\n\n'),
    '```' + fences[1][0] + '\n' + fences[1][1] + '\n```',
    '## What I would do again',
    paragraphs.slice(8).join('\n\n'),
    '```' + fences[2][0] + '\n' + fences[2][1] + '\n```',
  ].join('\n\n');
  const markdown = [
    '---',
    `title: "Synthetic article ${index + 1}: ${sentence(index, 5).slice(0, -1)}"`,
    `slug: ${slug}`,
    `excerpt: "${sentence(index + 1, 18)}"`,
    `category: ${CATEGORIES[index % CATEGORIES.length]}`,
    `tags: [${COMMON_TAG}, ${WORDS[index % WORDS.length]}, ${WORDS[(index + 5) % WORDS.length]}]`,
    'is_published: true',
    `published_at: ${date}`,
    '---',
    body,
    '',
  ].join('\n');
  return { slug, markdown };
}
