import { createTheme, Modal, PasswordInput } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'grape',
  // shade 8: white on primary and primary links on white reach 4.5:1 contrast
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  defaultRadius: 'md',
  // Spanish labels for the icon-only controls Mantine draws itself (screen readers).
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } }),
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar u ocultar contraseña' } },
    }),
  },
});
