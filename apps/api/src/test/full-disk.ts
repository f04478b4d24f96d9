import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A real full disk: a small tmpfs mounted for one test, filled with a ballast file until the
 * kernel answers ENOSPC, and freed by deleting it. Mounting needs root (CAP_SYS_ADMIN); chmod is
 * no use for that purpose, since root writes through any file mode. Where mounting is not
 * permitted, `fullDiskSupported` is false and the tests that need it are skipped; the read-only
 * database tests (PRAGMA query_only, the same SQLite write failure) run everywhere.
 */
export interface FullDisk {
  /** The mounted folder: put the database and the résumé folder here. */
  dir: string;
  /** Writes ballast until the file system is full. */
  fill(): void;
  /** Deletes the ballast: the disk has space again. */
  free(): void;
}

const mounted: string[] = [];

/** Unmounts and removes the full disks the test made (src/test/after-each.ts). */
export function unmountFullDisks(): void {
  while (mounted.length > 0) {
    const dir = mounted.pop() as string;
    // Lazy: a file still open in the test process must not keep the mount (and the test) alive.
    execFileSync("umount", ["-l", dir]);
    rmSync(dir, { recursive: true, force: true });
  }
}

function tryMount(sizeBytes: number): string | null {
  const dir = mkdtempSync(join(tmpdir(), "brightwater-full-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeBytes},mode=0700`, "tmpfs", dir], { stdio: "ignore" });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

export const fullDiskSupported = (() => {
  if (process.getuid?.() !== 0) return false;
  const dir = tryMount(1024 * 1024);
  if (!dir) return false;
  execFileSync("umount", ["-l", dir]);
  rmSync(dir, { recursive: true, force: true });
  return true;
})();

/** A fresh tmpfs of `sizeBytes`, unmounted after the test. */
export function fullDisk(sizeBytes = 8 * 1024 * 1024): FullDisk {
  const dir = tryMount(sizeBytes);
  if (!dir) throw new Error("mounting a tmpfs is not permitted here (see fullDiskSupported)");
  mounted.push(dir);
  const ballast = join(dir, "ballast");
  return {
    dir,
    fill() {
      const fd = openSync(ballast, "a");
      const page = Buffer.alloc(4096);
      try {
        for (;;) writeSync(fd, page);
      } catch (error) {
        if ((error as { code?: string }).code !== "ENOSPC") throw error;
      } finally {
        closeSync(fd);
      }
    },
    free() {
      unlinkSync(ballast);
    },
  };
}
