import { describe, expect, it } from 'vitest'
import { rtgEvents as ev } from '../../../../src-shared/games/rule-the-galaxy/events'
import { ana, bo, hand, rtgLog, run } from './rtg-table'

// Rulebook, Ending the Game: the points decide the winner "when the players have destroyed all enemy
// units". Finish game pressed while units are still on the board must not say they were all destroyed.
const midGame = [
  ev.setup({ seed: 1, firstPlayer: 'p1', lanes: 4, rows: 7, fireMarkerSpaces: null, anyMix: true }),
  ev.deal('p1', 'rey'),
  ev.deal('p2', 'finn'),
  ev.unitsEnter([
    { lane: 0, strength: 3, colour: 'chewbacca' },
    { lane: 1, strength: 2, colour: 'rey' },
    { lane: 2, strength: 3, colour: 'finn' },
    { lane: 3, strength: 8, colour: 'multi' },
  ]),
  ev.draw('chewbacca'),
  ev.draw('chewbacca'),
  ev.draw('bb8'),
  ev.stop(),
  ev.destroy({ player: 'p1', unitId: 'u1', spend: hand({ chewbacca: 2, bb8: 1 }), points: 2 }),
]

describe('Finish game before the end', () => {
  const s = run(midGame)
  const play = { players: [ana, bo], options: {}, notes: [], scores: {}, result: undefined }

  it('ranks by points as the game stands and says the game was finished before every unit was destroyed', () => {
    expect(s.phase).toBe('play')
    expect(rtgLog.engine.suggestedResult?.(s, play)).toEqual({
      winners: ['p1'],
      scores: { p1: 2, p2: 0 },
      note: 'Finished before every unit was destroyed: ranked by points, then by units destroyed.',
    })
  })

  it('in German', () => {
    expect(rtgLog.engine.suggestedResult?.(s, play, 'de')?.note).toBe(
      'Beendet, bevor alle Einheiten zerstört waren: nach Punkten, dann nach zerstörten Einheiten gereiht.',
    )
  })
})
