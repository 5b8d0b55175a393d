import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { i18n } from '../i18n'

// Writes the player asked for and the library has not stored yet. A write that fails because the
// storage is full, closed or momentarily unusable is kept here (in memory, in order) and retried,
// so nothing typed is dropped; while any is pending, closing the window warns (App.vue, and main's
// will-prevent-unload on desktop).

/** Storage conditions that may clear up (space freed, the database reopened): worth retrying. */
const TRANSIENT = new Set([
  'QuotaExceededError',
  'DatabaseClosedError',
  'InvalidStateError',
  'AbortError',
  'UnknownError',
  'TimeoutError',
  'OpenFailedError',
  'TransactionInactiveError',
])

export function isStorageFault(err: unknown): boolean {
  const e = err as { name?: unknown; inner?: { name?: unknown } } | null
  return typeof e?.name === 'string' && (TRANSIENT.has(e.name) || TRANSIENT.has(String(e.inner?.name)))
}

/** What went wrong, kept as facts so the banner says it in the language in force (it switches live). */
interface Fault {
  full: boolean
  why: string
}
function faultOf(err: unknown): Fault {
  const e = err as { name?: string; inner?: { name?: string }; message?: string }
  const full = e.name === 'QuotaExceededError' || e.inner?.name === 'QuotaExceededError'
  return { full, why: e.message ?? e.name ?? '' }
}
function faultMessage(f: Fault): string {
  const t = i18n.global.t
  const keep = t('shell.pending.keep')
  return f.full ? t('shell.pending.full', { keep }) : t('shell.pending.locked', { why: f.why, keep })
}

/** 1 s, 2 s, 4 s … at most 15 s between attempts. */
export const retryDelayMs = (attempt: number): number => Math.min(15_000, 1000 * 2 ** attempt)

export const usePendingWrites = defineStore('pendingWrites', () => {
  const count = ref(0)
  const faultFacts = ref<Fault | null>(null)
  const fault = computed(() => (faultFacts.value ? faultMessage(faultFacts.value) : null))
  const pending = computed(() => count.value > 0)
  let wake: (() => void) | undefined

  /** Counts `work` as pending from now until it settles (queued writes count before they start). */
  function track<T>(work: Promise<T>): Promise<T> {
    count.value++
    return work.finally(() => count.value--)
  }

  /**
   * Runs `write`; on a storage fault says so (and calls `onFault`, before waiting) and tries again
   * until it succeeds. Other errors throw.
   */
  async function keep<T>(write: () => Promise<T>, onFault?: () => void): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        const written = await write()
        faultFacts.value = null
        return written
      } catch (err) {
        if (!isStorageFault(err)) throw err
        faultFacts.value = faultOf(err)
        onFault?.()
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, retryDelayMs(attempt))
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
        wake = undefined
      }
    }
  }

  /** The banner's "Try again now". */
  function retryNow(): void {
    wake?.()
  }

  return { count, fault, pending, track, keep, retryNow }
})
