import { describe, expect, it } from 'vitest'
import { parseGameExport as parseWith, serializeGameExport } from '../../../src-shared/core/export-format'
import { GAME_IDS } from '../../../src-shared/games/registry'

const parseGameExport = (text: string) => parseWith(text, GAME_IDS)
const GAME_MODULE_IDS = GAME_IDS
import type { GameRow, LogEvent } from '../../../src-shared/core/game-record'

const game: GameRow = {
  id: 'g-1',
  module: 'rebellion',
  title: 'Friday night',
  players: [
    { id: 'p1', name: 'Ana', faction: 'empire' },
    { id: 'p2', name: 'Ben', faction: 'rebels' },
  ],
  options: { riseOfTheEmpire: true },
  status: 'finished',
  createdAt: '2024-05-01T18:00:00.000Z',
  updatedAt: '2024-05-01T21:30:00.000Z',
  result: { winners: ['p2'], scores: { p1: 0, p2: 1 }, note: 'Base found too late' },
}

const events: LogEvent[] = [
  {
    gameId: 'g-1',
    seq: 1,
    at: '2024-05-01T18:00:00.000Z',
    type: 'game.started',
    v: 1,
    payload: { players: game.players, options: game.options },
  },
  {
    gameId: 'g-1',
    seq: 2,
    at: '2024-05-01T19:00:00.000Z',
    type: 'note.added',
    v: 1,
    payload: { text: 'Probe droids sent to Hoth' },
  },
  { gameId: 'g-1', seq: 3, at: '2024-05-01T19:05:00.000Z', type: 'undo', v: 1, payload: { target: 2 } },
  { gameId: 'g-1', seq: 4, at: '2024-05-01T21:30:00.000Z', type: 'game.finished', v: 1, payload: game.result },
]

const NOW = new Date('2024-06-02T10:00:00.000Z')

/** A valid export as a plain object, to damage one field at a time. */
function fileObject(): Record<string, unknown> & { game: Record<string, unknown>; events: Record<string, unknown>[] } {
  return JSON.parse(serializeGameExport(game, events, NOW))
}

function errorOf(data: unknown): string {
  const r = parseGameExport(typeof data === 'string' ? data : JSON.stringify(data))
  if (r.ok) throw new Error('expected the file to be rejected')
  return r.error
}

describe('serializeGameExport', () => {
  it('writes the format header, the export time and the game as pretty JSON', () => {
    const text = serializeGameExport(game, events, NOW)
    expect(
      text.startsWith('{\n  "format": "holotable-game",\n  "version": 1,\n  "exportedAt": "2024-06-02T10:00:00.000Z",'),
    ).toBe(true)
    expect(text.endsWith('}\n')).toBe(true)
  })

  it('round-trips through parseGameExport unchanged', () => {
    const r = parseGameExport(serializeGameExport(game, events, NOW))
    expect(r).toEqual({
      ok: true,
      value: { format: 'holotable-game', version: 1, exportedAt: '2024-06-02T10:00:00.000Z', game, events },
    })
  })

  it('round-trips an active game with no result and no events', () => {
    const active: GameRow = { ...game, status: 'active' }
    delete active.result
    const r = parseGameExport(serializeGameExport(active, [], NOW))
    expect(r.ok && r.value.game).toEqual(active)
    expect(r.ok && r.value.events).toEqual([])
  })
})

