import { readFileSync } from 'node:fs';

/** Resident set size of a process (VmRSS in /proc/<pid>/status), in bytes; null where /proc is missing. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}
