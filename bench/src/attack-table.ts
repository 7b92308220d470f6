import { createAttackSuite } from '@sweet-art/api/proof/attacks'

/** One row of the printed attack table. */
export interface AttackRow {
  attack: string
  expected: string
  tried: number
  held: number
  breaches: string[]
}

/** Runs every attack of the suite against a fresh shop (in-memory PGlite, through `inject`). */
export async function runAttackSuite(): Promise<AttackRow[]> {
  const suite = await createAttackSuite()
  try {
    const rows: AttackRow[] = []
    for (const attack of suite.attacks) {
      const outcome = await attack.run(suite.target)
      rows.push({
        attack: attack.name,
        expected: attack.expected,
        tried: outcome.tried,
        held: outcome.tried - outcome.breaches.length,
        breaches: outcome.breaches,
      })
    }
    return rows
  } finally {
    await suite.close()
  }
}

/** The rows as a fixed-width table: attack, tried, held, expected answer. */
export function formatAttackTable(rows: AttackRow[]): string {
  const width = Math.max(...rows.map((row) => row.attack.length), 'attack'.length)
  const line = (attack: string, tried: string, held: string, expected: string) =>
    `${attack.padEnd(width)}  ${tried.padStart(5)}  ${held.padStart(5)}  ${expected}`
  return [
    line('attack', 'tried', 'held', 'expected answer'),
    ...rows.flatMap((row) => [
      line(row.attack, String(row.tried), String(row.held), row.expected),
      ...row.breaches.map((breach) => `  BREACH: ${breach}`),
    ]),
  ].join('\n')
}
