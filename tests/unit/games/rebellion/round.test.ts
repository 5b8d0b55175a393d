// The round cannot drift from the rules: every move is checked as the app appends it (the same
// check the session runs), refused moves change nothing, and the reasons say what to do.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { playEvents } from '../../../../src-shared/core/play-events'
import { initialPlayLog } from '../../../../src-shared/core/play-log'
import { CHECKLISTS, rebellionEventLog } from '../../../../src-shared/games/rebellion/events'
import { refreshStepsLeft } from '../../../../src-shared/games/rebellion/round'
import { poolLimits, whyBuildOverSupply } from '../../../../src-shared/games/rebellion/units-on-board'
import { rebellionLog, rebellionTable as table } from './rebellion-table'

const ev = rebellionEventLog.make
const tick = (step: string, done = true) =>
  playEvents.make('checklist.ticked', { list: CHECKLISTS.refresh, step, done })

const BUILD = { recruit: true, build: true }
const NO_ICONS = { recruit: false, build: false }
const toRefresh = (t: ReturnType<typeof table>, round = 1) => {
  t.ok(ev('rebellion.phase.set', { round, phase: 'command' }))
  t.ok(ev('rebellion.phase.set', { round, phase: 'refresh' }))
}

describe('time advances once per Refresh phase', () => {
  // Base rules, Refresh phase: "Advance Time Marker: Advance the time marker one space along the track."
  it('refuses an advance outside the Refresh phase, a second one, and a jump', () => {
    const t = table()
    expect(t.play(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: BUILD }))).toBe(
      'Time advances in the Refresh phase; round 1 is in the Assignment phase.',
    )
    toRefresh(t)
    expect(t.play(ev('rebellion.time.advanced', { from: 1, to: 3, prompts: BUILD }))).toBe(
      'The time marker is on space 1; it moves one space, to 2.',
    )
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: BUILD }))
    expect(t.play(ev('rebellion.time.advanced', { from: 2, to: 3, prompts: BUILD }))).toBe(
      'Time already advanced this Refresh phase (the marker is on space 2); undo that advance to do it again.',
    )
    expect(t.s.timeTrack.time).toBe(2)
    // Going back to the Command phase would let time move twice in one round.
    expect(t.play(ev('rebellion.phase.set', { round: 1, phase: 'command' }))).toBe(
      'Time already advanced in this Refresh phase; undo that advance to go back to the Command phase.',
    )
  })

  // Base rules: "After deploying units, players begin a new game round starting with the Assignment Phase."
  it('starts the next round only from a Refresh phase whose time has moved', () => {
    const t = table()
    expect(t.play(ev('rebellion.phase.set', { round: 2, phase: 'assignment' }))).toBe(
      'Round 1 has not reached its Refresh phase yet.',
    )
    toRefresh(t)
    expect(t.play(ev('rebellion.phase.set', { round: 2, phase: 'assignment' }))).toBe(
      'Advance time first: the time marker is on space 1, and round 2 starts with it one space further.',
    )
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: NO_ICONS }))
    expect(t.play(ev('rebellion.phase.set', { round: 3, phase: 'assignment' }))).toBe(
      'The game is in round 1; the next round is 2.',
    )
    t.ok(ev('rebellion.phase.set', { round: 2, phase: 'assignment' }))
    expect([t.s.round, t.s.timeTrack.time]).toEqual([2, 2])
  })

  it('goes no further once a side has won, and not at all once the game is finished', () => {
    const t = table()
    toRefresh(t)
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: NO_ICONS }))
    t.ok(ev('rebellion.reputation.moved', { from: 14, to: 2 }))
    expect(t.s.winner).toEqual({ faction: 'rebels', how: 'reputation' })
    const won =
      'The Rebels have won: the game goes no further. Finish it on the Table log (Finish game…), or undo the winning move to play on.'
    expect(t.play(ev('rebellion.phase.set', { round: 2, phase: 'assignment' }))).toBe(won)
    expect(t.play(ev('rebellion.phase.set', { round: 1, phase: 'command' }))).toBe(won)
    // Finished: every move of the game waits for the finish to be undone, the refresh steps too.
    t.ok(playEvents.make('game.finished', { winners: ['p2'], scores: {} }))
    const finished = 'The game is finished: undo the finish (Ctrl+Z) to play on.'
    expect(t.play(ev('rebellion.phase.set', { round: 2, phase: 'assignment' }))).toBe(finished)
    expect(t.play(tick('draw-objective'))).toBe(finished)
    t.undo()
    expect(t.play(tick('draw-objective'))).toBeUndefined()
  })

  it('offers the winning side to Finish game, whatever the score sheet says', () => {
    const t = table()
    const suggest = () => rebellionLog.engine.suggestedResult?.(t.s, t.full.play)
    // Ann (the Empire) leads the generic score sheet, which Rebellion does not use.
    t.ok(playEvents.make('score.set', { player: 'p1', score: 3, from: 0 }))
    expect(suggest()).toBeUndefined()
    toRefresh(t)
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: NO_ICONS }))
    t.ok(ev('rebellion.reputation.moved', { from: 14, to: 2 }))
    expect(suggest()).toEqual({ winners: ['p2'], scores: { p1: 3, p2: 0 }, decided: true })
    t.undo()
    expect(suggest()).toBeUndefined()
    // A Death Star destroyed a system (the base was never recorded): the Empire's word stands.
    t.ok(ev('rebellion.system.edited', { system: 'kessel', change: { destroyed: true } }))
    t.ok(ev('rebellion.empire.won', { how: 'base-destroyed' }))
    expect(suggest()).toEqual({ winners: ['p1'], scores: { p1: 3, p2: 0 }, decided: true })
  })

  it('records one winning side only', () => {
    const t = table()
    // Ann plays the Empire, Ben the Rebels: both cannot win.
    expect(t.play(playEvents.make('game.finished', { winners: ['p1', 'p2'], scores: {} }))).toBe(
      'One side wins Rebellion: tick the Empire’s players or the Rebels’ players as winners, not both.',
    )
    expect(
      rebellionLog.check(t.initial, playEvents.make('game.finished', { winners: ['p1', 'p2'], scores: {} }), 'de'),
    ).toBe(
      'In Rebellion gewinnt eine Seite: Hake die Spieler des Imperiums oder die der Rebellen als Sieger an, nicht beide.',
    )
    t.ok(playEvents.make('game.finished', { winners: ['p1'], scores: {} }))
  })

  it('keeps the round counter and the time marker together whatever the players press', () => {
    const move = fc.constantFrom('next', 'advance', 'assignment', 'command', 'refresh', 'tick-time')
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (moves) => {
        const t = table()
        for (const m of moves) {
          const s = t.s
          if (m === 'next') {
            const next =
              s.phase === 'assignment'
                ? { round: s.round, phase: 'command' as const }
                : s.phase === 'command'
                  ? { round: s.round, phase: 'refresh' as const }
                  : { round: s.round + 1, phase: 'assignment' as const }
            t.play(ev('rebellion.phase.set', next))
          } else if (m === 'advance') {
            t.play(ev('rebellion.time.advanced', { from: s.timeTrack.time, to: s.timeTrack.time + 1, prompts: BUILD }))
          } else if (m === 'tick-time') t.play(tick('advance-time'))
          else t.play(ev('rebellion.phase.set', { round: s.round, phase: m }))
          // Time starts on space 1 in round 1 and moves once in each Refresh phase.
          expect(t.s.timeTrack.time).toBe(t.s.round + (t.s.timeAdvancedThisRefresh ? 1 : 0))
        }
      }),
    )
  })
})

