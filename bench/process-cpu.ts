import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS = 100;

/** CPU seconds (user + system) used so far by each of these processes, from /proc. */
export function cpuSeconds(pids: number[]) {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
    } catch {
      // exited
    }
  }
  return used;
}

/** CPU seconds used between two readings by the processes alive at the second. */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>) {
  let seconds = 0;
  for (const [pid, used] of after) seconds += used - (before.get(pid) ?? 0);
  return seconds;
}

/** Processes whose command line contains all of these words (PostgreSQL backends name their database). */
export function pidsMatching(...words: string[]) {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (words.every((word) => command.includes(word)) && !command.includes('autovacuum')) {
        pids.push(Number(entry));
      }
    } catch {
      // exited
    }
  }
  return pids;
}

/** CPU seconds used so far by the PostgreSQL backends serving database `name`. */
export const postgresCpu = (name: string) => cpuSeconds(pidsMatching('postgres:', name));

/** CPU seconds used so far by this process. */
export const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return new Map([[process.pid, (user + system) / 1e6]]);
};
