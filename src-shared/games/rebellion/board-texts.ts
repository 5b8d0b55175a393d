// The words Rebellion's board logic shows players: the fast unit entry's messages, the system board's
// refusals, the timeline lines of the board events (units placed, moved, leaders …) and their
// refusals, and the battle record's lines. English here; the German twin is board-texts-de.ts
// (BoardTexts makes it give every text). Names come from names.ts in the same language.
import type { Locale } from '../../locale'
import { BOARD_TEXTS_DE } from './board-texts-de'

/** Where a unit's figures taken from the box are: on the board, on the build queue, waiting to deploy. */
export interface FiguresOut {
  board: number
  queue: number
  waiting: number
}

/** "1 X-wing figure", "4 X-wing figures". */
const figures = (n: number, unit: string): string => `${n} ${unit} ${n === 1 ? 'figure' : 'figures'}`

/** 'are already on the board', or 'are already in use (2 on the board, 1 waiting to deploy)' ('is' for one). */
function whereOut(have: number, out: FiguresOut): string {
  const are = have === 1 ? 'is' : 'are'
  const parts = (
    [
      [out.board, 'on the board'],
      [out.queue, 'in the build queue'],
      [out.waiting, 'waiting to deploy'],
    ] as const
  ).filter(([n]) => n > 0)
  if (!parts.length) return `${are} on the board, in the build queue or waiting to deploy`
  if (parts.length === 1) return `${are} already ${parts[0]![1]}`
  return `${are} already in use (${parts.map(([n, where]) => `${n} ${where}`).join(', ')})`
}