describe('build, recruit and deploy only where and when the track allows', () => {
  // Base rules, Build: units come "from the supply". The box holds 3 Mon Calamari Cruisers: with 2 on
  // the board and 1 in the build queue, a fourth is refused; a corrected count of 4 lets it be built,
  // and a build logged before the supply was checked (no limits) replays as it did.
  it('refuses a build beyond the box’s figures on the board and in the queue, in the box’s corrected count', () => {
    const start = () => {
      const t = table()
      t.ok(
        ev('rebellion.units.placed', {
          system: 'kashyyyk',
          faction: 'rebels',
          units: { 'mon-calamari-cruiser': 2 },
          limits: poolLimits(),
        }),
      )
      t.ok(
        ev('rebellion.queue.added', {
          faction: 'rebels',
          units: [{ space: 2, entry: { unit: 'mon-calamari-cruiser', from: 'project' } }],
        }),
      )
      toRefresh(t)
      t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: BUILD }))
      return t
    }
    const cruiser = (limits?: ReturnType<typeof poolLimits>) =>
      ev('rebellion.units.built', {
        faction: 'rebels',
        units: [{ space: 1, entry: { unit: 'mon-calamari-cruiser', from: 'rebel-base' } }],
        ...(limits ? { limits } : {}),
      })
    const t = start()
    expect(t.play(cruiser(poolLimits()))).toBe(
      'The box holds 3 Mon Calamari Cruiser figures and 3 are already in use (2 on the board, 1 in the build queue), so 1 more cannot be built: units come from the supply. If your copy has more, correct it in Settings › Data corrections.',
    )
    expect(t.s.queues.rebels[1]).toEqual([])
    t.ok(cruiser({ ...poolLimits(), 'mon-calamari-cruiser': 4 }))
    expect(t.s.queues.rebels[1]).toEqual([{ unit: 'mon-calamari-cruiser', from: 'rebel-base' }])
    start().ok(cruiser())
  })

  // Units that slid off the queue and were not deployed (the next round was started anyway) come
  // from the supply too: the refusal names each place it counted.
  it('counts the figures waiting to deploy and says how many are in each place, in English and German', () => {
    const t = table()
    const cruiser = { unit: 'mon-calamari-cruiser', from: 'project' } as const
    t.ok(
      ev('rebellion.units.placed', {
        system: 'kashyyyk',
        faction: 'rebels',
        units: { 'mon-calamari-cruiser': 1 },
        limits: poolLimits(),
      }),
    )
    t.ok(
      ev('rebellion.queue.added', {
        faction: 'rebels',
        units: [
          { space: 1, entry: cruiser },
          { space: 3, entry: cruiser },
        ],
      }),
    )
    toRefresh(t)
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: NO_ICONS }))
    t.ok(ev('rebellion.queue.slid', { faction: 'rebels' }))
    t.ok(ev('rebellion.phase.set', { round: 2, phase: 'assignment' }))
    toRefresh(t, 2)
    t.ok(ev('rebellion.time.advanced', { from: 2, to: 3, prompts: BUILD }))
    expect(t.s.awaitingDeploy.rebels).toEqual([cruiser])
    expect(t.s.queues.rebels[2]).toEqual([cruiser])
    const build = ev('rebellion.units.built', {
      faction: 'rebels',
      units: [{ space: 1, entry: { unit: 'mon-calamari-cruiser', from: 'rebel-base' } }],
      limits: poolLimits(),
    })
    expect(t.play(build)).toBe(
      'The box holds 3 Mon Calamari Cruiser figures and 3 are already in use (1 on the board, 1 in the build queue, 1 waiting to deploy), so 1 more cannot be built: units come from the supply. If your copy has more, correct it in Settings › Data corrections.',
    )
    expect(rebellionLog.check(t.full, build, 'de')).toBe(
      'Die Schachtel enthält 3 Figuren Mon-Calamari-Kreuzer, und 3 sind schon im Einsatz (1 auf dem Spielplan, 1 in der Bauleiste, 1 wartet aufs Einsetzen), also kann 1 weitere nicht gebaut werden: Einheiten kommen aus dem Vorrat. Hat dein Exemplar mehr, korrigiere es in Einstellungen › Datenkorrekturen.',
    )
    // Only the waiting figure counted (a box corrected to 1): the message names that place alone.
    const one = { ...poolLimits(), 'mon-calamari-cruiser': 1 }
    t.ok(
      ev('rebellion.units.removed', {
        system: 'kashyyyk',
        faction: 'rebels',
        unit: 'mon-calamari-cruiser',
        count: 1,
        why: 'taken-off',
      }),
    )
    const noQueue = whyBuildOverSupply(t.s.forces, [], t.s.awaitingDeploy.rebels, { 'mon-calamari-cruiser': 1 }, one)
    expect(noQueue).toBe(
      'The box holds 1 Mon Calamari Cruiser figure and 1 is already waiting to deploy, so 1 more cannot be built: units come from the supply. If your copy has more, correct it in Settings › Data corrections.',
    )
    expect(
      whyBuildOverSupply(t.s.forces, [], t.s.awaitingDeploy.rebels, { 'mon-calamari-cruiser': 1 }, one, 'de'),
    ).toBe(
      'Die Schachtel enthält 1 Figur Mon-Calamari-Kreuzer, und 1 wartet schon aufs Einsetzen, also kann 1 weitere nicht gebaut werden: Einheiten kommen aus dem Vorrat. Hat dein Exemplar mehr, korrigiere es in Einstellungen › Datenkorrekturen.',
    )
  })

  // Base rules: "Then players recruit and/or build if any icons are shown in the time marker's new space."
  it('refuses a build before time moves, on a space without a build icon, twice, and after a slide', () => {
    const t = table()
    const build = (faction: 'rebels' | 'empire') =>
      ev('rebellion.units.built', { faction, units: [{ space: 1, entry: { unit: 'x-wing', from: 'rebel-base' } }] })
    toRefresh(t)
    expect(t.play(build('rebels'))).toBe('Building comes after Advance time: move the time marker first.')
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: { recruit: true, build: false } }))
    expect(t.play(build('rebels'))).toBe('Space 2 of the time track has no build icon: nobody builds this round.')
    expect(t.play(tick('build'))).toBe('Space 2 of the time track has no build icon: nobody does Build this round.')
    t.ok(tick('recruit'))

    t.ok(ev('rebellion.phase.set', { round: 2, phase: 'assignment' }))
    toRefresh(t, 2)
    t.ok(ev('rebellion.time.advanced', { from: 2, to: 3, prompts: { recruit: false, build: true } }))
    expect(t.play(tick('recruit'))).toBe(
      'Space 3 of the time track has no recruit icon: nobody does Recruit this round.',
    )
    t.ok(build('rebels'))
    expect(t.play(build('rebels'))).toBe('The Rebels already built this round; undo that build to redo it.')
    // Base rules, the worked example: "After building units from all of his loyal systems, he slides each
    // unit in the queue one space" — Build (step 5) before Deploy (step 6), for both players.
    expect(t.play(ev('rebellion.queue.slid', { faction: 'rebels' }))).toBe(
      'Build comes before Deploy: the Empire has not built yet (space 3 shows a build icon). Record the build first, or tick Build on the Round tab if there was nothing to build.',
    )
    t.ok(tick('build')) // the Empire had nothing to build
    t.ok(ev('rebellion.queue.slid', { faction: 'rebels' }))
    expect(t.play(build('empire'))).toBe(
      'The Deploy step has begun (the Rebels slid their queue): Build comes before Deploy. Undo the slide to build.',
    )
  })

  // Base rules: "Deploy Units: Starting with the Rebel player, each player slides all units one space down his build queue"
  it('has the Rebels slide first, each faction once a round', () => {
    const t = table()
    toRefresh(t)
    expect(t.play(ev('rebellion.queue.slid', { faction: 'rebels' }))).toBe(
      'Deploying comes after Advance time: move the time marker first.',
    )
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: NO_ICONS }))
    expect(t.play(ev('rebellion.queue.slid', { faction: 'empire' }))).toBe(
      'The Rebels deploy first: slide the Rebel queue and place their units, then the Empire’s.',
    )
    t.ok(ev('rebellion.queue.slid', { faction: 'rebels' }))
    expect(t.play(ev('rebellion.queue.slid', { faction: 'rebels' }))).toBe(
      'The Rebels already slid their queue this round.',
    )
    t.ok(ev('rebellion.queue.slid', { faction: 'empire' }))
  })

  // Base rules: "Any units that slide from the "1" space off the board are ready to be deployed." and
  // "After deploying units, players begin a new game round starting with the Assignment Phase."
  it('names who has not built and the units still waiting to deploy before the next round', () => {
    const t = table()
    toRefresh(t)
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: BUILD }))
    expect(refreshStepsLeft(t.s).find((st) => st.id === 'build')).toEqual({
      id: 'build',
      title: 'Build',
      detail: 'not built yet: Rebels, Empire',
    })
    expect(t.play(ev('rebellion.queue.slid', { faction: 'rebels' }))).toBe(
      'Build comes before Deploy: the Rebels and the Empire have not built yet (space 2 shows a build icon). Record the build first, or tick Build on the Round tab if there was nothing to build.',
    )
    t.ok(
      ev('rebellion.units.built', {
        faction: 'rebels',
        units: [
          { space: 1, entry: { unit: 'x-wing', from: 'rebel-base' } },
          { space: 1, entry: { unit: 'rebel-trooper', from: 'rebel-base' } },
        ],
      }),
    )
    t.ok(
      ev('rebellion.units.built', {
        faction: 'empire',
        units: [{ space: 1, entry: { unit: 'tie-fighter', from: 'coruscant' } }],
      }),
    )
    t.ok(ev('rebellion.queue.slid', { faction: 'rebels' }))
    t.ok(ev('rebellion.queue.slid', { faction: 'empire' }))
    // Ticking Deploy by hand does not hide units that still wait for a system.
    t.ok(tick('deploy'))
    expect(refreshStepsLeft(t.s).find((st) => st.id === 'deploy')).toEqual({
      id: 'deploy',
      title: 'Deploy',
      detail: 'still waiting to deploy: Rebels: 1 X-wing, 1 Rebel Trooper; Empire: 1 TIE Fighter',
    })
    expect(refreshStepsLeft(t.s).find((st) => st.id === 'build')).toBeUndefined()
  })

  it('refuses a hand tick of Advance time: it ticks itself when the marker moves', () => {
    const t = table()
    toRefresh(t)
    expect(t.play(tick('advance-time'))).toBe(
      'Advance time ticks itself when the time marker moves (the button or T); undo the advance to untick it.',
    )
    expect(t.play(tick('retrieve-leaders'))).toBeUndefined()
    expect(t.play(tick('no-such-step'))).toBe('“no-such-step” is not a Refresh step of this game.')
  })
})

