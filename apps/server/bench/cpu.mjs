// CPU time of process trees from /proc (Linux): what a benchmark's requests cost, which a busy machine changes far
// less than it changes req/s. Used by bench/api.mjs around each load run.
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: /proc/<pid>/stat counts CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
    // fields[1] is ppid, [11] utime, [12] stime (stat(5) numbering minus the two leading fields)
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // gone meanwhile
  }
}

function processes() {
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(name);
    if (s) all.set(Number(name), s);
  }
  return all;
}

/** CPU seconds (user + system) used so far by the process `root` and all its living descendants. */
export function treeCpuSeconds(root) {
  const all = processes();
  const children = new Map();
  for (const [pid, s] of all) {
    if (!children.has(s.ppid)) children.set(s.ppid, []);
    children.get(s.ppid).push(pid);
  }
  let ticks = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop();
    ticks += all.get(pid)?.ticks ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return ticks / TICKS_PER_SECOND;
}

/** The postmaster listening on `port` of this machine (its command line names the port), or undefined. */
export function postmasterPid(port) {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let args;
    try {
      args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (!args[0]?.endsWith('postgres')) continue;
    const p = args.indexOf('-p');
    if (p >= 0 && args[p + 1] === String(port)) return Number(name);
  }
  return undefined;
}
