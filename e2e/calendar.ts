import type { Locator } from '@playwright/test'

/** A `YYYY-MM-DD` date in words, e.g. `8 July 2030`, as sentences and the calendar's buttons say it. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
}

/** The calendar's button for a day: its name ends in the day, e.g. `8 July 2030`. */
export function dayButton(calendar: Locator, date: string): Locator {
  return calendar.getByRole('button', { name: new RegExp(`\\b${longDate(date)}\\b`) })
}
