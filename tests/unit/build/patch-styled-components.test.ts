import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRECEDENCE, patchStyledComponents } from '../../../scripts/patch-styled-components.mjs';

// The two places styled-components 6.6 creates a server component's <style>, in the shape of its minified
// builds (the identifiers differ between the ESM and CommonJS files; the patch must not depend on them).
// `react` is how each build refers to React: `t` in the ESM file, `i.default` in the CommonJS one.
const componentSite = (react: string) =>
  `function emit(l,o,e,n,s){return o&&(s=${react}.createElement("style",{[c]:"",key:"sc-"+l.componentId,children:o}),e&&e.set(n,s)),s}`;
const globalSite = (react: string) =>
  `function emitGlobal(s,n,he,e,o,r){return r=${react}.createElement("style",{key:s,"data-styled-global":s,children:he(n)}),e&&e.set(o,r),r}`;

function libraryCopy(source: (t: string) => string) {
  const dist = mkdtempSync(path.join(tmpdir(), 'sc-dist-'));
  writeFileSync(path.join(dist, 'styled-components.esm.js'), source('t'));
  writeFileSync(path.join(dist, 'styled-components.cjs.js'), source('i.default'));
  return dist;
}

type Props = Record<string, unknown>;

/** Runs the (patched) code with a stand-in createElement and returns the props it was given. */
function propsOfStyle(code: string, call: string, cache = new Map()): Props {
  let props: Props = {};
  const react = { createElement: (_type: string, given: Props) => (props = given) };
  new Function('t', 'i', 'c', 'cache', `${code}; return ${call};`)(react, { default: react }, 'data-styled', cache);
  return props;
}

describe('patching styled-components for hoistable styles', () => {
  it("gives a component's <style> an href naming its CSS and the component precedence", () => {
    const dist = libraryCopy((t) => componentSite(t) + ';' + globalSite(t));
    expect(patchStyledComponents({ dist })).toHaveLength(2);
    const code = readFileSync(path.join(dist, 'styled-components.esm.js'), 'utf8');
    const cache = new Map();
    const props = propsOfStyle(code, `emit({ componentId: 'sc-abc' }, '.x{color:red}', cache, 'sc-abc x y')`, cache);
    expect(props).toMatchObject({
      href: 'sc-abc_x_y',
      precedence: PRECEDENCE.component,
      children: '.x{color:red}',
    });
    expect(cache.get('sc-abc x y')).toBe(props);
  });

  it('gives a global style an href that changes with its CSS', () => {
    const dist = libraryCopy((t) => componentSite(t) + ';' + globalSite(t));
    patchStyledComponents({ dist });
    const code = readFileSync(path.join(dist, 'styled-components.cjs.js'), 'utf8');
    const call = (css: string) =>
      propsOfStyle(code, `emitGlobal('sc-global-1', ${JSON.stringify(css)}, (x) => x, null, 'k')`);
    const a = call('body{margin:0}');
    const b = call('body{margin:1px}');
    expect(a).toMatchObject({ precedence: PRECEDENCE.global, children: 'body{margin:0}' });
    expect(a.href).toMatch(/^sc-global-1-[0-9a-z]+$/);
    expect(b.href).not.toBe(a.href);
  });

  it('leaves already patched files alone', () => {
    const dist = libraryCopy((t) => componentSite(t) + ';' + globalSite(t));
    patchStyledComponents({ dist });
    const once = readFileSync(path.join(dist, 'styled-components.esm.js'), 'utf8');
    expect(patchStyledComponents({ dist })).toEqual([]);
    expect(readFileSync(path.join(dist, 'styled-components.esm.js'), 'utf8')).toBe(once);
  });

  it('fails loudly, naming the file, when the library no longer has the expected shape', () => {
    const dist = libraryCopy((t) => globalSite(t));
    expect(() => patchStyledComponents({ dist })).toThrow(
      /expected one place where .*styled-components\.esm\.js renders a styled component's <style>, found 0/,
    );
  });
});
