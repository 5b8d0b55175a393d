// Rebellion's round words for the timeline and the refusals: the phases, the Refresh steps, what
// the time track, the build queues and the deploy step refuse, and the events' timeline lines. One
// place, so the English and the German (round-texts-de.ts, the same shape, typed) stay twins. Plain
// strings, or small functions for a text with values in it; the code only puts these together.
// Names of factions, units, systems and targets come from names.ts (they take the language too).
import type { Locale } from '../../locale'
import type { Faction } from './data'
import { FACTION_NAMES } from './names'
import { ROUND_T_DE } from './round-texts-de'
import type { Phase, RefreshStepId } from './time-track'

const ADJECTIVE: Record<Faction, string> = { empire: 'Imperial', rebels: 'Rebel' }

const ROUND_T = {
  phases: { assignment: 'Assignment phase', command: 'Command phase', refresh: 'Refresh phase' } as Record<
    Phase,
    string
  >,

  steps: {
    titles: {
      'rapid-mobilization': 'Rapid Mobilization',
      'play-objective': 'Rebel objective',
      'retrieve-leaders': 'Retrieve leaders',
      'draw-missions': 'Draw missions',
      'launch-probes': 'Launch probe droids',
      'draw-objective': 'Draw objective',
      'advance-time': 'Advance time',
      recruit: 'Recruit',
      build: 'Build',
      deploy: 'Deploy',
    } as Record<RefreshStepId, string>,
    rapidMobilization:
      'If the Rebels played Rapid Mobilization this round, resolve it now; a new base is recorded on the Systems tab (New base, in the Rebel private view).',
    playObjective: 'The Rebels may play one objective whose requirement is met now; move reputation by its value.',
    retrieveLeadersRote:
      'Both players take their leaders back from the board and from mission cards (captured leaders stay); unrevealed missions go back to hand. A leader pool holds at most 8: remove the extra.',
    retrieveLeaders:
      'Both players take their leaders back from the board and from mission cards (captured leaders stay); unrevealed missions go back to hand.',
    drawMissions: 'Each player draws 2 mission cards, then discards down to 10 if holding more.',
    launchProbes: 'The Empire draws 2 probe cards and keeps them secret: the base is in neither system.',
    drawObjective: 'The Rebels draw 1 objective card.',
    advanceTime: 'Move the time marker one space; if it now shares a space with reputation, the Rebels win.',
    recruitFirstGame:
      'Each player draws 2 action cards and puts one of the leaders shown into the leader pool. First game: ignore the card text and box both cards.',
    recruitRote:
      'Each player draws 2 action cards, keeps one (its leader may join the pool) and puts the other on the bottom of the action deck; resolve any immediate effect.',
    recruit: 'Each player draws 2 action cards and puts one of the leaders shown into the leader pool.',
    build:
      'Each player places new units on the build queue from their loyal systems (Empire: subjugated systems give their left icon only).',
    deploy:
      'Rebels first, then Empire: slide the build queue down one space and place the units that leave space 1, at most 2 per system.',
  },

  round: {
    building: 'Building',
    deploying: 'Deploying',
    notInRefresh: (what: string, round: number, phase: string) =>
      `${what} happens in the Refresh phase; round ${round} is in the ${phase}.`,
    beforeTimeMoved: (what: string) => `${what} comes after Advance time: move the time marker first.`,
    timeNotInRefresh: (round: number, phase: string) =>
      `Time advances in the Refresh phase; round ${round} is in the ${phase}.`,
    objectiveMovesNothing: 'An objective moves the reputation marker at least one space toward the time marker.',
    objectiveNotNow: (round: number, phase: string) =>
      `Objectives are played in the Refresh phase or during a combat (Command phase); round ${round} is in the ${phase}.`,
    objectiveAlreadyPlayed:
      'The Rebels already played an objective this Refresh phase, and only one may be played; undo it to play another one instead.',
    objectiveOnePerCombat: (system: string) =>
      `The Rebels already played an objective during the combat in ${system}, and only one may be played per combat; undo it to play another one instead. If this objective belongs to a later combat, record that combat on the Units tab first (the activation, or its first round).`,
    baseStillHidden:
      'The Rebel base is still hidden: it is revealed as soon as Imperial ground units are in its system (record them on the Units tab, or reveal the base on the Systems tab). Only a revealed base can be conquered.',
    timeAlreadyAdvanced: (space: number) =>
      `Time already advanced this Refresh phase (the marker is on space ${space}); undo that advance to do it again.`,
    timeOneSpace: (space: number) => `The time marker is on space ${space}; it moves one space, to ${space + 1}.`,
    noBuildIcon: (space: number) => `Space ${space} of the time track has no build icon: nobody builds this round.`,
    alreadyBuilt: (f: Faction) => `The ${FACTION_NAMES[f]} already built this round; undo that build to redo it.`,
    deployBegun: (f: Faction) =>
      `The Deploy step has begun (the ${FACTION_NAMES[f]} slid their queue): Build comes before Deploy. Undo the slide to build.`,
    alreadySlid: (f: Faction) => `The ${FACTION_NAMES[f]} already slid their queue this round.`,
    buildBeforeDeploy: (factions: readonly Faction[], space: number) =>
      `Build comes before Deploy: the ${factions.map((f) => FACTION_NAMES[f]).join(' and the ')} ${factions.length === 1 ? 'has' : 'have'} not built yet (space ${space} shows a build icon). Record the build first, or tick Build on the Round tab if there was nothing to build.`,
    rebelsDeployFirst: 'The Rebels deploy first: slide the Rebel queue and place their units, then the Empire’s.',
    noneWaiting: (f: Faction) =>
      `No ${ADJECTIVE[f]} units are waiting to deploy: units leave space 1 when the queue slides.`,
    roundStartsWithAssignment: (round: number) => `Round ${round} starts with the Assignment phase.`,
    notAtRefresh: (round: number) => `Round ${round} has not reached its Refresh phase yet.`,
    advanceFirst: (space: number, round: number) =>
      `Advance time first: the time marker is on space ${space}, and round ${round} starts with it one space further.`,
    wrongRound: (round: number) => `The game is in round ${round}; the next round is ${round + 1}.`,
    gameWon: (f: Faction) =>
      `The ${FACTION_NAMES[f]} ${f === 'empire' ? 'has' : 'have'} won: the game goes no further. Finish it on the Table log (Finish game…), or undo the winning move to play on.`,
    timeAdvancedNoBack: (phase: string) =>
      `Time already advanced in this Refresh phase; undo that advance to go back to the ${phase}.`,
    leadersRetrievedNoBack: (title: string, phase: string) =>
      `“${title}” is ticked: its leaders are off the board. Untick it (or undo that tick) to put them back, then go back to the ${phase}.`,
    advanceTicksItself:
      'Advance time ticks itself when the time marker moves (the button or T); undo the advance to untick it.',
    objectiveTicksItself: (title: string) =>
      `“${title}” ticked itself when the Rebels played an objective this Refresh phase; undo the objective to untick it.`,
    buildTicksItself: (title: string) =>
      `“${title}” ticked itself when both sides recorded their builds; undo a build to untick it.`,
    deployTicksItself: (title: string) =>
      `“${title}” ticked itself when both queues had slid and every unit was placed; undo a deploy or a slide to untick it.`,
    notAStep: (step: string) => `“${step}” is not a Refresh step of this game.`,
    refreshNotBegun: (round: number, phase: string) =>
      `The Refresh phase has not begun; round ${round} is in the ${phase}.`,
    noIcon: (space: number, icon: 'recruit' | 'build', title: string) =>
      `Space ${space} of the time track has no ${icon} icon: nobody does ${title} this round.`,
    stillWaiting: (waiting: string) => `still waiting to deploy: ${waiting}`,
    notBuiltYet: (factions: readonly Faction[]) => `not built yet: ${factions.map((f) => FACTION_NAMES[f]).join(', ')}`,
  },

  track: {
    gameOver: 'The markers already share a space: the Rebels have won.',
    endOfTrack: (spaces: number) => `The time marker is on the last space (${spaces}).`,
    badValue: (value: number) => `Reputation must be a whole number of spaces, got ${value}.`,
    moreThanTrack: (value: number, spaces: number) =>
      `Reputation ${value} is more than the whole track (${spaces} spaces): check the value printed on the objective card.`,
  },

  build: {
    /** The Rebel Base space as the subject of a sentence; a system by its name. */
    baseInSentence: (name: string) => `the ${name}`,
    sabotaged: (system: string) => `${system} is sabotaged.`,
    holdsUnits: (system: string, of: Faction) => `${system} holds ${ADJECTIVE[of]} units.`,
    subjugatedForEmpire: (system: string) => `${system} is subjugated: it builds for the Empire, not the Rebels.`,
    destroyed: (system: string) => `${system} has been destroyed.`,
    wrongCount: (expected: number, got: number) => `Expected ${expected} picks, got ${got}.`,
    chooseWhat: (where: string, choices: readonly string[]) => `Choose what ${where} builds: ${choices.join(', ')}.`,
    notAChoice: (where: string, unit: string, choices: readonly string[]) =>
      `${where} cannot build ${unit}; it builds ${choices.join(' or ')}.`,
  },

  deploy: {
    onlyRebelsAtBase: 'Only the Rebels deploy in the Rebel Base space.',
    baseRevealedGoTo: (system: string) =>
      `The base is revealed: units for the Rebel Base space go to ${system} instead; choose ${system}.`,
    baseRevealedNothing: 'The base is revealed: nothing is deployed in the Rebel Base space any more.',
    subjugated: (system: string) => `${system} is subjugated: the Rebels cannot deploy there.`,
    notImperial: (system: string) => `${system} has no Imperial loyalty or subjugation marker.`,
    notRebel: (system: string) => `${system} is not loyal to the Rebels.`,
    alreadyReceived: (where: string, max: number) => `${where} already received ${max} units this Deploy step.`,
    notReady: (unit: string) => `No ${unit} left the build queue to deploy.`,
    full: (max: number, where: string) => `At most ${max} units per system each Deploy step: ${where} is full.`,
  },

  timeline: {
    who: (name: string, faction: string) => `${name} (${faction})`,
    loyaltyByApp: (seed: number | undefined) => `App drew loyalty (seed ${seed})`,
    loyaltyFromCards: 'Loyalty entered from real cards',
    loyaltyFirstGame: 'First-game loyalty markers placed',
    loyalty: (how: string, rebel: string, subjugated: string, imperial: string) =>
      `${how}: Rebel ${rebel}; subjugated ${subjugated}; Imperial ${imperial}`,
    objectivesByApp: (seed: number) => `App picked the objective cards (seed ${seed})`,
    objectivesFromCards: 'Objective deck built with real cards',
    deploymentRecorded: (who: string) => `${who} recorded the starting deployment`,
    phase: (round: number, phase: string) => `Round ${round} · ${phase}`,
    iconRecruit: 'recruit',
    iconBuild: 'build',
    timeMarker: (from: number, to: number, icons: readonly string[]) =>
      `Time marker ${from} → ${to}${icons.length ? ` (${icons.join(' and ')})` : ''}`,
    reputation: (from: number, to: number, objective: string | undefined) =>
      `Reputation ${from} → ${to}${objective ? ` (${objective})` : ''}`,
    systemEdited: (system: string, changes: readonly string[]) => `${system}: ${changes.join(', ')}`,
    loyaltyNeutral: 'loyalty neutral',
    loyaltyImperial: 'loyalty Imperial',
    loyaltyRebel: 'loyalty Rebel',
    status: {
      subjugated: ['subjugated', 'no longer subjugated'],
      sabotaged: ['sabotaged', 'sabotage removed'],
      destroyed: ['destroyed', 'no longer destroyed'],
      imperialUnits: ['Imperial units present', 'no Imperial units'],
      rebelUnits: ['Rebel units present', 'no Rebel units'],
      shieldBunker: ['Shield Bunker present', 'no Shield Bunker'],
    } as Record<string, readonly [string, string]>,
    built: (who: string, units: string) => `${who} built ${units}`,
    queued: (who: string, units: string) => `${who} put ${units} on the build queue`,
    slid: (who: string) => `${who} slid the build queue`,
    deployed: (who: string, placements: string) => `${who} deployed ${placements}`,
    baseChosen: 'Rebel base location chosen (private)',
    baseMoved: 'The Rebels established a new base (Rapid Mobilization; private)',
    baseRevealed: (system: string) => `Rebel base revealed in ${system}`,
    probe: 'Imperial probe record (private)',
    baseConquered: 'The Empire conquered the Rebel base',
    baseDestroyed: 'The Death Star destroyed the Rebel base’s system',
  },

  engine: {
    oneWinningSide: 'One side wins Rebellion: tick the Empire’s players or the Rebels’ players as winners, not both.',
    rote: 'Rise of the Empire',
    baseGame: 'base game',
    firstGame: 'first game',
    standardSetup: 'standard setup',
    newStarterUnits: 'new starter units',
    roteMissions: 'RotE missions',
    options: (parts: readonly string[]) => `Options: ${parts.join(', ')}`,
    won: (f: Faction) => `${FACTION_NAMES[f]} won`,
    setup: 'Setup',
    refresh: 'Refresh',
  },
}

export type RoundTexts = typeof ROUND_T

/** The round's words in the interface language (English unless German is asked for). */
export function roundTexts(locale: Locale = 'en'): RoundTexts {
  return locale === 'de' ? ROUND_T_DE : ROUND_T
}
