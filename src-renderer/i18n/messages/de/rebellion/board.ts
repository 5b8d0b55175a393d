// Rebellion's board screens, German (same keys as ../../en/rebellion/board.ts).
export default {}
