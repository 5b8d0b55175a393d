// Rebellion's odds screens, German (same keys as ../../en/rebellion/odds.ts).
export default {}
