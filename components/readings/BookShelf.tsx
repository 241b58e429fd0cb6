import styled from 'styled-components';
import { theme, media } from '@/components/theme/theme';
import type { Book } from '@/content/books';

const Section = styled.section`
  margin-bottom: ${theme.space.xxl};
`;

const Heading = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.fontSize.xxl};
`;

/** The category pill's height: one line of extra-small text and its padding. */
const CATEGORY_HEIGHT = `calc(${theme.fontSize.xs} * 1.6 + 2 * ${theme.space.xxs})`;

// The cards are styled from the list: a styled <li> would put its <style> element inside the <ul>,
// where only list items belong.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space.lg};
  }
  /* The category shows above the title but comes after it in the markup (the title is read first): its row
     is there before it arrives, so the title does not move down when it does. */
  > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: minmax(${CATEGORY_HEIGHT}, auto) auto auto;
    align-content: start;
    gap: ${theme.space.xs};
    padding: ${theme.space.lg};
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-left: 4px solid ${theme.color.accent};
    border-radius: ${theme.radius.md};
    box-shadow: ${theme.shadow.card};
  }
  h3 {
    grid-row: 2;
    margin: 0;
    font-size: ${theme.fontSize.xl};
  }
  p {
    margin: 0;
  }
  [data-category] {
    grid-row: 1;
    justify-self: start;
    align-self: start;
    padding: ${theme.space.xxs} ${theme.space.sm};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.accentSoft};
    color: ${theme.color.accent};
    font-size: ${theme.fontSize.xs};
    font-weight: 600;
    letter-spacing: 0.02em;
    text-transform: uppercase;
  }
  [data-author] {
    grid-row: 3;
    color: ${theme.color.textMuted};
  }
`;

/** The books grid of the Readings page: title, author and category of each. */
export function BookShelf({ books }: { books: readonly Book[] }) {
  return (
    <Section aria-labelledby="books-heading">
      <Heading id="books-heading">Books</Heading>
      <Grid>
        {books.map((book) => (
          <li key={book.title}>
            <h3>{book.title}</h3>
            <p data-author>
              <span className="visually-hidden">Author: </span>
              {book.author}
            </p>
            <p data-category>
              <span className="visually-hidden">Category: </span>
              {book.category}
            </p>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
