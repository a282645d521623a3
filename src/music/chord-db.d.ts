// Guitar and ukulele positions from the chord database, by root pitch class and the database's
// suffix (scripts/vite/chord-db.ts).
declare module 'virtual:chord-db' {
  type Positions = Record<number, Record<string, string[]>>
  const positions: { guitar: Positions; ukulele: Positions }
  export default positions
}
