// Counts, times and amounts that screens format (src-renderer/format.ts). A "a | b" message is a
// plural: the first form for 1, the second for any other count.
export default {
  players: '{n} player | {n} players',
  playersRange: '{min}–{max} players',
  justNow: 'just now',
  minutesAgo: '{n} min ago',
  hoursAgo: '{n} h ago',
  yesterday: 'yesterday',
  daysAgo: '{n} days ago',
  events: '{n} event | {n} events',
  games: '{n} game | {n} games',
  notes: '{n} note | {n} notes',
}
