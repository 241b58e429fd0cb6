import { pageImage, type PageImage } from '@/lib/images/page-images';

/** A song of the Sounds Great page. */
export interface Song {
  title: string;
  artist: string;
  /** Original abstract cover artwork (scripts/images/cover-art.mjs), never the real album art. */
  image: PageImage;
  /** Where the card leads: a YouTube search for the song. */
  youtubeUrl: string;
}

/** A YouTube search for the song, which keeps working when a particular upload disappears. */
export function youtubeSearchUrl(title: string, artist: string): string {
  const url = new URL('https://www.youtube.com/results');
  url.searchParams.set('search_query', `${title} ${artist}`);
  return url.toString();
}

const song = (title: string, artist: string, coverSlug: string): Song => ({
  title,
  artist,
  image: pageImage(`covers/${coverSlug}`),
  youtubeUrl: youtubeSearchUrl(title, artist),
});

/** The opening line of the Sounds Great page. */
export const songsIntro = 'The songs on repeat while I write specs, plan roadmaps and think things through.';

export const songs: readonly Song[] = [
  song('Bohemian Rhapsody', 'Queen', 'bohemian-rhapsody'),
  song('Dreams', 'Fleetwood Mac', 'dreams'),
  song('Midnight City', 'M83', 'midnight-city'),
  song('Redbone', 'Childish Gambino', 'redbone'),
  song('Blinding Lights', 'The Weeknd', 'blinding-lights'),
  song('Get Lucky', 'Daft Punk', 'get-lucky'),
  song('Take On Me', 'a-ha', 'take-on-me'),
  song('Lose Yourself', 'Eminem', 'lose-yourself'),
  song('Here Comes the Sun', 'The Beatles', 'here-comes-the-sun'),
  song('Viva la Vida', 'Coldplay', 'viva-la-vida'),
  song('Electric Feel', 'MGMT', 'electric-feel'),
  song('Feeling Good', 'Nina Simone', 'feeling-good'),
  song('Mr. Brightside', 'The Killers', 'mr-brightside'),
  song('Levitating', 'Dua Lipa', 'levitating'),
  song('Intro', 'The xx', 'intro'),
  song('Time', 'Hans Zimmer', 'time'),
  song('Run Boy Run', 'Woodkid', 'run-boy-run'),
  song('September', 'Earth, Wind & Fire', 'september'),
  song('Nuvole Bianche', 'Ludovico Einaudi', 'nuvole-bianche'),
  song('Sweet Disposition', 'The Temper Trap', 'sweet-disposition'),
  song('Stressed Out', 'Twenty One Pilots', 'stressed-out'),
];
