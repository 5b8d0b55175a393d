// Heavy calculations run in a Web Worker, so the screen never freezes while they work:
// - a new request while one is running cancels it (the worker is ended and a fresh one started —
//   a busy worker cannot be interrupted any other way);
// - `slow` turns true after 100 ms, for a spinner (short answers never flash one);
// - the caller keeps showing its previous answer until the new one arrives.
// The worker exposes its functions with comlink; arguments cross as plain data (JSON), so Vue
// proxies never reach structured clone.
import { wrap, type Remote } from 'comlink'
import { onScopeDispose, ref } from 'vue'

export type TaskOutcome<R> = { done: true; value: R } | { done: false }

export function useWorkerTask<Api>(spawn: () => Worker) {
  let worker: Worker | null = null
  let api: Remote<Api> | null = null
  let cancelRunning: (() => void) | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const busy = ref(false)
  const slow = ref(false)

  function stop(): void {
    worker?.terminate()
    worker = null
    api = null
  }

  async function run<R>(task: (api: Remote<Api>) => Promise<R>): Promise<TaskOutcome<R>> {
    if (cancelRunning) {
      cancelRunning()
      stop()
    }
    if (!api) {
      worker = spawn()
      api = wrap<Api>(worker)
    }
    let cancelled = false
    const cancel = new Promise<TaskOutcome<R>>((resolve) => {
      cancelRunning = () => {
        cancelled = true
        resolve({ done: false })
      }
    })
    const mine = cancelRunning
    busy.value = true
    clearTimeout(timer)
    timer = setTimeout(() => (slow.value = true), 100)
    try {
      return await Promise.race([task(api).then((value): TaskOutcome<R> => ({ done: true, value })), cancel])
    } finally {
      if (!cancelled && cancelRunning === mine) {
        cancelRunning = null
        busy.value = false
        slow.value = false
        clearTimeout(timer)
      }
    }
  }

  onScopeDispose(() => {
    cancelRunning?.()
    clearTimeout(timer)
    stop()
  })
  return { run, busy, slow }
}

/** Plain data for postMessage: what the calculators take is JSON-shaped. */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
