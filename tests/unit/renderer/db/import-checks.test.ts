// Imports refuse what the log's own rules forbid, and say which event and why (issue #11).
import { describe, expect, it } from 'vitest'
import type { Repository } from '../../../../src-renderer/db/repository'
import { MAX_NESTING } from '../../../../src-shared/core/export-format'
import { freshStore, note, rebellionGame, started } from './fixtures'

const HINT = ' Export the game again, or import a backup of it.'
const damaged = (problem: string): string => `This Holotable game file is damaged: ${problem}.${HINT}`

interface File {
  game: { id: string; players: { id: string; name: string; faction?: string }[]; title: string }
  events: { seq: number; type: string; gameId: string; payload: unknown }[]
}

async function exported(repo: Repository): Promise<File> {
  const { game } = await repo.createGame(rebellionGame, started)
  await repo.appendEvent(game.id, note('Probe droids to Hoth'))
  await repo.appendEvent(game.id, { type: 'score.set', v: 1, payload: { player: 'p2', score: 3 } })
  return JSON.parse(await repo.exportGame(game.id)) as File
}

async function refusal(change: (f: File) => void, locale?: 'de'): Promise<string> {
  const { repo } = freshStore()
  const file = await exported(repo)
  await repo.deleteGame(file.game.id)
  change(file)
  const outcome = await repo.importGame(JSON.stringify(file), 'ask', locale)
  expect(await repo.listGames()).toEqual([])
  return outcome.status === 'invalid' ? outcome.error : `not refused: ${outcome.status}`
}

