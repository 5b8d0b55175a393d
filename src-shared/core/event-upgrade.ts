// Old payloads are upgraded when read, never rewritten in the database or in an export.
// Each upgrader lifts one event type by one version (v → v + 1); chains run step by step, so a
// new version only ever needs the one step from the version before it.
import type { LogEvent } from './game-record'

export interface PayloadUpgrader {
  type: string
  /** The payload version this step reads; it produces version `from + 1`. */
  from: number
  upgrade(payload: unknown): unknown
}

export type EventUpgrade = (e: LogEvent) => LogEvent

/**
 * The play logger's and every game's upgraders. None yet: every payload is still at its first
 * version. Add a step here (or a game module's list) when a payload's shape changes.
 */
export const PAYLOAD_UPGRADERS: readonly PayloadUpgrader[] = []

export function createEventUpgrade(upgraders: readonly PayloadUpgrader[]): EventUpgrade {
  const steps = new Map<string, PayloadUpgrader>()
  for (const u of upgraders) {
    const key = stepKey(u.type, u.from)
    if (steps.has(key)) throw new Error(`Two payload upgraders for ${u.type} v${u.from}`)
    steps.set(key, u)
  }
  return (e) => {
    let current = e
    for (let step = steps.get(stepKey(current.type, current.v)); step; step = steps.get(stepKey(current.type, current.v))) {
      current = { ...current, v: current.v + 1, payload: step.upgrade(current.payload) }
    }
    return current
  }
}

/** Upgrades with the registered upgraders; returns the same object when nothing applies. */
export const upgradeEvent: EventUpgrade = createEventUpgrade(PAYLOAD_UPGRADERS)

function stepKey(type: string, from: number): string {
  return `${type}@${from}`
}
