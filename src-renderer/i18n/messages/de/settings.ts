import type { Messages } from '../schema'

export default {
  title: 'Einstellungen',
  intro: 'Auf diesem Computer gespeichert und sofort angewendet.',
  appearance: 'Darstellung',
  theme: 'Farbschema',
  dark: 'Dunkel',
  darkHint: 'Angenehm am schwach beleuchteten Spieltisch (Standard)',
  light: 'Hell',
  lightHint: 'Für einen hellen Raum oder einen Beamer',
  themeNotSavedFull:
    'Das Farbschema wurde nicht gespeichert: Der Datenträger ist voll. Es gilt wieder das vorige; schaffe etwas Platz und wähle es dann noch einmal.',
  themeNotSaved:
    'Das Farbschema wurde nicht gespeichert: {why}. Es gilt wieder das vorige; wähle es noch einmal, und wenn es weiter scheitert, prüfe, ob auf dem Datenträger Platz frei ist.',
  languageNotSavedFull:
    'Die Sprache wurde nicht gespeichert: Der Datenträger ist voll. Es gilt wieder die vorige; schaffe etwas Platz und wähle sie dann noch einmal.',
  languageNotSaved:
    'Die Sprache wurde nicht gespeichert: {why}. Es gilt wieder die vorige; wähle sie noch einmal, und wenn es weiter scheitert, prüfe, ob auf dem Datenträger Platz frei ist.',
  notRememberedFull:
    'Dieser Wert wurde nicht gespeichert: Der Datenträger ist voll. Die geltenden Werte sind unverändert; schaffe etwas Platz und versuche es dann noch einmal.',
  notRemembered:
    'Dieser Wert wurde nicht gespeichert: {why}. Die geltenden Werte sind unverändert; versuche es noch einmal, und wenn es weiter scheitert, prüfe, ob auf dem Datenträger Platz frei ist.',
  corrections: 'Korrekturen der Spieldaten',
  correctionsIntro:
    'Manche gedruckten Werte (Würfelseiten, Symbole auf Leisten, Punkte auf Plättchen) stammen aus nur einer oder einer unsicheren Quelle. Zeigt dein Exemplar etwas anderes, korrigiere den Wert hier: dein Wert gilt dann überall in der App. Ein exportiertes Spiel nimmt die für dieses Spiel geltenden Korrekturen mit; beim Import einer solchen Datei werden sie angezeigt, und die App fragt, bevor sie eine übernimmt.',
  enteredDuringPlay: 'Werte, die du während des Spiels eingegeben hast',
  game: 'Spiel',
  value: 'Wert',
  yourEntry: 'Deine Eingabe',
  forget: 'Vergessen',
  other: 'Sonstige',
  factsLoading: 'Die Werte der Spiele werden geladen …',
  jumpTo: 'Zu den Werten eines Spiels',
  values: '{n} Werte',
  valuesCorrected: '{n} Werte, {c} korrigiert',
  noCorrections: 'Noch keine Werte zu korrigieren.',
  yourData: 'Deine Daten',
  savedAsYouPlay:
    'Jedes Spiel wird während des Spielens gespeichert, im eigenen Speicher dieser App auf diesem Computer.',
  backupsDesktop:
    'Nach jeder Änderung wird außerdem eine Sicherungskopie jedes Spiels in den Sicherungsordner geschrieben (die letzten fünf Fassungen bleiben erhalten).',
  backupsBrowser:
    'In der Browserversion gibt es keine automatischen Sicherungen: Exportiere ein Spiel, um eine Kopie aufzubewahren.',
  version: 'Version',
  backupsFolder: 'Sicherungsordner',
  fact: {
    yourCorrection: 'Deine Korrektur',
    verify: 'An deinem Exemplar prüfen',
    verifyTitle: 'Dieser Wert stammt aus nur einer oder einer unsicheren Quelle',
    notKnown: 'nicht bekannt – trag ihn von deinem Exemplar ein',
    builtIn: 'Eingebaut: {value} · Sicherheit {confidence} · {source}',
    confidence: {
      high: 'hoch',
      'medium-high': 'mittel bis hoch',
      medium: 'mittel',
      low: 'niedrig',
      unknown: 'unbekannt',
    },
    correctLabel: '{label} korrigieren',
    save: 'Speichern',
    cancel: 'Abbrechen',
    correct: 'Korrigieren',
    useBuiltIn: 'Eingebauten Wert nutzen',
    clash: 'Gespeichert, bevor die App das geprüft hat. {why}',
  },
  showBackupsFolder: 'Sicherungsordner öffnen',
} satisfies Messages['settings']