describe('import cross-checks what the log implies', () => {
  it('refuses a game with more players than the game allows, naming the limit', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => ({ id: `p${n}`, name: `P${n}` }))
    expect(
      await refusal((f) => {
        f.game.players = five
        f.events[0]!.payload = { players: five, options: {} }
      }),
    ).toBe(damaged('game.players: Star Wars: Rebellion games have 2–4 players, this file has 5'))
  })

  it('refuses two players with one id, and a faction the game does not have', async () => {
    expect(
      await refusal((f) => {
        f.game.players[1]!.id = 'p1'
      }),
    ).toBe(damaged('game.players: two players share the id “p1”'))
    expect(
      await refusal((f) => {
        f.game.players[0]!.faction = 'hutts'
      }),
    ).toBe(damaged('game.players: Ana’s faction “hutts” is not one of Star Wars: Rebellion’s'))
  })

  it('refuses what the forms refuse: a blank title, a blank, overlong or repeated name', async () => {
    expect(await refusal((f) => (f.game.title = '   '))).toBe(damaged('game.title: the game has no title'))
    const rename = (f: File, i: number, name: string) => {
      f.game.players[i]!.name = name
      ;(f.events[0]!.payload as { players: { name: string }[] }).players[i]!.name = name
    }
    expect(await refusal((f) => rename(f, 1, ' '))).toBe(damaged('game.players: player “p2” has no name'))
    expect(await refusal((f) => rename(f, 1, 'B'.repeat(41)))).toBe(
      damaged('game.players: a player’s name has at most 40 characters'),
    )
    expect(await refusal((f) => rename(f, 1, ' ana '))).toBe(damaged('game.players: two players are both called “ana”'))
  })

  it('refuses a score or a final score out of range, and a note longer than the note box takes', async () => {
    const range = 'a score is a whole number from -100000 to 100000'
    expect(await refusal((f) => ((f.events[2]!.payload as { score: number }).score = 1e300))).toBe(
      damaged(`event #3 “score.set”: ${range}`),
    )
    expect(
      await refusal((f) =>
        f.events.push({
          seq: 4,
          type: 'game.finished',
          gameId: f.game.id,
          payload: { winners: ['p1'], scores: { p1: 100001, p2: 3 } },
          ...({ v: 1, at: '2025-01-01T00:00:00.000Z' } as object),
        }),
      ),
    ).toBe(damaged(`event #4 “game.finished”: ${range}`))
    expect(await refusal((f) => ((f.events[1]!.payload as { text: string }).text = 'n'.repeat(2001)))).toBe(
      damaged('event #2 “note.added”: a note has at most 2000 characters'),
    )
  })

  it('refuses a log that does not start with game.started, or starts twice', async () => {
    expect(
      await refusal((f) => {
        f.events[0]!.type = 'note.added'
        f.events[0]!.payload = { text: 'hi' }
      }),
    ).toBe(damaged('the log must start with “game.started” (event #1)'))
    expect(
      await refusal((f) => {
        f.events[2] = { ...f.events[0]!, seq: 3 }
      }),
    ).toBe(damaged('event #3 “game.started”: a game starts only once, at event #1'))
  })

  it('refuses a start whose players are not the game’s', async () => {
    expect(
      await refusal((f) => {
        ;(f.events[0]!.payload as { players: { name: string }[] }).players[0]!.name = 'Zed'
      }),
    ).toBe(damaged('event #1 “game.started”: its players differ from the game’s players'))
  })

  it('refuses a score or a result naming someone who is not playing', async () => {
    expect(
      await refusal((f) => {
        f.events[2]!.payload = { player: 'p9', score: 3 }
      }),
    ).toBe(damaged('event #3 “score.set”: “p9” is not a player of this game'))
    expect(
      await refusal((f) => {
        f.events.push({ ...f.events[1]!, seq: 4, type: 'game.finished', payload: { winners: ['p7'], scores: {} } })
      }),
    ).toBe(damaged('event #4 “game.finished”: the result names “p7”, who is not a player of this game'))
  })

  it('refuses undo and redo that do not follow the log', async () => {
    const meta = (type: string, target: unknown) => (f: File) => {
      f.events.push({ ...f.events[1]!, seq: 4, type, payload: { target } })
    }
    expect(await refusal(meta('undo', 2))).toBe(
      damaged('event #4 “undo”: it does not undo the event the app would have (a undo must follow the log)'),
    )
    expect(await refusal(meta('redo', 3))).toBe(
      damaged('event #4 “redo”: it does not redo the event the app would have (a redo must follow the log)'),
    )
    expect(await refusal(meta('undo', 9))).toBe(
      damaged('event #4 “undo”: target must be the number of an earlier event'),
    )
    expect(await refusal(meta('undo', '3'))).toBe(
      damaged('event #4 “undo”: target must be the number of an earlier event'),
    )
  })

  it('refuses undoing the start of the game', async () => {
    expect(
      await refusal((f) => {
        f.events.splice(1)
        f.events.push({ ...f.events[0]!, seq: 2, type: 'undo', payload: { target: 1 } })
      }),
    ).toBe(damaged('event #2 “undo”: the start of the game cannot be undone'))
  })

  it('refuses an event whose payload does not fit its declaration, naming the event and the field', async () => {
    const add = (type: string, payload: unknown) => (f: File) => {
      f.events.push({ ...f.events[1]!, seq: 4, type, payload })
    }
    expect(await refusal(add('note.deleted', { note: 2 }))).toBe(damaged('event #4 “note.deleted”: text: is missing'))
    expect(await refusal(add('score.set', { player: 'p1', score: 'ten' }))).toBe(
      damaged('event #4 “score.set”: score: must be a number'),
    )
    expect(await refusal(add('game.finished', {}))).toBe(damaged('event #4 “game.finished”: winners: is missing'))
    expect(await refusal(add('checklist.ticked', { list: 'setup', step: '', done: true }))).toBe(
      damaged('event #4 “checklist.ticked”: step: must have at least 1 character'),
    )
  })

  it('refuses an event that cannot fold into the game as it stood', async () => {
    expect(
      await refusal((f) => {
        f.events.push({ ...f.events[1]!, seq: 4, type: 'rebellion.units.deployed', payload: { placements: [] } })
      }),
    ).toMatch(/^This Holotable game file is damaged: event #4 “rebellion.units.deployed”: .+\. Export/)
  })

  it('accepts a log with undo and redo aimed as the app aims them, and a clock set back', async () => {
    const { repo } = freshStore()
    const file = await exported(repo)
    await repo.deleteGame(file.game.id)
    const base = f0(file)
    file.events.push({ ...base, seq: 4, type: 'undo', payload: { target: 3 }, at: '2024-05-01T17:00:00.000Z' } as never)
    file.events.push({ ...base, seq: 5, type: 'redo', payload: { target: 3 } } as never)
    file.events.push({ ...base, seq: 6, type: 'undo', payload: { target: 3 } } as never)
    const outcome = await repo.importGame(JSON.stringify(file))
    expect(outcome.status).toBe('imported')
    expect((await repo.listEvents(file.game.id)).map((e) => e.type)).toEqual([
      'game.started',
      'note.added',
      'score.set',
      'undo',
      'redo',
      'undo',
    ])
  })
})

function f0(file: File): File['events'][number] {
  return file.events[1]!
}

