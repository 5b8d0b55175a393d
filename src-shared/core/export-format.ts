// The game file a player exports and imports: one game row plus its whole log, as stored.
// Parsing never throws; it returns the first problem in words a player can act on.
import { z } from 'zod'
import { GAME_ID_PATTERN, type GameResult, type GameRow, type LogEvent, type Player } from './game-record'
import { EXPORT_FORMAT, EXPORT_VERSION, type GameExport } from './export-file'
import { MAX_PAYLOAD_BYTES } from '../ipc'
import type { Locale } from '../locale'
import { exportFormatWords } from './export-format-words'

export { serializeGameExport, type GameExport } from './export-file'

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string }

const isoDate = z.iso.datetime({ offset: true })
const nonEmpty = z.string().min(1)

const playerSchema: z.ZodType<Player> = z.object({
  id: nonEmpty,
  name: z.string(),
  faction: z.string().optional(),
})

const resultSchema: z.ZodType<GameResult> = z.object({
  winners: z.array(z.string()),
  scores: z.record(z.string(), z.number()),
  note: z.string().optional(),
  reason: z.string().min(1).optional(),
})

const gameId = z.string().regex(GAME_ID_PATTERN, {
  message: 'must be 1–64 letters, digits, “-” or “_” (the id every backup is filed under)',
})

const gameRowSchema: z.ZodType<GameRow> = z.object({
  id: gameId,
  module: nonEmpty,
  title: z.string(),
  players: z.array(playerSchema),
  options: z.record(z.string(), z.unknown()),
  status: z.enum(['active', 'finished']),
  createdAt: isoDate,
  updatedAt: isoDate,
  result: resultSchema.optional(),
})

const logEventSchema: z.ZodType<LogEvent> = z.object({
  gameId: nonEmpty,
  seq: z.number().int().min(1),
  at: isoDate,
  type: nonEmpty,
  v: z.number().int().min(0),
  // JSON has no undefined, so a missing payload means the file was cut or hand-edited.
  payload: z.unknown().refine((p) => p !== undefined, { message: 'is missing' }),
})

const gameExportSchema: z.ZodType<GameExport> = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: isoDate,
  game: gameRowSchema,
  events: z.array(logEventSchema),
  corrections: z.record(z.string(), z.unknown()).optional(),
})

/** Deeper than any game file Holotable writes (a payload is a few levels deep); stops hostile nesting. */
export const MAX_NESTING = 32
const MB = 1024 * 1024

/** `knownGames`: the ids of the games this version serves (the registry's ids). */
export function parseGameExport(text: string, knownGames: readonly string[], locale?: Locale): ParseResult<GameExport> {
  const w = exportFormatWords(locale)
  // One limit for the desktop and web builds (main refuses the same size before reading).
  const bytes = utf8Length(text)
  if (bytes > MAX_PAYLOAD_BYTES) {
    return fail(w.tooLarge(megabytes(bytes), megabytes(MAX_PAYLOAD_BYTES)))
  }
  // Editors on Windows may start a UTF-8 file with a byte-order mark; it is not part of the JSON.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const depth = nestingDepth(body)
  if (depth > MAX_NESTING) {
    return fail(w.damaged(w.nested(depth, MAX_NESTING)))
  }
  let data: unknown
  try {
    data = JSON.parse(body)
  } catch {
    return fail(w.notJson)
  }
  if (!isRecord(data) || data.format === undefined) {
    return fail(w.formatMissing)
  }
  if (data.format !== EXPORT_FORMAT) {
    return fail(w.formatOther(JSON.stringify(data.format)))
  }
  if (typeof data.version === 'number' && data.version > EXPORT_VERSION) {
    return fail(w.newer(data.version))
  }
  const module = isRecord(data.game) ? data.game.module : undefined
  if (typeof module === 'string' && !knownGames.includes(module)) {
    return fail(w.unknownGame(module))
  }
  const parsed = gameExportSchema.safeParse(data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return fail(w.damaged(issue ? describeIssue(issue, data, w.detail) : w.layout))
  }
  const logProblem = checkLog(parsed.data, w)
  if (logProblem) return fail(w.damaged(logProblem))
  return { ok: true, value: parsed.data }
}

/** The log's own rules, beyond each field's shape: numbered 1..n in order, all of this game. */
function checkLog(file: GameExport, w: ReturnType<typeof exportFormatWords>): string | undefined {
  for (const [i, e] of file.events.entries()) {
    if (e.gameId !== file.game.id) return w.check.otherGame(i, e.gameId, file.game.id)
    if (e.seq !== i + 1) return w.check.seqOrder(i, e.seq, i + 1)
  }
  return undefined
}

/** The deepest run of open [ and { outside strings, counted without parsing (no recursion). */
function nestingDepth(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) {
      depth++
      if (depth > max) max = depth
    } else if (c === 0x7d || c === 0x5d) depth--
  }
  return max
}

function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) bytes += 1
    else if (c < 0x800) bytes += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4 // a surrogate pair is one 4-byte character
      i++
    } else bytes += 3
  }
  return bytes
}

/** Rounded up to 0.1 MB, so a file just over the limit never reads as exactly the limit. */
function megabytes(bytes: number): string {
  return String(Math.ceil((bytes / MB) * 10) / 10)
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error }
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

type Issue = z.core.$ZodIssue

type DetailWords = ReturnType<typeof exportFormatWords>['detail']

function describeIssue(issue: Issue, input: unknown, d: DetailWords): string {
  const where = pathText(issue.path, d)
  const missing = valueAt(input, issue.path) === undefined
  if (missing && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) return d.missing(where)
  switch (issue.code) {
    case 'invalid_type':
      return d.mustBe(where, d.types[issue.expected] ?? issue.expected)
    case 'invalid_value': {
      const options = issue.values.map((v) => JSON.stringify(v))
      return options.length === 1 ? d.mustBe(where, options[0]!) : d.oneOf(where, options.join(', '))
    }
    case 'invalid_format':
      if (issue.format === 'datetime') return d.dateTime(where)
      // The only pattern is the game's id (game.id, events[i].gameId).
      return issue.format === 'regex' ? d.gameId(where) : d.form(where)
    case 'too_small':
      return issue.origin === 'string' ? d.empty(where) : d.atLeast(where, String(issue.minimum))
    case 'custom':
      // The only custom check is an event's payload being there.
      return missing ? d.missing(where) : `${where} ${issue.message}`
    default:
      return `${where}: ${issue.message}`
  }
}

/** ['events', 3, 'seq'] → 'events[3].seq', the way a player sees it in a text editor. */
function pathText(path: readonly PropertyKey[], d: DetailWords): string {
  if (path.length === 0) return d.file
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out === '' ? String(key) : `.${String(key)}`
  }
  return out
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = input
  for (const key of path) {
    if (typeof cur !== 'object' || cur === null) return undefined
    cur = (cur as Record<PropertyKey, unknown>)[key]
  }
  return cur
}
