// Rebellion's odds screens, English (the German is ../../de/rebellion/odds.ts).
export default {}
