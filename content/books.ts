/** The books on the Readings page, in the order they are shown. */
export interface Book {
  title: string;
  author: string;
  /** A short theme label shown on the card, such as "Product Management". */
  category: string;
}

export const books: readonly Book[] = [
  { title: 'Inspired', author: 'Marty Cagan', category: 'Product Management' },
  { title: 'Continuous Discovery Habits', author: 'Teresa Torres', category: 'Product Discovery' },
  { title: 'The Mom Test', author: 'Rob Fitzpatrick', category: 'Customer Research' },
  { title: 'High Output Management', author: 'Andrew S. Grove', category: 'Leadership' },
  { title: 'The Hard Thing About Hard Things', author: 'Ben Horowitz', category: 'Entrepreneurship' },
  { title: 'Thinking, Fast and Slow', author: 'Daniel Kahneman', category: 'Psychology' },
];
