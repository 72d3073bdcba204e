import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command with each line of its output prefixed, so several can share one terminal.
 * `niceness` (0–19) lowers its CPU priority and its children's (they inherit it).
 */
export function runPrefixed(prefix, command, args, { niceness = 0, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    if (niceness && child.pid) {
      try {
        setPriority(child.pid, niceness);
      } catch {
        // A system that refuses it runs the command at the usual priority.
      }
    }
    for (const [stream, target] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) target.write(`${prefix} ${line}\n`);
      });
      stream.on('end', () => {
        if (rest) target.write(`${prefix} ${rest}\n`);
      });
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
