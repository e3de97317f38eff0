// A Tabler icon as @tabler/icons-react draws it (same attributes and class names), from its paths alone: an
// island (decision 015) shows the app's icons without the icons' package and its React code.

/** The outline icons the islands use: their `d` paths, copied from @tabler/icons-react 3. */
export const TABLER_PATHS = {
  'calendar-check': [
    'M11.5 21h-5.5a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v6',
    'M16 3v4',
    'M8 3v4',
    'M4 11h16',
    'M15 19l2 2l4 -4',
  ],
  'calendar-plus': [
    'M12.5 21h-6.5a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v5',
    'M16 3v4',
    'M8 3v4',
    'M4 11h16',
    'M16 19h6',
    'M19 16v6',
  ],
  'calendar-month': [
    'M4 7a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2v-12',
    'M16 3v4',
    'M8 3v4',
    'M4 11h16',
    'M8 14v4',
    'M12 14v4',
    'M16 14v4',
  ],
} as const;

export function TablerSvg({ name, size = 18 }: { name: keyof typeof TABLER_PATHS; size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`tabler-icon tabler-icon-${name}`}
      aria-hidden
    >
      {TABLER_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
