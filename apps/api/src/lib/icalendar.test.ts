import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parseCalendarEvents } from '../test/icalendar'
import {
  buildCalendar,
  escapeCalendarText,
  foldCalendarLine,
  formatCalendarTime,
  type CalendarEvent,
} from './icalendar'

const event: CalendarEvent = {
  uid: 'order-1@sweet-art',
  sequence: 7,
  lastModified: new Date('2026-11-25T10:00:00Z'),
  start: new Date('2026-12-12T11:00:00Z'),
  end: new Date('2026-12-12T12:30:00Z'),
  summary: 'Cake',
  description: '',
  location: '',
  url: 'https://shop.example/admin/orders?q=ABC123',
  status: 'CONFIRMED',
}

test('text escapes backslashes, semicolons, commas and every kind of line end', () => {
  expect(escapeCalendarText('a\\b;c,d\r\ne\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng')
})

test('times are written in UTC without separators', () => {
  expect(formatCalendarTime(new Date('2026-07-01T18:45:09.123Z'))).toBe('20260701T184509Z')
})

test('folded lines keep to 75 octets, never split a character, and unfold to the line', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
      const line = `DESCRIPTION:${text}`
      const folded = foldCalendarLine(line)
      for (const part of folded.split('\r\n')) {
        expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
        expect(part).not.toContain('\uFFFD')
      }
      expect(folded.replace(/\r\n /g, '')).toBe(line)
    }),
  )
})

test('any summary and description a customer could type parse back whole in one event', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      (summary, description) => {
        // The shop keeps line ends as `\n`; the format has no way to carry a lone `\r`.
        const typed = (text: string) => text.replace(/\r\n?/g, '\n')
        const text = buildCalendar({
          name: 'Orders',
          events: [{ ...event, summary: typed(summary), description: typed(description) }],
          now: new Date('2026-11-25T12:00:00Z'),
        })
        const events = parseCalendarEvents(text)
        expect(events).toHaveLength(1)
        const parsed = events[0]?.event
        expect(parsed?.summary).toBe(typed(summary))
        expect(parsed?.description).toBe(typed(description))
        expect(parsed?.startDate.toJSDate()).toEqual(event.start)
      },
    ),
  )
})
