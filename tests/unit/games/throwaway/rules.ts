import { defineRules, para } from '../../../../src-shared/core/rules'

export const coinRules = defineRules([
  {
    id: 'coin-flip.turn',
    game: 'coin-flip',
    part: 'variants',
    kind: 'quick-reference',
    title: 'A turn',
    summary: 'Flip the coin once.',
    body: [para('Flip the coin once and say what it shows.')],
    keywords: ['flip'],
    related: [],
    source: { file: 'game-facts/README.md', section: 'none' },
  },
])
