// The heavy calculators (exact combat, whole-battle odds, the RtG destroy helper) run through
// `useWorkerTask`. What the player sees depends on three promises it makes: a new input cancels the
// calculation still running, the spinner shows only after 100 ms, and the caller gets the answer
// it asked for last. The "worker" here is a real MessageChannel with comlink on both ends, so the
// messages cross exactly as they do to a Web Worker; the calculation answers when the test says so.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { effectScope } from 'vue'
import { expose } from 'comlink'
import { plain, useWorkerTask } from '../../../src-renderer/composables/useWorkerTask'

interface SlowApi {
  square(n: number): Promise<number>
}

interface FakeWorker {
  port: MessagePort
  terminated: boolean
  /** Lets the worker's pending `square(n)` answer. */
  release(n: number): void
}

const open: MessagePort[] = []
afterEach(() => {
  vi.useRealTimers()
  while (open.length) open.pop()?.close()
})

function spawner() {
  const spawned: FakeWorker[] = []
  const spawn = (): Worker => {
    const { port1, port2 } = new MessageChannel()
    open.push(port1, port2)
    // A release may come before the request has crossed the channel: it is kept until then.
    const waiting = new Map<number, () => void>()
    const released = new Set<number>()
    const fake: FakeWorker = {
      port: port2,
      terminated: false,
      release: (n) => (waiting.has(n) ? waiting.get(n)!() : released.add(n)),
    }
    expose(
      {
        square: (n: number) =>
          new Promise<number>((resolve) => {
            if (released.has(n)) resolve(n * n)
            else waiting.set(n, () => resolve(n * n))
          }),
      } satisfies SlowApi,
      port1,
    )
    spawned.push(fake)
    // What useWorkerTask uses of a Worker: the message port, plus terminate().
    return Object.assign(port2, {
      terminate: () => {
        fake.terminated = true
        port1.close()
        port2.close()
      },
    }) as unknown as Worker
  }
  return { spawn, spawned }
}

// Real time for waiting on the channel, even while a test fakes the composable's timer.
const realSetTimeout = globalThis.setTimeout
const wait = (ms: number) => new Promise((r) => realSetTimeout(r, ms))
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await wait(5)
  expect(check()).toBe(true)
}

describe('useWorkerTask: a calculation off the screen thread', () => {
  it('a quick answer never shows the spinner; busy only while it runs', async () => {
    const { spawn, spawned } = spawner()
    const scope = effectScope()
    const task = scope.run(() => useWorkerTask<SlowApi>(spawn))!
    expect(task.busy.value).toBe(false)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const answer = task.run((api) => api.square(7))
    expect(task.busy.value).toBe(true)
    spawned[0]!.release(7)
    expect(await answer).toEqual({ done: true, value: 49 })
    expect(task.busy.value).toBe(false)
    // The spinner's timer was cleared with the answer: it never fires.
    vi.advanceTimersByTime(500)
    expect(task.slow.value).toBe(false)
    scope.stop()
  })

  it('the spinner shows after 100 ms, not before, and goes when the answer comes', async () => {
    const { spawn, spawned } = spawner()
    const scope = effectScope()
    const task = scope.run(() => useWorkerTask<SlowApi>(spawn))!
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const answer = task.run((api) => api.square(12))
    vi.advanceTimersByTime(99)
    expect(task.slow.value).toBe(false)
    vi.advanceTimersByTime(1)
    expect(task.slow.value).toBe(true)
    expect(task.busy.value).toBe(true)
    spawned[0]!.release(12)
    expect(await answer).toEqual({ done: true, value: 144 })
    expect(task.slow.value).toBe(false)
    expect(task.busy.value).toBe(false)
    scope.stop()
  })

  it('a new input cancels the running calculation: its worker is ended and only the new answer arrives', async () => {
    const { spawn, spawned } = spawner()
    const scope = effectScope()
    const task = scope.run(() => useWorkerTask<SlowApi>(spawn))!
    const first = task.run((api) => api.square(3))
    await until(() => spawned.length === 1)
    const second = task.run((api) => api.square(4))
    // The first caller learns it was overtaken (and so keeps showing its previous answer).
    expect(await first).toEqual({ done: false })
    expect(spawned[0]!.terminated).toBe(true)
    expect(spawned).toHaveLength(2)
    // Still working on the second: the screen stays busy.
    expect(task.busy.value).toBe(true)
    spawned[1]!.release(4)
    expect(await second).toEqual({ done: true, value: 16 })
    expect(task.busy.value).toBe(false)
    scope.stop()
  })

  it('the same worker answers one request after another while none is cancelled', async () => {
    const { spawn, spawned } = spawner()
    const scope = effectScope()
    const task = scope.run(() => useWorkerTask<SlowApi>(spawn))!
    const a = task.run((api) => api.square(2))
    await until(() => spawned.length === 1)
    spawned[0]!.release(2)
    expect(await a).toEqual({ done: true, value: 4 })
    const b = task.run((api) => api.square(5))
    await wait(20)
    spawned[0]!.release(5)
    expect(await b).toEqual({ done: true, value: 25 })
    expect(spawned).toHaveLength(1)
    scope.stop()
  })

  it('leaving the screen ends the worker and answers a running request as cancelled', async () => {
    const { spawn, spawned } = spawner()
    const scope = effectScope()
    const task = scope.run(() => useWorkerTask<SlowApi>(spawn))!
    const running = task.run((api) => api.square(9))
    await until(() => spawned.length === 1)
    scope.stop()
    expect(await running).toEqual({ done: false })
    expect(spawned[0]!.terminated).toBe(true)
  })
})

describe('plain: what crosses to the worker', () => {
  it('is a deep copy without functions or undefined fields', () => {
    const input = { dice: { red: 3, black: 2 }, note: undefined, f: () => 1, list: [1, { a: 2 }] }
    const copy = plain(input)
    expect(copy).toEqual({ dice: { red: 3, black: 2 }, list: [1, { a: 2 }] })
    expect(copy.dice).not.toBe(input.dice)
  })
})
