// The phases of one site build, read from the times its log lines arrived (bench/lib/process-tree.mjs): where a
// build's time goes, so a change in the total can be traced to a step.

/** Each phase ends at the first line matching its pattern after the previous phase ended. */
const PHASES = [
  ['before next build (type check, patch)', /▲ Next\.js/],
  ['next build: compile', /Compiled successfully|Compiled with warnings/],
  ['next build: collect page data', /Generating static pages using \d+ workers? \(0\//],
  ['next build: generate pages', /✓ Generating static pages/],
  ['next build: finalize', /prerendered as static HTML/],
  ['after next build (CSP, images, links)', null],
];

/**
 * @param {{ at: number, text: string }[]} lines
 * @param {number} totalSeconds
 * @returns {{ name: string, seconds: number }[]} every phase, or an empty list when the log lacks a marker
 */
export function buildPhases(lines, totalSeconds) {
  const phases = [];
  let from = 0;
  let index = 0;
  for (const [name, ends] of PHASES) {
    if (ends === null) {
      phases.push({ name, seconds: totalSeconds - from });
      break;
    }
    while (index < lines.length && !ends.test(lines[index].text)) index += 1;
    if (index === lines.length) return [];
    phases.push({ name, seconds: lines[index].at - from });
    from = lines[index].at;
  }
  return phases;
}
