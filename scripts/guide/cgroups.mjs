// The booted root's own cgroups on this machine's cgroup v1 hierarchies: made for each run,
// mounted afresh inside, and removed once the run's processes are gone.
import { spawnSync } from "node:child_process";

// This machine's cgroup v1 hierarchies. The root's systemd gets a cgroup of its own in each, and a
// cgroup namespace rooted there with the hierarchies mounted afresh on a tmpfs of its own: it then
// sees only its own tree, and two roots booted at once (or this machine's other work) never share
// a cgroup such as /system.slice/brightwater.service, whose processes systemd kills as one.
const hierarchies = {
  systemd: "none,name=systemd",
  cpu: "cpu",
  cpuacct: "cpuacct",
  cpuset: "cpuset",
  memory: "memory",
  devices: "devices",
  freezer: "freezer",
  blkio: "blkio",
  pids: "pids",
};

/** @param {string} name */
export function cgroupLines(name) {
  /** @type {string[]} */
  const lines = [];
  for (const hierarchy of Object.keys(hierarchies)) {
    const dir = `/sys/fs/cgroup/${hierarchy}`;
    lines.push(
      `if [ -f ${dir}/cgroup.procs ]; then mkdir -p ${dir}/${name}`,
      `  if [ -f ${dir}/cpuset.cpus ]; then cat ${dir}/cpuset.cpus > ${dir}/${name}/cpuset.cpus; cat ${dir}/cpuset.mems > ${dir}/${name}/cpuset.mems; fi`,
      `  echo $$ > ${dir}/${name}/cgroup.procs; fi`,
    );
  }
  return lines;
}

/** @param {string} root */
export function cgroupMounts(root) {
  const lines = [`mount -t tmpfs -o mode=755 cgroup ${root}/sys/fs/cgroup`];
  for (const [hierarchy, options] of Object.entries(hierarchies)) {
    lines.push(
      `if [ -f /sys/fs/cgroup/${hierarchy}/cgroup.procs ]; then mkdir -p ${root}/sys/fs/cgroup/${hierarchy} && mount -t cgroup -o ${options} cgroup ${root}/sys/fs/cgroup/${hierarchy}; fi`,
    );
  }
  return lines;
}

/**
 * Empties and removes the run's cgroups once its processes are gone (deepest first).
 * @param {string} name
 */
export function removeCgroups(name) {
  for (const hierarchy of Object.keys(hierarchies)) {
    spawnSync("sh", [
      "-c",
      `[ -d /sys/fs/cgroup/${hierarchy}/${name} ] && find /sys/fs/cgroup/${hierarchy}/${name} -depth -type d -exec rmdir {} \\; 2>/dev/null`,
    ]);
  }
}
