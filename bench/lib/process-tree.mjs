// Runs a command and measures its wall time and the peak resident memory of its whole process tree
// (next build forks workers, so one process's maximum would under-count). Linux: reads /proc.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

function childrenOf(pid) {
  const children = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (list) children.push(...list.split(/\s+/).map(Number));
    }
  } catch {
    // The process ended between two reads.
  }
  return children;
}

function rssKb(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function treeRssKb(root) {
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop();
    total += rssKb(pid);
    stack.push(...childrenOf(pid));
  }
  return total;
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {Promise<{ seconds: number, peakMb: number, output: string, lines: { at: number, text: string }[] }>}
 *   `lines`: each line of output with the seconds since the start at which it arrived (for the build's phases)
 */
export function measure(command, args, { cwd, env, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const lines = [];
    const collect = (chunk) => {
      const at = Number(process.hrtime.bigint() - started) / 1e9;
      for (const text of String(chunk).split('\n')) if (text.trim()) lines.push({ at, text });
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let peakKb = 0;
    const sampler = setInterval(() => {
      peakKb = Math.max(peakKb, treeRssKb(child.pid));
    }, 100);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-4000)}`));
      else resolve({ seconds, peakMb: peakKb / 1024, output, lines });
    });
  });
}
