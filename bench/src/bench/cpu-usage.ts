/**
 * Where the CPU went during a phase of a bench, read from Linux's /proc: the CPU time of named groups
 * of processes (servers, nginx, PostgreSQL backends…), of this process (the load generator) and of
 * the whole machine, between two snapshots.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** utime + stime of a process in seconds, or undefined when it is gone. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return undefined;
  }
}

/** The processes whose parent is `pid` (nginx's workers). */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** Busy and total CPU seconds of the whole machine (every core) since boot. */
function machineSeconds(): { busy: number; total: number } {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const values = cpu!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = values[3]! + values[4]!;
  return { busy: (total - idle) / TICKS, total: total / TICKS };
}

export type ProcessGroups = Record<string, number[]>;

export interface CpuSnapshot {
  groups: ProcessGroups;
  perPid: Map<number, number>;
  self: number;
  machine: { busy: number; total: number };
}

export function cpuSnapshot(groups: ProcessGroups): CpuSnapshot {
  const perPid = new Map<number, number>();
  for (const pid of Object.values(groups).flat()) perPid.set(pid, processCpuSeconds(pid) ?? 0);
  const { user, system } = process.cpuUsage();
  return { groups, perPid, self: (user + system) / 1e6, machine: machineSeconds() };
}

export interface CpuSpent {
  /** CPU seconds per group, this process as `load generator`, the rest of the machine as `other`. */
  seconds: Record<string, number>;
  /** Busy share of all cores over the phase (0–1). */
  machineBusy: number;
}

/**
 * CPU spent from `before` to now. `groups` may name processes that appeared meanwhile (a backend
 * the pool opened): they count from zero.
 */
export function cpuSpent(before: CpuSnapshot, groups: ProcessGroups): CpuSpent {
  const after = cpuSnapshot(groups);
  const seconds: Record<string, number> = {};
  for (const [name, pids] of Object.entries(groups))
    seconds[name] = pids.reduce(
      (sum, pid) => sum + Math.max(0, (after.perPid.get(pid) ?? 0) - (before.perPid.get(pid) ?? 0)),
      0,
    );
  seconds['load generator'] = after.self - before.self;
  const busy = after.machine.busy - before.machine.busy;
  const named = Object.values(seconds).reduce((a, b) => a + b, 0);
  seconds.other = Math.max(0, busy - named);
  return { seconds, machineBusy: busy / Math.max(1e-9, after.machine.total - before.machine.total) };
}