describe('parseGameExport rejects with a message a player can act on', () => {
  it('text that is not JSON', () => {
    expect(errorOf('{"format": "holotable-game",')).toBe(
      'This file is not valid JSON, so it cannot be a Holotable game file. Choose a file that Holotable exported.',
    )
  })

  it('JSON from another program', () => {
    const foreign =
      'This is not a Holotable game file (format is missing). Choose a file that Holotable exported from a game.'
    expect(errorOf({ name: 'my-package', version: '1.0.0' })).toBe(foreign)
    expect(errorOf([1, 2, 3])).toBe(foreign)
    expect(errorOf('"just text"')).toBe(foreign)
    expect(errorOf('null')).toBe(foreign)
    expect(errorOf({ ...fileObject(), format: 'other-app' })).toBe(
      'This is not a Holotable game file (format is "other-app"). Choose a file that Holotable exported from a game.',
    )
  })

  it('a file from a newer Holotable', () => {
    expect(errorOf({ ...fileObject(), version: 2 })).toBe(
      'This game was exported by a newer Holotable (version 2); update the app to import it.',
    )
  })

  it('a game this Holotable does not know', () => {
    const f = fileObject()
    f.game.module = 'armada'
    expect(errorOf(f)).toBe(
      'This file holds a game of "armada", which this Holotable does not know; update the app to import it.',
    )
  })

  it('a wrong-typed field, naming its path, with what to do', () => {
    const f = fileObject()
    f.events[3]!.seq = '4'
    expect(errorOf(f)).toBe(
      'This Holotable game file is damaged: events[3].seq must be a number. Export the game again, or import a backup of it.',
    )
  })

  it.each([
    ['a missing version', (f: ReturnType<typeof fileObject>) => delete f.version, 'version is missing'],
    ['a missing game module', (f: ReturnType<typeof fileObject>) => delete f.game.module, 'game.module is missing'],
    ['version 0', (f: ReturnType<typeof fileObject>) => (f.version = 0), 'version must be 1'],
    [
      'a missing payload',
      (f: ReturnType<typeof fileObject>) => delete f.events[1]!.payload,
      'events[1].payload is missing',
    ],
    [
      'a fractional seq',
      (f: ReturnType<typeof fileObject>) => (f.events[0]!.seq = 1.5),
      'events[0].seq must be a whole number',
    ],
    [
      'an empty event type',
      (f: ReturnType<typeof fileObject>) => (f.events[2]!.type = ''),
      'events[2].type must not be empty',
    ],
    [
      'an unknown status',
      (f: ReturnType<typeof fileObject>) => (f.game.status = 'paused'),
      'game.status must be one of "active", "finished"',
    ],
    [
      'a date that is not ISO',
      (f: ReturnType<typeof fileObject>) => (f.game.createdAt = '1 May 2024'),
      'game.createdAt must be a date and time like 2024-05-01T18:30:00.000Z',
    ],
    [
      'events that are not a list',
      (f: ReturnType<typeof fileObject>) => (f.events = {} as never),
      'events must be a list',
    ],
    [
      'a player without a name',
      (f: ReturnType<typeof fileObject>) => delete (f.game.players as Record<string, unknown>[])[1]!.name,
      'game.players[1].name is missing',
    ],
    [
      'a score that is text',
      (f: ReturnType<typeof fileObject>) => ((f.game.result as { scores: Record<string, unknown> }).scores.p1 = 'zero'),
      'game.result.scores.p1 must be a number',
    ],
    [
      'a gap in the numbering',
      (f: ReturnType<typeof fileObject>) => (f.events[2]!.seq = 4),
      'events[2].seq is 4 but should be 3 (events are numbered 1, 2, 3… in order)',
    ],
    [
      'a repeated seq',
      (f: ReturnType<typeof fileObject>) => (f.events[1]!.seq = 1),
      'events[1].seq is 1 but should be 2 (events are numbered 1, 2, 3… in order)',
    ],
    [
      'an event of another game',
      (f: ReturnType<typeof fileObject>) => (f.events[3]!.gameId = 'g-2'),
      'events[3].gameId is "g-2" but the game\'s id is "g-1"',
    ],
  ])('%s', (_name, damage, problem) => {
    const f = fileObject()
    damage(f)
    expect(errorOf(f)).toBe(
      `This Holotable game file is damaged: ${problem}. Export the game again, or import a backup of it.`,
    )
  })

  it('accepts dates with a time-zone offset', () => {
    const f = fileObject()
    f.game.createdAt = '2024-05-01T20:00:00+02:00'
    expect(parseGameExport(JSON.stringify(f)).ok).toBe(true)
  })

  it('accepts every game module id', () => {
    for (const id of GAME_MODULE_IDS) {
      const f = fileObject()
      f.game.module = id
      expect(parseGameExport(JSON.stringify(f)).ok).toBe(true)
    }
  })
})

describe('import refusals in German', () => {
  const refusal = (text: string): string => {
    const r = parseWith(text, GAME_IDS, 'de')
    if (r.ok) throw new Error('expected the file to be rejected')
    return r.error
  }
  it('say what is wrong and what to do in the interface language', () => {
    expect(refusal('{nope')).toBe(
      'Diese Datei ist kein gültiges JSON und kann daher keine Holotable-Spieldatei sein. Wähle eine Datei, die Holotable exportiert hat.',
    )
    expect(refusal(JSON.stringify({ ...fileObject(), version: 2 }))).toBe(
      'Dieses Spiel wurde von einem neueren Holotable exportiert (Version 2); aktualisiere die App, um es zu importieren.',
    )
    expect(refusal(JSON.stringify({ ...fileObject(), events: [{ ...fileObject().events[0], seq: 5 }] }))).toBe(
      'Diese Holotable-Spieldatei ist beschädigt: events[0].seq ist 5, muss aber 1 sein (die Ereignisse sind der Reihe nach 1, 2, 3 … nummeriert). Exportiere das Spiel noch einmal oder importiere eine Sicherung davon.',
    )
    const other = fileObject()
    other.events[3]!.gameId = 'g-2'
    expect(refusal(JSON.stringify(other))).toBe(
      'Diese Holotable-Spieldatei ist beschädigt: events[3].gameId ist „g-2“, die Kennung des Spiels ist aber „g-1“. Exportiere das Spiel noch einmal oder importiere eine Sicherung davon.',
    )
    // The damaged file's detail in German too: the field as written in the file, what it must be.
    const f = fileObject()
    ;(f.events[0] as { seq: unknown }).seq = 1.5
    expect(refusal(JSON.stringify(f))).toBe(
      'Diese Holotable-Spieldatei ist beschädigt: events[0].seq muss eine ganze Zahl sein. Exportiere das Spiel noch einmal oder importiere eine Sicherung davon.',
    )
    const noPayload = fileObject()
    delete noPayload.events[1]!.payload
    expect(refusal(JSON.stringify(noPayload))).toBe(
      'Diese Holotable-Spieldatei ist beschädigt: events[1].payload fehlt. Exportiere das Spiel noch einmal oder importiere eine Sicherung davon.',
    )
    const badId = fileObject()
    badId.game.id = 'our game!'
    expect(refusal(JSON.stringify(badId))).toBe(
      'Diese Holotable-Spieldatei ist beschädigt: game.id muss aus 1–64 Buchstaben, Ziffern, „-“ oder „_“ bestehen (die Kennung, unter der jede Sicherung abgelegt wird). Exportiere das Spiel noch einmal oder importiere eine Sicherung davon.',
    )
    const g = fileObject()
    delete (g.game as { module?: unknown }).module
    expect(refusal(JSON.stringify(g))).toBe(
      'Diese Holotable-Spieldatei ist beschädigt: game.module fehlt. Exportiere das Spiel noch einmal oder importiere eine Sicherung davon.',
    )
  })
})
