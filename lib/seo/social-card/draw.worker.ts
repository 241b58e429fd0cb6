// The thread social cards are drawn on during `next build` (see ./index.ts).
import { serveInOrder } from '@/lib/build-ahead/serve';
import { drawSocialCard } from './draw';

serveInOrder(drawSocialCard);
