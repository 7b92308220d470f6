import type { LightMyRequestResponse } from 'fastify'

/**
 * Answers that refuse a guess without checking it: the limit's 429, and the 503 "try again" a
 * shop too busy to reach its database in time gives (a burst of 200 at once on a loaded machine
 * waits longer than the database pool's connection timeout).
 */
export const UNCHECKED_STATUSES: readonly number[] = [429, 503]

/** How a burst of parallel guesses went. */
export interface BurstOutcome {
  attempts: number
  /** Guesses the server checked: every answer but those in `UNCHECKED_STATUSES`. */
  checked: number
  /** Guesses the limit refused with a 429: none would mean the limit never came into play. */
  limited: number
  /** The answers to the wrong guesses, in the order they were sent. */
  wrong: LightMyRequestResponse[]
  /** The answer to the right guess, sent last in the burst. */
  right: LightMyRequestResponse
}

/**
 * Sends every wrong guess and then the right one without waiting for any answer, as an attacker
 * scripting a burst would. The right guess goes last, so a limit that counts before it checks has
 * been used up by the wrong ones when the right one comes.
 */
export async function guessInParallel(
  wrongGuesses: readonly string[],
  rightGuess: string,
  send: (guess: string, index: number) => Promise<LightMyRequestResponse>,
): Promise<BurstOutcome> {
  const answers = await Promise.all([...wrongGuesses, rightGuess].map(send))
  const wrong = answers.slice(0, -1)
  const right = answers.at(-1)
  if (!right) throw new Error('a burst needs at least the right guess')
  return {
    attempts: answers.length,
    checked: answers.filter((answer) => !UNCHECKED_STATUSES.includes(answer.statusCode)).length,
    limited: answers.filter((answer) => answer.statusCode === 429).length,
    wrong,
    right,
  }
}

/** `count` different wrong passwords. */
export function wrongPasswords(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `wrong guess ${index}`)
}

/** `count` six-digit codes, none of them `rightCode`. */
export function wrongCodes(count: number, rightCode: string): string[] {
  const codes: string[] = []
  for (let value = 0; codes.length < count; value += 1) {
    const code = String(value).padStart(6, '0')
    if (code !== rightCode) codes.push(code)
  }
  return codes
}
