// Rebellion's round screens, English (the German is ../../de/rebellion/round.ts).
export default {}
