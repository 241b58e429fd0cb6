import { buildIfStale } from './build-state.mjs';

await buildIfStale();
