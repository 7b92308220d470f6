import ICAL from 'ical.js'

/** A feed read as a calendar app reads it, by ical.js (Mozilla's iCalendar library): its events. */
export function parseCalendarEvents(
  text: string,
): { event: ICAL.Event; component: ICAL.Component }[] {
  // ical.js types its parse result loosely; it is the jCal array its Component reads.
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  return calendar
    .getAllSubcomponents('vevent')
    .map((component) => ({ event: new ICAL.Event(component), component }))
}

/** The calendar's own name, as apps list it. */
export function parseCalendarName(text: string): unknown {
  return new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstPropertyValue('x-wr-calname')
}
