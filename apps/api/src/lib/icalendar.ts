/**
 * The iCalendar text format (RFC 5545) for a feed that calendar apps subscribe to: escaped text,
 * UTC times and lines folded at 75 octets, each ended by CRLF.
 */

/** One event of a feed; its `uid` stays the same for the life of what it shows, so apps update it. */
export interface CalendarEvent {
  uid: string
  /** Grows whenever the event changes, so an app replaces its copy. */
  sequence: number
  lastModified: Date
  start: Date
  end: Date
  summary: string
  description: string
  location: string
  url: string
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
}

const MAX_LINE_OCTETS = 75

/** TEXT values escape backslashes, semicolons, commas and line ends. */
export function escapeCalendarText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A UTC date-time as `20261212T100000Z`. */
export function formatCalendarTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with a space;
 * a character is never split between two lines, as a multi-byte one would be by cutting octets.
 */
export function foldCalendarLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = Buffer.byteLength(character)
    // A continuation's leading space counts against its 75 octets.
    const room = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > room) {
      lines.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  lines.push(current)
  return lines.join('\r\n ')
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatCalendarTime(now)}`,
    `LAST-MODIFIED:${formatCalendarTime(event.lastModified)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART:${formatCalendarTime(event.start)}`,
    `DTEND:${formatCalendarTime(event.end)}`,
    `SUMMARY:${escapeCalendarText(event.summary)}`,
    `DESCRIPTION:${escapeCalendarText(event.description)}`,
    `LOCATION:${escapeCalendarText(event.location)}`,
    `URL:${event.url}`,
    `STATUS:${event.status}`,
    'END:VEVENT',
  ]
}

/** A whole calendar of events, as a subscribed feed publishes it. */
export function buildCalendar(calendar: {
  name: string
  events: readonly CalendarEvent[]
  now: Date
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sweet Art//Orders calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeCalendarText(calendar.name)}`,
    'X-WR-TIMEZONE:Europe/London',
    ...calendar.events.flatMap((event) => eventLines(event, calendar.now)),
    'END:VCALENDAR',
  ]
  return lines.map(foldCalendarLine).join('\r\n') + '\r\n'
}