describe('Refresh steps tick themselves and a new round starts clean', () => {
  it('ticks Advance time, Build and Deploy from the logged actions, and clears them for the next round', () => {
    const t = table()
    t.ok(ev('rebellion.system.edited', { system: 'kashyyyk', change: { loyalty: 'rebel' } }))
    t.ok(
      ev('rebellion.queue.added', {
        faction: 'rebels',
        units: [{ space: 1, entry: { unit: 'x-wing', from: 'project' } }],
      }),
    )
    toRefresh(t)
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: BUILD }))
    expect(t.s.refreshTicked).toEqual(['advance-time'])
    const one = (faction: 'rebels' | 'empire', unit: string) =>
      ev('rebellion.units.built', { faction, units: [{ space: 2, entry: { unit, from: 'other' } }] })
    t.ok(one('rebels', 'rebel-trooper'))
    expect(t.s.refreshTicked).toEqual(['advance-time'])
    t.ok(one('empire', 'stormtrooper'))
    expect(t.s.refreshTicked).toEqual(['advance-time', 'build'])
    t.ok(ev('rebellion.queue.slid', { faction: 'rebels' }))
    t.ok(ev('rebellion.units.deployed', { faction: 'rebels', placements: [{ unit: 'x-wing', to: 'kashyyyk' }] }))
    t.ok(ev('rebellion.queue.slid', { faction: 'empire' }))
    expect(t.s.refreshTicked).toEqual(['advance-time', 'build', 'deploy'])
    expect(refreshStepsLeft(t.s).map((x) => x.title)).toEqual([
      'Rebel objective',
      'Retrieve leaders',
      'Draw missions',
      'Launch probe droids',
      'Draw objective',
      'Recruit',
    ])
    t.ok(ev('rebellion.phase.set', { round: 2, phase: 'assignment' }))
    expect(t.s.refreshTicked).toEqual([])
    expect(t.s.placedSinceSlide).toEqual({ empire: [], rebels: [] })
    expect([t.s.builtSinceTimeMoved, t.s.slidSinceTimeMoved]).toEqual([
      { empire: false, rebels: false },
      { empire: false, rebels: false },
    ])
  })

  // An untick beside a logged action left the box saying "not done" (and the Next round dialog naming
  // the step) until the next logged action ticked it again by itself.
  it('refuses unticking Rebel objective, Build or Deploy while the log shows them done; a hand tick may go', () => {
    const t = table()
    toRefresh(t)
    // No objective to play: ticked by hand, and unticked by hand.
    t.ok(tick('play-objective'))
    t.ok(tick('play-objective', false))
    t.ok(ev('rebellion.reputation.moved', { from: 14, to: 13 }))
    expect(t.play(tick('play-objective', false))).toBe(
      '“Rebel objective” ticked itself when the Rebels played an objective this Refresh phase; undo the objective to untick it.',
    )
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: BUILD }))
    const one = (faction: 'rebels' | 'empire', unit: string) =>
      ev('rebellion.units.built', { faction, units: [{ space: 2, entry: { unit, from: 'other' } }] })
    t.ok(one('rebels', 'rebel-trooper'))
    // One side built: Build is not done by the log yet, so a hand tick comes and goes.
    t.ok(tick('build'))
    t.ok(tick('build', false))
    t.ok(one('empire', 'stormtrooper'))
    expect(t.play(tick('build', false))).toBe(
      '“Build” ticked itself when both sides recorded their builds; undo a build to untick it.',
    )
    t.ok(ev('rebellion.queue.slid', { faction: 'rebels' }))
    t.ok(ev('rebellion.queue.slid', { faction: 'empire' }))
    expect(t.play(tick('deploy', false))).toBe(
      '“Deploy” ticked itself when both queues had slid and every unit was placed; undo a deploy or a slide to untick it.',
    )
    expect(t.s.refreshTicked).toEqual(['play-objective', 'advance-time', 'build', 'deploy'])
    // Undone, the slide takes its tick with it, and Deploy is the players' to tick again.
    t.undo()
    expect(t.s.refreshTicked).toEqual(['play-objective', 'advance-time', 'build'])
    t.ok(tick('deploy'))
    t.ok(tick('deploy', false))
  })

  it('leaves out of the steps left a Recruit or Build the new space does not show', () => {
    const t = table()
    toRefresh(t)
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: NO_ICONS }))
    expect(refreshStepsLeft(t.s).map((x) => x.id)).not.toContain('build')
    expect(refreshStepsLeft(t.s).map((x) => x.id)).toContain('deploy')
  })

  it('keeps the cards drawn ticked when the players go back to Command, and untick only by hand', () => {
    const t = table()
    toRefresh(t)
    t.ok(tick('draw-missions'))
    t.ok(tick('launch-probes'))
    // Back to Command before time moves (allowed): the missions drawn and the probes launched stay
    // drawn at the table, so their boxes stay ticked for the Refresh phase played again.
    t.ok(ev('rebellion.phase.set', { round: 1, phase: 'command' }))
    expect(t.s.refreshTicked).toEqual(['draw-missions', 'launch-probes'])
    t.ok(ev('rebellion.phase.set', { round: 1, phase: 'refresh' }))
    const left = refreshStepsLeft(t.s).map((x) => x.id)
    expect(left).not.toContain('draw-missions')
    expect(left).not.toContain('launch-probes')
    expect(left).toContain('retrieve-leaders')
    t.ok(tick('launch-probes', false))
    expect(t.s.refreshTicked).toEqual(['draw-missions'])
  })

  it('says "Setup" in the header until the setup checklist is done or a phase is set', () => {
    const t = table()
    const progress = rebellionLog.engine.progress!.bind(rebellionLog.engine)
    expect(progress(t.s, initialPlayLog([]))).toBe('Setup')
    t.ok(ev('rebellion.phase.set', { round: 1, phase: 'assignment' }))
    expect(progress(t.s, initialPlayLog([]))).toBe('Round 1 · Assignment phase')
  })
})

