// Child processes for the publishing checks: output captured, shown only when the command fails.
import { spawn } from 'node:child_process';
import { ROOT } from '../scripts/bootstrap.mjs';

/**
 * Runs a command; resolves with its output, rejects with it when the exit code is not 0.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string | undefined> }} [options]
 * @returns {Promise<string>}
 */
export function run(cmd, args, { cwd = ROOT, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (d) => {
      output += d;
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${output}`)),
    );
  });
}
