import { buildIfStale } from './build-state.mjs';

buildIfStale();
