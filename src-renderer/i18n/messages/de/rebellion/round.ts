// Rebellion's round screens, German (same keys as ../../en/rebellion/round.ts).
export default {}
