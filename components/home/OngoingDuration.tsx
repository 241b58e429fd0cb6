'use client';

import { useSyncExternalStore } from 'react';
import { inclusiveMonths, formatMonthCount, type MonthStamp } from '@/lib/experience/duration';

const subscribe = () => () => {};
// A number, so React sees the same snapshot on every read within a month.
const readCurrentMonth = () => {
  const now = new Date();
  return now.getFullYear() * 12 + now.getMonth();
};
// The pre-rendered page was built on another day: it shows no count rather than a stale one.
const noMonthOnServer = () => null;

/**
 * The duration of a range that runs to "Present", counted to the visitor's current month. It fills a
 * box whose width is reserved by the server (DurationLabel), so appearing after hydration moves nothing.
 */
export function OngoingDuration({ start }: { start: MonthStamp }) {
  const currentMonth = useSyncExternalStore(subscribe, readCurrentMonth, noMonthOnServer);
  if (currentMonth === null) return <span data-duration-value />;
  const end = { year: Math.floor(currentMonth / 12), month: (currentMonth % 12) + 1 };
  const months = inclusiveMonths(start, end);
  return <span data-duration-value>{months === null ? '' : formatMonthCount(months)}</span>;
}
