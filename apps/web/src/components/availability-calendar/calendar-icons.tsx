// The calendar's Tabler icons as the inline SVG @tabler/icons-react draws (its outline icons' attributes and
// paths), without the package: the calendar runs in an island under preact/compat (decision 015).

const PATHS = {
  check: ['M5 12l5 5l10 -10'],
  x: ['M18 6l-12 12', 'M6 6l12 12'],
  lock: [
    'M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6',
    'M11 16a1 1 0 1 0 2 0a1 1 0 0 0 -2 0',
    'M8 11v-4a4 4 0 1 1 8 0v4',
  ],
  'chevron-left': ['M15 6l-6 6l6 6'],
  'chevron-right': ['M9 6l6 6l-6 6'],
} as const;

export type CalendarIconName = keyof typeof PATHS;

/** An outline Tabler icon, hidden from screen readers (the control around it is named). */
export function CalendarIcon({
  name,
  size,
  stroke = 2,
}: {
  name: CalendarIconName;
  size: number;
  stroke?: number;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`tabler-icon tabler-icon-${name}`}
      aria-hidden
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
