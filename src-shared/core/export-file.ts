// The game file's shape and how it is written. Kept apart from the zod schemas that read it
// (export-format.ts), so saving and backups never load the validator at start-up.
import type { GameRow, LogEvent } from './game-record'

export const EXPORT_FORMAT = 'holotable-game'
export const EXPORT_VERSION = 1

export interface GameExport {
  format: typeof EXPORT_FORMAT
  version: typeof EXPORT_VERSION
  exportedAt: string
  game: GameRow
  events: LogEvent[]
}

export function serializeGameExport(game: GameRow, events: readonly LogEvent[], now: Date): string {
  const file: GameExport = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    game,
    events: [...events],
  }
  return JSON.stringify(file, null, 2) + '\n'
}
