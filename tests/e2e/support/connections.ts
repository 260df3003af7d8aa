import fs from "node:fs";
import { processTree } from "./process-memory";

/** Socket inodes of one process's open file descriptors. */
function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[] = [];
  try {
    fds = fs.readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match?.[1]) inodes.add(match[1]);
    } catch {
      // Closed while we looked.
    }
  }
  return inodes;
}

/**
 * How many established TCP connections `pid` and the processes below it hold to `port` on this
 * machine, read from /proc (Linux), as `ss -tnp` would show them.
 */
export function connectionsTo(pid: number, port: number): number {
  const pids = processTree(pid);
  const inodes = new Set(pids.flatMap((p) => [...socketInodes(p)]));
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  let count = 0;
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let lines: string[] = [];
    try {
      lines = fs.readFileSync(table, "utf8").trim().split("\n").slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
      const fields = line.trim().split(/\s+/);
      const remote = fields[2] ?? "";
      const established = fields[3] === "01";
      if (established && remote.endsWith(`:${hexPort}`) && inodes.has(fields[9] ?? "")) count += 1;
    }
  }
  return count;
}
