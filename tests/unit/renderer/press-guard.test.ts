// The guard behind Next phase and Deploy: one press, one change. A press while a guarded press is
// still being written is no press (it would read the state the first already changed: the next
// phase, the next unit waiting in the same row), nor is the second click of a double click; a press
// once the write has landed is a press again, so a person who means to press twice still can.
import { describe, expect, it } from 'vitest'
import { usePressGuard } from '../../../src-renderer/composables/usePressGuard'

/** A write that lands when the test says so. */
function pendingWrite<T>(value: T) {
  let land!: () => void
  const landed = new Promise<void>((done) => (land = done))
  let started = 0
  return {
    write: async () => {
      started += 1
      await landed
      return value
    },
    land: () => land(),
    started: () => started,
  }
}

const click = { detail: 1 }
const secondOfDouble = { detail: 2 }
const key = { detail: 0 } // Enter or Space on a button: a click with detail 0

describe('usePressGuard', () => {
  it('a second press while the first is being written does nothing; after it lands, a press acts', async () => {
    const { press, writing } = usePressGuard()
    const first = pendingWrite('first')
    const p1 = press(click, first.write)
    expect(writing.value).toBe(true)
    const other = pendingWrite('second')
    expect(await press(key, other.write)).toBeUndefined()
    expect(await press(click, other.write)).toBeUndefined()
    expect(other.started()).toBe(0)
    first.land()
    expect(await p1).toBe('first')
    expect(writing.value).toBe(false)
    // A key pressed deliberately again, once the first write has landed: a second change.
    const again = pendingWrite('again')
    const p2 = press(key, again.write)
    again.land()
    expect(await p2).toBe('again')
    expect(again.started()).toBe(1)
  })

  it('the second click of a double click is no press, even once the first has landed', async () => {
    const { press } = usePressGuard()
    const first = pendingWrite(1)
    const p1 = press(click, first.write)
    first.land()
    expect(await p1).toBe(1)
    const second = pendingWrite(2)
    expect(await press(secondOfDouble, second.write)).toBeUndefined()
    expect(second.started()).toBe(0)
  })

  it('a write that fails lets the next press through', async () => {
    const { press, writing } = usePressGuard()
    await expect(press(click, () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full')
    expect(writing.value).toBe(false)
    expect(await press(click, async () => 'written')).toBe('written')
  })

  it('two guards do not hold each other back (one per faction, one per screen)', async () => {
    const rebels = usePressGuard()
    const empire = usePressGuard()
    const r = pendingWrite('rebels')
    const pr = rebels.press(click, r.write)
    expect(await empire.press(click, async () => 'empire')).toBe('empire')
    r.land()
    expect(await pr).toBe('rebels')
  })
})