describe('import limits', () => {
  it('accepts a file that starts with a UTF-8 byte-order mark', async () => {
    const { repo } = freshStore()
    const file = await exported(repo)
    await repo.deleteGame(file.game.id)
    expect((await repo.importGame('\uFEFF' + JSON.stringify(file))).status).toBe('imported')
  })

  it('refuses a file over 20 MB, as the desktop app does', async () => {
    const { repo } = freshStore()
    const file = await exported(repo)
    file.game.title = 'x'.repeat(21 * 1024 * 1024)
    expect(await repo.importGame(JSON.stringify(file))).toEqual({
      status: 'invalid',
      error:
        'This file is too large to import (21.1 MB; the limit is 20 MB). Choose a file that Holotable exported from one game.',
    })
  })

  it('refuses a 13 KB file nested 5,000 levels deep, in words, without touching the database', async () => {
    const { repo } = freshStore()
    const file = await exported(repo)
    await repo.deleteGame(file.game.id)
    const text = JSON.stringify(file).replace('"text":', `"deep":${'['.repeat(5000)}${']'.repeat(5000)},"text":`)
    expect(text.length).toBeLessThan(14_000)
    expect(await repo.importGame(text)).toEqual({
      status: 'invalid',
      error: damaged(`it is nested 5004 levels deep (a Holotable game file has at most ${MAX_NESTING})`),
    })
    expect(await repo.listGames()).toEqual([])
  })

  it('refuses a game id that backups could not file, saying which ids fit', async () => {
    expect(
      await refusal((f) => {
        f.game.id = '../other game'
        for (const e of f.events) e.gameId = '../other game'
      }),
    ).toBe(damaged('game.id must be 1–64 letters, digits, “-” or “_” (the id every backup is filed under)'))
  })

  it('says what the checks find in German inside the German frame', async () => {
    const beschaedigt = (detail: string) =>
      `Diese Holotable-Spieldatei ist beschädigt: ${detail}. Exportiere das Spiel noch einmal oder importiere eine Sicherung davon.`
    const five = [1, 2, 3, 4, 5].map((n) => ({ id: `p${n}`, name: `P${n}` }))
    expect(
      await refusal((f) => {
        f.game.players = five
        f.events[0]!.payload = { players: five, options: {} }
      }, 'de'),
    ).toBe(beschaedigt('game.players: Partien von Star Wars: Rebellion haben 2–4 Personen, diese Datei hat 5'))
    expect(await refusal((f) => (f.game.title = '   '), 'de')).toBe(
      beschaedigt('game.title: das Spiel hat keinen Titel'),
    )
    expect(await refusal((f) => (f.game.players[0]!.faction = 'hutts'), 'de')).toBe(
      beschaedigt('game.players: die Fraktion „hutts“ von Ana gibt es in Star Wars: Rebellion nicht'),
    )
    expect(await refusal((f) => ((f.events[2]!.payload as { score: number }).score = 1e300), 'de')).toBe(
      beschaedigt('Ereignis Nr. 3 „score.set“: ein Punktestand ist eine ganze Zahl von -100000 bis 100000'),
    )
    expect(await refusal((f) => (f.events[2]!.payload = { player: 'p9', score: 3 }), 'de')).toBe(
      beschaedigt('Ereignis Nr. 3 „score.set“: „p9“ spielt in diesem Spiel nicht mit'),
    )
    expect(
      await refusal((f) => {
        f.events[0]!.type = 'note.added'
        f.events[0]!.payload = { text: 'hi' }
      }, 'de'),
    ).toBe(beschaedigt('das Protokoll muss mit „game.started“ beginnen (Ereignis Nr. 1)'))
    expect(
      await refusal((f) => f.events.push({ ...f.events[1]!, seq: 4, type: 'undo', payload: { target: 1 } }), 'de'),
    ).toBe(
      beschaedigt(
        'Ereignis Nr. 4 „undo“: es macht nicht das Ereignis rückgängig, das die App rückgängig gemacht hätte (ein Rückgängig folgt dem Protokoll)',
      ),
    )
    // An event whose payload does not fit its declaration, or that this version does not know: the
    // field and what it must be, in German too (they were English inside the German frame).
    const add = (type: string, payload: unknown) => (f: File) => {
      f.events.push({ ...f.events[1]!, seq: 4, type, payload })
    }
    expect(await refusal(add('note.deleted', { note: 2 }), 'de')).toBe(
      beschaedigt('Ereignis Nr. 4 „note.deleted“: text: fehlt'),
    )
    expect(await refusal(add('score.set', { player: 'p1', score: 'ten' }), 'de')).toBe(
      beschaedigt('Ereignis Nr. 4 „score.set“: score: muss eine Zahl sein'),
    )
    expect(await refusal(add('checklist.ticked', { list: 'setup', step: '', done: true }), 'de')).toBe(
      beschaedigt('Ereignis Nr. 4 „checklist.ticked“: step: muss mindestens 1 Zeichen haben'),
    )
    expect(await refusal(add('rebellion.hyperspace.jumped', {}), 'de')).toBe(
      beschaedigt('Ereignis Nr. 4 unbekannte Ereignisart „rebellion.hyperspace.jumped“'),
    )
  })
})
