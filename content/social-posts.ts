import { site } from './site';
import { postUrl } from '@/lib/social/x-posts';

/** One of the owner's own posts on X, embedded on the Sharings & Photos page. */
export interface SocialPost {
  text: string;
  /** The day it was posted, YYYY-MM-DD. */
  publishedOn: string;
  /** The post on the owner's profile (site.followProfileUrl). */
  url: string;
}

const post = (statusId: string, publishedOn: string, text: string): SocialPost => ({
  text,
  publishedOn,
  url: postUrl(site.followProfileUrl, statusId),
});

/** In page order: one after each row of photos. */
export const socialPosts: readonly SocialPost[] = [
  post(
    '1896912045530112384',
    '2025-03-04',
    'The best PRD I ever wrote was one page long: the problem, who has it, and how we will know it is solved. Everything else is a conversation.',
  ),
  post(
    '1889301177461620901',
    '2025-02-11',
    'In HRTech the user is rarely the buyer. Recruiters use it, HR chooses it, finance signs it. Design for all three or the deal stalls.',
  ),
  post(
    '1881382950114390333',
    '2025-01-20',
    'Your roadmap is a list of bets, not promises. Put a confidence level next to every line and watch the conversations change.',
  ),
  post(
    '1866127338920480776',
    '2024-12-09',
    'Five customer calls taught me more this week than five dashboards. Numbers tell you what; people tell you why.',
  ),
  post(
    '1858510265041162427',
    '2024-11-18',
    'FinTech lesson: every extra field in a signup form costs you users. Ask only for what you need today and earn the right to ask for more.',
  ),
  post(
    '1850898470368723009',
    '2024-10-28',
    'Career advice I wish I had heard earlier: write things down. Decisions, trade-offs, what you learned. Future you is your most important stakeholder.',
  ),
];
