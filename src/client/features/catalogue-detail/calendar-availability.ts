/**
 * Whether "캘린더에 추가" has anything to add: an open application deadline, or an event that has
 * not ended. Kept apart from calendar.ts, which loads only when the button is pressed.
 */
export interface CalendarSubject {
  apply_end: string | null;
  labels: readonly string[];
  event?: { ends_at: string } | null;
}

export function hasOpenDeadline(
  item: CalendarSubject,
): item is CalendarSubject & { apply_end: string } {
  return !!item.apply_end && !item.labels.includes('CLOSED');
}

export function isEventAhead(event: { ends_at: string } | null | undefined, now: Date): boolean {
  return !!event && Date.parse(event.ends_at) > now.getTime();
}

export function hasCalendarEntries(item: CalendarSubject, now = new Date()): boolean {
  return hasOpenDeadline(item) || isEventAhead(item.event, now);
}
