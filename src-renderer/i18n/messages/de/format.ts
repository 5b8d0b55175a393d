import type { Messages } from '../schema'

export default {
  players: '{n} Person | {n} Personen',
  playersRange: '{min}–{max} Personen',
  justNow: 'gerade eben',
  minutesAgo: 'vor {n} Min.',
  hoursAgo: 'vor {n} Std.',
  yesterday: 'gestern',
  daysAgo: 'vor {n} Tagen',
  events: '{n} Ereignis | {n} Ereignisse',
  games: '{n} Spiel | {n} Spiele',
  notes: '{n} Notiz | {n} Notizen',
} satisfies Messages['format']
