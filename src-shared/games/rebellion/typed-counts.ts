// Counts typed into Rebellion's forms, read as whole numbers (core/whole-number.ts): digits only,
// so "1e1", "1.5", "-2" or "0x2" are refused in words naming the field instead of being read as 10,
// 1.5 … The fields are text fields: a number field hands Vue parseFloat's reading of "1e1" (10).
import { parseWholeNumber } from '../../core/whole-number'
import type { Locale } from '../../locale'
import { boardTextsIn } from './board-texts'
import type { MoveOption, UnitMove } from './movement'
import { placeName, unitName } from './names'

/** A count a field may leave empty: 0 for an empty field, the number typed, or undefined. */
export function optionalCount(typed: string | number | undefined): number | undefined {
  const text = String(typed ?? '').trim()
  return text === '' ? 0 : parseWholeNumber(text)
}

/**
 * The moves typed on the Units tab, one field per group that could move in (keyed by `keyOf`):
 * an empty field or 0 moves none of them; anything but a whole number is refused, naming the group.
 * Counts above what the group holds are left to `whyNotMove`, which names the figures there.
 */
export function typedMoves(
  options: readonly MoveOption[],
  typed: Readonly<Record<string, string | number | undefined>>,
  keyOf: (o: MoveOption) => string,
  locale: Locale = 'en',
): UnitMove[] | { reason: string } {
  const moves: UnitMove[] = []
  for (const o of options) {
    const raw = typed[keyOf(o)]
    const count = optionalCount(raw)
    if (count === undefined)
      return {
        reason: boardTextsIn(locale).move.countTyped(
          unitName(o.unit, locale),
          placeName(o.from, locale),
          String(raw).trim(),
          o.count,
        ),
      }
    if (count > 0) moves.push({ from: o.from, unit: o.unit, count, damage: o.damage })
  }
  return moves
}