// Base rules, revealing the base: "Any units that would be placed here are instead placed in the system
// shown on the base's faceup probe card." (issue #13, reading 1)
describe('deploying after the base is revealed', () => {
  // Base rules, revealing the base: "Any units that would be placed here are instead placed in the
  // system shown on the base's faceup probe card."
  it('sends Rebel Base space units to the base’s system, loyal or not, two at most', () => {
    const t = table()
    t.ok(
      ev('rebellion.queue.added', {
        faction: 'rebels',
        units: [{ space: 1, entry: { unit: 'x-wing', from: 'project' } }],
      }),
    )
    t.ok(
      ev('rebellion.queue.added', {
        faction: 'rebels',
        units: [{ space: 1, entry: { unit: 'y-wing', from: 'project' } }],
      }),
    )
    t.ok(
      ev('rebellion.queue.added', {
        faction: 'rebels',
        units: [{ space: 1, entry: { unit: 'rebel-trooper', from: 'project' } }],
      }),
    )
    t.ok(ev('rebellion.base.revealed', { system: 'hoth' }))
    toRefresh(t)
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: NO_ICONS }))
    t.ok(ev('rebellion.queue.slid', { faction: 'rebels' }))
    const to = (unit: string, where: 'hoth' | 'rebel-base' | 'naboo') =>
      ev('rebellion.units.deployed', { faction: 'rebels', placements: [{ unit, to: where }] })
    expect(t.play(to('x-wing', 'rebel-base'))).toBe(
      'The base is revealed: units for the Rebel Base space go to Hoth instead; choose Hoth.',
    )
    expect(t.play(to('x-wing', 'naboo'))).toBe('Naboo is not loyal to the Rebels.')
    t.ok(to('x-wing', 'hoth'))
    t.ok(to('y-wing', 'hoth'))
    expect(t.play(to('rebel-trooper', 'hoth'))).toBe('At most 2 units per system each Deploy step: Hoth is full.')
    expect(t.s.board.hoth.rebelUnits).toBe(true)
  })

  it('refuses a unit that did not leave the queue', () => {
    const t = table()
    expect(
      t.play(
        ev('rebellion.units.deployed', { faction: 'empire', placements: [{ unit: 'tie-fighter', to: 'coruscant' }] }),
      ),
    ).toBe('No Imperial units are waiting to deploy: units leave space 1 when the queue slides.')
  })
})

