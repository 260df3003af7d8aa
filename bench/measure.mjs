/**
 * Runs a command and measures it as a build machine feels it: wall-clock seconds, and the peak of
 * the resident memory of its whole process tree (the command, Gatsby's main process and the
 * workers it starts for the HTML render), sampled from /proc every 200 ms. Also the peak of the
 * largest single process in the tree (what `/usr/bin/time -v` would report as its maximum RSS for
 * the main process). Linux only (/proc). With `trace`, also writes a timeline to that file: each
 * sample (seconds, the tree's total and each process of more than 50 MB by its command) between
 * the lines the command printed, which shows which process grows in which of Gatsby's steps.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";

const PAGE_SIZE = 4096;

/** Every live process: its parent and resident bytes (and its command line, with `commands`). */
function processTable(commands = false) {
  const table = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name, which may itself hold spaces or brackets.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const rss = Number(fs.readFileSync(`/proc/${entry}/statm`, "utf8").split(" ")[1]) * PAGE_SIZE;
      const command = commands
        ? fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").filter(Boolean).slice(0, 3).join(" ")
        : "";
      table.set(Number(entry), { ppid: Number(fields[1]), rss, command });
    } catch {
      // The process ended between listing and reading.
    }
  }
  return table;
}

/** The resident bytes of `pid` and every descendant, summed, the largest of them alone, and each process. */
export function treeRss(pid, commands = false) {
  const table = processTable(commands);
  const children = new Map();
  for (const [child, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), child]);
  let total = 0;
  let largest = 0;
  const processes = [];
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop();
    const { rss = 0, command = "" } = table.get(current) ?? {};
    total += rss;
    largest = Math.max(largest, rss);
    processes.push({ pid: current, rss, command });
    stack.push(...(children.get(current) ?? []));
  }
  return { total, largest, processes };
}

/**
 * Runs `command` with `args` in `cwd` and resolves with its exit code, seconds, and peak memory
 * in MB: `peakTreeMb` (the whole tree, summed at the same instant) and `peakProcessMb` (the
 * largest single process). `onOutput` gets its stdout and stderr as they come; `trace` names a
 * file for the timeline.
 */
export function measureCommand(
  command,
  args,
  { cwd, env = process.env, intervalMs = 200, onOutput = () => {}, trace } = {},
) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    const timeline = trace ? fs.createWriteStream(trace) : null;
    const at = () => (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
    const mb = (bytes) => Math.round(bytes / 1024 / 1024);
    let peakTree = 0;
    let peakProcess = 0;
    const sample = () => {
      const { total, largest, processes } = treeRss(child.pid, Boolean(timeline));
      peakTree = Math.max(peakTree, total);
      peakProcess = Math.max(peakProcess, largest);
      const big = processes.filter((p) => p.rss > 50 * 1024 * 1024).map((p) => `${p.pid} ${mb(p.rss)} MB ${p.command}`);
      timeline?.write(`${at()} s  ${mb(total)} MB  ${big.join(" | ")}\n`);
    };
    const timer = setInterval(sample, intervalMs);
    const output = (d) => {
      const text = d.toString();
      onOutput(text);
      // Gatsby redraws its progress lines with terminal escapes; the timeline keeps the words.
      // eslint-disable-next-line no-control-regex -- the escape character is what starts a terminal sequence
      for (const line of text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "\n").split(/\r?\n/))
        if (line.trim()) timeline?.write(`${at()} s  > ${line.trim()}\n`);
    };
    child.stdout.on("data", output);
    child.stderr.on("data", output);
    child.on("error", (error) => {
      clearInterval(timer);
      timeline?.end();
      reject(error);
    });
    child.on("exit", (code) => {
      clearInterval(timer);
      timeline?.end();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({ code, seconds: Number(seconds.toFixed(1)), peakTreeMb: mb(peakTree), peakProcessMb: mb(peakProcess) });
    });
  });
}
