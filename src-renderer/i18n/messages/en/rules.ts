// The rules reference screens' words (reference, search, "?" buttons, side panel). The entries'
// own text lives with each game's rules (src-shared/games/<game>/rules.ts and rules-de.ts).
export default {
  kind: {
    rule: 'Rule',
    'quick-reference': 'Quick reference',
    ambiguity: 'Unclear point',
  },
  verify: 'Verify on your copy',
  verifyHint: 'Rests on a value from a single or uncertain source',
  bodyInEnglish: 'not yet translated',
  bodyInEnglishHint: 'The details below are still in English.',
  related: 'Related',
  relatedRules: 'Related rules',
  source: 'Source: {file} — “{section}” (summarised in our own words)',
  tone: {
    tip: 'Tip',
    warning: 'Watch out',
    reading: 'How Holotable reads it',
  },
  search: {
    button: 'Search the rules',
    title: 'Search the rules',
    description: 'Type a question or a few words; use the arrow keys and Enter to open a rule.',
    placeholder: 'Search the rules — e.g. “how many units can deploy to one system”',
    results: 'Matching rules',
    none: 'No rule matches “{query}”. Try fewer or other words.',
    hintStart: 'Rules of all four games, in short form.',
    hintKeys: '{up} {down} to move, {enter} to open.',
  },
  help: 'Rule: {title}',
  panel: {
    label: 'Rule',
    back: '← Back',
    open: 'Open in reference',
    close: 'Close rule panel',
    missing: 'No rule with the id “{id}”. This is a bug in the app; search the rules instead (Ctrl+K).',
  },
  keys: { esc: 'Esc', enter: 'Enter', k: 'K' },
  view: {
    searchKey: 'Ctrl K',
    ctrl: 'Ctrl',
    toc: 'Rules by game',
    main: 'Rule',
    missing: 'No rule has the address “{id}”. Search the rules instead (Ctrl+K).',
    title: 'Rules reference',
    intro:
      'Every rule of the four games, in short form: summaries, checklists and tables written for the table, with links to related rules. Unclear points say how Holotable reads them.',
    howTo: 'Press {ctrl} + {k} or {slash} on any screen to search, or pick a game on the left.',
  },
}
