// Display names for the ids the engine uses.
import type { PlacementTarget } from '../../../src-shared/games/rebellion/data'
import type { QueueSource } from '../../../src-shared/games/rebellion/build-queue'
import { isSystemId, systemName } from '../../../src-shared/games/rebellion/systems'
import { unitFact } from '../../../src-shared/games/rebellion/units'

export function unitName(id: string): string {
  return unitFact(id)?.value.name ?? id
}

export function targetName(t: PlacementTarget): string {
  return t === 'rebel-base' ? 'Rebel Base space' : systemName(t)
}

const SOURCES: Record<string, string> = { 'rebel-base': 'Rebel Base space', project: 'project card', setup: 'setup', other: 'other' }

export function sourceName(from: QueueSource): string {
  return isSystemId(from) ? systemName(from) : (SOURCES[from] ?? from)
}
