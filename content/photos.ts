import { pageImage, type PageImage } from '@/lib/images/page-images';

/** A photo of the Sharings & Photos page: original artwork (scripts/images/photo-scenes.mjs) and its caption. */
export interface Photo {
  /** The image in every size, with the alt text saying what it shows. */
  src: PageImage;
  caption: string;
}

const photo = (slug: string, caption: string): Photo => ({ src: pageImage(`photos/${slug}`), caption });

/** The opening line of the Sharings & Photos page. */
export const sharingsIntro =
  'Moments from conferences, workshops and offsites, between the posts I share about product, careers and building companies.';

/** In page order: rows of three, each followed by a post. */
export const photos: readonly Photo[] = [
  photo('conference-stage', 'On stage at a product conference, talking about fixing a leaky hiring funnel.'),
  photo('whiteboard-session', 'Mapping the candidate onboarding journey with design and engineering.'),
  photo('city-skyline', 'An evening walk after a week of customer visits.'),
  photo('coffee-and-laptop', 'The quiet first hour: coffee, the roadmap and no meetings.'),
  photo('user-interview', 'Interview day: two chairs, one notebook and a lot of insight.'),
  photo('mountain-offsite', 'Team offsite in the mountains: strategy in the morning, hiking after lunch.'),
  photo('launch-day', 'Launch day for the new payroll flow.'),
  photo('roadmap-wall', 'Now, Next, Later: planning the quarter on one wall.'),
  photo('podcast-studio', 'Recording a podcast episode on moving from engineering into product.'),
  photo('airport-gate', "Between flights, writing the next sprint's goals."),
  photo('reading-corner', 'The reading corner where most of my ideas start.'),
  photo('hackathon-night', 'Hackathon night with the engineering team, and plenty of pizza.'),
];
