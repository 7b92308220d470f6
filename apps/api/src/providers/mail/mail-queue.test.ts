import { expect, test } from 'vitest'
import type { MailMessage, MailProvider } from './mail-provider'
import { createMailQueue, MAX_WAITING_MAIL } from './mail-queue'

const quietLog = { info: () => {}, error: () => {} }

function message(index: number): MailMessage {
  return { to: `customer${index}@example.com`, subject: `Order ${index}`, text: '', html: '' }
}

/** A mail server that holds every message until `release` is called, then takes them all. */
function createHeldProvider() {
  const sent: string[] = []
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const provider: MailProvider = {
    name: 'held',
    concurrentSends: 4,
    send: async (mail) => {
      await released
      sent.push(mail.to)
    },
    close: async () => {},
  }
  return { provider, sent, release }
}

test('room for mail is given at once while the backlog is short', async () => {
  const { provider, release } = createHeldProvider()
  const queue = createMailQueue(provider, quietLog)
  queue.enqueue(message(1))
  await expect(queue.whenRoom()).resolves.toBeUndefined()
  release()
  await queue.idle()
})

test('a full backlog makes the sender of more mail wait until a message has gone, and loses none', async () => {
  const { provider, sent, release } = createHeldProvider()
  const queue = createMailQueue(provider, quietLog)
  const total = MAX_WAITING_MAIL + 50
  for (let index = 0; index < total; index += 1) queue.enqueue(message(index))

  let hasRoom = false
  const room = queue.whenRoom().then(() => (hasRoom = true))
  // Turns of the event loop, not time: the senders have started and hold one message each.
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve))
  expect(hasRoom).toBe(false)

  release()
  await room
  expect(hasRoom).toBe(true)
  await queue.idle()
  expect(sent).toHaveLength(total)
  expect(new Set(sent).size).toBe(total)
})
