import {
  Badge,
  createTheme,
  defaultVariantColorsResolver,
  Modal,
  PasswordInput,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { AUTH_TEXT } from '../features/auth/auth-texts.ts';

// 'light' variants (badges, light buttons) draw text in shade 6, below 4.5:1 on their pale background.
// Shade 9 reaches AA for most hues; the bright ones don't even at shade 9, so they get dark text and keep
// their colour in the tint.
const BRIGHT_HUES = new Set(['green', 'lime', 'yellow', 'orange', 'cyan', 'teal']);
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  const text = BRIGHT_HUES.has(parsed.color)
    ? 'var(--mantine-color-dark-7)'
    : `var(--mantine-color-${parsed.color}-9)`;
  return { ...colors, color: text };
};

export const theme = createTheme({
  primaryColor: 'grape',
  // shade 8: white on primary and primary links on white reach 4.5:1 contrast
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  defaultRadius: 'md',
  variantColorResolver,
  // Spanish labels for the icon-only controls Mantine draws itself (screen readers).
  components: {
    // A badge is a status word: in a row it keeps its width and the neighbouring text wraps, instead of
    // the badge being squeezed to 'LIQUIDA…'.
    Badge: Badge.extend({ styles: { root: { flexShrink: 0, maxWidth: '100%' } } }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } }),
    // the log-in dialog's password fields (an island) draw the same eye with the same name
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': AUTH_TEXT.passwordToggle } },
    }),
  },
});
