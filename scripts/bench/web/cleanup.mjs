// Work to undo however the benchmark ends: normally, on an error, or on Ctrl-C / SIGTERM.

const tasks = []

/** Registers `task` (async) to run at the end, newest first. Returns a function that runs it now, once. */
export function onCleanup(label, task) {
  const entry = { label, task, done: false }
  tasks.push(entry)
  return () => runOne(entry)
}

async function runOne(entry) {
  if (entry.done) return
  entry.done = true
  tasks.splice(tasks.indexOf(entry), 1)
  try {
    await entry.task()
  } catch (err) {
    console.error(`cleanup (${entry.label}) failed: ${err.message}`)
  }
}

/** Runs every registered task not run yet, newest first. */
export async function cleanUp() {
  for (const entry of [...tasks].reverse()) await runOne(entry)
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`)
    cleanUp().finally(() => process.exit(130))
  })
}
