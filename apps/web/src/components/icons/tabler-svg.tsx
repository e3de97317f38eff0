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
  'chevron-left': ['M15 6l-6 6l6 6'],
  'chevron-right': ['M9 6l6 6l-6 6'],
  'chevron-down': ['M6 9l6 6l6 -6'],
  user: ['M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0', 'M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2'],
  'user-circle': [
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
    'M9 10a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
    'M6.168 18.849a4 4 0 0 1 3.832 -2.849h4a4 4 0 0 1 3.834 2.855',
  ],
  receipt: [
    'M5 21v-16a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v16l-3 -2l-2 2l-2 -2l-2 2l-2 -2l-3 2m4 -14h6m-6 4h6m-2 4h2',
  ],
  'layout-dashboard': [
    'M5 4h4a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1',
    'M5 16h4a1 1 0 0 1 1 1v2a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-2a1 1 0 0 1 1 -1',
    'M15 12h4a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1',
    'M15 4h4a1 1 0 0 1 1 1v2a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-2a1 1 0 0 1 1 -1',
  ],
  logout: [
    'M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2',
    'M9 12h12l-3 -3',
    'M18 15l3 -3',
  ],
  'shopping-cart-plus': [
    'M4 19a2 2 0 1 0 4 0a2 2 0 0 0 -4 0',
    'M12.5 17h-6.5v-14h-2',
    'M6 5l14 1l-.86 6.017m-2.64 .983h-10.5',
    'M16 19h6',
    'M19 16v6',
  ],
  send: ['M10 14l11 -11', 'M21 3l-6.5 18a.55 .55 0 0 1 -1 0l-3.5 -7l-7 -3.5a.55 .55 0 0 1 0 -1l18 -6.5'],
} as const;

export type TablerIconName = keyof typeof TABLER_PATHS;

/**
 * `hidden`: out of the accessibility tree (the control around it is named), as the app passes `aria-hidden` to
 * most of its icons; some of its controls draw theirs without it, and the island's markup must match.
 */
export function TablerSvg({
  name,
  size = 18,
  stroke = 2,
  hidden = true,
}: {
  name: TablerIconName;
  size?: number;
  stroke?: number;
  hidden?: boolean;
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
      aria-hidden={hidden || undefined}
    >
      {TABLER_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
