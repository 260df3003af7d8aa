import fs from "node:fs";

/** `pid` and every process below it, read from /proc (Linux). */
export function processTree(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name, which may itself hold spaces and parentheses.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return [pid, ...children.flatMap(processTree)];
}

/** Resident memory of `pid` and all its descendants, in MB. */
export function treeRssMb(pid: number): number {
  let kb = 0;
  for (const id of processTree(pid)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${id}/status`, "utf8"));
      kb += match ? Number(match[1]) : 0;
    } catch {
      // The process ended while we looked.
    }
  }
  return kb / 1024;
}
