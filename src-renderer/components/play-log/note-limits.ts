/** The longest note, in characters (the form and the edit box both cut there). */
export const NOTE_MAX = 2000
