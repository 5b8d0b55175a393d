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
  /**
   * The data corrections in force for this game's module when it was exported (Settings › Data
   * corrections), so the results it showed can be had again elsewhere. An import offers them and
   * asks before applying any; files without them (older exports) import as before.
   */
  corrections?: Record<string, unknown>
}

/** The corrections that belong to a game's module: keys are '<module>.<name>'. */
export function correctionsOfModule(all: Readonly<Record<string, unknown>>, module: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(all).filter(([k]) => k.startsWith(`${module}.`)))
}

export function serializeGameExport(
  game: GameRow,
  events: readonly LogEvent[],
  now: Date,
  corrections: Readonly<Record<string, unknown>> = {},
): string {
  const own = correctionsOfModule(corrections, game.module)
  const file: GameExport = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    game,
    events: [...events],
    ...(Object.keys(own).length ? { corrections: own } : {}),
  }
  return JSON.stringify(file, null, 2) + '\n'
}
