// The thread article markdown is rendered on during `next build` (see ./render-ahead.ts).
import { serveInOrder } from '@/lib/build-ahead/serve';
import { renderArticle } from './processor';

serveInOrder(renderArticle);
