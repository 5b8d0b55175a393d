// The facts players may correct in Settings › Data corrections, in the editor's forms: numbers,
// number lists and text. data.ts reads the list forms back (board size, marker spaces) and
// resolveAnyMix reads 0/1; the unknown tile points are also asked for in the game screen the
// first time such a tile is taken, and stored under the same keys.
import type { EditableFact, Fact } from '../../core/facts'
import {
  BOARD_SIZE,
  CARD_NAMES,
  CHARACTERS,
  COLOUR_NAMES,
  FIRE_MARKERS_USED,
  FIRE_MARKER_SPACES,
  MULTICOLOUR_ANY_MIX,
  POINTS,
  STRENGTHS,
} from './data'

function base(f: Fact<unknown>): Pick<EditableFact, 'key' | 'label' | 'confidence' | 'source'> {
  return { key: f.key, label: f.label, confidence: f.confidence, source: f.source }
}

export const RTG_EDITABLE_FACTS: EditableFact[] = [
  {
    ...base(BOARD_SIZE),
    help: 'Enter 2 numbers: lanes, then spaces per lane (rows).',
    kind: 'integer-list',
    defaultValue: [BOARD_SIZE.value.lanes, BOARD_SIZE.value.rows],
    min: 1,
    max: 12,
    length: 2,
  },
  {
    ...base(FIRE_MARKER_SPACES),
    help:
      `Enter ${FIRE_MARKERS_USED.value} pairs “lane, row” (lanes from the left, rows from the entry row, both from 1), ` +
      'e.g. 1,3, 2,5, 3,3, 4,5.',
    kind: 'integer-list',
    defaultValue: [],
    min: 1,
    max: 12,
    length: 2 * FIRE_MARKERS_USED.value,
  },
  ...STRENGTHS.map((s): EditableFact => ({
    ...base(POINTS[s]),
    help: `The points printed on a strength-${s} tile.`,
    kind: 'integer',
    defaultValue: POINTS[s].value ?? 0,
    min: 0,
    max: 20,
  })),
  ...CHARACTERS.map((c): EditableFact => ({
    ...base(COLOUR_NAMES[c]),
    help: `The colour of ${CARD_NAMES[c]} cards and of the units they pay for, e.g. orange.`,
    kind: 'text',
    defaultValue: COLOUR_NAMES[c].value ?? '',
  })),
  {
    ...base(MULTICOLOUR_ANY_MIX),
    help: '1 = a multicolour unit can be paid with a mix of colours; 0 = all its cards must share one colour.',
    kind: 'integer',
    defaultValue: MULTICOLOUR_ANY_MIX.value ? 1 : 0,
    min: 0,
    max: 1,
  },
]
