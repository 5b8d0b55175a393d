import { describe, expect, it } from 'vitest'
import { createEventUpgrade, upgradeEvent, type PayloadUpgrader } from '../../../src-shared/core/event-upgrade'
import type { LogEvent } from '../../../src-shared/core/game-record'

const event = (type: string, v: number, payload: unknown): LogEvent => ({ gameId: 'g', seq: 7, at: '2024-05-01T18:00:00.000Z', type, v, payload })

// A pretend history of 'note.added': v0 stored a bare string, v1 an object, v2 added the author.
const noteSteps: PayloadUpgrader[] = [
  { type: 'note.added', from: 0, upgrade: (p) => ({ text: p as string }) },
  { type: 'note.added', from: 1, upgrade: (p) => ({ ...(p as object), author: null }) },
]

describe('upgradeEvent', () => {
  it('returns current events untouched (no upgraders are registered yet)', () => {
    const e = event('note.added', 1, { text: 'hi' })
    expect(upgradeEvent(e)).toBe(e)
  })

  it('lifts a v0 payload to v1 and keeps the rest of the event', () => {
    const up = createEventUpgrade(noteSteps.slice(0, 1))
    expect(up(event('note.added', 0, 'Hoth probed'))).toEqual(event('note.added', 1, { text: 'Hoth probed' }))
  })

  it('chains steps until the payload is current', () => {
    const up = createEventUpgrade(noteSteps)
    expect(up(event('note.added', 0, 'Hoth probed'))).toEqual(event('note.added', 2, { text: 'Hoth probed', author: null }))
    expect(up(event('note.added', 1, { text: 'x' }))).toEqual(event('note.added', 2, { text: 'x', author: null }))
  })

  it('never changes the stored event it was given', () => {
    const stored = event('note.added', 0, 'Hoth probed')
    createEventUpgrade(noteSteps)(stored)
    expect(stored).toEqual(event('note.added', 0, 'Hoth probed'))
  })

  it('leaves other types and already-current versions alone', () => {
    const up = createEventUpgrade(noteSteps)
    const score = event('score.set', 0, { player: 'p1', score: 3 })
    expect(up(score)).toBe(score)
    const current = event('note.added', 2, { text: 'x', author: 'p1' })
    expect(up(current)).toBe(current)
  })

  it('refuses two upgraders for the same step', () => {
    expect(() => createEventUpgrade([noteSteps[0]!, noteSteps[0]!])).toThrow('Two payload upgraders for note.added v0')
  })
})