const BOARD_TEXTS = {
  unitsText: {
    empty: (sample: string) => `Type units like “${sample}”: a number, then a unit name.`,
    unknown: (typed: string, examples: string, initials: string) =>
      `“${typed}” is not a unit of this side. Use a name such as ${examples} or initials (“${initials}”).`,
    range: (n: number, typed: string) => `${n} ${typed}: enter between 1 and 40.`,
    count: (typed: string, unit: string, sample: string) =>
      `“${typed}” before ${unit} is not a count. Write how many as a whole number from 1 to 40, as in “${sample}”.`,
  },
  edit: {
    coruscant: 'Coruscant is always loyal to the Empire and never gains or loses loyalty.',
    remote: (system: string) => `${system} is remote: it has no loyalty space, so no loyalty or subjugation marker.`,
    subjugatedImperial:
      'A system with Imperial loyalty is not subjugated; subjugation goes over Rebel loyalty or a neutral system.',
  },
  timeline: {
    placed: (faction: string, units: string, system: string) => `${faction}: ${units} placed in ${system}`,
    removed: (faction: string, units: string, destroyed: boolean, system: string) =>
      `${faction}: ${units} ${destroyed ? 'destroyed' : 'taken off'} in ${system}`,
    damaged: (faction: string, unit: string, system: string, takes: boolean, from: number, to: number) =>
      `${faction}: ${unit} in ${system} ${takes ? 'takes' : 'repairs'} damage (${from} → ${to})`,
    movedFrom: (units: string, system: string) => `${units} from ${system}`,
    activates: (leader: string, system: string, moved: string) =>
      `${leader} activates ${system}${moved ? `; moved in: ${moved}` : ''}`,
    retreat: (faction: string, from: string, to: string, leader: string) =>
      `${faction} retreat from ${from} to ${to} with ${leader}`,
    leaderPlaced: (leader: string, system: string) => `${leader} placed in ${system}`,
    leaderReturned: (leader: string) => `${leader} returns to the leader pool`,
    captured: (leader: string) => `${leader} captured`,
    rescued: (leader: string) => `${leader} rescued (to the Rebel Base space)`,
  },
  refusal: {
    wrongFaction: (unit: string, faction: string) => `${unit} is not a unit of the ${faction}.`,
    nothingToRemove: (reason: string) => `Nothing to remove: ${reason}.`,
    cannotBeDamaged: (unit: string) => `The ${unit} cannot be damaged.`,
    damageDestroys: (to: number, unit: string, health: number) =>
      `${to} damage destroys a ${unit} (health ${health}): record it as destroyed instead.`,
    noSuchFigure: (reason: string) => `No such figure: ${reason}.`,
    notLeaderOf: (leader: string, faction: string) => `${leader} is not a leader of the ${faction}.`,
    leaderAlreadyIn: (leader: string, system: string) => `${leader} is already in ${system}.`,
    leaderNotOnBoard: (leader: string) => `${leader} is not on the board.`,
    placeLeaderFirst: (leader: string) => `${leader} is not on the board: place the leader in its system first.`,
    onlyRebelCaptured: 'Only Rebel leaders are captured (the captured leader ring).',
    alreadyCaptured: (leader: string) => `${leader} is already captured.`,
    notCaptured: (leader: string) => `${leader} is not captured: there is nobody to rescue.`,
    capturedStays: (leader: string) =>
      `${leader} is captured: a captured leader cannot return to the leader pool. Rescue the leader first (Rescue beside the name on the Units tab); a rescued leader goes to the Rebel Base space.`,
    baseSpaceRebelsOnly: 'Only Rebel units stand on the Rebel Base space.',
    baseSpaceRebelLeaders: 'Only Rebel leaders stand on the Rebel Base space.',
    baseNotTaken: (system: string) =>
      `No Imperial unit is recorded in ${system}: the base is conquered once an Imperial unit is there and no Rebel units are left. Record the units on the Units tab.`,
    baseSpaceClosed: (system: string) =>
      `The base is revealed: nothing goes onto the Rebel Base space any more. Units go to ${system} instead.`,
    baseStillHeld: (system: string, units: string) =>
      `Rebel units still stand in ${system} (${units}): the base is conquered once none are left there. Record the combat, or correct the units, on the Units tab.`,
    noSystemDestroyed:
      'No system is recorded as destroyed: the Empire wins this way once a Death Star destroys the Rebel base’s system. Mark the system destroyed on the Systems tab.',
    hiddenBaseStands:
      'The Rebel base’s system is not destroyed: the Empire wins this way once a Death Star destroys it. Mark that system destroyed on the Systems tab.',
    revealedBaseStands: (system: string) =>
      `${system}, the revealed Rebel base, is not destroyed: the Empire wins this way once a Death Star destroys it. Mark ${system} destroyed on the Systems tab.`,
  },
  pool: {
    only: (n: number, adjective: string, unit: string, damage: number | undefined, count: number) =>
      `only ${n} ${adjective} ${damage ? `${unit} with ${damage} damage` : unit} there, not ${count}`,
    boxFull: (limit: number, unit: string, have: number, n: number) =>
      `The box holds ${figures(limit, unit)} and ${have} ${have === 1 ? 'is' : 'are'} already on the board, so ${n} more ${n === 1 ? 'does' : 'do'} not fit. If your copy has more, correct it in Settings › Data corrections.`,
    supplyEmpty: (limit: number, unit: string, have: number, n: number, out: FiguresOut) =>
      `The box holds ${figures(limit, unit)} and ${have} ${whereOut(have, out)}, so ${n} more cannot be built: units come from the supply. If your copy has more, correct it in Settings › Data corrections.`,
  },
  move: {
    carries: (ship: string, n: number, note: string) =>
      `${ship} carries ${n} (verify on your copy: ${note}; correct it in Settings › Data corrections)`,
    notLeaderOfPlayer: (leader: string, adjective: string) => `${leader} is not a leader of the ${adjective} player.`,
    noTactics: (leader: string) => `${leader} has no tactic values, so cannot activate a system.`,
    baseSpaceRebelsOnly: 'Only Rebel units move to and from the Rebel Base space.',
    notInCommand: (round: number, phase: string) =>
      `Systems are activated (and retreats made) in the Command phase; round ${round} is in the ${phase}. Move on to the Command phase on the Round tab first.`,
    notFromPool: (leader: string, system: string) =>
      `${leader} is already in ${system}: only a leader from the leader pool activates a system.`,
    noSuchUnit: (unit: string) => `There is no Rebellion unit called “${unit}”.`,
    notSideUnit: (unit: string, adjective: string) => `${unit} is not a ${adjective} unit.`,
    countNotWhole: (unit: string, from: string) =>
      `${unit} from ${from}: enter how many figures move as a whole number (0 for none).`,
    countTyped: (unit: string, from: string, typed: string, max: number) =>
      `${unit} from ${from}: “${typed}” is not a whole number. Enter how many figures move, from 0 to ${max} (empty for none).`,
    alreadyThere: (unit: string, system: string) => `The ${unit} is already in ${system}.`,
    notAdjacentMove: (from: string, to: string) =>
      `${from} is not adjacent to ${to}: units move only from adjacent systems.`,
    locked: (from: string, leader: string) =>
      `Units cannot move out of ${from}: ${leader} is there, and a system holding one of your leaders keeps your units in.`,
    immobile: (unit: string, structure: boolean) =>
      `The ${unit} cannot move (${structure ? 'structures are immobile' : 'it is immobile'}).`,
    cannotMoveFrom: (from: string, reason: string) => `Cannot move from ${from}: ${reason}.`,
    noCarrier: 'no moving ship from there carries any',
    shipsCarry: (n: number) => `the ships moving from there carry ${n}`,
    needTransport: (need: number, from: string, ships: string, doubt: string | undefined) =>
      `${need} ground unit${need === 1 ? '' : 's'} or TIE Fighter${need === 1 ? '' : 's'} from ${from} need${need === 1 ? 's' : ''} a ship's transport capacity to come along, and ${ships}.${doubt ? ` ${doubt}.` : ''}`,
    leaderThere: (leader: string) => `${leader} is there`,
    cannotMove: 'cannot move',
    shipsIn: (system: string, n: number, doubt: string | undefined) =>
      `ships in ${system} carry ${n}${doubt ? `; ${doubt}` : ''}`,
    reading: (source: string) => ` (A reading, verify on your copy: ${source}.)`,
    noRetreatLeader: (leader: string, from: string) =>
      `${leader} is not in ${from} for this side: a player cannot retreat without a leader there.`,
    holds: (faction: string, unit: string, reading: string) =>
      `The ${faction} cannot retreat from a system with a ${unit} in it.${reading}`,
    stops: (faction: string, unit: string, reading: string) =>
      `The ${faction} cannot retreat while ${/^[aeiou]/i.test(unit) ? 'an' : 'a'} ${unit} is in the system.${reading}`,
    notAdjacent: (to: string, from: string) => `${to} is not adjacent to ${from}.`,
    enemyThere: (to: string, adjective: string) =>
      `${to} holds ${adjective} units: a retreat goes to a system without enemy units.`,
  },
  entry: {
    group: (units: string, damage: number) => `${units}${damage ? ` (${damage} dmg)` : ''}`,
    destroyedRange: (side: string, group: string, count: number) =>
      `${side}, ${group}: destroyed must be a whole number from 0 to ${count}.`,
    destroyedTyped: (side: string, group: string, typed: string, count: number) =>
      `${side}, ${group}: “${typed}” is not a whole number. Enter how many were destroyed, from 0 to ${count} (empty for none).`,
    noDamage: (side: string, unit: string) => `${side}: the ${unit} takes no damage.`,
    wholeNumbers: (side: string, group: string) =>
      `${side}, ${group}: type the damage each hit figure took as whole numbers, like 2 or 1 1.`,
    tooManyHit: (side: string, group: string, hit: number, survived: number) =>
      `${side}, ${group}: ${hit} ${hit === 1 ? 'figure' : 'figures'} hit but only ${survived} survived the round.`,
    destroys: (side: string, to: number, unit: string, health: number) =>
      `${side}: ${to} damage destroys a ${unit} (health ${health}); count it as destroyed instead.`,
  },
  battle: {
    notUnitOf: (unit: string, faction: string) => `${unit} is not a unit of the ${faction}`,
    cannotLose: (faction: string, units: string, reason: string) => `the ${faction} cannot lose ${units}: ${reason}`,
    cannotBeDamaged: (unit: string) => `the ${unit} cannot be damaged`,
    notUp: (unit: string, from: number, to: number) => `a ${unit} cannot go from ${from} to ${to} damage in a round`,
    destroys: (to: number, unit: string, health: number) =>
      `${to} damage destroys a ${unit} (health ${health}): count it as destroyed instead`,
    noneLeft: (adjective: string, unit: string, reason: string) =>
      `no ${adjective} ${unit} left to damage (after the losses): ${reason}`,
    noFight: (system: string, missing: readonly string[], empireAlone: boolean) =>
      `there is no fight in ${system}: ${missing.map((f) => `the ${f}`).join(' and ')} ${empireAlone ? 'has' : 'have'} no units there`,
    noContest: (system: string) =>
      `the combat in ${system} is over: neither space nor ground holds units of both sides, so both keep their units there`,
    alreadyRecorded: (round: number, system: string, next: number) =>
      `round ${round} of the battle in ${system} is already recorded; the next is round ${next}`,
    atRound: (system: string, expected: number, round: number) =>
      `the battle in ${system} is at round ${expected}, not ${round}`,
    roundNotRecorded: (reason: string) => `Round not recorded: ${reason}.`,
    lost: (units: string) => `lost ${units}`,
    nothing: 'nothing',
    oneTook: (unit: string, dmg: number) => `a ${unit} took ${dmg} damage`,
    eachTook: (units: string, dmg: number) => `${units} took ${dmg} damage each`,
    round: (system: string, round: number, sides: string) => `Combat in ${system}, round ${round}: ${sides}`,
    side: (faction: string, words: string) => `${faction} ${words}`,
    nobodyWon: (system: string) => `Both sides were destroyed in ${system}: nobody won the battle.`,
    retreated: (loser: string) => `the ${loser} retreated`,
    noUnitsLeft: (loser: string, empire: boolean) => `the ${loser} ${empire ? 'has' : 'have'} no units left there`,
    won: (winner: string, system: string, why: string) => `${winner} won the battle in ${system} (${why}).`,
    endSubjugation: (system: string) =>
      `No Imperial ground unit is left in ${system}: the subjugation marker comes off.`,
    roundEndsSubjugation: '; no Imperial ground unit is left there, so the subjugation marker came off',
    rescue: (leader: string) => `No Imperial unit is left with the captured ${leader}: the leader is rescued.`,
    retreatedAlready: (faction: string, system: string) =>
      `The ${faction} already retreated once in this combat in ${system}: each side may retreat once per combat.`,
    notToOrigin: (faction: string, system: string, to: string) =>
      `The ${faction} attacked ${system} from ${to}: a retreat may not go to the attacker's original system (a reading of the RotE sheet, verify on your copy).`,
    notToBaseOrigin: (faction: string, system: string) =>
      `The ${faction} attacked ${system} from the Rebel Base space: a retreat may not go to the attacker's original place (a reading of the RotE sheet, verify on your copy).`,
  },
}

/** What every language must give: the English texts' shape. */
export type BoardTexts = typeof BOARD_TEXTS

/** The board texts in the interface language (English unless German is chosen). */
export function boardTextsIn(locale: Locale = 'en'): BoardTexts {
  return locale === 'de' ? BOARD_TEXTS_DE : BOARD_TEXTS
}
