// Makes the <style> elements styled-components renders in React Server Components hoistable, so React puts
// them in <head> instead of beside the markup they style.
//
// styled-components 6.6 renders each server component's CSS as a plain <style> sibling of its element (and
// each global style where it is mounted). Plain <style> elements stay where they are rendered, in <body>,
// where HTML does not allow them, and a browser on a slow connection paints boxes before the rules for later
// markup have arrived. React 19 treats a <style> with `href` and `precedence` as a stylesheet resource: it
// writes it into <head> during server rendering (one tag per precedence, deduplicated by href), and on
// client-side navigation inserts the next page's new rules into <head> before it shows that page.
// styled-components 6.3 emitted exactly that; 6.4 went back to inline tags. This puts the two props back.
//
// Run on `npm install` (postinstall) and again before every build, so a build never runs unpatched. It
// edits node_modules/styled-components/dist in place, is idempotent, and fails loudly if the library's
// code no longer has the shape it expects (after an upgrade): the patterns below must then be updated.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Component styles come after the global styles (base element rules), in the order React meets them. */
export const PRECEDENCE = { global: 'sc-global', component: 'sc' };
const MARK = '/*pm-hoistable-styles*/';
const FILES = ['styled-components.esm.js', 'styled-components.cjs.js'];

const PATCHES = [
  {
    what: "a styled component's <style>",
    // createElement("style",{[attr]:"",key:"sc-"+l.componentId,children:css}),cache&&cache.set(cacheKey,element)
    // cacheKey is `${componentId} ${classNames}`: it names exactly this CSS, so it becomes the href.
    pattern:
      /createElement\("style",\{\[(\w+)\]:"",key:"sc-"\+(\w+)\.componentId,children:(\w+)\}\),(\w+)&&\4\.set\((\w+),(\w+)\)/g,
    replace: (_match, attr, component, css, cache, cacheKey, element) =>
      `createElement("style",{${MARK}[${attr}]:"",key:"sc-"+${component}.componentId,` +
      `href:${cacheKey}.replace(/\\s+/g,"_"),precedence:${JSON.stringify(PRECEDENCE.component)},children:${css}}),` +
      `${cache}&&${cache}.set(${cacheKey},${element})`,
  },
  {
    what: 'a global style',
    // createElement("style",{key:id,"data-styled-global":id,children:css(rules)})
    // A global style's id names its template, not its output: the href adds a hash of the CSS itself.
    pattern: /createElement\("style",\{key:(\w+),"data-styled-global":\1,children:(\w+)\((\w+)\)\}\)/g,
    replace: (_match, id, format, rules) =>
      `createElement("style",{${MARK}key:${id},"data-styled-global":${id},` +
      `href:${id}+"-"+(function(t){let h=5381;for(let i=0;i<t.length;i++)h=Math.imul(h,33)^t.charCodeAt(i);return(h>>>0).toString(36)})(${format}(${rules})),` +
      `precedence:${JSON.stringify(PRECEDENCE.global)},children:${format}(${rules})})`,
  },
];

const installedDist = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('styled-components/package.json')), 'dist');

/**
 * @param {{ dist?: string }} [options] the library's dist folder (the installed one by default)
 * @returns {string[]} the files it changed (none when already patched)
 */
export function patchStyledComponents({ dist = installedDist() } = {}) {
  const changed = [];
  for (const name of FILES) {
    const file = path.join(dist, name);
    let code = readFileSync(file, 'utf8');
    if (code.includes(MARK)) continue;
    for (const patch of PATCHES) {
      const matches = code.match(patch.pattern) ?? [];
      if (matches.length !== 1) {
        throw new Error(
          `scripts/patch-styled-components.mjs: expected one place where ${file} renders ${patch.what}, ` +
            `found ${matches.length}. The installed styled-components changed shape; update the patterns.`,
        );
      }
      code = code.replace(patch.pattern, patch.replace);
    }
    writeFileSync(file, code);
    changed.push(file);
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const changed = patchStyledComponents();
  console.log(
    changed.length
      ? `[styles] styled-components patched to render hoistable <style> elements: ${changed.length} files`
      : '[styles] styled-components already renders hoistable <style> elements',
  );
}
