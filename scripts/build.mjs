// `npm run build`: the static site in out/.
import { build } from './build-state.mjs';

await build();
