import type { LightMyRequestResponse } from 'fastify'

/** How a burst of parallel guesses went. */
export interface BurstOutcome {
  attempts: number
  /** Guesses the server checked: every answer but a 429, which refuses before any check. */
  checked: number
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
    checked: answers.filter((answer) => answer.statusCode !== 429).length,
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
