export function addInterval(date: string, unit: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  if (unit === "yearly") next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next.toISOString().slice(0, 10);
}

export const today = () => new Date().toISOString().slice(0, 10);
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
