// Argument checks for everything that crosses the IPC bridge. The renderer is trusted code, but a
// compromised page must not be able to steer the main process to arbitrary files or memory use.
import { isLocale, type Locale } from '../src-shared/locale'
import { MAX_PAYLOAD_BYTES } from '../src-shared/ipc'
import { GAME_ID_PATTERN } from '../src-shared/core/game-record'

export const BACKUP_NAME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/
const BACKUP_FILE_PATTERN = /^([A-Za-z0-9_-]{1,64})\/(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json)$/
const MB = 1024 * 1024

export function isGameId(value: unknown): value is string {
  return typeof value === 'string' && GAME_ID_PATTERN.test(value)
}

/** `<gameId>/<stamp>.json`, and nothing else: no dots to climb with, no backslashes, no absolute paths. */
export function parseBackupFile(value: unknown): { gameId: string; name: string } | null {
  if (typeof value !== 'string' || value.length > 200) return null
  const match = BACKUP_FILE_PATTERN.exec(value)
  if (match === null || match[1] === undefined || match[2] === undefined) return null
  return { gameId: match[1], name: match[2] }
}

function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

/** Rounded up to 0.1 MB, so a file just over the limit never reads as exactly the limit. */
function formatMegabytes(bytes: number): string {
  return String(Math.ceil((bytes / MB) * 10) / 10)
}

/** null when the JSON fits, otherwise the message the player sees. */
export function payloadTooLargeMessage(json: string): string | null {
  const bytes = utf8Bytes(json)
  if (bytes <= MAX_PAYLOAD_BYTES) return null
  return `This game is too large to save (${formatMegabytes(bytes)} MB; the limit is ${formatMegabytes(MAX_PAYLOAD_BYTES)} MB).`
}

export function fileTooLargeMessage(bytes: number): string | null {
  if (bytes <= MAX_PAYLOAD_BYTES) return null
  return `This file is too large to import (${formatMegabytes(bytes)} MB; the limit is ${formatMegabytes(MAX_PAYLOAD_BYTES)} MB).`
}

/** Save-dialog suggestion: a plain file name ending in .json, whatever the renderer sent. */
export function safeFileName(value: unknown, fallback = 'holotable-game.json'): string | null {
  if (typeof value !== 'string' || value.length > 200) return null
  const cleaned = value
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f<>:"/\\|?*]/g, '-')
    .replace(/^[.\s]+/, '')
    .trim()
  if (cleaned === '') return fallback
  return cleaned.toLowerCase().endsWith('.json') ? cleaned : `${cleaned}.json`
}

/** A language the interface offers ('en' or 'de'): anything else from the renderer is refused. */
export function isLanguage(value: unknown): value is Locale {
  return isLocale(value)
}
