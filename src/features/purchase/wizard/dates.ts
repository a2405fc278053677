/** A calendar date `YYYY-MM-DD` `days` from today, on this device's calendar. */
export function addDays(days: number, from = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The allowed policy start dates: today .. today + the category's window. */
export function startWindow(windowDays: number) {
  return { min: addDays(0), max: addDays(windowDays) };
}
