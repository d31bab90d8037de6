import fs from 'node:fs';
import path from 'node:path';

/**
 * One Gente process per data directory: `<dataDir>/gente.lock` holds the pid of
 * the owner. A lock whose pid is dead (or reused by something that is not node)
 * is stale and taken over, so a kill -9 never blocks the next start.
 */
export interface ProcessLock {
  readonly path: string;
  release(): void;
}

export class ProcessLockError extends Error {
  override name = 'ProcessLockError';
  constructor(
    message: string,
    readonly pid: number,
    readonly lockPath: string,
  ) {
    super(message);
  }
}

/** True when the pid exists and is not a zombie. */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = readProc(pid, 'stat');
  if (stat === undefined) return true; // no /proc: trust kill(0)
  // Format: "pid (comm) S ppid …"; comm may contain spaces and parentheses.
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z' && state !== 'X';
}

/** argv of a live process, or undefined when /proc is not readable. */
export function processArgv(pid: number): string[] | undefined {
  const raw = readProc(pid, 'cmdline');
  return raw === undefined ? undefined : raw.split('\0').filter((part) => part !== '');
}

export function parentPid(pid: number): number | undefined {
  const stat = readProc(pid, 'stat');
  if (stat === undefined) return undefined;
  const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  return Number.isInteger(ppid) ? ppid : undefined;
}

/** Kernel start time of a process (clock ticks since boot): tells a reused pid from the original. */
export function processStartTime(pid: number): string | undefined {
  const stat = readProc(pid, 'stat');
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

export function isNodeProcess(pid: number): boolean {
  const argv = processArgv(pid);
  if (argv === undefined) return true; // cannot tell: assume it is ours (never steal a live lock)
  const comm = readProc(pid, 'comm')?.trim() ?? '';
  const exe = path.basename(argv[0] ?? '');
  return /node/i.test(exe) || /node/i.test(comm);
}

function readProc(pid: number, file: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** The lock holds "pid" and, where /proc exists, "start time" on a second line. */
function readLock(lockPath: string): { pid: number; startTime: string | undefined } | undefined {
  try {
    const [pidLine, startLine] = fs.readFileSync(lockPath, 'utf8').split('\n');
    const pid = Number.parseInt(pidLine ?? '', 10);
    return { pid: Number.isInteger(pid) ? pid : Number.NaN, startTime: startLine?.trim() || undefined };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function heldByLiveInstance(pid: number, startTime: string | undefined): boolean {
  if (pid === process.pid || !isProcessAlive(pid) || !isNodeProcess(pid)) return false;
  // Same pid but a different start time: the pid was reused after the owner died.
  return (
    startTime === undefined || processStartTime(pid) === undefined || processStartTime(pid) === startTime
  );
}

/** False when the file already exists. */
function createExclusively(file: string, content: string): boolean {
  // link() is atomic and fails if the lock exists, so nobody ever sees a half-written lock.
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, content, { mode: 0o644 });
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  // File systems without hard links: exclusive create.
  try {
    fs.writeFileSync(file, content, { mode: 0o644, flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes `<dataDir>/gente.lock` or throws ProcessLockError (Portuguese message)
 * when another live node process holds it. Creates dataDir if needed.
 */
export function acquireProcessLock(dataDir: string): ProcessLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'gente.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusively(lockPath, `${process.pid}\n${processStartTime(process.pid) ?? ''}\n`)) {
      return {
        path: lockPath,
        release() {
          // Only remove it if it is still ours (a forced takeover may have replaced it).
          if (readLock(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    }
    const holder = readLock(lockPath);
    if (holder === undefined) continue; // vanished meanwhile: retry
    const { pid } = holder;
    if (heldByLiveInstance(pid, holder.startTime)) {
      throw new ProcessLockError(
        `O Gente já está em execução com este diretório de dados (PID ${pid}, trava ${lockPath}). ` +
          'Encerre aquele processo antes de iniciar outro.',
        pid,
        lockPath,
      );
    }
    // Stale: remove it only if it still holds the pid we judged, then retry the exclusive create.
    const again = readLock(lockPath);
    if (again && (again.pid === pid || Number.isNaN(again.pid))) fs.rmSync(lockPath, { force: true });
  }
  throw new ProcessLockError(
    `Não foi possível obter a trava ${lockPath}: outro processo a disputa. Tente novamente.`,
    0,
    lockPath,
  );
}