describe('a deploy takes the row pressed', () => {
  // Two X-wings wait, built at different places; the screen's second row is deployed.
  const twoXwings = () => {
    const t = table()
    t.ok(ev('rebellion.system.edited', { system: 'kashyyyk', change: { loyalty: 'rebel' } }))
    t.ok(
      ev('rebellion.queue.added', {
        faction: 'rebels',
        units: [
          { space: 1, entry: { unit: 'x-wing', from: 'project' } },
          { space: 1, entry: { unit: 'y-wing', from: 'project' } },
          { space: 1, entry: { unit: 'x-wing', from: 'kashyyyk' } },
        ],
      }),
    )
    toRefresh(t)
    t.ok(ev('rebellion.time.advanced', { from: 1, to: 2, prompts: NO_ICONS }))
    t.ok(ev('rebellion.queue.slid', { faction: 'rebels' }))
    return t
  }

  it('leaves the other X-wing waiting, with where it was built', () => {
    const t = twoXwings()
    t.ok(
      ev('rebellion.units.deployed', {
        faction: 'rebels',
        placements: [{ unit: 'x-wing', to: 'kashyyyk', from: 'kashyyyk' }],
      }),
    )
    expect(t.s.awaitingDeploy.rebels).toEqual([
      { unit: 'x-wing', from: 'project' },
      { unit: 'y-wing', from: 'project' },
    ])
    expect(t.s.placedSinceSlide.rebels).toEqual([{ unit: 'x-wing', to: 'kashyyyk' }])
  })

  // A reading (the rules entry says it): a unit not placed in its Deploy step stays waiting into the
  // next round, and the next Refresh's slide adds the units it brings; the per-system limit counts
  // the placements since that slide.
  it('keeps a unit not placed waiting into the next round, beside the units the next slide brings', () => {
    const t = twoXwings()
    t.ok(ev('rebellion.phase.set', { round: 2, phase: 'assignment' }))
    expect(t.s.awaitingDeploy.rebels).toHaveLength(3)
    t.ok(
      ev('rebellion.queue.added', {
        faction: 'rebels',
        units: [{ space: 1, entry: { unit: 'rebel-trooper', from: 'project' } }],
      }),
    )
    toRefresh(t, 2)
    t.ok(ev('rebellion.time.advanced', { from: 2, to: 3, prompts: NO_ICONS }))
    expect(refreshStepsLeft(t.s).find((st) => st.id === 'deploy')?.detail).toBe(
      'still waiting to deploy: Rebels: 2 X-wings, 1 Y-wing',
    )
    t.ok(ev('rebellion.queue.slid', { faction: 'rebels' }))
    expect(t.s.awaitingDeploy.rebels.map((e) => e.unit)).toEqual(['x-wing', 'y-wing', 'x-wing', 'rebel-trooper'])
    t.ok(
      ev('rebellion.units.deployed', {
        faction: 'rebels',
        placements: [
          { unit: 'x-wing', to: 'kashyyyk' },
          { unit: 'y-wing', to: 'kashyyyk' },
        ],
      }),
    )
    expect(
      t.play(
        ev('rebellion.units.deployed', { faction: 'rebels', placements: [{ unit: 'rebel-trooper', to: 'kashyyyk' }] }),
      ),
    ).toBe('At most 2 units per system each Deploy step: Kashyyyk is full.')
  })

  it('takes the first of the kind for a deploy logged without its row, as before', () => {
    const t = twoXwings()
    t.ok(ev('rebellion.units.deployed', { faction: 'rebels', placements: [{ unit: 'x-wing', to: 'kashyyyk' }] }))
    expect(t.s.awaitingDeploy.rebels).toEqual([
      { unit: 'y-wing', from: 'project' },
      { unit: 'x-wing', from: 'kashyyyk' },
    ])
  })
})
